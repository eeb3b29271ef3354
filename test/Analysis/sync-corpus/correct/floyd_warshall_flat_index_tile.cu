// All-pairs shortest paths (Floyd-Warshall) on a 16-node graph per block,
// distances in shared memory walked by a flat index (i = e / N, j = e % N).
// Step k relaxes d[i][j] through node k; row k and column k do not change in
// step k (d[k][k] = 0), so the threads skip them and read them freely. One
// barrier per step.
// LAUNCH: grid=2 block=128 args=in:f32[512]:rand(1,10) out:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void __launch_bounds__(128) floyd_warshall_flat_index_tile(const float *in, float *out) {
  __shared__ float d[N * N];
  const int t = threadIdx.x;
  for (int e = t; e < N * N; e += 128)
    d[e] = (e / N) == (e % N) ? 0.f : in[blockIdx.x * N * N + e];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    for (int e = t; e < N * N; e += 128) {
      int i = e / N, j = e % N;
      if (i != k && j != k)
        d[e] = fminf(d[e], d[i * N + k] + d[k * N + j]);
    }
    __syncthreads();
  }
  for (int e = t; e < N * N; e += 128)
    out[blockIdx.x * N * N + e] = d[e];
}
