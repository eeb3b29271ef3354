// The textbook matrix-chain-order dynamic program for a chain of 64 matrices per block,
// diagonal by diagonal: for chain length len, thread i computes m[i][i + len - 1] as the best
// split over k of the shorter chains m[i][k] (its own row) and m[k + 1][j] (the rows of the
// threads below it), all finished before the barrier that ends the previous diagonal. The
// threads past the diagonal's end idle, but reach every barrier.
// LAUNCH: grid=4 block=64 args=dims:i32[260]:rand(1,64) out:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 64

extern "C" __global__ void __launch_bounds__(N) matrix_chain_order_diagonal_dp(const int *dims, int *out) {
  __shared__ int m[N][N];
  __shared__ int p[N + 1];
  const int i = threadIdx.x;
  const int *d = dims + blockIdx.x * (N + 1);
  p[i] = d[i];
  if (i == 0)
    p[N] = d[N];
  m[i][i] = 0;
  __syncthreads();
  for (int len = 2; len <= N; ++len) {
    if (i <= N - len) {
      const int j = i + len - 1;
      int best = 0x7fffffff;
      for (int k = i; k < j; ++k)
        best = min(best, m[i][k] + m[k + 1][j] + p[i] * p[k + 1] * p[j + 1]);
      m[i][j] = best;
    }
    __syncthreads();
  }
  if (i == 0)
    out[blockIdx.x] = m[0][N - 1];
}
