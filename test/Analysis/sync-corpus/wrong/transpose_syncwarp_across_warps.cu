// Transpose with a 32x8 block that meets at __syncwarp() between the tile
// store and the transposed read: a tile column is written by all eight warps,
// so a warp barrier does not order the accesses (block scope is needed).
// LAUNCH: grid=2,2 block=32,8 args=odata:f32[4096]:zero idata:f32[4096]:rand n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE_DIM 32
#define BLOCK_ROWS 8

extern "C" __global__ void transpose_syncwarp_across_warps(float *odata, const float *idata, int n) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * n + x]; // (a)
  __syncwarp();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  // CHECK: transpose_syncwarp_across_warps.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
