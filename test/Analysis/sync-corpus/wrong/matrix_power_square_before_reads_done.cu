// matrix_power_binary_exponent_16x16 without the barrier between squaring and
// writing back: thread (tx, ty) overwrites A[ty][tx] while the threads of row ty
// and column tx may still be reading it for their own products.
// LAUNCH: grid=3 block=16,16 args=mats:i32[768]:rand(0,97) out:i32[768]:zero e:i32=13
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define P 97

extern "C" __global__ void __launch_bounds__(256) matrix_power_square_before_reads_done(const int *mats, int *out, int e) {
  __shared__ int A[16][16];
  __shared__ int R[16][16];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int *m = mats + blockIdx.x * 256;
  A[ty][tx] = m[ty * 16 + tx];
  R[ty][tx] = ty == tx ? 1 : 0;
  __syncthreads();
  for (unsigned bits = e; bits != 0; bits >>= 1) {
    if (bits & 1) {
      int acc = 0;
      for (int k = 0; k < 16; ++k)
        acc = (acc + R[ty][k] * A[k][tx]) % P;
      __syncthreads();
      R[ty][tx] = acc;
    }
    int sq = 0;
    for (int k = 0; k < 16; ++k)
      sq = (sq + A[ty][k] * A[k][tx]) % P;
    // CHECK: matrix_power_square_before_reads_done.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    A[ty][tx] = sq;
    __syncthreads();
  }
  out[blockIdx.x * 256 + ty * 16 + tx] = R[ty][tx];
}
