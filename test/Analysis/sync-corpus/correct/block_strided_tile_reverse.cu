// A 256-thread block stages a 1024-element tile with block-strided loops
// (i = threadIdx.x; i < TILE; i += blockDim.x), then writes it back reversed
// with the same loop shape: each element is read by a different thread than
// the one that stored it, after one barrier.
// LAUNCH: grid=8 block=256 args=in:f32[8192]:rand out:f32[8192]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 1024

extern "C" __global__ void block_strided_tile_reverse(const float *in, float *out) {
  __shared__ float tile[TILE];
  const float *src = in + blockIdx.x * TILE;
  float *dst = out + blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) tile[i] = src[i];
  __syncthreads();
  for (int i = threadIdx.x; i < TILE; i += blockDim.x) dst[i] = tile[TILE - 1 - i];
}
