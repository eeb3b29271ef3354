// A 16x16 block loads a 256-element tile through the flattened thread index
// (threadIdx.y * blockDim.x + threadIdx.x) and reads it back as a 2-D tile
// with a different mapping after the barrier.
// LAUNCH: grid=16 block=16,16 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void flat_index_2d_block(const float *in, float *out) {
  __shared__ float tile[16][16];
  int flat = threadIdx.y * blockDim.x + threadIdx.x;
  float *t = &tile[0][0];
  t[flat] = in[blockIdx.x * 256 + flat];
  __syncthreads();
  out[blockIdx.x * 256 + flat] = tile[threadIdx.x][threadIdx.y] + tile[15 - threadIdx.y][threadIdx.x];
}
