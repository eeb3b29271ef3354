// Row softmax in the style of PyTorch's persistent softmax and Apex: a (32, 4)
// block, one warp per row (threadIdx.y picks the row, threadIdx.x is the lane),
// columns walked 32 at a time, max and sum by full-mask xor shuffles, and an
// early return for the rows past the end (warp-uniform: blockDim.x is 32).
// LAUNCH: grid=3 block=32,4 args=out:f32[1100]:zero in:f32[1100]:rand rows:i32=11 cols:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void softmax_rows_2d_block_lane_x(float *out, const float *in, int rows, int cols) {
  const int row = blockIdx.x * blockDim.y + threadIdx.y;
  if (row >= rows) return;
  const float *x = in + (size_t)row * cols;
  float m = -3.0e38f;
  for (int c = threadIdx.x; c < cols; c += 32) m = fmaxf(m, x[c]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32) s += __expf(x[c] - m);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  for (int c = threadIdx.x; c < cols; c += 32) out[(size_t)row * cols + c] = __expf(x[c] - m) / s;
}
