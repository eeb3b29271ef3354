// Forward substitution without the barrier after the diagonal division: threads below the diagonal
// read xs[k] while thread k may still be dividing it.
// LAUNCH: grid=4 block=64 args=L:f32[16384]:ddom(64) b:f32[256]:rand x:f32[256]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 64

extern "C" __global__ void __launch_bounds__(N) triangular_solve_no_divide_sync(const float *L, const float *b, float *x) {
  __shared__ float l[N][N + 1];
  __shared__ float xs[N];
  int t = threadIdx.x;
  const float *Lb = L + blockIdx.x * N * N;
  for (int j = 0; j < N; ++j) l[j][t] = Lb[j * N + t];
  xs[t] = b[blockIdx.x * N + t];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (t == k) xs[k] /= l[k][k];
  // CHECK: triangular_solve_no_divide_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    if (t > k) xs[t] -= l[t][k] * xs[k];
    __syncthreads();
  }
  x[blockIdx.x * N + t] = xs[t];
}
