// Gaussian elimination of a 32x32 system per block, one row per thread: the
// rows below the pivot are eliminated (if (t > k)) between barriers, then back
// substitution publishes one unknown per step through shared memory. The
// back substitution needs one barrier per step: sol[k] is never rewritten.
// LAUNCH: grid=4 block=32 args=a:f32[4096]:ddom(32) b:f32[128]:rand x:f32[128]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void gauss_elimination_block(const float *a, const float *b, float *x) {
  __shared__ float A[N][N + 1];
  __shared__ float sol[N];
  int t = threadIdx.x;
  const float *ab = a + blockIdx.x * N * N;

  for (int j = 0; j < N; ++j) A[t][j] = ab[t * N + j];
  A[t][N] = b[blockIdx.x * N + t];
  __syncthreads();

  for (int k = 0; k < N - 1; ++k) {
    if (t > k) {
      float f = A[t][k] / A[k][k];
      for (int j = k; j <= N; ++j) A[t][j] -= f * A[k][j];
    }
    __syncthreads();
  }

  for (int k = N - 1; k >= 0; --k) {
    if (t == k) sol[k] = A[k][N] / A[k][k];
    __syncthreads();
    if (t < k) A[t][N] -= A[t][k] * sol[k];
  }
  x[blockIdx.x * N + t] = sol[t];
}
