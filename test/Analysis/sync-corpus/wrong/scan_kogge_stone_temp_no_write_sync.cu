// scan_kogge_stone_temp without the barrier between the reads into temp and the write
// back: thread t overwrites XY[t] while thread t + stride still reads it.
// LAUNCH: grid=4 block=256 args=X:f32[1024]:rand Y:f32[1024]:zero n:u32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SECTION 256

extern "C" __global__ void __launch_bounds__(SECTION) scan_kogge_stone_temp_no_write_sync(const float *X, float *Y, unsigned n) {
  __shared__ float XY[SECTION];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  XY[threadIdx.x] = i < n ? X[i] : 0.0f;
  for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
    __syncthreads();
    float temp = 0.0f;
    if (threadIdx.x >= stride)
      temp = XY[threadIdx.x] + XY[threadIdx.x - stride];
    if (threadIdx.x >= stride)
      // CHECK: scan_kogge_stone_temp_no_write_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      XY[threadIdx.x] = temp;
  }
  if (i < n)
    Y[i] = XY[threadIdx.x];
}

