// lambda_shared_accessor_transpose without its barrier: the transposed read
// at(threadIdx.x, threadIdx.y + j) meets another thread's store.
// LAUNCH: grid=4,4 block=32,8 args=odata:f32[16384]:zero idata:f32[16384]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE_DIM 32
#define BLOCK_ROWS 8

extern "C" __global__ void lambda_transpose_no_sync(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  auto at = [&](int r, int c) -> float & { return tile[r][c]; };
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  auto load_rows = [&](int j) { at(threadIdx.y + j, threadIdx.x) = idata[(y + j) * width + x]; };
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) load_rows(j);
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    // CHECK: lambda_transpose_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    odata[(y + j) * width + x] = at(threadIdx.x, threadIdx.y + j);
}
