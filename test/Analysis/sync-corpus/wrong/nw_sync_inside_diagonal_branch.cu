// Needleman-Wunsch wavefront with the barrier inside 'if (tx <= m)': on the
// first diagonal only thread 0 arrives.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

extern "C" __global__ void nw_sync_inside_diagonal_branch(const int *reference, int *score, int penalty) {
  __shared__ int temp[B + 1][B + 1];
  __shared__ int ref[B][B];
  int tx = threadIdx.x;
  for (int ty = 0; ty < B; ty++) ref[ty][tx] = reference[blockIdx.x * B * B + ty * B + tx];
  if (tx == 0) temp[0][0] = 0;
  temp[0][tx + 1] = -(tx + 1) * penalty;
  temp[tx + 1][0] = -(tx + 1) * penalty;
  __syncthreads();
  for (int m = 0; m < B; m++) {
    if (tx <= m) { // (a)
      int x = tx + 1, y = m - tx + 1;
      temp[y][x] = max(temp[y - 1][x - 1] + ref[y - 1][x - 1], max(temp[y][x - 1], temp[y - 1][x]) - penalty);
      // CHECK: nw_sync_inside_diagonal_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
      __syncthreads();
    }
  }
  for (int ty = 0; ty <= B; ty++) score[blockIdx.x * (B + 1) * (B + 1) + ty * (B + 1) + tx] = temp[ty][tx];
}
