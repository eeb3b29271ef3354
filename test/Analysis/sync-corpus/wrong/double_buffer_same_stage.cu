// Ping-pong smoothing that writes back into the stage it is reading
// (buf[i & 1] instead of buf[(i & 1) ^ 1]): thread t overwrites buf[..][t]
// while thread t + 1 reads it as its left neighbour.
// LAUNCH: grid=32 block=256 args=in:f32[8192]:rand out:f32[8192]:zero iters:i32=7
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void double_buffer_same_stage(const float *in, float *out, int iters) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = in[blockIdx.x * N + t];
  buf[1][t] = 0.0f;
  __syncthreads();
  for (int i = 0; i < iters; ++i) {
    float l = buf[i & 1][(t + N - 1) % N], c = buf[i & 1][t], r = buf[i & 1][(t + 1) % N]; // (a)
    // CHECK: double_buffer_same_stage.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    buf[i & 1][t] = 0.25f * l + 0.5f * c + 0.25f * r;
    __syncthreads();
  }
  out[blockIdx.x * N + t] = buf[iters & 1][t];
}
