// pascal_rows_mod_prime_row_pointers without the barrier after each row:
// thread c reads prev[c - 1] of row k while thread c - 1 may already write
// row k + 2 into the same buffer (rows[k & 1]), or not have written row k.
// LAUNCH: grid=2 block=256 args=primes:u32[2]:rand(1000,2000) out:u32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) pascal_rows_no_row_sync(const unsigned *primes, unsigned *out) {
  __shared__ unsigned rows[2][256];
  const unsigned p = primes[blockIdx.x];
  const int c = threadIdx.x;
  rows[0][c] = c == 0 ? 1u : 0u;
  __syncthreads();
  for (int k = 0; k < 255; ++k) {
    const unsigned *prev = rows[k & 1];
    unsigned *next = rows[(k + 1) & 1];
    // CHECK: pascal_rows_no_row_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    next[c] = c == 0 ? 1u : (prev[c] + prev[c - 1]) % p;
  }
  __syncthreads();
  out[blockIdx.x * 256 + c] = rows[1][c];
}
