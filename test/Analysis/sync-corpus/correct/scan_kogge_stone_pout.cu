// The naive double-buffered scan of GPU Gems 3 (39.2.1): n slots in each half
// of temp, 'pout = 1 - pout' swaps the halves every step, and each step reads
// the other half and writes its own; one barrier per step. The exclusive
// shift happens on the load.
// LAUNCH: grid=1 block=256 smem=2048 args=g_odata:f32[256]:zero g_idata:f32[256]:rand n:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void scan_kogge_stone_pout(float *g_odata, const float *g_idata, int n) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = (thid > 0) ? g_idata[thid - 1] : 0.0f;
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
  g_odata[thid] = temp[pout * n + thid];
}
