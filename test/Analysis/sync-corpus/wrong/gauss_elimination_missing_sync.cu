// Gaussian elimination without the barrier after each pivot step: in step k
// thread t reads the pivot row k, which thread k is still updating from step
// k - 1.
// LAUNCH: grid=4 block=32 args=a:f32[4096]:ddom(32) b:f32[128]:rand x:f32[128]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void gauss_elimination_missing_sync(const float *a, const float *b, float *x) {
  __shared__ float A[N][N + 1];
  __shared__ float sol[N];
  int t = threadIdx.x;
  for (int j = 0; j < N; ++j) A[t][j] = a[blockIdx.x * N * N + t * N + j];
  A[t][N] = b[blockIdx.x * N + t];
  __syncthreads();
  for (int k = 0; k < N - 1; ++k) {
    if (t > k) {
      // CHECK: gauss_elimination_missing_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+2]]{{(,|$)}}
      float f = A[t][k] / A[k][k];
      for (int j = k; j <= N; ++j) A[t][j] -= f * A[k][j]; // (a)
    }
  }
  __syncthreads();
  for (int k = N - 1; k >= 0; --k) {
    if (t == k) sol[k] = A[k][N] / A[k][k];
    __syncthreads();
    if (t < k) A[t][N] -= A[t][k] * sol[k];
  }
  x[blockIdx.x * N + t] = sol[t];
}
