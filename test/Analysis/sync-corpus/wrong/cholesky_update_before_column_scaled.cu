// cholesky_flat_index_column_steps without the barrier between scaling
// column k and the trailing update: a thread updating L[i][j] reads L[i][k]
// that another thread may not have divided by the pivot yet.
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand(0,1) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void __launch_bounds__(128) cholesky_update_before_column_scaled(const float *in, float *out) {
  __shared__ float L[N * N];
  const int t = threadIdx.x;
  // Symmetric and diagonally dominant: 0.5 * (a + a^T) + N * I.
  for (int e = t; e < N * N; e += 128) {
    int i = e / N, j = e % N;
    const float *a = in + blockIdx.x * N * N;
    L[e] = 0.5f * (a[i * N + j] + a[j * N + i]) + (i == j ? float(N) : 0.f);
  }
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (t == 0)
      L[k * N + k] = sqrtf(L[k * N + k]);
    __syncthreads();
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      if (j == k && i > k)
        L[e] /= L[k * N + k];
    }
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      if (i > k && j > k && j <= i)
        // CHECK: cholesky_update_before_column_scaled.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        L[e] -= L[i * N + k] * L[j * N + k];
    }
    __syncthreads();
  }
  for (int e = t; e < N * N; e += 128) {
    int i = e / N, j = e % N;
    out[blockIdx.x * N * N + e] = j <= i ? L[e] : 0.f;
  }
}
