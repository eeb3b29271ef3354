// LU diagonal tile with the barriers moved inside 'if (tx > i)': thread 0
// never arrives at them, the others wait for it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK_SIZE 16

extern "C" __global__ void lud_sync_inside_tx_branch(float *m, int matrix_dim, int offset) {
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];
  int tx = threadIdx.x;
  int base = offset * matrix_dim + offset;
  for (int r = 0; r < BLOCK_SIZE; r++) shadow[r][tx] = m[base + r * matrix_dim + tx];
  __syncthreads();
  for (int i = 0; i < BLOCK_SIZE - 1; i++) {
    if (tx > i) { // (a)
      for (int j = 0; j < i; j++) shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
      // CHECK: lud_sync_inside_tx_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
      __syncthreads();
      for (int j = 0; j < i + 1; j++) shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
      __syncthreads();
    }
  }
  for (int r = 1; r < BLOCK_SIZE; r++) m[base + r * matrix_dim + tx] = shadow[r][tx];
}
