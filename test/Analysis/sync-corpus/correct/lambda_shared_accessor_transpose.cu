// Modern CUDA C++ style: a 32x8 block transposes a 32x32 tile through a
// padded shared array reached only through device lambdas that capture it by
// reference (an accessor returning float& and a row loader), with the
// classic BLOCK_ROWS loop on both sides of one barrier.
// LAUNCH: grid=4,4 block=32,8 args=odata:f32[16384]:zero idata:f32[16384]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE_DIM 32
#define BLOCK_ROWS 8

extern "C" __global__ void lambda_shared_accessor_transpose(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  auto at = [&](int r, int c) -> float & { return tile[r][c]; };
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  auto load_rows = [&](int j) { at(threadIdx.y + j, threadIdx.x) = idata[(y + j) * width + x]; };
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) load_rows(j);
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * width + x] = at(threadIdx.x, threadIdx.y + j);
}
