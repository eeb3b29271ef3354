// heat1d_shared_time_steps_ping_pong writing each step's result into the
// buffer it reads (next = u[s & 1]): thread t overwrites point i while
// thread t + 1 still reads it as its left neighbour.
// LAUNCH: grid=16 block=256 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define STEPS 4
#define W (N + 2 * STEPS)

extern "C" __global__ void __launch_bounds__(N) heat1d_time_steps_write_current(const float *in, float *out, int n) {
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
    float *next = u[s & 1];
    // Points s + 1 .. W - s - 2 are still exact after this step.
    for (int i = t + s + 1; i < W - s - 1; i += N)
      // CHECK: heat1d_time_steps_write_current.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      next[i] = cur[i] + 0.25f * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
    __syncthreads();
  }
  out[blockIdx.x * N + t] = u[STEPS & 1][t + STEPS];
}
