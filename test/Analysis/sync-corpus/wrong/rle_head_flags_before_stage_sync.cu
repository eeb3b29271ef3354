// Block run-length encoding whose barrier after staging the keys is missing:
// a thread compares with s_key[tid - 1] before its left neighbour stored it.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,4) run_keys:i32[2048]:zero run_starts:i32[2048]:zero run_counts:i32[8]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256

extern "C" __global__ void rle_head_flags_before_stage_sync(const int *keys, int *run_keys, int *run_starts,
                                                         int *run_counts) {
  __shared__ int s_key[BLOCK];
  __shared__ int s_scan[2][BLOCK];
  const int tid = threadIdx.x;
  const int base = blockIdx.x * BLOCK;
  s_key[tid] = keys[base + tid];

  const int key = s_key[tid];
  // CHECK: rle_head_flags_before_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} {{.*}}lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
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
