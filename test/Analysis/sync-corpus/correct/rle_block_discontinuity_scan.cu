// Block-local run-length encoding: the tile of keys is staged in shared memory,
// each thread flags a run head by comparing with its left neighbour (CUB's
// BlockDiscontinuity), a Hillis-Steele scan of the flags runs in two buffers
// selected by a `ping ^= 1` toggle, and each head writes its run's key and start
// at its rank. Thread 0 writes the block's run count.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,4) run_keys:i32[2048]:zero run_starts:i32[2048]:zero run_counts:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256

extern "C" __global__ void rle_block_discontinuity_scan(const int *keys, int *run_keys, int *run_starts,
                                                         int *run_counts) {
  __shared__ int s_key[BLOCK];
  __shared__ int s_scan[2][BLOCK];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * BLOCK;
  s_key[tid] = keys[base + tid];
  __syncthreads();

  const int key = s_key[tid];
  const int head = (tid == 0 || key != s_key[tid - 1]) ? 1 : 0;
  int ping = 0;
  s_scan[ping][tid] = head;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset <<= 1) {
    int v = s_scan[ping][tid];
    if (tid >= offset)
      v += s_scan[ping][tid - offset];
    ping ^= 1;
    s_scan[ping][tid] = v;
    __syncthreads();
  }
  const int rank = s_scan[ping][tid] - 1;
  if (head) {
    run_keys[base + rank] = key;
    run_starts[base + rank] = tid;
  }
  if (tid == BLOCK - 1)
    run_counts[blockIdx.x] = rank + 1;
}
