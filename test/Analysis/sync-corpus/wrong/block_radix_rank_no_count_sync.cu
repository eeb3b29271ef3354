// block_radix_rank_raking_counters without the barrier after counting: the raking
// pass reads other threads' counter columns before they are written.
// LAUNCH: grid=2 block=256 args=keys:u32[512]:rand ranks:i32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define DIGITS 16

extern "C" __global__ void __launch_bounds__(THREADS) block_radix_rank_no_count_sync(const unsigned *keys, int *ranks) {
  __shared__ int counters[DIGITS * THREADS];
  __shared__ int warp_totals[THREADS / 32];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const unsigned key = keys[blockIdx.x * THREADS + tid];
  const unsigned digit = key & (DIGITS - 1);
  for (int d = 0; d < DIGITS; ++d) counters[d * THREADS + tid] = 0;
  counters[digit * THREADS + tid] = 1;
  // Raking: thread t owns counters[16 t .. 16 t + 15] in digit-major order.
  int seg[DIGITS];
  int total = 0;
  for (int i = 0; i < DIGITS; ++i) {
    seg[i] = total;
    // CHECK: block_radix_rank_no_count_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    total += counters[tid * DIGITS + i];
  }
  int incl = total;
  for (int o = 1; o < 32; o <<= 1) {
    int v = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += v;
  }
  if (lane == 31) warp_totals[warp] = incl;
  __syncthreads();
  int base = incl - total;
  for (int w = 0; w < warp; ++w) base += warp_totals[w];
  for (int i = 0; i < DIGITS; ++i) counters[tid * DIGITS + i] = base + seg[i];
  __syncthreads();
  ranks[blockIdx.x * THREADS + tid] = counters[digit * THREADS + tid];
}
