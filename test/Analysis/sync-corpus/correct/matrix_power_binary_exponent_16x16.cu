// A 16x16 matrix (one per block) raised to the power e by binary
// exponentiation in shared memory: while bits of e remain, R = R * A when
// the low bit is set, then A = A * A. Each product is computed into a
// register by thread (ty, tx) and written back over its own element only
// after the barrier that ends every thread's reads of the old matrix; the
// branches on e's bits are uniform (e is an argument), so every thread
// reaches the same barriers. Entries are kept modulo a small prime.
// LAUNCH: grid=3 block=16,16 args=mats:i32[768]:rand(0,97) out:i32[768]:zero e:i32=13
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define P 97

extern "C" __global__ void __launch_bounds__(256) matrix_power_binary_exponent_16x16(const int *mats, int *out, int e) {
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
    __syncthreads();
    A[ty][tx] = sq;
    __syncthreads();
  }
  out[blockIdx.x * 256 + ty * 16 + tx] = R[ty][tx];
}
