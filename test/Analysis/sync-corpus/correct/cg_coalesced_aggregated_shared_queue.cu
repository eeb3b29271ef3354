// Warp-aggregated atomics with cg::coalesced_threads() (the CUDA blog's
// atomicAggInc) on a shared counter: the threads that pass a data-dependent
// filter take consecutive slots of a shared queue (the group's leader adds
// the group size, the base is broadcast with g.shfl), a barrier, then each
// block adds up its queue (the order of the slots does not matter).
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(-50,50) sums:i32[8]:zero counts:i32[8]:zero n:i32=2000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr) {
  cg::coalesced_group g = cg::coalesced_threads();
  int warp_res;
  if (g.thread_rank() == 0) warp_res = atomicAdd(ctr, g.size());
  return g.shfl(warp_res, 0) + g.thread_rank();
}

extern "C" __global__ void __launch_bounds__(256) cg_coalesced_aggregated_shared_queue(const int *in, int *sums, int *counts, int n) {
  __shared__ int s_count;
  __shared__ int s_queue[256];
  if (threadIdx.x == 0) s_count = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) {
    int slot = atomicAggInc(&s_count);
    s_queue[slot] = in[i];
  }
  __syncthreads();
  if (threadIdx.x < s_count) atomicAdd(&sums[blockIdx.x], s_queue[threadIdx.x]);
  if (threadIdx.x == 0) counts[blockIdx.x] = s_count;
}
