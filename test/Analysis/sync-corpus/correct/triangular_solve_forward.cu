// Forward substitution L x = b for one 64x64 lower-triangular system per
// block: thread k finishes x[k], then every thread below the diagonal
// subtracts its multiple of x[k] from its own row's entry.
// LAUNCH: grid=4 block=64 args=L:f32[16384]:ddom(64) b:f32[256]:rand x:f32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 64

extern "C" __global__ void __launch_bounds__(N) triangular_solve_forward(const float *L, const float *b, float *x) {
  __shared__ float l[N][N + 1];
  __shared__ float xs[N];
  int t = threadIdx.x;
  const float *Lb = L + blockIdx.x * N * N;
  for (int j = 0; j < N; ++j) l[j][t] = Lb[j * N + t];
  xs[t] = b[blockIdx.x * N + t];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (t == k) xs[k] /= l[k][k];
    __syncthreads();
    if (t > k) xs[t] -= l[t][k] * xs[k];
    __syncthreads();
  }
  x[blockIdx.x * N + t] = xs[t];
}
