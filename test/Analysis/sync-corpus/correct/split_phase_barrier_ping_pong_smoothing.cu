// Iterative 3-point smoothing in two shared rows with a split-phase
// cuda::barrier<thread_scope_block> initialised with blockDim.x: each step
// writes the next row, arrive()s, does its own work, then wait()s on the token
// before the next step reads its neighbours (libcu++'s arrive/wait as the two
// halves of __syncthreads()).
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[1024]:zero aux:f32[1024]:zero steps:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cuda/barrier>
#include <utility>

extern "C" __global__ void __launch_bounds__(256) split_phase_barrier_ping_pong_smoothing(const float *in, float *out, float *aux, int steps) {
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
    side += mine * mine;
    bar.wait(std::move(token));
  }
  out[blockIdx.x * 256 + t] = mine;
  aux[blockIdx.x * 256 + t] = side;
}
