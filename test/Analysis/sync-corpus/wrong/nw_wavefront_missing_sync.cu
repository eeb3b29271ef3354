// Needleman-Wunsch wavefront without the barrier between diagonals: the cell
// of thread tx on diagonal m needs temp[y][x - 1], computed by thread tx - 1
// on diagonal m - 1.
// LAUNCH: grid=8 block=16 args=reference:i32[2048]:rand(-4,5) score:i32[2312]:zero penalty:i32=2
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

extern "C" __global__ void nw_wavefront_missing_sync(const int *reference, int *score, int penalty) {
  __shared__ int temp[B + 1][B + 1];
  __shared__ int ref[B][B];
  int tx = threadIdx.x;
  for (int ty = 0; ty < B; ty++) ref[ty][tx] = reference[blockIdx.x * B * B + ty * B + tx];
  if (tx == 0) temp[0][0] = 0;
  temp[0][tx + 1] = -(tx + 1) * penalty;
  temp[tx + 1][0] = -(tx + 1) * penalty;
  __syncthreads();
  for (int m = 0; m < B; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      // CHECK: nw_wavefront_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      temp[y][x] = max(temp[y - 1][x - 1] + ref[y - 1][x - 1], max(temp[y][x - 1], temp[y - 1][x]) - penalty);
    }
  }
  __syncthreads();
  for (int ty = 0; ty <= B; ty++) score[blockIdx.x * (B + 1) * (B + 1) + ty * (B + 1) + tx] = temp[ty][tx];
}
