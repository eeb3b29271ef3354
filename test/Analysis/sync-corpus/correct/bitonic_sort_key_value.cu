// Key/value bitonic sort of 1024 pairs with 512 threads (two elements each):
// the comparator takes references into shared memory, the pair of a thread
// at stride s starts at pos = 2*tid - (tid & (s - 1)), and the barrier comes
// first in every step.
// LAUNCH: grid=4 block=512 args=d_key:u32[4096]:rand(0,100000) d_val:u32[4096]:iota dir:u32=1
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SHARED_SIZE 1024

__device__ inline void compare_exchange(unsigned int &keyA, unsigned int &valA, unsigned int &keyB,
                                        unsigned int &valB, unsigned int dir) {
  if ((keyA > keyB) == dir) {
    unsigned int t = keyA; keyA = keyB; keyB = t;
    t = valA; valA = valB; valB = t;
  }
}

extern "C" __global__ void bitonic_sort_key_value(unsigned int *d_key, unsigned int *d_val, unsigned int dir) {
  __shared__ unsigned int s_key[SHARED_SIZE];
  __shared__ unsigned int s_val[SHARED_SIZE];
  unsigned int base = blockIdx.x * SHARED_SIZE;
  s_key[threadIdx.x] = d_key[base + threadIdx.x];
  s_val[threadIdx.x] = d_val[base + threadIdx.x];
  s_key[threadIdx.x + SHARED_SIZE / 2] = d_key[base + threadIdx.x + SHARED_SIZE / 2];
  s_val[threadIdx.x + SHARED_SIZE / 2] = d_val[base + threadIdx.x + SHARED_SIZE / 2];

  for (unsigned int size = 2; size < SHARED_SIZE; size <<= 1) {
    unsigned int ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      compare_exchange(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  for (unsigned int stride = SHARED_SIZE / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
    compare_exchange(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], dir);
  }
  __syncthreads();

  d_key[base + threadIdx.x] = s_key[threadIdx.x];
  d_val[base + threadIdx.x] = s_val[threadIdx.x];
  d_key[base + threadIdx.x + SHARED_SIZE / 2] = s_key[threadIdx.x + SHARED_SIZE / 2];
  d_val[base + threadIdx.x + SHARED_SIZE / 2] = s_val[threadIdx.x + SHARED_SIZE / 2];
}
