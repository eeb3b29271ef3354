// Transpose through a 32x33 tile with a 32x8 block whose row loops step by
// blockDim.y (j = threadIdx.y; j < 32; j += blockDim.y) instead of a
// literal BLOCK_ROWS: four rows in, a barrier, four columns out.
// LAUNCH: grid=2,3 block=32,8 args=odata:f32[4800]:zero idata:f32[4800]:rand width:i32=60 height:i32=80
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 32

extern "C" __global__ void __launch_bounds__(256)
    transpose_tile_ty_strided_rows(float *odata, const float *idata, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y0 = blockIdx.y * TILE;
  for (int j = threadIdx.y; j < TILE; j += blockDim.y)
    if (x < width && y0 + j < height) tile[j][threadIdx.x] = idata[(y0 + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y0 = blockIdx.x * TILE;
  for (int j = threadIdx.y; j < TILE; j += blockDim.y)
    if (x < height && y0 + j < width) odata[(y0 + j) * height + x] = tile[threadIdx.x][j];
}
