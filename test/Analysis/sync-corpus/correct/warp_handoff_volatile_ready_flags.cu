// Warp 0 produces, the other warps consume, through per-slot ready flags in
// shared memory instead of a block barrier (the pre-C++-atomics idiom): lane
// l of warp 0 writes slot l's value, fences the block (__threadfence_block())
// and then sets the slot's volatile flag; a consumer spins on the volatile
// flag of the slot it needs and reads the value only after seeing it set.
// The flags are cleared, and the block synchronised, before any producer
// runs.
// LAUNCH: grid=2 block=128 args=in:f32[64]:rand out:f32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) warp_handoff_volatile_ready_flags(const float *in, float *out) {
  __shared__ float value[32];
  __shared__ int ready[32];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t < 32)
    ready[t] = 0;
  __syncthreads();
  if (warp == 0) {
    value[lane] = in[blockIdx.x * 32 + lane] * 2.0f;
    __threadfence_block();
    ((volatile int *)ready)[lane] = 1;
    out[blockIdx.x * 128 + t] = 0.0f;
  } else {
    const int slot = (lane + warp) & 31;
    while (((volatile int *)ready)[slot] == 0)
      ;
    __threadfence_block();
    out[blockIdx.x * 128 + t] = ((volatile float *)value)[slot];
  }
}
