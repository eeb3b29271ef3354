// Sorts each 64-element row of a 2-D shared tile independently: a 32 x 8 block
// holds 8 rows, every thread owns two elements of its row (threadIdx.x and
// threadIdx.x + 32 on load/store, compare-exchange pairs i and i ^ j inside the
// network). The classic bitonic loops `for (k = 2; k <= N; k <<= 1) for (j = k >> 1;
// j > 0; j >>= 1)`, each thread walking the two indices of its row it owns in
// that step, with one block-wide barrier per step.
// LAUNCH: grid=4 block=32,8 args=keys:f32[2048]:rand
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROW 64
#define ROWS 8

extern "C" __global__ void bitonic_sort_rows_2d_block(float *keys) {
  __shared__ float s[ROWS][ROW];
  const int tx = threadIdx.x, ty = threadIdx.y;
  float *row = keys + (blockIdx.x * ROWS + ty) * ROW;
  s[ty][tx] = row[tx];
  s[ty][tx + ROW / 2] = row[tx + ROW / 2];
  __syncthreads();

  for (int k = 2; k <= ROW; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      // The pair (i, i ^ j) with i having bit j clear: insert a zero bit at j.
      int i = 2 * tx - (tx & (j - 1));
      int ixj = i ^ j;
      float a = s[ty][i], b = s[ty][ixj];
      bool ascending = (i & k) == 0;
      if ((a > b) == ascending) {
        s[ty][i] = b;
        s[ty][ixj] = a;
      }
      __syncthreads();
    }
  }
  row[tx] = s[ty][tx];
  row[tx + ROW / 2] = s[ty][tx + ROW / 2];
}
