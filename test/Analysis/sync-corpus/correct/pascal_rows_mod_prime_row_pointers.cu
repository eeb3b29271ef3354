// Binomial coefficients C(k, c) mod p, one thread per column c: two rows of
// Pascal's triangle, read through `prev = rows[k & 1]` (a row pointer), the
// next row written through `next = rows[(k + 1) & 1]`, one barrier per row.
// LAUNCH: grid=2 block=256 args=primes:u32[2]:rand(1000,2000) out:u32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) pascal_rows_mod_prime_row_pointers(const unsigned *primes, unsigned *out) {
  __shared__ unsigned rows[2][256];
  const unsigned p = primes[blockIdx.x];
  const int c = threadIdx.x;
  rows[0][c] = c == 0 ? 1u : 0u;
  __syncthreads();
  for (int k = 0; k < 255; ++k) {
    const unsigned *prev = rows[k & 1];
    unsigned *next = rows[(k + 1) & 1];
    next[c] = c == 0 ? 1u : (prev[c] + prev[c - 1]) % p;
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = rows[1][c];
}
