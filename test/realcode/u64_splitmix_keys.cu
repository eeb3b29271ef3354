// @realcode 64-bit key pipeline of a GPU hash join's build side: splitmix64 finalizer over uint64_t keys, 64-bit bucket ids, a per-block count of keys with the top bit set and a 64-bit XOR checksum by atomics (64-bit loads, stores and atomics throughout).
// @let N = 1 << 24
// @buf keys u64[N] iota(1, 7)
// @buf hashed u64[N] zero
// @buf bucket u32[N] zero
// @buf stats u64[2] zero
// @launch hash_keys grid(cdiv(N, 256)) block(256) args(keys, hashed, bucket, stats, i32(N), u32(20))
// @check hashed exact
// @check bucket exact
// @check stats exact
#include <cuda_runtime.h>
#include <cstdint>

__device__ __forceinline__ uint64_t splitmix64(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

__global__ void hash_keys(const uint64_t *__restrict__ keys, uint64_t *__restrict__ hashed,
                          unsigned *__restrict__ bucket, unsigned long long *stats, int n, unsigned log2_buckets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint64_t h = 0;
  if (i < n) {
    h = splitmix64(keys[i]);
    hashed[i] = h;
    bucket[i] = (unsigned)(h >> (64 - log2_buckets));
  }
  unsigned high = __ballot_sync(0xffffffffu, (h >> 63) != 0);
  unsigned long long x = h;
  for (int off = 16; off > 0; off >>= 1) x ^= __shfl_xor_sync(0xffffffffu, x, off);
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(&stats[0], (unsigned long long)__popc(high));
    atomicXor(&stats[1], x);
  }
}
