// bitonic_sort_blockdim_pos with the barrier of each step dropped: at stride
// 1 after stride 2 of the same merge, thread 1 reads s_key[2] (pos 2) while
// thread 0 may still be swapping s_key[0..2] of the step before (a stride-2
// pair 0/2 written by thread 0).
// LAUNCH: grid=8 block=256 smem=2048 args=keys:u32[4096]:rand(0,100000)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bitonic_sort_blockdim_no_step_sync(unsigned int *keys) {
  extern __shared__ unsigned int s_key[];
  unsigned int n = 2 * blockDim.x;
  unsigned int *base = keys + blockIdx.x * n;
  s_key[threadIdx.x] = base[threadIdx.x];
  s_key[threadIdx.x + blockDim.x] = base[threadIdx.x + blockDim.x];
  __syncthreads();

  for (unsigned int size = 2; size <= n; size <<= 1) {
    unsigned int ascending = (threadIdx.x & (size / 2)) == 0;
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      // CHECK: bitonic_sort_blockdim_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      unsigned int a = s_key[pos];
      unsigned int b = s_key[pos + stride];
      if ((a > b) == ascending) {
        s_key[pos] = b;
        s_key[pos + stride] = a;
      }
    }
  }
  __syncthreads();
  base[threadIdx.x] = s_key[threadIdx.x];
  base[threadIdx.x + blockDim.x] = s_key[threadIdx.x + blockDim.x];
}
