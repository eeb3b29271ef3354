// CUB-style BlockRadixRank over 4-bit digits: each thread bumps its own column
// of a [16][256] counter table (no atomics: the column is private), the
// table is scanned digit-major by raking (each thread owns 16 consecutive
// counters), the 256 segment totals by warp shuffles and a warp-totals array,
// and each key's rank is read back from its own column.
// LAUNCH: grid=2 block=256 args=keys:u32[512]:rand ranks:i32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define DIGITS 16

extern "C" __global__ void __launch_bounds__(THREADS) block_radix_rank_raking_counters(const unsigned *keys, int *ranks) {
  __shared__ int counters[DIGITS * THREADS];
  __shared__ int warp_totals[THREADS / 32];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const unsigned key = keys[blockIdx.x * THREADS + tid];
  const unsigned digit = key & (DIGITS - 1);
  for (int d = 0; d < DIGITS; ++d) counters[d * THREADS + tid] = 0;
  counters[digit * THREADS + tid] = 1;
  __syncthreads();
  // Raking: thread t owns counters[16 t .. 16 t + 15] in digit-major order.
  int seg[DIGITS];
  int total = 0;
  for (int i = 0; i < DIGITS; ++i) {
    seg[i] = total;
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
