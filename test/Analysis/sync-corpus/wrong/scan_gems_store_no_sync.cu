// GPU Gems 3 style scan split into helpers, with the barrier that opens the store
// helper left out: the last down-sweep step (thread 0 writes slots 0 and 1) is still
// in flight when thread 1 reads slot 1 back to global memory.
// LAUNCH: grid=8 block=128 smem=1056 args=g_odata:f32[2048]:zero g_idata:f32[2048]:rand g_blockSums:f32[8]:zero n:i32=2048
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(index) ((index) >> LOG_NUM_BANKS)

template <bool isNP2>
__device__ void loadSharedChunkFromMem(float *s_data, const float *g_idata, int n, int baseIndex, int &ai,
                                       int &bi, int &mem_ai, int &mem_bi, int &bankOffsetA, int &bankOffsetB) {
  int thid = threadIdx.x;
  mem_ai = baseIndex + threadIdx.x;
  mem_bi = mem_ai + blockDim.x;
  ai = thid;
  bi = thid + blockDim.x;
  bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  s_data[ai + bankOffsetA] = (!isNP2 || ai < n) ? g_idata[mem_ai] : 0.0f;
  if (isNP2) {
    s_data[bi + bankOffsetB] = (bi < n) ? g_idata[mem_bi] : 0.0f;
  } else {
    s_data[bi + bankOffsetB] = g_idata[mem_bi];
  }
}

template <bool isNP2>
__device__ void storeSharedChunkToMem(float *g_odata, const float *s_data, int n, int ai, int bi, int mem_ai,
                                      int mem_bi, int bankOffsetA, int bankOffsetB) {
  // CHECK: scan_gems_store_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  if (!isNP2 || ai < n) g_odata[mem_ai] = s_data[ai + bankOffsetA];
  if (isNP2) {
    if (bi < n) g_odata[mem_bi] = s_data[bi + bankOffsetB];
  } else {
    g_odata[mem_bi] = s_data[bi + bankOffsetB];
  }
}

template <bool storeSum>
__device__ void clearLastElement(float *s_data, float *g_blockSums, int blockIndex) {
  if (threadIdx.x == 0) {
    int index = (blockDim.x << 1) - 1;
    index += CONFLICT_FREE_OFFSET(index);
    if (storeSum) g_blockSums[blockIndex] = s_data[index];
    s_data[index] = 0;
  }
}

__device__ unsigned int buildSum(float *s_data) {
  unsigned int thid = threadIdx.x;
  unsigned int stride = 1;
  for (int d = blockDim.x; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int i = __mul24(__mul24(2, stride), thid);
      int ai = i + stride - 1;
      int bi = ai + stride;
      ai += CONFLICT_FREE_OFFSET(ai);
      bi += CONFLICT_FREE_OFFSET(bi);
      s_data[bi] += s_data[ai];
    }
    stride *= 2;
  }
  return stride;
}

__device__ void scanRootToLeaves(float *s_data, unsigned int stride) {
  unsigned int thid = threadIdx.x;
  for (int d = 1; d <= blockDim.x; d *= 2) {
    stride >>= 1;
    __syncthreads();
    if (thid < d) {
      int i = __mul24(__mul24(2, stride), thid);
      int ai = i + stride - 1;
      int bi = ai + stride;
      ai += CONFLICT_FREE_OFFSET(ai);
      bi += CONFLICT_FREE_OFFSET(bi);
      float t = s_data[ai];
      s_data[ai] = s_data[bi];
      s_data[bi] += t;
    }
  }
}

template <bool storeSum>
__device__ void prescanBlock(float *data, int blockIndex, float *blockSums) {
  int stride = buildSum(data);
  clearLastElement<storeSum>(data, blockSums, (blockIndex == 0) ? blockIdx.x : blockIndex);
  scanRootToLeaves(data, stride);
}

template <bool storeSum, bool isNP2>
__device__ void prescan(float *g_odata, const float *g_idata, float *g_blockSums, int n, int blockIndex,
                        int baseIndex) {
  int ai, bi, mem_ai, mem_bi, bankOffsetA, bankOffsetB;
  extern __shared__ float s_data[];
  loadSharedChunkFromMem<isNP2>(s_data, g_idata, n,
                                (baseIndex == 0) ? __mul24(blockIdx.x, (blockDim.x << 1)) : baseIndex, ai, bi,
                                mem_ai, mem_bi, bankOffsetA, bankOffsetB);
  prescanBlock<storeSum>(s_data, blockIndex, g_blockSums);
  storeSharedChunkToMem<isNP2>(g_odata, s_data, n, ai, bi, mem_ai, mem_bi, bankOffsetA, bankOffsetB);
}

extern "C" __global__ void scan_gems_store_no_sync(float *g_odata, const float *g_idata, float *g_blockSums,
                                                     int n) {
  prescan<true, false>(g_odata, g_idata, g_blockSums, n, 0, 0);
}
