// Gaussian elimination without pivoting of one 16x16 tile per block, the
// textbook right-looking form: in step k every thread walks the tile with a
// flat index (i = e / N, j = e % N) and updates the trailing submatrix (i, j
// > k) from row k and column k, which nobody writes in that step. One
// barrier per step.
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand(1,2) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void __launch_bounds__(128) gauss_elim_flat_index_pivot_steps(const float *in, float *out) {
  __shared__ float A[N * N];
  const int t = threadIdx.x;
  for (int e = t; e < N * N; e += 128)
    A[e] = in[blockIdx.x * N * N + e] + ((e / N) == (e % N) ? float(N) : 0.f); // diagonally dominant
  __syncthreads();
  for (int k = 0; k < N - 1; ++k) {
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      if (i > k && j > k)
        A[e] -= A[i * N + k] * A[k * N + j] / A[k * N + k];
    }
    __syncthreads();
  }
  for (int e = t; e < N * N; e += 128)
    out[blockIdx.x * N * N + e] = A[e];
}
