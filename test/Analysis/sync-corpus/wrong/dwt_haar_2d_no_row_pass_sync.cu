// dwt_haar_2d_tile_rows_then_columns without the barrier between the row pass and
// the column pass: thread (tx, ty) reads rows[2tx][ty] and rows[2tx + 1][ty], which
// the threads of rows 2tx and 2tx + 1 write in the row pass.
// LAUNCH: grid=4,2 block=8,16 args=img:f32[32*64]:rand out:f32[32*64]:zero width:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) dwt_haar_2d_no_row_pass_sync(const float *img, float *out, int width) {
  __shared__ float tile[16][16];
  __shared__ float rows[16][17];
  const float c = 0.70710678f;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * 16, y0 = blockIdx.y * 16;
  tile[ty][2 * tx] = img[(y0 + ty) * width + x0 + 2 * tx];
  tile[ty][2 * tx + 1] = img[(y0 + ty) * width + x0 + 2 * tx + 1];
  __syncthreads();
  const float a = tile[ty][2 * tx], b = tile[ty][2 * tx + 1];
  rows[ty][tx] = (a + b) * c;
  rows[ty][tx + 8] = (a - b) * c;
  // CHECK: dwt_haar_2d_no_row_pass_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const float p = rows[2 * tx][ty], q = rows[2 * tx + 1][ty];
  tile[tx][ty] = (p + q) * c;
  tile[tx + 8][ty] = (p - q) * c;
  __syncthreads();
  out[(y0 + ty) * width + x0 + 2 * tx] = tile[ty][2 * tx];
  out[(y0 + ty) * width + x0 + 2 * tx + 1] = tile[ty][2 * tx + 1];
}
