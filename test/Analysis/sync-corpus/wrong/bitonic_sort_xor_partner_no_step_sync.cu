// bitonic_sort_xor_partner_block_strided with the barrier moved out of the step
// loop (after a whole merge): the steps of one merge read keys the previous step
// of other threads may still be swapping.
// LAUNCH: grid=2 block=256 args=keys:f32[4096]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 2048

extern "C" __global__ void __launch_bounds__(256) bitonic_sort_xor_partner_no_step_sync(float *keys) {
  __shared__ float s[N];
  float *base = keys + blockIdx.x * N;
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    s[i] = base[i];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      for (unsigned i = threadIdx.x; i < N; i += blockDim.x) {
        const unsigned ixj = i ^ j;
        if (ixj > i) {
          // CHECK: bitonic_sort_xor_partner_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
          const float a = s[i], b = s[ixj];
          if (((i & k) == 0) == (a > b)) {
            s[i] = b;
            s[ixj] = a;
          }
        }
      }
    }
    __syncthreads();
  }
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    base[i] = s[i];
}
