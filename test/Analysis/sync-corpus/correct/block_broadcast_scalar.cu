// Thread 0 computes a per-row scalar (the row maximum) into a __shared__
// variable that the whole block then uses; the second barrier keeps thread 0
// from overwriting it for the next row while others still read it.
// LAUNCH: grid=8 block=64 args=m:f32[12800]:rand out:f32[12800]:zero cols:i32=400 rows_per_block:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void block_broadcast_scalar(const float *m, float *out, int cols, int rows_per_block) {
  __shared__ float row_max;
  for (int r = 0; r < rows_per_block; ++r) {
    int row = blockIdx.x * rows_per_block + r;
    const float *src = m + row * cols;
    if (threadIdx.x == 0) {
      float mx = src[0];
      for (int c = 1; c < cols; ++c) mx = fmaxf(mx, src[c]);
      row_max = mx;
    }
    __syncthreads();
    for (int c = threadIdx.x; c < cols; c += blockDim.x) out[row * cols + c] = src[c] - row_max;
    __syncthreads();
  }
}
