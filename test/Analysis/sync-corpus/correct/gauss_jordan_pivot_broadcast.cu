// Gaussian elimination with partial pivoting on a 32x32 system per block,
// one row a thread: thread 0 searches the pivot and broadcasts its row
// index through a shared int; the rows are swapped column by column; every
// other row subtracts a multiple of the pivot row. Barriers between the
// search, the swap, the elimination and the next search.
// LAUNCH: grid=2 block=32 args=A:f32[2048]:rand b:f32[64]:rand x:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void __launch_bounds__(N) gauss_jordan_pivot_broadcast(const float *A, const float *b,
                                                                            float *x) {
  __shared__ float a[N][N + 1];
  __shared__ int piv;
  int t = threadIdx.x;
  const float *Ab = A + blockIdx.x * N * N;
  for (int j = 0; j < N; ++j) a[t][j] = Ab[t * N + j];
  a[t][N] = b[blockIdx.x * N + t];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (t == 0) {
      int p = k;
      float best = fabsf(a[k][k]);
      for (int r = k + 1; r < N; ++r)
        if (fabsf(a[r][k]) > best) {
          best = fabsf(a[r][k]);
          p = r;
        }
      piv = p;
    }
    __syncthreads();
    int p = piv;
    if (p != k) {
      float s = a[k][t];
      a[k][t] = a[p][t];
      a[p][t] = s;
      if (t == 0) {
        s = a[k][N];
        a[k][N] = a[p][N];
        a[p][N] = s;
      }
    }
    __syncthreads();
    if (t != k) {
      float f = a[t][k] / a[k][k];
      for (int j = k; j <= N; ++j) a[t][j] -= f * a[k][j];
    }
    __syncthreads();
  }
  x[blockIdx.x * N + t] = a[t][N] / a[t][t];
}
