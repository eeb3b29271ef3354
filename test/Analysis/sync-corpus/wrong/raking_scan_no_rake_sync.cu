// raking_scan_warp_segments without the barrier before the raking: thread t
// of the first warp scans s[8t .. 8t + 7], which threads of other warps may
// not have stored yet.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 256
#define SEG (THREADS / 32)

extern "C" __global__ void __launch_bounds__(THREADS) raking_scan_no_rake_sync(const int *in, int *out) {
  __shared__ int s[THREADS];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * THREADS + t];
  if (t < 32) {
    int base = t * SEG;
    int acc = 0;
    for (int k = 0; k < SEG; k++) {
      // CHECK: raking_scan_no_rake_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
