// ELLPACK SpMV for a banded matrix: each block of 128 rows stages the slice
// of x its rows can touch (its rows plus a band of 32 on each side) in shared
// memory with a strided copy, and after a barrier each thread walks its row's
// K column-major entries, reading x from the window by column index (padding
// entries carry column -1 and are skipped).
// LAUNCH: grid=8 block=128 args=cols:i32[4096]:rand(0,1024) vals:f32[4096]:rand x:f32[1024]:rand y:f32[1024]:zero n:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROWS 128
#define BAND 32
#define K 4

extern "C" __global__ void __launch_bounds__(ROWS) ell_spmv_shared_x_window(const int *cols, const float *vals,
                                                                           const float *x, float *y, int n) {
  __shared__ float xs[ROWS + 2 * BAND];
  const int first = blockIdx.x * ROWS - BAND;
  for (int i = threadIdx.x; i < ROWS + 2 * BAND; i += ROWS) {
    const int c = first + i;
    xs[i] = (c >= 0 && c < n) ? x[c] : 0.0f;
  }
  __syncthreads();
  const int row = blockIdx.x * ROWS + threadIdx.x;
  if (row >= n)
    return;
  float sum = 0.0f;
  for (int k = 0; k < K; ++k) {
    const int c = cols[k * n + row];
    if (c >= 0 && c - first >= 0 && c - first < ROWS + 2 * BAND)
      sum += vals[k * n + row] * xs[c - first];
  }
  y[row] = sum;
}
