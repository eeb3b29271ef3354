// Horizontal 1x5 box filter, 32x4 block: each row of the block is one warp
// and loads its own halo (lanes 0-1 left, 30-31 right), so __syncwarp()
// orders the row; no other warp reads it.
// LAUNCH: grid=2,8 block=32,4 args=in:f32[2048]:rand out:f32[2048]:zero w:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) stencil_2d_row_halo_warp_rows(const float *in, float *out, int w) {
  __shared__ float row[4][36];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * 32 + tx, gy = blockIdx.y * 4 + ty;
  row[ty][tx + 2] = in[gy * w + gx];
  if (tx < 2) row[ty][tx] = in[gy * w + max(gx - 2, 0)];
  if (tx >= 30) row[ty][tx + 4] = in[gy * w + min(gx + 2, w - 1)];
  __syncthreads();
  float s = 0.f;
  for (int k = 0; k < 5; ++k) s += row[ty][tx + k];
  out[gy * w + gx] = s * 0.2f;
}
