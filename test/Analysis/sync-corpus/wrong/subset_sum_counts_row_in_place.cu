// subset_sum_counts_row_pointers with the new row written into the row it
// reads (`rows[k & 1]` for both): thread c reads prev[c - w] while thread
// c - w may already have stored its new count there. Whether two threads
// meet depends on the loaded weight (any w of 1..255 does), so the test
// accepts a warning.
// LAUNCH: grid=2 block=256 args=weights:i32[48]:rand(1,30) out:u32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) subset_sum_counts_row_in_place(const int *weights, unsigned *out) {
  __shared__ unsigned rows[2][256];
  const int c = threadIdx.x;
  rows[0][c] = c == 0;
  __syncthreads();
  for (int k = 0; k < 24; ++k) {
    const int w = weights[blockIdx.x * 24 + k];
    unsigned *row = rows[k & 1];
    unsigned ways = row[c];
    if (c >= w)
      ways += row[c - w];
    // CHECK: subset_sum_counts_row_in_place.cu:[[@LINE+1]]: {{error|warning}} race
    row[c] = ways;
    __syncthreads();
  }
  out[blockIdx.x * 256 + c] = rows[0][c];
}
