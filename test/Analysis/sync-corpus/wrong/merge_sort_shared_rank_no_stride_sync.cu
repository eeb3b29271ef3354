// merge_sort_shared_rank without the barrier that opens each stride: the
// first stride's reads of the pair of runs do not wait for the keys the other
// threads load, and later strides' reads do not wait for the last merge.
// LAUNCH: grid=4 block=256 args=d_dst:u32[2048]:zero d_src:u32[2048]:rand(0,1000000)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
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

extern "C" __global__ void merge_sort_shared_rank_no_stride_sync(unsigned int *d_dst, const unsigned int *d_src) {
  __shared__ unsigned int s_key[SHARED_SIZE_LIMIT];
  const unsigned int arrayLength = SHARED_SIZE_LIMIT;
  d_src += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_dst += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x + 0] = d_src[0];
  s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_src[(SHARED_SIZE_LIMIT / 2)];

  for (unsigned int stride = 1; stride < arrayLength; stride <<= 1) {
    unsigned int lPos = threadIdx.x & (stride - 1);
    unsigned int *baseKey = s_key + 2 * (threadIdx.x - lPos);
    // CHECK: merge_sort_shared_rank_no_stride_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
