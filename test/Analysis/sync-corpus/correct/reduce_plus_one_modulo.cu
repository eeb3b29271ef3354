// Right-leaning tree: at step i the threads with (tx + 1) % i == 0 add the
// element i/2 to their left, so the total ends in the last slot.
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256

extern "C" __global__ void reduce_plus_one_modulo(const float *in, float *out) {
  __shared__ float sh[BLOCK];
  int tx = threadIdx.x;
  sh[tx] = in[blockIdx.x * BLOCK + tx];
  __syncthreads();
  for (int i = 2; i <= BLOCK; i *= 2) {
    if ((tx + 1) % i == 0)
      sh[tx] += sh[tx - i / 2];
    __syncthreads();
  }
  if (tx == BLOCK - 1) out[blockIdx.x] = sh[BLOCK - 1];
}
