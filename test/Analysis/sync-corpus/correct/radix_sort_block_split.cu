// Block-local LSD radix sort of 256 16-bit keys, one bit per pass: the
// zero-flags are scanned (Hillis-Steele in shared memory) and each key is
// scattered to its split position. No barrier is needed before the scatter:
// every thread read its key before the first barrier of the pass.
// LAUNCH: grid=8 block=256 args=keys:u32[2048]:rand(0,65536)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void radix_sort_block_split(unsigned int *keys) {
  __shared__ unsigned int s[N];
  __shared__ unsigned int scan[N];
  int t = threadIdx.x;
  unsigned int *k = keys + blockIdx.x * N;
  s[t] = k[t];
  __syncthreads();
  for (int bit = 0; bit < 16; ++bit) {
    unsigned int v = s[t];
    unsigned int is_zero = ((v >> bit) & 1u) == 0;
    scan[t] = is_zero;
    __syncthreads();
    for (int off = 1; off < N; off <<= 1) {
      unsigned int add = (t >= off) ? scan[t - off] : 0;
      __syncthreads();
      scan[t] += add;
      __syncthreads();
    }
    unsigned int zeros = scan[N - 1];
    unsigned int pos = is_zero ? scan[t] - 1 : zeros + t - scan[t];
    s[pos] = v;
    __syncthreads();
  }
  k[t] = s[t];
}
