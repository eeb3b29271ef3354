// Double-buffered tiled matmul (16x16 block) with the stages in two variables
// swapped after each step (`int rd = 0, wr = 1; ... rd ^= 1; wr ^= 1;`), a
// while loop over the K tiles and one barrier per tile.
// LAUNCH: kernel=db_matmul_swap grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16

extern "C" __global__ void db_matmul_swap(const float *A, const float *B, float *C, int n) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  As[0][ty][tx] = A[row * n + tx];
  Bs[0][ty][tx] = B[ty * n + col];
  __syncthreads();
  float acc = 0.0f;
  int rd = 0, wr = 1;
  int kt = 0;
  while (kt < n / TILE) {
    if (kt + 1 < n / TILE) {
      As[wr][ty][tx] = A[row * n + (kt + 1) * TILE + tx];
      Bs[wr][ty][tx] = B[((kt + 1) * TILE + ty) * n + col];
    }
    for (int k = 0; k < TILE; ++k)
      acc += As[rd][ty][k] * Bs[rd][k][tx];
    __syncthreads();
    rd ^= 1;
    wr ^= 1;
    ++kt;
  }
  C[row * n + col] = acc;
}
