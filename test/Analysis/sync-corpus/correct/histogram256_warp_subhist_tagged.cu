// CUDA samples histogram256 (the tagged variant before shared atomics were
// fast): six warps, each with its own 256-bin sub-histogram carved from one
// shared array at (threadIdx.x >> 5) * 256; the clear loop strides by the
// block, four bytes of every word are counted, and after the barrier each
// thread sums one bin over the six warps' rows.
// LAUNCH: grid=8 block=192 args=d_PartialHistograms:u32[2048]:zero d_Data:u32[6144]:rand(0,2147483647) dataCount:i32=6144
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LOG2_WARP_SIZE 5U
#define WARP_SIZE (1U << LOG2_WARP_SIZE)
#define HISTOGRAM256_BIN_COUNT 256
#define WARP_COUNT 6
#define HISTOGRAM256_THREADBLOCK_SIZE (WARP_COUNT * WARP_SIZE)
#define HISTOGRAM256_THREADBLOCK_MEMORY (WARP_COUNT * HISTOGRAM256_BIN_COUNT)

inline __device__ void addByte(unsigned int *s_WarpHist, unsigned int data) {
  atomicAdd(s_WarpHist + data, 1);
}

inline __device__ void addWord(unsigned int *s_WarpHist, unsigned int data) {
  addByte(s_WarpHist, (data >> 0) & 0xFFU);
  addByte(s_WarpHist, (data >> 8) & 0xFFU);
  addByte(s_WarpHist, (data >> 16) & 0xFFU);
  addByte(s_WarpHist, (data >> 24) & 0xFFU);
}

extern "C" __global__ void histogram256_warp_subhist_tagged(unsigned int *d_PartialHistograms, const unsigned int *d_Data, int dataCount) {
  __shared__ unsigned int s_Hist[HISTOGRAM256_THREADBLOCK_MEMORY];
  unsigned int *s_WarpHist = s_Hist + (threadIdx.x >> LOG2_WARP_SIZE) * HISTOGRAM256_BIN_COUNT;

#pragma unroll
  for (int i = 0; i < (HISTOGRAM256_THREADBLOCK_MEMORY / HISTOGRAM256_THREADBLOCK_SIZE); i++)
    s_Hist[threadIdx.x + i * HISTOGRAM256_THREADBLOCK_SIZE] = 0;
  __syncthreads();

  for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < dataCount; pos += blockDim.x * gridDim.x) {
    unsigned int data = d_Data[pos];
    addWord(s_WarpHist, data);
  }
  __syncthreads();

  for (unsigned int bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT; bin += HISTOGRAM256_THREADBLOCK_SIZE) {
    unsigned int sum = 0;
    for (unsigned int i = 0; i < WARP_COUNT; i++)
      sum += s_Hist[bin + i * HISTOGRAM256_BIN_COUNT] & 0xFFFFFFFFU;
    d_PartialHistograms[blockIdx.x * HISTOGRAM256_BIN_COUNT + bin] = sum;
  }
}
