// 32x32 output tile per 32x8 block: each thread accumulates four rows in
// registers, and the tile loads step through the rows BLOCK_ROWS apart.
// LAUNCH: grid=2,2 block=32,8 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 32
#define BLOCK_ROWS 8
#define PER_THREAD (T / BLOCK_ROWS)

extern "C" __global__ void matmul_register_blocked(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int col = blockIdx.x * T + tx;
  int row0 = blockIdx.y * T + ty;
  float acc[PER_THREAD];
#pragma unroll
  for (int r = 0; r < PER_THREAD; ++r) acc[r] = 0.0f;

  for (int t = 0; t < n / T; ++t) {
    for (int r = 0; r < T; r += BLOCK_ROWS) {
      As[ty + r][tx] = A[(row0 + r) * n + t * T + tx];
      Bs[ty + r][tx] = B[(t * T + ty + r) * n + col];
    }
    __syncthreads();
    for (int k = 0; k < T; ++k) {
      float b = Bs[k][tx];
#pragma unroll
      for (int r = 0; r < PER_THREAD; ++r) acc[r] += As[ty + r * BLOCK_ROWS][k] * b;
    }
    __syncthreads();
  }
#pragma unroll
  for (int r = 0; r < PER_THREAD; ++r) C[(row0 + r * BLOCK_ROWS) * n + col] = acc[r];
}
