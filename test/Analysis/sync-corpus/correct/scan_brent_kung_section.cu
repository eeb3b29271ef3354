// Brent-Kung inclusive scan of a 1024-element section with 512 threads (two
// elements per thread, the textbook's "XY[index] += XY[index - stride]"
// reduction tree with index = (t + 1) * 2 * stride - 1, then the reverse
// tree distributing partial sums), the barrier at the top of each step.
// LAUNCH: grid=2 block=512 args=X:f32[2048]:rand Y:f32[2048]:zero n:u32=2048
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SECTION 1024

extern "C" __global__ void __launch_bounds__(512) scan_brent_kung_section(const float *X, float *Y, unsigned n) {
  __shared__ float XY[SECTION];
  unsigned i = 2 * blockIdx.x * blockDim.x + threadIdx.x;
  XY[threadIdx.x] = i < n ? X[i] : 0.0f;
  XY[threadIdx.x + blockDim.x] = i + blockDim.x < n ? X[i + blockDim.x] : 0.0f;
  for (unsigned stride = 1; stride <= blockDim.x; stride *= 2) {
    __syncthreads();
    unsigned index = (threadIdx.x + 1) * 2 * stride - 1;
    if (index < SECTION)
      XY[index] += XY[index - stride];
  }
  for (unsigned stride = SECTION / 4; stride > 0; stride /= 2) {
    __syncthreads();
    unsigned index = (threadIdx.x + 1) * stride * 2 - 1;
    if (index + stride < SECTION)
      XY[index + stride] += XY[index];
  }
  __syncthreads();
  if (i < n)
    Y[i] = XY[threadIdx.x];
  if (i + blockDim.x < n)
    Y[i + blockDim.x] = XY[threadIdx.x + blockDim.x];
}
