// @realcode 256-bin byte histogram: per-block shared histogram with shared atomics on the 4 bytes of each word, merged by global atomics.
// @let N = 1 << 26
// @let B = 256
// @buf words u32[N / 4] uniform(0, 4294967295)
// @buf hist u32[256] zero
// @launch byte_histogram grid(1320) block(B) args(words, hist, u32(N / 4))
// @check hist exact
#include <cuda_runtime.h>
#include <stdint.h>

#define NUM_BINS 256

__global__ void byte_histogram(const uint32_t *words, uint32_t *hist, uint32_t nwords) {
  __shared__ uint32_t local_hist[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local_hist[b] = 0;
  __syncthreads();
  const uint32_t stride = blockDim.x * gridDim.x;
  for (uint32_t w = blockIdx.x * blockDim.x + threadIdx.x; w < nwords; w += stride) {
    uint32_t v = words[w];
#pragma unroll
    for (int byte = 0; byte < 4; ++byte) atomicAdd(&local_hist[(v >> (8 * byte)) & 0xFFu], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    uint32_t count = local_hist[b];
    if (count != 0) atomicAdd(&hist[b], count);
  }
}
