// grid_stride_transpose_tiles_2d without the barrier after a tile is drained: the next tile's
// fill overwrites tile[j][threadIdx.x] while other threads may still read the previous tile.
// LAUNCH: grid=2,2 block=32,8 args=in:f32[8192]:rand out:f32[8192]:zero rows:i32=128 cols:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 32

extern "C" __global__ void grid_stride_transpose_no_drain_sync(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[T][T + 1];
  for (int by = blockIdx.y; by < rows / T; by += gridDim.y)
    for (int bx = blockIdx.x; bx < cols / T; bx += gridDim.x) {
      for (int j = threadIdx.y; j < T; j += blockDim.y)
        // CHECK: grid_stride_transpose_no_drain_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        tile[j][threadIdx.x] = in[(by * T + j) * cols + bx * T + threadIdx.x];
      __syncthreads();
      for (int j = threadIdx.y; j < T; j += blockDim.y)
        out[(bx * T + j) * rows + by * T + threadIdx.x] = tile[threadIdx.x][j];
    }
}
