// Block-wide unique of sorted keys (CUB BlockDiscontinuity + BlockScan style): each thread flags
// the head of a run by comparing with its left neighbour in shared memory, a double-buffered
// Hillis-Steele scan of the flags gives every head its output slot, and the run heads are
// scattered; the last thread stores the count.
// LAUNCH: grid=4 block=256 args=keys:i32[1024]:iota out:i32[1024]:zero counts:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256

extern "C" __global__ void __launch_bounds__(T) block_unique_sorted_keys_flag_scan(const int *keys, int *out, int *counts) {
  __shared__ int s_keys[T];
  __shared__ int scan[2][T];
  const int t = threadIdx.x;
  const int k = keys[blockIdx.x * T + t] >> 2;
  s_keys[t] = k;
  __syncthreads();
  const int head = (t == 0 || s_keys[t - 1] != k) ? 1 : 0;
  int pin = 0;
  scan[0][t] = head;
  __syncthreads();
  for (int off = 1; off < T; off <<= 1) {
    int v = scan[pin][t];
    if (t >= off) v += scan[pin][t - off];
    scan[pin ^ 1][t] = v;
    pin ^= 1;
    __syncthreads();
  }
  const int incl = scan[pin][t];
  if (head) out[blockIdx.x * T + incl - 1] = k;
  if (t == T - 1) counts[blockIdx.x] = incl;
}
