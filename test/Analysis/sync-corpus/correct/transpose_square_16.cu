// One element per thread: a 16x16 block reads a tile row-wise and writes it
// column-wise through tile[16][17].
// LAUNCH: grid=4,4 block=16,16 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void transpose_square_16(const float *in, float *out, int n) {
  __shared__ float tile[T][T + 1];
  int bx = blockIdx.x * T, by = blockIdx.y * T;
  tile[threadIdx.y][threadIdx.x] = in[(by + threadIdx.y) * n + bx + threadIdx.x];
  __syncthreads();
  out[(bx + threadIdx.y) * n + by + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
