// Group-by count as GPU databases write it: each block builds an
// open-addressing hash table in shared memory (atomicCAS claims an empty slot
// or finds the key's slot, linear probing on collision, atomicAdd counts),
// over a grid-stride loop, then flushes the occupied slots to the global
// per-key counts.
// LAUNCH: grid=4 block=256 args=keys:u32[5000]:rand counts:u32[100]:zero n:i32=5000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TABLE_SIZE 512
#define EMPTY_KEY 0xffffffffu

extern "C" __global__ void shared_hash_groupby_atomiccas(const unsigned *keys, unsigned *counts, int n) {
  __shared__ unsigned table_keys[TABLE_SIZE];
  __shared__ unsigned table_counts[TABLE_SIZE];
  for (int i = threadIdx.x; i < TABLE_SIZE; i += blockDim.x) {
    table_keys[i] = EMPTY_KEY;
    table_counts[i] = 0;
  }
  __syncthreads();

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    unsigned key = keys[i];
    unsigned slot = (key * 2654435761u) & (TABLE_SIZE - 1);
    while (true) {
      unsigned prev = atomicCAS(&table_keys[slot], EMPTY_KEY, key);
      if (prev == EMPTY_KEY || prev == key) {
        atomicAdd(&table_counts[slot], 1u);
        break;
      }
      slot = (slot + 1) & (TABLE_SIZE - 1);
    }
  }
  __syncthreads();

  for (int i = threadIdx.x; i < TABLE_SIZE; i += blockDim.x) {
    unsigned k = table_keys[i];
    if (k != EMPTY_KEY)
      atomicAdd(&counts[k], table_counts[i]);
  }
}
