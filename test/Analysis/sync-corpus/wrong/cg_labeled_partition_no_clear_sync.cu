// cg_labeled_partition_bucket_counts without the barrier after zeroing the
// counters: a group leader of another warp may add to s_count[bucket] before
// thread `bucket` has cleared it.
// LAUNCH: grid=8 block=256 args=keys:i32[2048]:rand(0,100) counts:u32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define BUCKETS 16

extern "C" __global__ void __launch_bounds__(256) cg_labeled_partition_no_clear_sync(const int *keys, unsigned *counts) {
  __shared__ unsigned s_count[BUCKETS];
  int t = threadIdx.x;
  if (t < BUCKETS)
    s_count[t] = 0;
  int key = keys[blockIdx.x * 256 + t];
  if (key < 80) {
    cg::coalesced_group active = cg::coalesced_threads();
    int bucket = key % BUCKETS;
    cg::coalesced_group same = cg::labeled_partition(active, bucket);
    if (same.thread_rank() == 0)
      // CHECK: cg_labeled_partition_no_clear_sync.cu:[[@LINE+1]]: {{error|warning}} race
      atomicAdd(&s_count[bucket], same.size());
  }
  __syncthreads();
  if (t < BUCKETS)
    atomicAdd(&counts[t], s_count[t]);
}
