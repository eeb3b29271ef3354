// block_radix_sort_4bit_column_counters without the barrier after the raking
// threads write the scanned counters back: a thread reads its rank from a
// counter that another (raking) thread may not have rewritten yet.
// LAUNCH: grid=2 block=256 args=keys:u32[512]:rand out:u32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256
#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)

extern "C" __global__ void __launch_bounds__(BLOCK) block_radix_sort_rank_before_scan_sync(const unsigned *keys,
                                                                                         unsigned *out) {
  __shared__ unsigned counters[RADIX][BLOCK];
  __shared__ unsigned totals[2][BLOCK];
  __shared__ unsigned sorted[BLOCK];
  const int tid = threadIdx.x;
  unsigned key = keys[blockIdx.x * BLOCK + tid];
  unsigned *flat = &counters[0][0];

  for (int bit = 0; bit < 32; bit += RADIX_BITS) {
    const unsigned digit = (key >> bit) & (RADIX - 1);
#pragma unroll
    for (int d = 0; d < RADIX; d++)
      counters[d][tid] = 0;
    counters[digit][tid] = 1;
    __syncthreads();

    // Raking: thread tid sums flat[tid * RADIX .. tid * RADIX + RADIX).
    unsigned local[RADIX];
    unsigned run = 0;
#pragma unroll
    for (int k = 0; k < RADIX; k++) {
      local[k] = run;
      run += flat[tid * RADIX + k];
    }
    int cur = 0;
    totals[cur][tid] = run;
    __syncthreads();
    for (int off = 1; off < BLOCK; off <<= 1) {
      unsigned v = totals[cur][tid];
      if (tid >= off)
        v += totals[cur][tid - off];
      totals[cur ^ 1][tid] = v;
      cur ^= 1;
      __syncthreads();
    }
    const unsigned prefix = totals[cur][tid] - run;
#pragma unroll
    for (int k = 0; k < RADIX; k++)
      flat[tid * RADIX + k] = prefix + local[k];

    // CHECK: block_radix_sort_rank_before_scan_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const unsigned rank = counters[digit][tid];
    sorted[rank] = key;
    __syncthreads();
    key = sorted[tid];
    __syncthreads();
  }
  out[blockIdx.x * BLOCK + tid] = key;
}
