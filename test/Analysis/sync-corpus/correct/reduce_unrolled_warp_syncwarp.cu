// The last warp finishes the tree on its own: the guard shrinks with the
// stride and a __syncwarp() separates the steps (no block barrier needed once
// only warp 0 works).
// LAUNCH: grid=64 block=256 args=in:f32[16384]:rand out:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256

extern "C" __global__ void reduce_unrolled_warp_syncwarp(const float *in, float *out) {
  __shared__ float sm[THREADS];
  unsigned int tid = threadIdx.x;
  sm[tid] = in[blockIdx.x * THREADS + tid];
  __syncthreads();

  if (tid < 128) sm[tid] += sm[tid + 128];
  __syncthreads();
  if (tid < 64) sm[tid] += sm[tid + 64];
  __syncthreads();

  if (tid < 32) {
#pragma unroll
    for (int offset = 32; offset > 0; offset >>= 1) {
      if (tid < offset) sm[tid] += sm[tid + offset];
      __syncwarp();
    }
    if (tid == 0) out[blockIdx.x] = sm[0];
  }
}
