// gauss_elim_flat_index_pivot_steps updating column k too (j >= k): the
// column that step k reads as the multipliers A[i][k] is overwritten by other
// threads in the same step, with no barrier between.
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand(1,2) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void __launch_bounds__(128) gauss_elim_updates_pivot_column(const float *in, float *out) {
  __shared__ float A[N * N];
  const int t = threadIdx.x;
  for (int e = t; e < N * N; e += 128)
    A[e] = in[blockIdx.x * N * N + e] + ((e / N) == (e % N) ? float(N) : 0.f); // diagonally dominant
  __syncthreads();
  for (int k = 0; k < N - 1; ++k) {
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      if (i > k && j >= k)
        // CHECK: gauss_elim_updates_pivot_column.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        A[e] -= A[i * N + k] * A[k * N + j] / A[k * N + k];
    }
    __syncthreads();
  }
  for (int e = t; e < N * N; e += 128)
    out[blockIdx.x * N * N + e] = A[e];
}
