// Bitonic sort of 2 * blockDim.x keys per block in the CUDA-samples style:
// the merge sizes and strides come from blockDim.x (a power of two), each
// thread compares pos = 2*tid - (tid & (stride - 1)) with pos + stride, and
// the barrier opens every step.
// LAUNCH: grid=8 block=256 smem=2048 args=keys:u32[4096]:rand(0,100000)
// LAUNCH: grid=8 block=64 smem=512 args=keys:u32[1024]:rand(0,100000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void bitonic_sort_blockdim_pos(unsigned int *keys) {
  extern __shared__ unsigned int s_key[];
  unsigned int n = 2 * blockDim.x;
  unsigned int *base = keys + blockIdx.x * n;
  s_key[threadIdx.x] = base[threadIdx.x];
  s_key[threadIdx.x + blockDim.x] = base[threadIdx.x + blockDim.x];

  for (unsigned int size = 2; size <= n; size <<= 1) {
    // Ascending for the final merge (threadIdx.x & blockDim.x is 0).
    unsigned int ascending = (threadIdx.x & (size / 2)) == 0;
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
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
