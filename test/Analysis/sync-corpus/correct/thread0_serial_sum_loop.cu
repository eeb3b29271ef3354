// Attention-score style block softmax: per-warp partial maxima and sums go to
// s_red[warp]; after a barrier thread 0 alone folds them in a loop
// (`if (t == 0) { for (w = 0; w < blockDim.x / 32; ++w) ... }`) and writes the
// total to s_red[0]. One thread cannot race with itself; the barriers around
// the serial fold separate it from every other thread's accesses.
// LAUNCH: grid=16 block=256 args=x:f32[4096]:rand y:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void thread0_serial_sum_loop(const float *x, float *y) {
  __shared__ float s_red[32];
  int t = threadIdx.x;
  float v = __expf(x[blockIdx.x * blockDim.x + t]);
  float sum = v;
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if ((t & 31) == 0) s_red[t / 32] = sum;
  __syncthreads();
  if (t == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / 32; ++w) total += s_red[w];
    s_red[0] = total;
  }
  __syncthreads();
  y[blockIdx.x * blockDim.x + t] = v / s_red[0];
}
