// Kogge-Stone inclusive scan in place with a register temporary: every step
// reads XY[t] and XY[t - stride] into temp, waits, then writes XY[t] (two
// barriers per step instead of a second buffer).
// LAUNCH: grid=4 block=256 args=X:f32[1024]:rand Y:f32[1024]:zero n:u32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SECTION 256

extern "C" __global__ void __launch_bounds__(SECTION) scan_kogge_stone_temp(const float *X, float *Y, unsigned n) {
  __shared__ float XY[SECTION];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  XY[threadIdx.x] = i < n ? X[i] : 0.0f;
  for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
    __syncthreads();
    float temp = 0.0f;
    if (threadIdx.x >= stride)
      temp = XY[threadIdx.x] + XY[threadIdx.x - stride];
    __syncthreads();
    if (threadIdx.x >= stride)
      XY[threadIdx.x] = temp;
  }
  if (i < n)
    Y[i] = XY[threadIdx.x];
}
