// Row-wise bitonic sort with one barrier per merge stage (after the j loop) instead
// of one per step: in stage k = 4, step j = 1 has thread 1 compare s[ty][2] and
// s[ty][3], while thread 0 may still be exchanging s[ty][0] and s[ty][2] in step
// j = 2 of the same stage.
// LAUNCH: grid=4 block=32,8 args=keys:f32[2048]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROW 64
#define ROWS 8

extern "C" __global__ void bitonic_rows_sync_per_stage_only(float *keys) {
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
        // CHECK: bitonic_rows_sync_per_stage_only.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        s[ty][ixj] = a;
      }
    }
    __syncthreads();
  }
  row[tx] = s[ty][tx];
  row[tx + ROW / 2] = s[ty][tx + ROW / 2];
}
