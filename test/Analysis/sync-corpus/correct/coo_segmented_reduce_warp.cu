// CUSP-style COO SpMV "flat" kernel: each warp reduces its 32 products by row
// with a warp-level segmented scan in shared memory (rows[t] == rows[t - d]),
// __syncwarp() between the read and the write of every step.
// LAUNCH: grid=4 block=256 args=y:f32[1024]:zero rowIdx:i32[1024]:iota val:f32[1024]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) coo_segmented_reduce_warp(float *y, const int *rowIdx, const float *val) {
  __shared__ int rows[256];
  __shared__ float vals[256];
  int t = threadIdx.x, lane = t & 31;
  int g = blockIdx.x * 256 + t;
  int row = rowIdx[g] >> 2;
  rows[t] = row;
  vals[t] = val[g];
  __syncwarp();
  for (int d = 1; d < 32; d <<= 1) {
    float v = 0.0f;
    if (lane >= d && rows[t] == rows[t - d]) v = vals[t - d];
    __syncwarp();
    vals[t] += v;
    __syncwarp();
  }
  if (lane == 31 || rows[t] != rows[t + 1]) atomicAdd(&y[row & 1023], vals[t]);
}
