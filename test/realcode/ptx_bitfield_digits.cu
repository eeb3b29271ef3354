// @realcode Radix-digit counting with bit-field PTX: bfe.u32 extracts each 8-bit digit, prmt.b32 byte-swaps the key, mad.hi.u32 hashes it; per-block shared counters.
// @let N = 1 << 26
// @buf keys u32[N] uniform(0, 4294967295)
// @buf counts u32[4 * 256] zero
// @buf hashes u32[N] zero
// @launch digit_counts_ptx grid(1320) block(256) args(keys, counts, hashes, i32(N))
// @check counts exact
// @check hashes exact
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t bfe(uint32_t x, uint32_t pos, uint32_t len) {
  uint32_t r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  return r;
}

__device__ __forceinline__ uint32_t byteswap(uint32_t x) {
  uint32_t r;
  asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(r) : "r"(x));
  return r;
}

__device__ __forceinline__ uint32_t mad_hi(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t r;
  asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__global__ void digit_counts_ptx(const uint32_t *keys, uint32_t *counts, uint32_t *hashes, int n) {
  __shared__ uint32_t local[4][256];
  for (int i = threadIdx.x; i < 4 * 256; i += blockDim.x) (&local[0][0])[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    uint32_t k = keys[i];
#pragma unroll
    for (int d = 0; d < 4; ++d) atomicAdd(&local[d][bfe(k, 8 * d, 8)], 1u);
    hashes[i] = mad_hi(byteswap(k), 0x9E3779B1u, k);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 4 * 256; i += blockDim.x) atomicAdd(&counts[i], (&local[0][0])[i]);
}
