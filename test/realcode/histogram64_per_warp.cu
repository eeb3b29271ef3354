// @realcode 64-bin histogram with one sub-histogram per warp in shared memory, uchar4 loads, per-block partials summed by a second kernel.
// @let N = 1 << 26
// @let B = 192
// @let G = 528
// @buf bytes u8[N] uniform(0, 255)
// @buf partial u32[G * 64] zero
// @buf hist u32[64] zero
// @launch hist64_warp_private grid(G) block(B) args(bytes, partial, u32(N / 4))
// @launch hist64_merge grid(64) block(256) args(partial, hist, u32(G))
// @check hist exact
#include <cuda_runtime.h>

#define BINS 64
#define WARPS_PER_BLOCK 6

__device__ __forceinline__ void count_byte(unsigned int *warp_hist, unsigned int byte) {
  atomicAdd(&warp_hist[byte >> 2], 1u);  // the byte's top six bits pick the bin
}

__global__ void hist64_warp_private(const uchar4 *in, unsigned int *block_hists, unsigned int n4) {
  __shared__ unsigned int warp_hists[WARPS_PER_BLOCK][BINS];
  unsigned int *mine = warp_hists[threadIdx.x / 32];
  for (unsigned int i = threadIdx.x; i < WARPS_PER_BLOCK * BINS; i += blockDim.x) (&warp_hists[0][0])[i] = 0;
  __syncthreads();
  for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x) {
    uchar4 q = in[i];
    count_byte(mine, q.x);
    count_byte(mine, q.y);
    count_byte(mine, q.z);
    count_byte(mine, q.w);
  }
  __syncthreads();
  for (unsigned int bin = threadIdx.x; bin < BINS; bin += blockDim.x) {
    unsigned int total = 0;
#pragma unroll
    for (int w = 0; w < WARPS_PER_BLOCK; ++w) total += warp_hists[w][bin];
    block_hists[blockIdx.x * BINS + bin] = total;
  }
}

// One block per bin: sums that bin over every block's partial histogram.
__global__ void hist64_merge(const unsigned int *block_hists, unsigned int *hist, unsigned int nblocks) {
  __shared__ unsigned int part[256];
  unsigned int acc = 0;
  for (unsigned int b = threadIdx.x; b < nblocks; b += blockDim.x) acc += block_hists[b * BINS + blockIdx.x];
  part[threadIdx.x] = acc;
  for (unsigned int half = blockDim.x / 2; half > 0; half /= 2) {
    __syncthreads();
    if (threadIdx.x < half) part[threadIdx.x] += part[threadIdx.x + half];
  }
  if (threadIdx.x == 0) hist[blockIdx.x] = part[0];
}
