// transpose_tile_ty_strided_rows without the barrier between the row loads and the
// column stores: a thread reads tile[threadIdx.x][j], written by another warp.
// LAUNCH: grid=2,3 block=32,8 args=odata:f32[4800]:zero idata:f32[4800]:rand width:i32=60 height:i32=80
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 32

extern "C" __global__ void __launch_bounds__(256)
    transpose_tile_ty_strided_rows_no_sync(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y0 = blockIdx.y * TILE;
  for (int j = threadIdx.y; j < TILE; j += blockDim.y)
    if (x < width && y0 + j < height) tile[j][threadIdx.x] = idata[(y0 + j) * width + x];
  x = blockIdx.y * TILE + threadIdx.x;
  y0 = blockIdx.x * TILE;
  for (int j = threadIdx.y; j < TILE; j += blockDim.y)
    // CHECK: transpose_tile_ty_strided_rows_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (x < height && y0 + j < width) odata[(y0 + j) * height + x] = tile[threadIdx.x][j];
}
