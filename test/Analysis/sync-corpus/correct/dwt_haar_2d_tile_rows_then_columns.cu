// One level of the 2-D Haar wavelet on 16x16 tiles, rows first: each of
// the 8x16 threads loads two neighbours of its row, the row pass writes the
// pair's average and difference into the left and right halves of a
// second tile, and after the barrier the column pass (thread (tx, ty) now
// taking column ty, rows 2tx and 2tx + 1) writes the averages and
// differences into the top and bottom halves of the first tile, which the
// row pass no longer reads.
// LAUNCH: grid=4,2 block=8,16 args=img:f32[32*64]:rand out:f32[32*64]:zero width:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) dwt_haar_2d_tile_rows_then_columns(const float *img, float *out, int width) {
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
  __syncthreads();
  const float p = rows[2 * tx][ty], q = rows[2 * tx + 1][ty];
  tile[tx][ty] = (p + q) * c;
  tile[tx + 8][ty] = (p - q) * c;
  __syncthreads();
  out[(y0 + ty) * width + x0 + 2 * tx] = tile[ty][2 * tx];
  out[(y0 + ty) * width + x0 + 2 * tx + 1] = tile[ty][2 * tx + 1];
}
