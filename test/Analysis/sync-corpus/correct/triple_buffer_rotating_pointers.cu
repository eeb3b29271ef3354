// A three-level time stencil (u_next = 2 u - u_prev + c (left + right - 2 u))
// over rows kept in three shared arrays behind pointers that rotate every
// step (prev <- cur <- next <- prev). Each step reads its neighbours in cur,
// its own element of prev, and writes next; one barrier per step.
// LAUNCH: grid=4 block=256 args=in:f32[2048]:rand out:f32[1024]:zero steps:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void __launch_bounds__(N) triple_buffer_rotating_pointers(const float *in, float *out,
                                                                               int steps) {
  __shared__ float b0[N], b1[N], b2[N];
  int t = threadIdx.x;
  float *prev = b0, *cur = b1, *next = b2;
  prev[t] = in[blockIdx.x * 2 * N + t];
  cur[t] = in[blockIdx.x * 2 * N + N + t];
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    float l = cur[(t + N - 1) % N], r = cur[(t + 1) % N], c = cur[t];
    next[t] = 2.0f * c - prev[t] + 0.1f * (l + r - 2.0f * c);
    __syncthreads();
    float *tmp = prev;
    prev = cur;
    cur = next;
    next = tmp;
  }
  out[blockIdx.x * N + t] = cur[t];
}
