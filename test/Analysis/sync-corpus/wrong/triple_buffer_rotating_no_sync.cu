// triple_buffer_rotating_pointers without the barrier of a step: the next step
// reads the neighbours of cur, which the threads beside it may not have
// written yet.
// LAUNCH: grid=4 block=256 args=in:f32[2048]:rand out:f32[1024]:zero steps:i32=6
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void __launch_bounds__(N) triple_buffer_rotating_no_sync(const float *in, float *out,
                                                                               int steps) {
  __shared__ float b0[N], b1[N], b2[N];
  int t = threadIdx.x;
  float *prev = b0, *cur = b1, *next = b2;
  prev[t] = in[blockIdx.x * 2 * N + t];
  cur[t] = in[blockIdx.x * 2 * N + N + t];
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    // CHECK: triple_buffer_rotating_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float l = cur[(t + N - 1) % N], r = cur[(t + 1) % N], c = cur[t];
    next[t] = 2.0f * c - prev[t] + 0.1f * (l + r - 2.0f * c);
    float *tmp = prev;
    prev = cur;
    cur = next;
    next = tmp;
  }
  out[blockIdx.x * N + t] = cur[t];
}
