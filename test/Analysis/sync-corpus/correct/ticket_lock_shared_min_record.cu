// A FIFO ticket lock in shared memory (atomicAdd draws a ticket, the thread
// spins on a volatile "now serving" counter, the holder advances it on exit)
// serialises updates of a two-word per-block record: the running minimum and
// the number of times it was lowered. The record is read after a barrier.
// LAUNCH: grid=4 block=64 args=x:f32[256]:rand out_min:f32[4]:zero out_lowered:i32[4]:zero
// RACECHECK-HANGS: the threads spin on a volatile "now serving" counter; under racecheck kilnc's build did not finish its first launch in 400 s (H200, 2026-12-06), nvcc's build not yet tried; without the sanitizer both pass
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void ticket_lock_shared_min_record(const float *x, float *out_min, int *out_lowered) {
  __shared__ unsigned next_ticket;
  __shared__ unsigned now_serving;
  __shared__ float s_min;
  __shared__ int s_lowered;
  if (threadIdx.x == 0) {
    next_ticket = 0;
    now_serving = 0;
    s_min = 3.0e38f;
    s_lowered = 0;
  }
  __syncthreads();

  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned ticket = atomicAdd(&next_ticket, 1u);
  while (*(volatile unsigned *)&now_serving != ticket) {
  }
  __threadfence_block();
  if (v < s_min) {
    s_min = v;
    s_lowered += 1;
  }
  __threadfence_block();
  atomicAdd(&now_serving, 1u);
  __syncthreads();

  if (threadIdx.x == 0) {
    out_min[blockIdx.x] = s_min;
    out_lowered[blockIdx.x] = s_lowered > 0;
  }
}
