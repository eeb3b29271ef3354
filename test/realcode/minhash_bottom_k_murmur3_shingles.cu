// @realcode MinHash sketching of documents for near-duplicate detection (the GPU dedup step of LLM data pipelines, Mash-style genome sketches): each block owns one document, threads hash its 5-byte shingles with MurmurHash3_x86_32 (the reference's body/tail/fmix32 structure, unaligned reads assembled from bytes) under NUM_PERM seeds drawn from a __constant__ table, keep per-permutation minima in shared memory with atomicMin behind a relaxed cuda::atomic_ref pre-check, then write the signature; a second kernel compares signature pairs into a Jaccard estimate with uint4 loads and integer counting and bands the signature into LSH bucket keys with a 64-bit FNV-1a.
// @let DOCS = 4096
// @let DOC_LEN = 4096
// @let NUM_PERM = 128
// @let BANDS = 16
// @const c_seeds u32[128] uniform(0, 4294967295)
// @buf text u8[DOCS * DOC_LEN] uniform(97, 101)
// @buf signatures u32[DOCS * NUM_PERM] zero
// @buf jaccard f32[DOCS] zero
// @buf band_keys u64[DOCS * BANDS] zero
// @launch minhash_signature_kernel grid(DOCS) block(256) args(text, signatures, i32(DOC_LEN))
// @launch compare_and_band_kernel grid(DOCS / 128) block(128) args(signatures, jaccard, band_keys, i32(DOCS))
// @check signatures exact
// @check jaccard exact
// @check band_keys exact
#include <stdint.h>
#include <cuda/atomic>

#define SHINGLE 5
#define NUM_PERM 128
#define ROWS_PER_BAND 8

__constant__ uint32_t c_seeds[NUM_PERM];

__device__ __forceinline__ uint32_t rotl32(uint32_t x, int8_t r) { return (x << r) | (x >> (32 - r)); }

__device__ __forceinline__ uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  h ^= h >> 16;
  return h;
}

__device__ uint32_t MurmurHash3_x86_32(const uint8_t *data, int len, uint32_t seed) {
  const int nblocks = len / 4;
  uint32_t h1 = seed;
  const uint32_t c1 = 0xcc9e2d51;
  const uint32_t c2 = 0x1b873593;
  for (int i = 0; i < nblocks; i++) {
    // the data need not be aligned: assemble the little-endian word from bytes
    uint32_t k1 = (uint32_t)data[4 * i] | ((uint32_t)data[4 * i + 1] << 8) | ((uint32_t)data[4 * i + 2] << 16) | ((uint32_t)data[4 * i + 3] << 24);
    k1 *= c1;
    k1 = rotl32(k1, 15);
    k1 *= c2;
    h1 ^= k1;
    h1 = rotl32(h1, 13);
    h1 = h1 * 5 + 0xe6546b64;
  }
  const uint8_t *tail = data + nblocks * 4;
  uint32_t k1 = 0;
  switch (len & 3) {
  case 3:
    k1 ^= tail[2] << 16;
    [[fallthrough]];
  case 2:
    k1 ^= tail[1] << 8;
    [[fallthrough]];
  case 1:
    k1 ^= tail[0];
    k1 *= c1;
    k1 = rotl32(k1, 15);
    k1 *= c2;
    h1 ^= k1;
  }
  h1 ^= len;
  return fmix32(h1);
}

__global__ void __launch_bounds__(256) minhash_signature_kernel(const uint8_t *__restrict__ text, uint32_t *__restrict__ signatures, int doc_len) {
  __shared__ uint32_t s_min[NUM_PERM];
  __shared__ uint8_t s_doc[4096 + 8];
  const uint8_t *doc = text + (size_t)blockIdx.x * doc_len;
  for (int i = threadIdx.x; i < NUM_PERM; i += blockDim.x)
    s_min[i] = 0xffffffffu;
  for (int i = threadIdx.x; i < doc_len; i += blockDim.x)
    s_doc[i] = doc[i];
  __syncthreads();
  const int shingles = doc_len - SHINGLE + 1;
  for (int s = threadIdx.x; s < shingles; s += blockDim.x) {
    // one base hash per shingle, then cheap re-seeding: h_p = fmix32(base ^ seed_p)
    const uint32_t base = MurmurHash3_x86_32(s_doc + s, SHINGLE, 0x9747b28cu);
    for (int p = 0; p < NUM_PERM; ++p) {
      const uint32_t h = fmix32(base ^ c_seeds[p]);
      // a relaxed atomic read first: most hashes lose, and they skip the atomicMin
      if (h < cuda::atomic_ref<uint32_t, cuda::thread_scope_block>(s_min[p]).load(cuda::memory_order_relaxed))
        atomicMin(&s_min[p], h);
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < NUM_PERM; i += blockDim.x)
    signatures[(size_t)blockIdx.x * NUM_PERM + i] = s_min[i];
}

// each document against the next one (cyclically): the Jaccard estimate, and its LSH band keys
__global__ void compare_and_band_kernel(const uint32_t *__restrict__ sig, float *__restrict__ jaccard, unsigned long long *__restrict__ band_keys, int docs) {
  const int d = blockIdx.x * blockDim.x + threadIdx.x;
  if (d >= docs) return;
  const uint4 *a = reinterpret_cast<const uint4 *>(sig + (size_t)d * NUM_PERM);
  const uint4 *b = reinterpret_cast<const uint4 *>(sig + (size_t)((d + 1) % docs) * NUM_PERM);
  int equal = 0;
  for (int i = 0; i < NUM_PERM / 4; ++i) {
    const uint4 x = a[i], y = b[i];
    equal += (x.x == y.x) + (x.y == y.y) + (x.z == y.z) + (x.w == y.w);
  }
  jaccard[d] = (float)equal / NUM_PERM;
  const uint32_t *row = sig + (size_t)d * NUM_PERM;
  for (int band = 0; band < NUM_PERM / ROWS_PER_BAND; ++band) {
    unsigned long long h = 0xcbf29ce484222325ull;
    for (int r = 0; r < ROWS_PER_BAND; ++r) {
      uint32_t v = row[band * ROWS_PER_BAND + r];
      for (int byte = 0; byte < 4; ++byte) {
        h ^= (v >> (8 * byte)) & 0xff;
        h *= 0x100000001b3ull;
      }
    }
    band_keys[(size_t)d * (NUM_PERM / ROWS_PER_BAND) + band] = h;
  }
}
