// @realcode Single-pass sum: each block writes a partial, the last block to arrive (atomicInc on a __device__ ticket after __threadfence) adds the partials.
// @let N = 1 << 26
// @let B = 256
// @let G = 1024
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[G] zero
// @buf total f32[1] zero
// @global blocks_done u32[1] zero
// @launch sum_last_block_finishes grid(G) block(B) args(in, partial, total, u32(N))
// @check total rel=1e-4 abs=1e-2
#include <cuda_runtime.h>
#include <stdio.h>

__device__ unsigned int blocks_done = 0;

// Tree sum of one value per thread; every thread gets the block's total.
__device__ float tree_sum(float v, float *scratch) {
  const unsigned t = threadIdx.x;
  scratch[t] = v;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (t < half) scratch[t] = v = v + scratch[t + half];
    __syncthreads();
  }
  float total = scratch[0];
  __syncthreads();
  return total;
}

__global__ void sum_last_block_finishes(const float *in, float *partial, float *total, unsigned n) {
  __shared__ float scratch[256];
  __shared__ bool is_last;
  float v = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  float mine = tree_sum(v, scratch);
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = mine;
    __threadfence();  // the partial must be visible before this block's ticket is
    unsigned ticket = atomicInc(&blocks_done, gridDim.x);
    is_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (!is_last) return;
  float w = 0.0f;
  for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) w += ((volatile float *)partial)[b];
  float all = tree_sum(w, scratch);
  if (threadIdx.x == 0) {
    *total = all;
    blocks_done = 0;  // ready for the next launch
  }
}
