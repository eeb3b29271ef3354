// min_path_sum_three_parents_strided_rows with its per-row barrier moved after the row loop:
// row y + 1 reads the parents that other threads are still writing in row y.
// LAUNCH: grid=4 block=128 args=grid:f32[65536]:urand best:f32[2048]:zero rows:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define COLS 512
extern "C" __global__ void __launch_bounds__(128) min_path_sum_no_row_sync(const float *grid, float *best, int rows) {
  __shared__ float cost[2][COLS];
  const float *g = grid + (size_t)blockIdx.x * rows * COLS;
  for (int x = threadIdx.x; x < COLS; x += blockDim.x)
    cost[0][x] = g[x];
  __syncthreads();
  for (int y = 1; y < rows; ++y) {
    const int src = (y + 1) % 2, dst = y % 2;
    for (int x = threadIdx.x; x < COLS; x += blockDim.x) {
      float c = cost[src][x];
      if (x > 0)
        // CHECK: min_path_sum_no_row_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        c = fminf(c, cost[src][x - 1]);
      if (x + 1 < COLS)
        c = fminf(c, cost[src][x + 1]);
      cost[dst][x] = c + g[y * COLS + x];
    }
  }
  __syncthreads();
  for (int x = threadIdx.x; x < COLS; x += blockDim.x)
    best[blockIdx.x * COLS + x] = cost[(rows - 1) % 2][x];
}
