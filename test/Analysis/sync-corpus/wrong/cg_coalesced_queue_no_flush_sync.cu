// cg_coalesced_aggregated_shared_queue without the barrier between filling
// the queue and reading it: thread t reads s_queue[t], which another warp's
// thread may not have stored yet.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(-50,50) sums:i32[8]:zero counts:i32[8]:zero n:i32=2000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr) {
  cg::coalesced_group g = cg::coalesced_threads();
  int warp_res;
  if (g.thread_rank() == 0) warp_res = atomicAdd(ctr, g.size());
  return g.shfl(warp_res, 0) + g.thread_rank();
}

extern "C" __global__ void __launch_bounds__(256) cg_coalesced_queue_no_flush_sync(const int *in, int *sums, int *counts, int n) {
  __shared__ int s_count;
  __shared__ int s_queue[256];
  if (threadIdx.x == 0) s_count = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) {
    int slot = atomicAggInc(&s_count);
    s_queue[slot] = in[i];
  }
  // CHECK: cg_coalesced_queue_no_flush_sync.cu:[[@LINE+1]]: {{error|warning}} race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  if (threadIdx.x < s_count) atomicAdd(&sums[blockIdx.x], s_queue[threadIdx.x]);
  if (threadIdx.x == 0) counts[blockIdx.x] = s_count;
}
