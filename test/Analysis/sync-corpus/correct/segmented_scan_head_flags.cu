// Segmented inclusive scan (Hillis-Steele) over head flags: each step reads
// its partner's value and flag, waits for every reader, then writes; a set
// head flag stops the sum at the segment's first element.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,10) heads:i32[2048]:rand(0,2) out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) segmented_scan_head_flags(const int *in, const int *heads, int *out) {
  __shared__ int val[256];
  __shared__ int flag[256];
  int t = threadIdx.x;
  int g = blockIdx.x * 256 + t;
  val[t] = in[g];
  flag[t] = (t == 0) ? 1 : heads[g];
  __syncthreads();
  for (int d = 1; d < 256; d <<= 1) {
    int v = val[t], f = flag[t];
    if (t >= d && !f) {
      v += val[t - d];
      f = flag[t - d];
    }
    __syncthreads();
    val[t] = v;
    flag[t] = f;
    __syncthreads();
  }
  out[g] = val[t];
}
