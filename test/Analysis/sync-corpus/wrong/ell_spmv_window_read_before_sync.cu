// ell_spmv_shared_x_window without the barrier after staging the window of x: a row reads x entries other threads
// may not have stored yet.
// LAUNCH: grid=8 block=128 args=cols:i32[4096]:rand(0,1024) vals:f32[4096]:rand x:f32[1024]:rand y:f32[1024]:zero n:i32=1024
// The index is per-thread data: the analysis can only say the accesses may
// meet (a warning; kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define ROWS 128
#define BAND 32
#define K 4

extern "C" __global__ void __launch_bounds__(ROWS) ell_spmv_window_read_before_sync(const int *cols, const float *vals,
                                                                           const float *x, float *y, int n) {
  __shared__ float xs[ROWS + 2 * BAND];
  const int first = blockIdx.x * ROWS - BAND;
  for (int i = threadIdx.x; i < ROWS + 2 * BAND; i += ROWS) {
    const int c = first + i;
    xs[i] = (c >= 0 && c < n) ? x[c] : 0.0f;
  }
  const int row = blockIdx.x * ROWS + threadIdx.x;
  if (row >= n)
    return;
  float sum = 0.0f;
  for (int k = 0; k < K; ++k) {
    const int c = cols[k * n + row];
    if (c >= 0 && c - first >= 0 && c - first < ROWS + 2 * BAND)
      // CHECK: ell_spmv_window_read_before_sync.cu:[[@LINE+1]]: {{error|warning}} race
      sum += vals[k * n + row] * xs[c - first];
  }
  y[row] = sum;
}
