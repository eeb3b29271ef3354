// Row softmax with one warp per row (the style of a small LLM training code
// base): a warp whose row is past the end returns at once (the condition is
// the same for all its lanes), the others reduce max and sum with full-mask
// __shfl_xor_sync butterflies.
// LAUNCH: grid=13 block=256 args=out:f32[9600]:zero inp:f32[9600]:rand N:i32=100 C:i32=96
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <math.h>

extern "C" __global__ void softmax_warp_per_row(float *out, const float *inp, int N, int C) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= N) return;

  const float *x = inp + row * C;
  float maxval = -INFINITY;
  for (int i = lane; i < C; i += 32) maxval = fmaxf(maxval, x[i]);
  for (int offset = 16; offset > 0; offset /= 2)
    maxval = fmaxf(maxval, __shfl_xor_sync(0xffffffff, maxval, offset));

  float sumval = 0.0f;
  for (int i = lane; i < C; i += 32) sumval += expf(x[i] - maxval);
  for (int offset = 16; offset > 0; offset /= 2)
    sumval += __shfl_xor_sync(0xffffffff, sumval, offset);

  for (int i = lane; i < C; i += 32) out[row * C + i] = expf(x[i] - maxval) / sumval;
}
