// Bitonic sort with the step barrier inside 'if (ixj > tid)': only the lower
// thread of each pair arrives.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void bitonic_sync_under_partner_test(unsigned int *keys) {
  __shared__ unsigned int s[N];
  unsigned int tid = threadIdx.x;
  s[tid] = keys[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned int k = 2; k <= N; k <<= 1) {
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      unsigned int ixj = tid ^ j;
      if (ixj > tid) { // (a)
        unsigned int a = s[tid], b = s[ixj];
        if ((a > b) == ((tid & k) == 0)) {
          s[tid] = b;
          s[ixj] = a;
        }
        // CHECK: bitonic_sync_under_partner_test.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-6]]{{(,|$)}}
        __syncthreads();
      }
    }
  }
  keys[blockIdx.x * N + tid] = s[tid];
}
