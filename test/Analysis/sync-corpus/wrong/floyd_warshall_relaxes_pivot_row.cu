// floyd_warshall_flat_index_tile relaxing every cell in step k, row k and
// column k included: the threads that store d[i][k] and d[k][j] race with
// the threads reading them in the same step (nothing orders the two).
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand(1,10) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void __launch_bounds__(128) floyd_warshall_relaxes_pivot_row(const float *in, float *out) {
  __shared__ float d[N * N];
  const int t = threadIdx.x;
  for (int e = t; e < N * N; e += 128)
    d[e] = (e / N) == (e % N) ? 0.f : in[blockIdx.x * N * N + e];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      // CHECK: floyd_warshall_relaxes_pivot_row.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      d[e] = fminf(d[e], d[i * N + k] + d[k * N + j]);
    }
    __syncthreads();
  }
  for (int e = t; e < N * N; e += 128)
    out[blockIdx.x * N * N + e] = d[e];
}
