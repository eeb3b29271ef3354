// A benchmark-suite style reduction: the step count is __log2f of the
// compile-time block size and the stride is __powf(2, i) truncated to int.
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 256

extern "C" __global__ void reduce_log2f_powf(const float *in, float *out) {
  __shared__ float sh[BLOCK_SIZE];
  int tx = threadIdx.x;
  sh[tx] = in[blockIdx.x * BLOCK_SIZE + tx];
  __syncthreads();

  for (int i = 1; i <= __log2f(BLOCK_SIZE); i++) {
    int power_two = __powf(2, i);
    if (tx % power_two == 0)
      sh[tx] = sh[tx] + sh[tx + power_two / 2];
    __syncthreads();
  }
  if (tx == 0) out[blockIdx.x] = sh[0];
}
