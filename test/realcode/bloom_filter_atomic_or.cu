// @realcode A GPU Bloom filter in the style of database/genomics code: k = 7 probes from double hashing of a 64-bit MurmurHash3 finaliser (fmix64), blocked layout (all probes of a key inside one 512-bit block chosen by the high hash bits), inserts set bits with atomicOr on 32-bit words, a lookup kernel tests the bits with a read-only __ldg and counts positives per block with __syncthreads_count, one atomicAdd per block.
// @let NKEYS = 1 << 22
// @let NQUERY = 1 << 22
// @let NBLOCKS = 1 << 16
// @buf keys u64[NKEYS] uniform(0, 1 << 23)
// @buf queries u64[NQUERY] uniform(0, 1 << 23)
// @buf filter u32[NBLOCKS * 16] zero
// @buf hit u8[NQUERY] zero
// @buf positives u32[1] zero
// @launch bloom_insert grid(cdiv(NKEYS, 256)) block(256) args(keys, filter, i32(NKEYS), u32(NBLOCKS))
// @launch bloom_query grid(cdiv(NQUERY, 256)) block(256) args(queries, filter, hit, positives, i32(NQUERY), u32(NBLOCKS))
// @check filter exact
// @check hit exact
// @check positives exact
#include <cstdint>

#define BLOOM_K 7

static __device__ __forceinline__ uint64_t fmix64(uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

struct Probe {
  uint32_t block;
  uint32_t h1, h2;
};

static __device__ __forceinline__ Probe make_probe(uint64_t key, uint32_t nblocks) {
  const uint64_t h = fmix64(key);
  Probe p;
  p.block = (uint32_t)(__umul64hi(h, nblocks));
  p.h1 = (uint32_t)h;
  p.h2 = (uint32_t)(h >> 32) | 1u;
  return p;
}

__global__ void __launch_bounds__(256) bloom_insert(const uint64_t *__restrict__ keys, uint32_t *__restrict__ filter, int n,
                                                    uint32_t nblocks) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const Probe p = make_probe(__ldg(keys + i), nblocks);
    uint32_t *words = filter + (size_t)p.block * 16;
#pragma unroll
    for (int j = 0; j < BLOOM_K; ++j) {
      const uint32_t bit = (p.h1 + j * p.h2) & 511u;
      atomicOr(words + (bit >> 5), 1u << (bit & 31));
    }
  }
}

__global__ void __launch_bounds__(256) bloom_query(const uint64_t *__restrict__ queries, const uint32_t *__restrict__ filter,
                                                   uint8_t *__restrict__ hit, unsigned *__restrict__ positives, int n,
                                                   uint32_t nblocks) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool present = false;
  if (i < n) {
    const Probe p = make_probe(queries[i], nblocks);
    const uint32_t *words = filter + (size_t)p.block * 16;
    present = true;
#pragma unroll
    for (int j = 0; j < BLOOM_K; ++j) {
      const uint32_t bit = (p.h1 + j * p.h2) & 511u;
      present &= (__ldg(words + (bit >> 5)) >> (bit & 31)) & 1u;
    }
    hit[i] = present;
  }
  const int block_hits = __syncthreads_count(present);
  if (threadIdx.x == 0 && block_hits) atomicAdd(positives, (unsigned)block_hits);
}
