// bigram_counts_shared_2d_atomics without the barrier between clearing the
// table and counting: a thread's atomicAdd may land on a counter that another
// thread clears afterwards.
// LAUNCH: grid=4 block=192 args=text:u8[20000]:rand(97,123) counts:u32[676]:zero n:i32=20000
// The counter is per-thread data: the analysis can only say the accesses may
// meet (a warning; kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define L 26

extern "C" __global__ void bigram_counts_no_clear_sync(const unsigned char *text, unsigned *counts, int n) {
  __shared__ unsigned table[L][L];
  unsigned *flat = &table[0][0];
  for (int i = threadIdx.x; i < L * L; i += blockDim.x)
    flat[i] = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i + 1 < n; i += gridDim.x * blockDim.x) {
    int a = text[i] - 'a', b = text[i + 1] - 'a';
    if (a >= 0 && a < L && b >= 0 && b < L)
      // CHECK: bigram_counts_no_clear_sync.cu:[[@LINE+1]]: {{error|warning}} race
      atomicAdd(&table[a][b], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < L * L; i += blockDim.x)
    if (flat[i])
      atomicAdd(&counts[i], flat[i]);
}
