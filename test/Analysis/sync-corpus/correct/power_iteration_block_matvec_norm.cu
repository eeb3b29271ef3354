// Power iteration for the dominant eigenvector of a 128x128 matrix in one
// block: each step thread i forms row i of A x from the shared vector, the
// squared entries are summed by warp shuffles and eight warp partials in
// shared memory, and after the norm is known every thread rescales its entry
// of x; three barriers a step separate the reads of x, the partials and the
// new x.
// LAUNCH: grid=1 block=128 args=a:f32[16384]:urand x_out:f32[128]:zero steps:i32=20
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 128

extern "C" __global__ void __launch_bounds__(N) power_iteration_block_matvec_norm(const float *a, float *x_out,
                                                                                 int steps) {
  __shared__ float x[N];
  __shared__ float partial[N / 32];
  const int i = threadIdx.x, lane = i & 31, warp = i >> 5;
  x[i] = 1.0f;
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    float y = 0.0f;
    for (int j = 0; j < N; ++j)
      y += a[i * N + j] * x[j];
    float sq = y * y;
    for (int off = 16; off > 0; off >>= 1)
      sq += __shfl_xor_sync(0xffffffffu, sq, off);
    if (lane == 0)
      partial[warp] = sq;
    __syncthreads();
    float norm2 = 0.0f;
    for (int w = 0; w < N / 32; ++w)
      norm2 += partial[w];
    x[i] = y * rsqrtf(norm2);
    __syncthreads();
  }
  x_out[i] = x[i];
}
