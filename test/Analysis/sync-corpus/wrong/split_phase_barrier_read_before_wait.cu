// split_phase_barrier_ping_pong_smoothing with the step's own work reading a
// neighbour's new value between arrive() and wait(): the neighbour may not
// have written it yet.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero aux:f32[1024]:zero steps:i32=6
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda/barrier>
#include <utility>

extern "C" __global__ void __launch_bounds__(256) split_phase_barrier_read_before_wait(const float *in, float *out, float *aux, int steps) {
  __shared__ float row[2][256];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x;
  if (t == 0)
    init(&bar, blockDim.x);
  float mine = in[blockIdx.x * 256 + t], side = 0.0f;
  row[0][t] = mine;
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    const float *cur = row[s & 1];
    float *next = row[(s + 1) & 1];
    mine = 0.25f * cur[(t + 255) % 256] + 0.5f * cur[t] + 0.25f * cur[(t + 1) % 256];
    next[t] = mine;
    auto token = bar.arrive();
    // CHECK: split_phase_barrier_read_before_wait.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    side += mine * next[(t + 1) % 256];
    bar.wait(std::move(token));
  }
  out[blockIdx.x * 256 + t] = mine;
  aux[blockIdx.x * 256 + t] = side;
}
