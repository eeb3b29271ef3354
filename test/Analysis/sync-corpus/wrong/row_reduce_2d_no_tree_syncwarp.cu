// Row sums of a 32x8 block without the __syncwarp() inside the tree: lane tx reads s[ty][tx + o] while
// lane tx + o may still be adding into it.
// LAUNCH: grid=16 block=32,8 args=in:f32[32768]:rand out:f32[16]:zero cols:i32=256
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) row_reduce_2d_no_tree_syncwarp(const float *in, float *out, int cols) {
  __shared__ float s[8][32];
  __shared__ float rowsum[8];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.x * 8 + ty;
  float v = 0.0f;
  for (int c = tx; c < cols; c += 32) v += in[row * cols + c];
  s[ty][tx] = v;
  __syncwarp();
  for (int o = 16; o > 0; o >>= 1) {
  // CHECK: row_reduce_2d_no_tree_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    if (tx < o) s[ty][tx] += s[ty][tx + o];
  }
  if (tx == 0) rowsum[ty] = s[ty][0];
  __syncthreads();
  if (ty == 0 && tx == 0) {
    float total = 0.0f;
    for (int r = 0; r < 8; ++r) total += rowsum[r];
    out[blockIdx.x] = total;
  }
}
