// @realcode The CUDA samples' mergeSort first stage: each block sorts SHARED_SIZE_LIMIT key/value pairs in shared memory by merging sorted runs of doubling width, every element finding its position in the other run with templated binarySearchInclusive / binarySearchExclusive<sortDir> (the inclusive one for the right run keeps the sort stable); keys and values move together, ascending.
// @let N = 1 << 22
// @let SHARED_SIZE_LIMIT = 1024
// @buf src_key u32[N] uniform(0, 65536)
// @buf src_val u32[N] iota
// @buf dst_key u32[N] zero
// @buf dst_val u32[N] zero
// @launch mergeSortSharedKernel<1> grid(N / SHARED_SIZE_LIMIT) block(SHARED_SIZE_LIMIT / 2) args(dst_key, dst_val, src_key, src_val, u32(SHARED_SIZE_LIMIT))
// @check dst_key exact
// @check dst_val exact
#include <cuda_runtime.h>

typedef unsigned int uint;
#define SHARED_SIZE_LIMIT 1024U

static inline __host__ __device__ uint iDivUp(uint a, uint b) { return ((a % b) == 0) ? (a / b) : (a / b + 1); }

static inline __device__ uint nextPowerOfTwo(uint x) { return 1U << (32 - __clz(x - 1)); }

template <uint sortDir> static inline __device__ uint binarySearchInclusive(uint val, uint *data, uint L, uint stride) {
  if (L == 0) return 0;
  uint pos = 0;
  for (; stride > 0; stride >>= 1) {
    uint newPos = umin(pos + stride, L);
    if ((sortDir && (data[newPos - 1] <= val)) || (!sortDir && (data[newPos - 1] >= val))) pos = newPos;
  }
  return pos;
}

template <uint sortDir> static inline __device__ uint binarySearchExclusive(uint val, uint *data, uint L, uint stride) {
  if (L == 0) return 0;
  uint pos = 0;
  for (; stride > 0; stride >>= 1) {
    uint newPos = umin(pos + stride, L);
    if ((sortDir && (data[newPos - 1] < val)) || (!sortDir && (data[newPos - 1] > val))) pos = newPos;
  }
  return pos;
}

template <uint sortDir>
__global__ void mergeSortSharedKernel(uint *d_DstKey, uint *d_DstVal, uint *d_SrcKey, uint *d_SrcVal, uint arrayLength) {
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

  for (uint stride = 1; stride < arrayLength; stride <<= 1) {
    uint lPos = threadIdx.x & (stride - 1);
    uint *baseKey = s_key + 2 * (threadIdx.x - lPos);
    uint *baseVal = s_val + 2 * (threadIdx.x - lPos);

    __syncthreads();
    uint keyA = baseKey[lPos + 0];
    uint valA = baseVal[lPos + 0];
    uint keyB = baseKey[lPos + stride];
    uint valB = baseVal[lPos + stride];
    uint posA = binarySearchExclusive<sortDir>(keyA, baseKey + stride, stride, stride) + lPos;
    uint posB = binarySearchInclusive<sortDir>(keyB, baseKey + 0, stride, stride) + lPos;

    __syncthreads();
    baseKey[posA] = keyA;
    baseVal[posA] = valA;
    baseKey[posB] = keyB;
    baseVal[posB] = valB;
  }

  __syncthreads();
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstVal[0] = s_val[threadIdx.x + 0];
  d_DstKey[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
  d_DstVal[(SHARED_SIZE_LIMIT / 2)] = s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
}

template __global__ void mergeSortSharedKernel<1U>(uint *, uint *, uint *, uint *, uint);
template __global__ void mergeSortSharedKernel<0U>(uint *, uint *, uint *, uint *, uint);
