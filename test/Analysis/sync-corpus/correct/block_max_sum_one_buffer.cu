// Block-wide max then block-wide sum of exp(x - max) through one shared
// buffer (a block-per-row softmax's two reductions): the barrier after the
// broadcast of the max lets the sum tree reuse the buffer.
// LAUNCH: grid=8 block=256 args=x:f32[2048]:rand y:f32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) block_max_sum_one_buffer(const float *x, float *y) {
  __shared__ float red[256];
  int t = threadIdx.x;
  float v = x[blockIdx.x * 256 + t];
  red[t] = v;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) red[t] = fmaxf(red[t], red[t + s]);
    __syncthreads();
  }
  float m = red[0];
  __syncthreads();
  float e = __expf(v - m);
  red[t] = e;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) red[t] += red[t + s];
    __syncthreads();
  }
  y[blockIdx.x * 256 + t] = e / red[0];
}
