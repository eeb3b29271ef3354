// @realcode SipHash-2-4 as hash-table and DoS-resistant bucketing code writes it: the 128-bit key in a __constant__ struct, the 64-bit rotates spelled as two 32-bit __funnelshift_l halves (what a hand-tuned CUDA port does to stay on the 32-bit datapath), the message read as little-endian 64-bit words through __ldg with the tail bytes packed by a switch that falls through (as the reference implementation's), SIPROUND as a macro; then each hash picks a bucket with Lemire's multiply-shift (__umul64hi) and the bucket counts go to a shared histogram flushed with atomicAdd.
// @let N = 1 << 21
// @let LEN = 24
// @let NB = 4096
// @buf msgs u8[N * LEN] uniform(0, 256)
// @buf lens i32[N] uniform(0, 25)
// @buf hashes u64[N] zero
// @buf counts u32[NB] zero
// @const c_key u64[2] uniform(0, 1000000000)
// @launch siphash_batch grid(cdiv(N, 256)) block(256) args(msgs, lens, hashes, i32(N))
// @launch bucket_histogram grid(512) block(256) args(hashes, counts, i32(N), u32(NB))
// @check hashes exact
// @check counts exact
#include <cstdint>

struct SipKey { uint64_t k0, k1; };
__constant__ uint64_t c_key[2];

__device__ __forceinline__ uint64_t rotl64(uint64_t x, int b) {
  // Two funnel shifts: hi:lo rotated left by b (b < 32 here, as SipHash's 13, 16, 17, 21 and 32).
  uint32_t lo = (uint32_t)x, hi = (uint32_t)(x >> 32);
  if (b >= 32) { uint32_t t = lo; lo = hi; hi = t; b -= 32; }
  uint32_t nhi = __funnelshift_l(lo, hi, b);
  uint32_t nlo = __funnelshift_l(hi, lo, b);
  return ((uint64_t)nhi << 32) | nlo;
}

#define SIPROUND                                                                 \
  do {                                                                           \
    v0 += v1; v1 = rotl64(v1, 13); v1 ^= v0; v0 = rotl64(v0, 32);                \
    v2 += v3; v3 = rotl64(v3, 16); v3 ^= v2;                                     \
    v0 += v3; v3 = rotl64(v3, 21); v3 ^= v0;                                     \
    v2 += v1; v1 = rotl64(v1, 17); v1 ^= v2; v2 = rotl64(v2, 32);                \
  } while (0)

__device__ uint64_t load_le64(const uint8_t *__restrict__ p) {
  uint64_t v = 0;
#pragma unroll
  for (int i = 0; i < 8; ++i) v |= (uint64_t)__ldg(p + i) << (8 * i);
  return v;
}

__device__ uint64_t siphash24(const uint8_t *__restrict__ in, int inlen, SipKey key) {
  uint64_t v0 = 0x736f6d6570736575ULL ^ key.k0;
  uint64_t v1 = 0x646f72616e646f6dULL ^ key.k1;
  uint64_t v2 = 0x6c7967656e657261ULL ^ key.k0;
  uint64_t v3 = 0x7465646279746573ULL ^ key.k1;
  const uint8_t *end = in + inlen - (inlen % 8);
  const int left = inlen & 7;
  uint64_t b = ((uint64_t)inlen) << 56;
  for (; in != end; in += 8) {
    uint64_t m = load_le64(in);
    v3 ^= m;
    SIPROUND;
    SIPROUND;
    v0 ^= m;
  }
  switch (left) {
  case 7: b |= ((uint64_t)in[6]) << 48; [[fallthrough]];
  case 6: b |= ((uint64_t)in[5]) << 40; [[fallthrough]];
  case 5: b |= ((uint64_t)in[4]) << 32; [[fallthrough]];
  case 4: b |= ((uint64_t)in[3]) << 24; [[fallthrough]];
  case 3: b |= ((uint64_t)in[2]) << 16; [[fallthrough]];
  case 2: b |= ((uint64_t)in[1]) << 8; [[fallthrough]];
  case 1: b |= ((uint64_t)in[0]); break;
  case 0: break;
  }
  v3 ^= b;
  SIPROUND;
  SIPROUND;
  v0 ^= b;
  v2 ^= 0xff;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  return v0 ^ v1 ^ v2 ^ v3;
}

__global__ void siphash_batch(const uint8_t *__restrict__ msgs, const int *__restrict__ lens,
                              uint64_t *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  SipKey key{c_key[0], c_key[1]};
  out[i] = siphash24(msgs + (size_t)i * 24, lens[i], key);
}

// Lemire's fast range reduction: (h * nb) >> 64.
__device__ __forceinline__ uint32_t bucket_of(uint64_t h, uint32_t nb) { return (uint32_t)__umul64hi(h, nb); }

__global__ void bucket_histogram(const uint64_t *__restrict__ hashes, unsigned *__restrict__ counts, int n,
                                 unsigned nb) {
  __shared__ unsigned local[4096];
  for (unsigned b = threadIdx.x; b < nb; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[bucket_of(hashes[i], nb)], 1u);
  __syncthreads();
  for (unsigned b = threadIdx.x; b < nb; b += blockDim.x)
    if (local[b]) atomicAdd(&counts[b], local[b]);
}
