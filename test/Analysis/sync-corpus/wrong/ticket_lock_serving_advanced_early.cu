// Ticket lock that advances "now serving" before the update it should guard:
// the next ticket holder enters while the previous one still writes s_min.
// LAUNCH: grid=4 block=64 args=x:f32[256]:rand out_min:f32[4]:zero out_lowered:i32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void ticket_lock_serving_advanced_early(const float *x, float *out_min, int *out_lowered) {
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
  atomicAdd(&now_serving, 1u);
  if (v < s_min) {
    // CHECK: ticket_lock_serving_advanced_early.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    s_min = v;
    s_lowered += 1;
  }
  __syncthreads();

  if (threadIdx.x == 0) {
    out_min[blockIdx.x] = s_min;
    out_lowered[blockIdx.x] = s_lowered > 0;
  }
}
