// CUDA samples mergeSort, mergeSortShared: each block sorts 2 * 256 keys in
// shared memory by merging runs of doubling length; a thread ranks one key of
// each run in the other run by binary search and stores both at their merged
// positions (a permutation of the pair of runs), barriers before the reads and
// before the stores of every stride.
// LAUNCH: grid=4 block=256 args=d_dst:u32[2048]:zero d_src:u32[2048]:rand(0,1000000)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define SHARED_SIZE_LIMIT 512

static __device__ unsigned int binarySearchInclusive(unsigned int val, unsigned int *data, unsigned int L, unsigned int stride) {
  if (L == 0) return 0;
  unsigned int pos = 0;
  for (; stride > 0; stride >>= 1) {
    unsigned int newPos = min(pos + stride, L);
    if (data[newPos - 1] <= val) pos = newPos;
  }
  return pos;
}

static __device__ unsigned int binarySearchExclusive(unsigned int val, unsigned int *data, unsigned int L, unsigned int stride) {
  if (L == 0) return 0;
  unsigned int pos = 0;
  for (; stride > 0; stride >>= 1) {
    unsigned int newPos = min(pos + stride, L);
    if (data[newPos - 1] < val) pos = newPos;
  }
  return pos;
}

extern "C" __global__ void merge_sort_shared_rank(unsigned int *d_dst, const unsigned int *d_src) {
  __shared__ unsigned int s_key[SHARED_SIZE_LIMIT];
  const unsigned int arrayLength = SHARED_SIZE_LIMIT;
  d_src += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_dst += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x + 0] = d_src[0];
  s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_src[(SHARED_SIZE_LIMIT / 2)];

  for (unsigned int stride = 1; stride < arrayLength; stride <<= 1) {
    unsigned int lPos = threadIdx.x & (stride - 1);
    unsigned int *baseKey = s_key + 2 * (threadIdx.x - lPos);
    __syncthreads();
    unsigned int keyA = baseKey[lPos + 0];
    unsigned int keyB = baseKey[lPos + stride];
    unsigned int posA = binarySearchExclusive(keyA, baseKey + stride, stride, stride) + lPos;
    unsigned int posB = binarySearchInclusive(keyB, baseKey + 0, stride, stride) + lPos;
    __syncthreads();
    baseKey[posA] = keyA;
    baseKey[posB] = keyB;
  }
  __syncthreads();
  d_dst[0] = s_key[threadIdx.x + 0];
  d_dst[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
}
