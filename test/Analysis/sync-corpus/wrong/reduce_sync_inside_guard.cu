// The step's barrier was moved inside 'if (tid < s)': the upper threads never
// arrive, so the block can deadlock (threads 0 and 128 disagree at s = 128).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void reduce_sync_inside_guard(const float *g_idata, float *g_odata) {
  __shared__ float sdata[256];
  unsigned int tid = threadIdx.x;
  sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) { // (a)
      sdata[tid] += sdata[tid + s];
      // CHECK: reduce_sync_inside_guard.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
      __syncthreads();
    }
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
