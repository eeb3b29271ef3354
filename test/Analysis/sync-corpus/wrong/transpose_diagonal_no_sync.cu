// transpose_diagonal_blocks without the barrier between load and store:
// thread (tx, ty) reads tile[tx][ty + i], written by thread (ty + i, tx).
// LAUNCH: grid=4,4 block=32,8 args=odata:f32[16384]:zero idata:f32[16384]:rand width:i32=128 height:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE_DIM 32
#define BLOCK_ROWS 8

extern "C" __global__ void transpose_diagonal_no_sync(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int blockIdx_y = blockIdx.x;
  int blockIdx_x = (blockIdx.x + blockIdx.y) % gridDim.x;
  int index_in = blockIdx_x * TILE_DIM + threadIdx.x + (blockIdx_y * TILE_DIM + threadIdx.y) * width;
  int index_out = blockIdx_y * TILE_DIM + threadIdx.x + (blockIdx_x * TILE_DIM + threadIdx.y) * height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  // CHECK: transpose_diagonal_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}
