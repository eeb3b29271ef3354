// rmsnorm_warp_row_stage without the __syncwarp() between staging the row
// and reading it reversed: lane 0 reads rowbuf[warp][C - 1], which lane 31
// stores, with nothing ordering the two lanes.
// LAUNCH: grid=5 block=256 args=out:f32[4480]:zero inp:f32[4480]:rand weight:f32[128]:rand N:i32=35 C:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define MAXC 128

extern "C" __global__ void __launch_bounds__(256) rmsnorm_warp_row_no_syncwarp(float *out, const float *inp,
                                                                               const float *weight, int N, int C) {
  __shared__ float rowbuf[WARPS][MAXC];
  int warp = threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  if (row >= N) return;
  const float *x = inp + row * C;
  float ss = 0.0f;
  for (int i = lane; i < C; i += 32) {
    float v = x[i];
    rowbuf[warp][i] = v;
    ss += v * v;
  }
  for (int off = 16; off > 0; off >>= 1) ss += __shfl_xor_sync(0xffffffff, ss, off);
  float r = rsqrtf(ss / C + 1e-5f);
  // CHECK: rmsnorm_warp_row_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  for (int i = lane; i < C; i += 32) out[row * C + i] = rowbuf[warp][C - 1 - i] * r * weight[i];
}
