// A raking block scan (the CUB/Merrill style): 256 values in shared memory,
// the first warp's 32 threads each scan a segment of 8 serially, scan the
// segment totals with shuffles, and add the prefix back into their segment;
// barriers before and after the raking.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define SEG (THREADS / 32)

extern "C" __global__ void __launch_bounds__(THREADS) raking_scan_warp_segments(const int *in, int *out) {
  __shared__ int s[THREADS];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * THREADS + t];
  __syncthreads();
  if (t < 32) {
    int base = t * SEG;
    int acc = 0;
    for (int k = 0; k < SEG; k++) {
      acc += s[base + k];
      s[base + k] = acc;
    }
    int total = acc;
    for (int d = 1; d < 32; d <<= 1) {
      int up = __shfl_up_sync(0xffffffff, total, d);
      if (t >= d) total += up;
    }
    int prefix = total - acc;
    for (int k = 0; k < SEG; k++) s[base + k] += prefix;
  }
  __syncthreads();
  out[blockIdx.x * THREADS + t] = s[t];
}
