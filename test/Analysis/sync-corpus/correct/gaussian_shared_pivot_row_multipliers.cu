// One elimination step of Gaussian elimination over a 2-D grid of 16x16 blocks
// (Rodinia's Fan2 with shared staging): the block's slice of the pivot row is
// staged by the ty == 0 threads and the multipliers of its rows by the tx == 0
// threads, one barrier, then every element below and right of the pivot is
// updated. Neither staged value is ever written in this step.
// LAUNCH: grid=4,4 block=16,16 tol=1e-4 args=a:f32[4096]:ddom(64) n:i32=64 t:i32=5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

extern "C" __global__ void gaussian_shared_pivot_row_multipliers(float *a, int n, int t) {
  __shared__ float s_prow[B];
  __shared__ float s_mult[B];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * B + ty, col = blockIdx.x * B + tx;
  if (ty == 0)
    s_prow[tx] = col < n ? a[t * n + col] : 0.0f;
  if (tx == 0)
    s_mult[ty] = row < n ? a[row * n + t] / a[t * n + t] : 0.0f;
  __syncthreads();
  if (row > t && row < n && col > t && col < n)
    a[row * n + col] -= s_mult[ty] * s_prow[tx];
}
