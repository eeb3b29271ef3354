// Parboil sgemm-style register tiling (column-major): a 16x8 block computes
// 128 rows by 16 columns of C; each step stages an 8x16 slice of B in shared
// memory (one element per thread), and every thread multiplies its own A
// element down that slice into 16 register accumulators. Two barriers a step.
// LAUNCH: grid=2,4 block=16,8 args=A:f32[8192]:rand lda:i32=256 B:f32[2048]:rand ldb:i32=32 C:f32[16384]:zero ldc:i32=256 k:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE_N 16
#define TILE_TB_HEIGHT 8
#define TILE_M (TILE_N * TILE_TB_HEIGHT)

extern "C" __global__ void parboil_sgemm_register_tile(const float *A, int lda, const float *B, int ldb, float *C,
                                                       int ldc, int k) {
  __shared__ float b_s[TILE_TB_HEIGHT][TILE_N];
  const int m = blockIdx.x * TILE_M + threadIdx.y * TILE_N + threadIdx.x;
  const int n = blockIdx.y * TILE_N;
  float c[TILE_N];
#pragma unroll
  for (int i = 0; i < TILE_N; i++) c[i] = 0.0f;

  for (int i = 0; i < k; i += TILE_TB_HEIGHT) {
    b_s[threadIdx.y][threadIdx.x] = B[(n + threadIdx.x) * ldb + i + threadIdx.y];
    __syncthreads();
    for (int j = 0; j < TILE_TB_HEIGHT; j++) {
      float a = A[m + (i + j) * lda];
#pragma unroll
      for (int kk = 0; kk < TILE_N; kk++) c[kk] += a * b_s[j][kk];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < TILE_N; i++) C[m + (n + i) * ldc] = c[i];
}
