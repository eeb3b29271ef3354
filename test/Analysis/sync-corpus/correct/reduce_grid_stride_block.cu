// Grid-stride accumulation into a register, then a shared-memory tree over the
// block (the usual "any n, fixed grid" reduction).
// LAUNCH: grid=24 block=256 args=in:f32[50000]:rand out:f32[24]:zero n:i32=50000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_grid_stride_block(const float *in, float *out, int n) {
  __shared__ float cache[256];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  cache[threadIdx.x] = acc;
  __syncthreads();

  int half = blockDim.x / 2;
  while (half != 0) {
    if (threadIdx.x < half) cache[threadIdx.x] += cache[threadIdx.x + half];
    __syncthreads();
    half /= 2;
  }
  if (threadIdx.x == 0) out[blockIdx.x] = cache[0];
}
