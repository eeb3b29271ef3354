// Double-buffered Hillis-Steele scan that swaps pout/pin without a barrier:
// step 'offset' reads temp[pin*n + thid - offset], which thread
// thid - offset wrote in the step before.
// LAUNCH: grid=32 block=256 smem=2048 args=g_idata:f32[8192]:rand g_odata:f32[8192]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_double_buffer_no_sync(const float *g_idata, float *g_odata) {
  extern __shared__ float temp[];
  int n = blockDim.x;
  int thid = threadIdx.x;
  int base = blockIdx.x * n;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = (thid > 0) ? g_idata[base + thid - 1] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    // CHECK: scan_double_buffer_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (thid >= offset) temp[pout * n + thid] = temp[pin * n + thid] + temp[pin * n + thid - offset];
    else temp[pout * n + thid] = temp[pin * n + thid];
  }
  g_odata[base + thid] = temp[pout * n + thid];
}
