// CUDA-samples style bitonicSortShared: each block sorts SHARED_SIZE_LIMIT
// key/value pairs with SHARED_SIZE_LIMIT / 2 threads, the merge sizes bounded
// by the kernel argument arrayLength (<= SHARED_SIZE_LIMIT). A thread's pair
// at stride s is pos = 2*tid - (tid & (s - 1)) and pos + s, the barrier opens
// every step.
// LAUNCH: grid=4 block=512 args=d_DstKey:u32[4096]:zero d_DstVal:u32[4096]:zero d_SrcKey:u32[4096]:rand(0,100000) d_SrcVal:u32[4096]:iota arrayLength:u32=1024 dir:u32=1
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SHARED_SIZE_LIMIT 1024U
typedef unsigned int uint;

__device__ inline void Comparator(uint &keyA, uint &valA, uint &keyB, uint &valB, uint dir) {
  uint t;
  if ((keyA > keyB) == dir) {
    t = keyA; keyA = keyB; keyB = t;
    t = valA; valA = valB; valB = t;
  }
}

extern "C" __global__ void bitonic_sort_shared_arraylength(uint *d_DstKey, uint *d_DstVal, uint *d_SrcKey,
                                                           uint *d_SrcVal, uint arrayLength, uint dir) {
  __shared__ uint s_key[SHARED_SIZE_LIMIT];
  __shared__ uint s_val[SHARED_SIZE_LIMIT];
  d_SrcKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_SrcVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x + 0] = d_SrcKey[0];
  s_val[threadIdx.x + 0] = d_SrcVal[0];
  s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcKey[(SHARED_SIZE_LIMIT / 2)];
  s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcVal[(SHARED_SIZE_LIMIT / 2)];

  for (uint size = 2; size < arrayLength; size <<= 1) {
    uint ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  for (uint stride = arrayLength / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    uint pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
    Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], dir);
  }
  __syncthreads();
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstVal[0] = s_val[threadIdx.x + 0];
  d_DstKey[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
  d_DstVal[(SHARED_SIZE_LIMIT / 2)] = s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
}
