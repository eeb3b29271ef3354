// scan_brent_kung_section without the barrier at the top of the reverse tree's steps: a step
// adds XY[index] that the previous step's threads are still writing.
// LAUNCH: grid=2 block=512 args=X:f32[2048]:rand Y:f32[2048]:zero n:u32=2048
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SECTION 1024

extern "C" __global__ void __launch_bounds__(512) scan_brent_kung_no_down_sync(const float *X, float *Y, unsigned n) {
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
    unsigned index = (threadIdx.x + 1) * stride * 2 - 1;
    if (index + stride < SECTION)
      // CHECK: scan_brent_kung_no_down_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      XY[index + stride] += XY[index];
  }
  __syncthreads();
  if (i < n)
    Y[i] = XY[threadIdx.x];
  if (i + blockDim.x < n)
    Y[i + blockDim.x] = XY[threadIdx.x + blockDim.x];
}

