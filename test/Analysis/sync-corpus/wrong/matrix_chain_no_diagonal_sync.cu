// matrix_chain_order_diagonal_dp with the barrier moved out of the diagonal loop: thread 0
// reads m[k + 1][j] of the chains the threads below it are still computing (thread 1 writes
// m[1][2] in the first diagonal, thread 0 reads it in the second).
// LAUNCH: grid=4 block=64 args=dims:i32[260]:rand(1,64) out:i32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 64

extern "C" __global__ void __launch_bounds__(N) matrix_chain_no_diagonal_sync(const int *dims, int *out) {
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
        // CHECK: matrix_chain_no_diagonal_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        best = min(best, m[i][k] + m[k + 1][j] + p[i] * p[k + 1] * p[j + 1]);
      m[i][j] = best;
    }
  }
  __syncthreads();
  if (i == 0)
    out[blockIdx.x] = m[0][N - 1];
}
