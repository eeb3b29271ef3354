// bitonic_sort_and_partner with the per-step barrier only after each k stage: the
// (k, j) steps of one stage read pairs the previous step is still swapping.
// LAUNCH: grid=2 block=512 args=data:f32[1024]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(N) bitonic_sort_and_partner_no_step_sync(float *data) {
  __shared__ float s[N];
  const unsigned tid = threadIdx.x;
  s[tid] = data[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      if ((tid & j) == 0) {
        unsigned p = tid | j;
        // CHECK: bitonic_sort_and_partner_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        float a = s[tid], b = s[p];
        bool ascending = (tid & k) == 0;
        if ((a > b) == ascending) {
          s[tid] = b;
          s[p] = a;
        }
      }
    }
    __syncthreads();
  }
  data[blockIdx.x * N + tid] = s[tid];
}
