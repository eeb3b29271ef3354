// Counting the subsets of 24 weights with each sum 0..255 (mod 2^32): the
// product of the polynomials (1 + x^w_k), one factor per step. Step k reads
// row `prev = rows[k & 1]` at c and at c - w_k (w_k a loaded weight, the
// same for the whole block) and writes `rows[(k + 1) & 1][c]`; one barrier
// per factor.
// LAUNCH: grid=2 block=256 args=weights:i32[48]:rand(1,30) out:u32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) subset_sum_counts_row_pointers(const int *weights, unsigned *out) {
  __shared__ unsigned rows[2][256];
  const int c = threadIdx.x;
  rows[0][c] = c == 0;
  __syncthreads();
  for (int k = 0; k < 24; ++k) {
    const int w = weights[blockIdx.x * 24 + k];
    const unsigned *prev = rows[k & 1];
    unsigned ways = prev[c];
    if (c >= w)
      ways += prev[c - w];
    rows[(k + 1) & 1][c] = ways;
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = rows[0][c];
}
