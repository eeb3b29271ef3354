// Iterated 3-point smoothing with two shared buffers: step i reads buf[i & 1]
// and writes buf[(i & 1) ^ 1]; one barrier per step is enough because the
// buffer written next was last read before the previous barrier.
// LAUNCH: grid=32 block=256 args=in:f32[8192]:rand out:f32[8192]:zero iters:i32=7
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void double_buffer_ping_pong(const float *in, float *out, int iters) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (int i = 0; i < iters; ++i) {
    float l = buf[i & 1][(t + N - 1) % N];
    float c = buf[i & 1][t];
    float r = buf[i & 1][(t + 1) % N];
    buf[(i & 1) ^ 1][t] = 0.25f * l + 0.5f * c + 0.25f * r;
    __syncthreads();
  }
  out[blockIdx.x * N + t] = buf[iters & 1][t];
}
