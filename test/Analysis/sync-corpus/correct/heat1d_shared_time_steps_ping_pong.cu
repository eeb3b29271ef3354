// Explicit 1-D heat equation advanced STEPS time steps inside shared memory
// (temporal blocking): the block loads its 256 points plus a halo of STEPS
// on each side into u[0], then step s reads u[s & 1] and writes u[(s + 1) &
// 1] over a range that shrinks by one point a side per step (the halo
// points go stale), one barrier per step. Only the 256 inner points are
// written back.
// LAUNCH: grid=16 block=256 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define STEPS 4
#define W (N + 2 * STEPS)

extern "C" __global__ void __launch_bounds__(N) heat1d_shared_time_steps_ping_pong(const float *in, float *out, int n) {
  __shared__ float u[2][W];
  int t = threadIdx.x;
  int base = blockIdx.x * N - STEPS;
  for (int i = t; i < W; i += N) {
    int g = min(max(base + i, 0), n - 1);
    u[0][i] = in[g];
  }
  __syncthreads();
  for (int s = 0; s < STEPS; ++s) {
    const float *cur = u[s & 1];
    float *next = u[(s + 1) & 1];
    // Points s + 1 .. W - s - 2 are still exact after this step.
    for (int i = t + s + 1; i < W - s - 1; i += N)
      next[i] = cur[i] + 0.25f * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
    __syncthreads();
  }
  out[blockIdx.x * N + t] = u[STEPS & 1][t + STEPS];
}
