// coo_segmented_reduce_warp without the __syncwarp() between a step's read of
// vals[t - d] and its write of vals[t].
// LAUNCH: grid=4 block=256 args=y:f32[1024]:zero rowIdx:i32[1024]:iota val:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) coo_segmented_no_read_syncwarp(float *y, const int *rowIdx, const float *val) {
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
    // CHECK: coo_segmented_no_read_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    vals[t] += v;
    __syncwarp();
  }
  if (lane == 31 || rows[t] != rows[t + 1]) atomicAdd(&y[row & 1023], vals[t]);
}
