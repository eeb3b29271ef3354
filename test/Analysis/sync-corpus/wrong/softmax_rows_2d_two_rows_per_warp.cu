// softmax_rows_2d_block_lane_x with two rows per warp (threadIdx.x / 16 picks the
// row, 16 lanes a row) but the full-width xor reduction kept: with an odd row
// count the last warp's upper half returns while the lower half shuffles with it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void softmax_rows_2d_two_rows_per_warp(float *out, const float *in, int rows, int cols) {
  const int row = (blockIdx.x * blockDim.y + threadIdx.y) * 2 + threadIdx.x / 16;
  if (row >= rows) return;
  const float *x = in + (size_t)row * cols;
  float m = -3.0e38f;
  for (int c = threadIdx.x; c < cols; c += 32) m = fmaxf(m, x[c]);
  // CHECK: softmax_rows_2d_two_rows_per_warp.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}9{{(,|$)}}
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) s += __expf(x[c] - m);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  for (int c = threadIdx.x; c < cols; c += 32) out[(size_t)row * cols + c] = __expf(x[c] - m) / s;
}
