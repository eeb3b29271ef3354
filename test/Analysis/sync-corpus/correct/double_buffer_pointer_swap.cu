// Ping-pong through two pointers into dynamic shared memory that swap after
// every barrier (a 1-D Jacobi relaxation with fixed ends).
// LAUNCH: grid=16 block=128 smem=1024 args=in:f32[2048]:rand out:f32[2048]:zero sweeps:i32=10
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void double_buffer_pointer_swap(const float *in, float *out, int sweeps) {
  extern __shared__ float smem[];
  float *cur = smem;
  float *nxt = smem + blockDim.x;
  int t = threadIdx.x;
  int n = blockDim.x;
  cur[t] = in[blockIdx.x * n + t];
  __syncthreads();
  for (int s = 0; s < sweeps; ++s) {
    if (t == 0 || t == n - 1)
      nxt[t] = cur[t];
    else
      nxt[t] = 0.5f * (cur[t - 1] + cur[t + 1]);
    __syncthreads();
    float *tmp = cur;
    cur = nxt;
    nxt = tmp;
  }
  out[blockIdx.x * n + t] = cur[t];
}
