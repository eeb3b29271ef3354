// Bitonic sort of 512 keys per block in shared memory, one key per thread:
// for each stage k and step j the thread whose partner ixj = tid ^ j is above
// it compares and swaps the pair, ascending or descending by (tid & k).
// LAUNCH: grid=8 block=512 args=keys:u32[4096]:rand(0,1000000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void bitonic_sort_shared(unsigned int *keys) {
  __shared__ unsigned int s[N];
  unsigned int tid = threadIdx.x;
  unsigned int *kb = keys + blockIdx.x * N;
  s[tid] = kb[tid];
  __syncthreads();

  for (unsigned int k = 2; k <= N; k <<= 1) {
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      unsigned int ixj = tid ^ j;
      if (ixj > tid) {
        if ((tid & k) == 0) {
          if (s[tid] > s[ixj]) {
            unsigned int tmp = s[tid];
            s[tid] = s[ixj];
            s[ixj] = tmp;
          }
        } else {
          if (s[tid] < s[ixj]) {
            unsigned int tmp = s[tid];
            s[tid] = s[ixj];
            s[ixj] = tmp;
          }
        }
      }
      __syncthreads();
    }
  }
  kb[tid] = s[tid];
}
