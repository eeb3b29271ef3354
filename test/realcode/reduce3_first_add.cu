// @realcode Block sum, first add during the global load (each block reads 2 * blockDim elements).
// @let N = 1 << 26
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[N / (2 * B)] zero
// @launch reduce3 grid(N / (2 * B)) block(B) shared(B * 4) args(in, partial, u32(N))
// @check partial abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

#define SHARED_MEMORY_PER_BLOCK_GUARD 1

__global__ void reduce3(const float *__restrict__ g_idata, float *__restrict__ g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float mySum = (i < n) ? g_idata[i] : 0.0f;
  if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}
