// Three-stage ring of shared rows: step i prefetches row i+1 into
// buf[(i + 1) % 3] while combining rows i and i-1 from buf[i % 3] and
// buf[(i + 2) % 3]; one barrier per step.
// LAUNCH: grid=8 block=256 args=in:f32[18432]:rand out:f32[16384]:zero steps:i32=8
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void triple_buffer_mod3(const float *in, float *out, int steps) {
  __shared__ float buf[3][N];
  int t = threadIdx.x;
  const float *src = in + blockIdx.x * (steps + 1) * N;
  buf[0][t] = src[t];
  __syncthreads();
  for (int i = 0; i < steps; ++i) {
    buf[(i + 1) % 3][t] = src[(i + 1) * N + t];
    float prev = (i > 0) ? buf[(i + 2) % 3][(t + 1) % N] : 0.0f;
    float cur = buf[i % 3][(t + N - 1) % N];
    out[(blockIdx.x * steps + i) * N + t] = cur + 0.5f * prev;
    __syncthreads();
  }
}
