// batched_matmul_8x8_warp_per_matrix without the __syncwarp() after the operands are staged: lane 0
// reads sA[warp][1], which lane 1 stores, with nothing ordering the lanes.
// LAUNCH: grid=2 block=128 args=A:f32[2048]:rand B:f32[2048]:rand C:f32[2048]:zero batch:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
batched_matmul_8x8_no_load_syncwarp(const float *A, const float *B, float *C, int batch) {
  __shared__ float sA[WARPS][64], sB[WARPS][64];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int m = blockIdx.x * WARPS + warp; m < batch; m += gridDim.x * WARPS) {
    sA[warp][lane] = A[m * 64 + lane];
    sA[warp][lane + 32] = A[m * 64 + lane + 32];
    sB[warp][lane] = B[m * 64 + lane];
    sB[warp][lane + 32] = B[m * 64 + lane + 32];
    for (int e = lane; e < 64; e += 32) {
      const int r = e / 8, c = e % 8;
      float acc = 0.0f;
      // CHECK: batched_matmul_8x8_no_load_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      for (int k = 0; k < 8; ++k) acc += sA[warp][r * 8 + k] * sB[warp][k * 8 + c];
      C[m * 64 + e] = acc;
    }
    __syncwarp();
  }
}
