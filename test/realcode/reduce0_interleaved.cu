// @realcode Block sum, interleaved addressing with a divergent modulo test (the first textbook step).
// @let N = 1 << 25
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[N / B] zero
// @launch reduce0 grid(N / B) block(B) shared(B * 4) args(in, partial, u32(N))
// @check partial abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

__global__ void reduce0(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0.0f;
  __syncthreads();
  // Every pass halves the active threads, but they stay scattered across all warps.
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
