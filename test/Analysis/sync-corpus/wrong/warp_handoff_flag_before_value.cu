// warp_handoff_volatile_ready_flags with the producer setting the ready flag before
// it writes the value: a consumer may see the flag and read the slot before the
// value is there.
// LAUNCH: grid=2 block=128 args=in:f32[64]:rand out:f32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) warp_handoff_flag_before_value(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    ((volatile int *)ready)[lane] = 1;
    __threadfence_block();
    value[lane] = in[blockIdx.x * 32 + lane] * 2.0f;
    out[blockIdx.x * 128 + t] = 0.0f;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    __threadfence_block();
    // CHECK: warp_handoff_flag_before_value.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[blockIdx.x * 128 + t] = ((volatile float *)value)[slot];
  }
}
