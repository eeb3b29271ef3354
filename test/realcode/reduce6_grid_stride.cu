// @realcode Block sum with many elements per thread (grid-stride, two loads per step when n is a power of two), template block size, shuffle tail.
// @let N = 1 << 26
// @let B = 256
// @let G = 1056
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[G] zero
// @launch block_sum_strided<256, true> grid(G) block(B) args(in, partial, u32(N))
// @check partial abs=1e-3 rel=1e-5
#include <cuda_runtime.h>
#include <stdio.h>

template <unsigned kThreads, bool kPairs>
__global__ void block_sum_strided(const float *__restrict__ in, float *__restrict__ out, unsigned n) {
  __shared__ float warp_part[kThreads / 32];
  const unsigned t = threadIdx.x;
  float acc = 0.0f;
  if (kPairs) {
    const unsigned step = 2 * kThreads * gridDim.x;
    for (unsigned i = blockIdx.x * 2 * kThreads + t; i < n; i += step) {
      acc += in[i];
      if (i + kThreads < n) acc += in[i + kThreads];
    }
  } else {
    for (unsigned i = blockIdx.x * kThreads + t; i < n; i += kThreads * gridDim.x) acc += in[i];
  }
  for (int d = 16; d > 0; d >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, d);
  if ((t & 31) == 0) warp_part[t / 32] = acc;
  __syncthreads();
  if (t < 32) {
    acc = t < kThreads / 32 ? warp_part[t] : 0.0f;
    for (int d = 16; d > 0; d >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, d);
    if (t == 0) out[blockIdx.x] = acc;
  }
}

template __global__ void block_sum_strided<256, true>(const float *__restrict__, float *__restrict__, unsigned);
template __global__ void block_sum_strided<256, false>(const float *__restrict__, float *__restrict__, unsigned);
