// @realcode Block sum, the last warp unrolled with __syncwarp between steps (no volatile tricks).
// @let N = 1 << 26
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[N / (2 * B)] zero
// @launch reduce4 grid(N / (2 * B)) block(B) shared(B * 4) args(in, partial, u32(N))
// @check partial abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

__device__ void warpReduce(float *sdata, unsigned int tid) {
  float v = sdata[tid];
  v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v;
}

__global__ void reduce4(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float mySum = (i < n) ? g_idata[i] : 0.0f;
  if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warpReduce(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
