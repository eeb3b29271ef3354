// Needleman-Wunsch alignment of one 16x16 tile per block, swept along
// anti-diagonals: in the first half diagonal m has m+1 cells (if (tx <= m)),
// in the second half it shrinks again; a barrier after each diagonal.
// LAUNCH: grid=8 block=16 args=reference:i32[2048]:rand(-4,5) score:i32[2312]:zero penalty:i32=2
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

__device__ __forceinline__ int max3(int a, int b, int c) { return max(a, max(b, c)); }

extern "C" __global__ void nw_wavefront_tile(const int *reference, int *score, int penalty) {
  __shared__ int temp[B + 1][B + 1];
  __shared__ int ref[B][B];
  int tx = threadIdx.x;
  const int *rb = reference + blockIdx.x * B * B;
  int *sb = score + blockIdx.x * (B + 1) * (B + 1);

  for (int ty = 0; ty < B; ty++) ref[ty][tx] = rb[ty * B + tx];
  if (tx == 0) temp[0][0] = 0;
  temp[0][tx + 1] = -(tx + 1) * penalty;
  temp[tx + 1][0] = -(tx + 1) * penalty;
  __syncthreads();

  for (int m = 0; m < B; m++) {
    if (tx <= m) {
      int x = tx + 1;
      int y = m - tx + 1;
      temp[y][x] = max3(temp[y - 1][x - 1] + ref[y - 1][x - 1], temp[y][x - 1] - penalty, temp[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int m = B - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + B - m;
      int y = B - tx;
      temp[y][x] = max3(temp[y - 1][x - 1] + ref[y - 1][x - 1], temp[y][x - 1] - penalty, temp[y - 1][x] - penalty);
    }
    __syncthreads();
  }

  for (int ty = 0; ty <= B; ty++) {
    sb[ty * (B + 1) + tx] = temp[ty][tx];
    if (tx == B - 1) sb[ty * (B + 1) + B] = temp[ty][B];
  }
}
