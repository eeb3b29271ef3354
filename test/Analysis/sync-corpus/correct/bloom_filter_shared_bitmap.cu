// A per-block Bloom filter in shared memory: the block clears an 8192-bit
// bitmap, inserts its 1024 keys with two hashes each by atomicOr, and after a
// barrier tests its queries against both bits (each block builds and queries
// its own filter).
// LAUNCH: grid=4 block=256 args=keys:u32[4096]:rand(0,50000) queries:u32[4096]:rand(0,50000) hits:i32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BITS 8192
#define PER_BLOCK 1024

__device__ __forceinline__ unsigned hash1(unsigned k) { return (k * 2654435761u) % BITS; }
__device__ __forceinline__ unsigned hash2(unsigned k) { return ((k ^ (k >> 15)) * 0x2c1b3c6du) % BITS; }

extern "C" __global__ void bloom_filter_shared_bitmap(const unsigned *keys, const unsigned *queries, int *hits) {
  __shared__ unsigned bitmap[BITS / 32];
  for (int i = threadIdx.x; i < BITS / 32; i += blockDim.x)
    bitmap[i] = 0u;
  __syncthreads();
  const int base = blockIdx.x * PER_BLOCK;
  for (int i = threadIdx.x; i < PER_BLOCK; i += blockDim.x) {
    const unsigned k = keys[base + i];
    const unsigned a = hash1(k), b = hash2(k);
    atomicOr(&bitmap[a / 32], 1u << (a % 32));
    atomicOr(&bitmap[b / 32], 1u << (b % 32));
  }
  __syncthreads();
  for (int i = threadIdx.x; i < PER_BLOCK; i += blockDim.x) {
    const unsigned q = queries[base + i];
    const unsigned a = hash1(q), b = hash2(q);
    const bool maybe = ((bitmap[a / 32] >> (a % 32)) & 1u) && ((bitmap[b / 32] >> (b % 32)) & 1u);
    hits[base + i] = maybe ? 1 : 0;
  }
}
