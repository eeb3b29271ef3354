// Givens QR of a 32x32 matrix per block, one thread per column: for column
// j, from the bottom row up, every thread reads the pair (A[i-1][j], A[i][j])
// and computes the rotation, a barrier lets every thread read it before the
// owner of column j overwrites it, then each thread rotates its column's two
// elements and a second barrier publishes the rows for the next rotation.
// LAUNCH: grid=3 block=32 args=a:f32[3072]:ddom(32) r:f32[3072]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void __launch_bounds__(N) givens_qr_column_sweep(const float *a, float *r) {
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
      __syncthreads();
      const float u = A[i - 1][t], v = A[i][t];
      A[i - 1][t] = c * u + s * v;
      A[i][t] = c * v - s * u;
      __syncthreads();
    }
  }
  for (int i = 0; i < N; ++i)
    r[base + i * N + t] = A[i][t];
}
