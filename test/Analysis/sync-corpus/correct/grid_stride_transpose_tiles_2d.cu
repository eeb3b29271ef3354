// A tiled transpose written as a persistent kernel: grid-stride loops over the 32x32 tiles in both
// dimensions (uniform for the block), a (32, 8) block filling and draining a padded tile with
// loops from threadIdx.y stepping by blockDim.y, and a barrier after the fill and after the drain
// of every tile. No launch bound.
// LAUNCH: kernel=grid_stride_transpose_tiles_2d grid=2,2 block=32,8 args=in:f32[8192]:rand out:f32[8192]:zero rows:i32=128 cols:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 32

extern "C" __global__ void grid_stride_transpose_tiles_2d(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[T][T + 1];
  for (int by = blockIdx.y; by < rows / T; by += gridDim.y)
    for (int bx = blockIdx.x; bx < cols / T; bx += gridDim.x) {
      for (int j = threadIdx.y; j < T; j += blockDim.y)
        tile[j][threadIdx.x] = in[(by * T + j) * cols + bx * T + threadIdx.x];
      __syncthreads();
      for (int j = threadIdx.y; j < T; j += blockDim.y)
        out[(bx * T + j) * rows + by * T + threadIdx.x] = tile[threadIdx.x][j];
      __syncthreads();
    }
}
