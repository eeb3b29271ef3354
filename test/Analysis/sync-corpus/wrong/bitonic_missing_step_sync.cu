// Bitonic sort without the barrier after each compare-exchange step: the next
// step's pair (tid, tid ^ j) reads elements the previous step's pairs are
// still swapping.
// LAUNCH: grid=8 block=512 args=keys:u32[4096]:rand(0,1000000)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void bitonic_missing_step_sync(unsigned int *keys) {
  __shared__ unsigned int s[N];
  unsigned int tid = threadIdx.x;
  s[tid] = keys[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned int k = 2; k <= N; k <<= 1) {
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      unsigned int ixj = tid ^ j;
      if (ixj > tid) {
        // CHECK: bitonic_missing_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        unsigned int a = s[tid], b = s[ixj];
        bool ascending = (tid & k) == 0;
        if ((a > b) == ascending) {
          s[tid] = b;
          s[ixj] = a;
        }
      }
    }
  }
  __syncthreads();
  keys[blockIdx.x * N + tid] = s[tid];
}
