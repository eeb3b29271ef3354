// Naive (Hillis-Steele) exclusive scan of one block's segment, double-buffered
// in one shared array: each step reads the pin half and writes the pout half,
// then the halves swap.
// LAUNCH: grid=32 block=256 smem=2048 args=g_idata:f32[8192]:rand g_odata:f32[8192]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_hillis_steele_double_buffer(const float *g_idata, float *g_odata) {
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
    if (thid >= offset)
      temp[pout * n + thid] = temp[pin * n + thid] + temp[pin * n + thid - offset];
    else
      temp[pout * n + thid] = temp[pin * n + thid];
    __syncthreads();
  }
  g_odata[base + thid] = temp[pout * n + thid];
}
