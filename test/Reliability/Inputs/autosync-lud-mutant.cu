// A mutant of test/Analysis/sync-corpus/correct/lud_diagonal_tile.cu (fuzz campaign of
// 2026-12-01, seed 20261201): barriers moved under `if (tx > i)`. kilnc --auto-sync ran past
// 60 s on it; now a located error in seconds (test/Reliability/fuzz-findings.test).
// Blocked LU factorisation, diagonal step (the style of a classic benchmark
// suite's LU kernels): one 16-thread block factors the 16x16 diagonal tile in
// U (columns right of i); 'if (tx > i)' selects the working threads and the
// barriers sit outside it.
// LAUNCH: grid=1 block=16 args=m:f32[4096]:ddom(64) matrix_dim:i32=64 offset:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 16

extern "C" __global__ void lud_diagonal_tile(float *m, int matrix_dim, int offset) {
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];
  int tx = threadIdx.x;
  int base = offset * matrix_dim + offset;

  for (int r = 0; r < BLOCK_SIZE; r++) shadow[r][tx] = m[base + r * matrix_dim + tx];
  __syncthreads();

  for (int i = 0; i < BLOCK_SIZE - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++) shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    __syncthreads();
    __syncthreads();
    if (tx > i) {
      for (int j = 0; j < i + 1; j++) shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    }
  }

  // Row 0 of U is row 0 of the input: write back rows 1..15.
  for (int r = 1; r < BLOCK_SIZE; r++) m[base + r * matrix_dim + tx] = shadow[r][tx];
}
