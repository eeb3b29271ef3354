// In-place transpose of a square matrix: the block at (bx, by) with bx > by
// swaps its tile with the mirrored one through two 32x33 shared tiles, blocks
// below the diagonal leave (a block-uniform exit) and diagonal blocks
// transpose one tile. 32x8 threads, four rows each.
// LAUNCH: grid=3,3 block=32,8 args=a:f32[9216]:rand n:i32=96
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose_inplace_tile_pair(float *a, int n) {
  __shared__ float t1[TILE][TILE + 1];
  __shared__ float t2[TILE][TILE + 1];
  int bx = blockIdx.x, by = blockIdx.y;
  if (bx < by) return;
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) {
    t1[ty + j][tx] = a[(by * TILE + ty + j) * n + bx * TILE + tx];
    if (bx != by) t2[ty + j][tx] = a[(bx * TILE + ty + j) * n + by * TILE + tx];
  }
  __syncthreads();
  for (int j = 0; j < TILE; j += ROWS) {
    a[(bx * TILE + ty + j) * n + by * TILE + tx] = t1[tx][ty + j];
    if (bx != by) a[(by * TILE + ty + j) * n + bx * TILE + tx] = t2[tx][ty + j];
  }
}
