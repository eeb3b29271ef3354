// One warp per row with a per-warp staging row in shared memory: after a
// warp-uniform early exit, lanes exchange values through stage[warp][] with
// __syncwarp() between the write, the neighbour read and the next write.
// LAUNCH: grid=13 block=256 args=in:f32[12800]:rand out:f32[12800]:zero rows:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define COLS 128

extern "C" __global__ void __launch_bounds__(WARPS * 32) warp_row_syncwarp_stage(const float *in, float *out, int rows) {
  __shared__ float stage[WARPS][32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * WARPS + warp;
  if (row >= rows) return;
  for (int c0 = 0; c0 < COLS; c0 += 32) {
    stage[warp][lane] = in[row * COLS + c0 + lane];
    __syncwarp();
    out[row * COLS + c0 + lane] = stage[warp][(lane + 1) % 32] - stage[warp][lane];
    __syncwarp();
  }
}
