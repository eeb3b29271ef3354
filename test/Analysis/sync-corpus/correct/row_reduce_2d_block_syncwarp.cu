// Row sums with a 32x8 block: each row of the block is one warp, so the tree
// over the row's shared slots needs only __syncwarp() between its steps; a
// block barrier before the column of row sums is read by the first warp.
// LAUNCH: grid=16 block=32,8 args=in:f32[32768]:rand out:f32[16]:zero cols:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) row_reduce_2d_block_syncwarp(const float *in, float *out, int cols) {
  __shared__ float s[8][32];
  __shared__ float rowsum[8];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.x * 8 + ty;
  float v = 0.0f;
  for (int c = tx; c < cols; c += 32) v += in[row * cols + c];
  s[ty][tx] = v;
  __syncwarp();
  for (int o = 16; o > 0; o >>= 1) {
    if (tx < o) s[ty][tx] += s[ty][tx + o];
    __syncwarp();
  }
  if (tx == 0) rowsum[ty] = s[ty][0];
  __syncthreads();
  if (ty == 0 && tx == 0) {
    float total = 0.0f;
    for (int r = 0; r < 8; ++r) total += rowsum[r];
    out[blockIdx.x] = total;
  }
}
