// gauss_jordan_pivot_broadcast without the barrier after the row swap: thread t
// reads the pivot row a[k][j] while thread j is still swapping that column.
// LAUNCH: grid=2 block=32 args=A:f32[2048]:rand b:f32[64]:rand x:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void __launch_bounds__(N) gauss_jordan_no_swap_sync(const float *A, const float *b,
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
    if (t != k) {
      // CHECK: gauss_jordan_no_swap_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      float f = a[t][k] / a[k][k];
      for (int j = k; j <= N; ++j) a[t][j] -= f * a[k][j];
    }
    __syncthreads();
  }
  x[blockIdx.x * N + t] = a[t][N] / a[t][t];
}
