// Batched tiny GEMM (8x8 times 8x8, as in batched small-matrix libraries such as MAGMA's
// vbatched kernels for tiny sizes): one warp per matrix pair in a warp-uniform grid-stride loop,
// the two operands staged in the warp's own rows of shared arrays, __syncwarp() before the
// products (each lane computes two outputs) and again before the next pair overwrites them.
// LAUNCH: grid=2 block=128 args=A:f32[2048]:rand B:f32[2048]:rand C:f32[2048]:zero batch:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
batched_matmul_8x8_warp_per_matrix(const float *A, const float *B, float *C, int batch) {
  __shared__ float sA[WARPS][64], sB[WARPS][64];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int m = blockIdx.x * WARPS + warp; m < batch; m += gridDim.x * WARPS) {
    sA[warp][lane] = A[m * 64 + lane];
    sA[warp][lane + 32] = A[m * 64 + lane + 32];
    sB[warp][lane] = B[m * 64 + lane];
    sB[warp][lane + 32] = B[m * 64 + lane + 32];
    __syncwarp();
    for (int e = lane; e < 64; e += 32) {
      const int r = e / 8, c = e % 8;
      float acc = 0.0f;
      for (int k = 0; k < 8; ++k) acc += sA[warp][r * 8 + k] * sB[warp][k * 8 + c];
      C[m * 64 + e] = acc;
    }
    __syncwarp();
  }
}
