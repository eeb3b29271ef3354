// givens_qr_column_sweep without the barrier between reading the rotation's pair and rotating: the owner of
// column j may overwrite A[i - 1][j] and A[i][j] while other threads still read them.
// LAUNCH: grid=3 block=32 args=a:f32[3072]:ddom(32) r:f32[3072]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void __launch_bounds__(N) givens_qr_rotate_before_pair_read_sync(const float *a, float *r) {
  __shared__ float A[N][N + 1];
  const int t = threadIdx.x;
  const int base = blockIdx.x * N * N;
  for (int i = 0; i < N; ++i)
    A[i][t] = a[base + i * N + t];
  __syncthreads();
  for (int j = 0; j < N - 1; ++j) {
    for (int i = N - 1; i > j; --i) {
      const float x = A[i - 1][j], y = A[i][j];
      const float h = hypotf(x, y);
      const float c = h == 0.0f ? 1.0f : x / h;
      const float s = h == 0.0f ? 0.0f : y / h;
      const float u = A[i - 1][t], v = A[i][t];
      A[i - 1][t] = c * u + s * v;
      // CHECK: givens_qr_rotate_before_pair_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      A[i][t] = c * v - s * u;
      __syncthreads();
    }
  }
  for (int i = 0; i < N; ++i)
    r[base + i * N + t] = A[i][t];
}
