// Letter-bigram counts of a text, in the style of text-statistics kernels: a
// 26x26 table of counters in shared memory cleared by a block-strided loop over
// its flattened index, a barrier, shared atomics from a grid-stride loop over
// the characters (pairs of lower-case letters only), a barrier, and one global
// atomic per non-zero counter.
// LAUNCH: grid=4 block=192 args=text:u8[20000]:rand(97,123) counts:u32[676]:zero n:i32=20000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define L 26

extern "C" __global__ void bigram_counts_shared_2d_atomics(const unsigned char *text, unsigned *counts, int n) {
  __shared__ unsigned table[L][L];
  unsigned *flat = &table[0][0];
  for (int i = threadIdx.x; i < L * L; i += blockDim.x)
    flat[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i + 1 < n; i += gridDim.x * blockDim.x) {
    int a = text[i] - 'a', b = text[i + 1] - 'a';
    if (a >= 0 && a < L && b >= 0 && b < L)
      atomicAdd(&table[a][b], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < L * L; i += blockDim.x)
    if (flat[i])
      atomicAdd(&counts[i], flat[i]);
}
