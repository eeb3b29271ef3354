// Three-stage ring that takes the previous row from buf[(i + 1) % 3], the
// stage being prefetched in this very step, instead of buf[(i + 2) % 3]:
// thread t reads the element thread t + 1 is storing.
// LAUNCH: grid=8 block=256 args=in:f32[18432]:rand out:f32[16384]:zero steps:i32=8
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void triple_buffer_wrong_stage(const float *in, float *out, int steps) {
  __shared__ float buf[3][N];
  int t = threadIdx.x;
  const float *src = in + blockIdx.x * (steps + 1) * N;
  buf[0][t] = src[t];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    buf[(i + 1) % 3][t] = src[(i + 1) * N + t]; // (a)
    // CHECK: triple_buffer_wrong_stage.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    float prev = (i > 0) ? buf[(i + 1) % 3][(t + 1) % N] : 0.0f;
    float cur = buf[i % 3][(t + N - 1) % N];
    out[(blockIdx.x * steps + i) * N + t] = cur + 0.5f * prev;
    __syncthreads();
  }
}
