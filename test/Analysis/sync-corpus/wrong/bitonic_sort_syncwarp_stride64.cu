// bitonic_sort_syncwarp_small_strides with only a warp barrier after the steps of
// stride 64: such a step swaps keys 64 apart, across the warps' 64-key spans, so
// the next step (stride 32) reads keys another warp may still be writing.
// LAUNCH: grid=4 block=512 args=keys:u32[4096]:rand(0,100000)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 1024

extern "C" __global__ void __launch_bounds__(N / 2) bitonic_sort_syncwarp_stride64(unsigned *keys) {
  __shared__ unsigned s[N];
  const unsigned t = threadIdx.x;
  unsigned *base = keys + blockIdx.x * N;
  s[t] = base[t];
  s[t + N / 2] = base[t + N / 2];
  __syncthreads();
  for (unsigned size = 2; size <= N; size <<= 1) {
    if (size >= 128)
      __syncthreads();
    const bool ascending = (t & (size / 2)) == 0;
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      const unsigned pos = 2 * t - (t & (stride - 1));
      // CHECK: bitonic_sort_syncwarp_stride64.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      const unsigned a = s[pos], b = s[pos + stride];
      if ((a > b) == ascending) {
        s[pos] = b;
        s[pos + stride] = a;
      }
      if (stride >= 128)
        __syncthreads();
      else
        __syncwarp();
    }
  }
  __syncthreads();
  base[t] = s[t];
  base[t + N / 2] = s[t + N / 2];
}
