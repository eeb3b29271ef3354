// Warp-aggregated bucket counting with cooperative groups: the active lanes
// (cg::coalesced_threads(), after a data-dependent filter) are split by
// bucket with cg::labeled_partition, each group's leader (thread_rank() ==
// 0) adds the group's size to the bucket's shared counter with one atomic,
// and after __syncthreads() the first 16 threads publish the counts.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,100) counts:u32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define BUCKETS 16

extern "C" __global__ void __launch_bounds__(256) cg_labeled_partition_bucket_counts(const int *keys, unsigned *counts) {
  __shared__ unsigned s_count[BUCKETS];
  int t = threadIdx.x;
  if (t < BUCKETS)
    s_count[t] = 0;
  __syncthreads();
  int key = keys[blockIdx.x * 256 + t];
  if (key < 80) {
    cg::coalesced_group active = cg::coalesced_threads();
    int bucket = key % BUCKETS;
    cg::coalesced_group same = cg::labeled_partition(active, bucket);
    if (same.thread_rank() == 0)
      atomicAdd(&s_count[bucket], same.size());
  }
  __syncthreads();
  if (t < BUCKETS)
    atomicAdd(&counts[t], s_count[t]);
}
