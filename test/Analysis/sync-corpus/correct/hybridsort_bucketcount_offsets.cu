// Rodinia hybridsort bucketcount: a block clears its bucket counters with a
// block-strided loop, every element picks its bucket by comparing with the
// pivot table in __constant__ memory and takes a slot with a shared
// atomicInc, and after a barrier the counters are written out by the same
// strided loop.
// indice's slots depend on the order the atomicIncs ran in: compared as a multiset.
// LAUNCH: grid=8 block=256 unordered=indice constant=pivots:f32[64]:iota(0,0.015625) args=input:f32[8192]:urand indice:i32[8192]:zero d_prefixoffsets:u32[8192]:zero size:i32=8192
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DIVISIONS 64
#define BUCKET_BLOCK_MEMORY DIVISIONS * 16

__constant__ float pivots[DIVISIONS];

extern "C" __global__ void hybridsort_bucketcount_offsets(const float *input, int *indice, unsigned int *d_prefixoffsets, int size) {
  volatile __shared__ unsigned int s_offset[BUCKET_BLOCK_MEMORY];
  const unsigned int lid = threadIdx.x;
  const unsigned int lsize = blockDim.x;
  const unsigned int gid = blockIdx.x * blockDim.x + lid;
  const unsigned int gsize = gridDim.x * blockDim.x;
  for (unsigned int i = lid; i < BUCKET_BLOCK_MEMORY; i += lsize) s_offset[i] = 0;
  __syncthreads();

  for (int tid = gid; tid < size; tid += gsize) {
    float elem = input[tid];
    int idx = DIVISIONS / 2 - 1;
    int jump = DIVISIONS / 4;
    float piv = pivots[idx];
    while (jump >= 1) {
      idx = (elem < piv) ? (idx - jump) : (idx + jump);
      piv = pivots[idx];
      jump /= 2;
    }
    idx = (elem < piv) ? idx : (idx + 1);
    indice[tid] = (atomicInc((unsigned int *)&s_offset[idx * 16 + (lid & 15)], 0xFFFFFFFFU) << 4) + (lid & 15);
  }
  __syncthreads();

  int prefixBase = blockIdx.x * BUCKET_BLOCK_MEMORY;
  for (int i = lid; i < BUCKET_BLOCK_MEMORY; i += lsize)
    d_prefixoffsets[prefixBase + i] = s_offset[i];
}
