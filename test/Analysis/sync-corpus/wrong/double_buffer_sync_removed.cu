// Ping-pong smoothing with the per-step barrier removed: step i + 1 reads the
// left neighbour from the buffer that thread t - 1 fills in step i.
// LAUNCH: grid=32 block=256 args=in:f32[8192]:rand out:f32[8192]:zero iters:i32=7
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void double_buffer_sync_removed(const float *in, float *out, int iters) {
  __shared__ float buf[2][N];
  int t = threadIdx.x;
  buf[0][t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (int i = 0; i < iters; ++i) {
    // CHECK: double_buffer_sync_removed.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+4]]{{(,|$)}}
    float l = buf[i & 1][(t + N - 1) % N];
    float c = buf[i & 1][t];
    float r = buf[i & 1][(t + 1) % N];
    buf[(i & 1) ^ 1][t] = 0.25f * l + 0.5f * c + 0.25f * r; // (a)
  }
  __syncthreads();
  out[blockIdx.x * N + t] = buf[iters & 1][t];
}
