// LU diagonal tile without the barrier between the L column and the U row of
// a step: thread tx reads shadow[i + 1][i], which thread i + 1 is still
// dividing by the pivot.
// LAUNCH: grid=1 block=16 args=m:f32[4096]:ddom(64) matrix_dim:i32=64 offset:i32=16
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 16

extern "C" __global__ void lud_diagonal_missing_sync(float *m, int matrix_dim, int offset) {
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];
  int tx = threadIdx.x;
  int base = offset * matrix_dim + offset;
  for (int r = 0; r < BLOCK_SIZE; r++) shadow[r][tx] = m[base + r * matrix_dim + tx];
  __syncthreads();
  for (int i = 0; i < BLOCK_SIZE - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++) shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    }
    if (tx > i) {
      // CHECK: lud_diagonal_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      for (int j = 0; j < i + 1; j++) shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    __syncthreads();
  }
  for (int r = 1; r < BLOCK_SIZE; r++) m[base + r * matrix_dim + tx] = shadow[r][tx];
}
