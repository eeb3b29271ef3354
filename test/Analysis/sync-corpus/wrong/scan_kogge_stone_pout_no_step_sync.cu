// scan_kogge_stone_pout without the barrier of a step: thread t reads
// temp[pin * n + t - offset], which thread t - offset wrote in the previous
// step into the half that is pin now, with nothing ordering them.
// LAUNCH: grid=1 block=256 smem=2048 args=g_odata:f32[256]:zero g_idata:f32[256]:rand n:i32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void scan_kogge_stone_pout_no_step_sync(float *g_odata, const float *g_idata, int n) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = (thid > 0) ? g_idata[thid - 1] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
    // CHECK: scan_kogge_stone_pout_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      temp[pout * n + thid] = temp[pin * n + thid] + temp[pin * n + thid - offset];
    else
      temp[pout * n + thid] = temp[pin * n + thid];
  }
  g_odata[thid] = temp[pout * n + thid];
}
