// Sequential addressing with a compile-time block size: a static 256-slot
// array and a literal start for the stride.
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256

extern "C" __global__ void reduce_sequential_literal(const float *in, float *out) {
  __shared__ float partial[BLOCK];
  int t = threadIdx.x;
  partial[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  for (int stride = 128; stride > 0; stride >>= 1) {
    if (t < stride) partial[t] = partial[t] + partial[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}
