// CUDA-samples simpleCooperativeGroups: one sumReduction written for a
// generic cg::thread_group, called first by the whole block on the shared
// workspace, then (after block.sync()) by 16-thread tiles, each on its own
// 16-word slice workspace + (block rank - tile rank). Inside, every round
// writes x[lane], syncs the group, reads x[lane + i], syncs again.
// LAUNCH: grid=2 block=64 smem=256 args=out:i32[128]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
using namespace cooperative_groups;

__device__ int sumReduction(thread_group g, int *x, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    x[lane] = val;
    g.sync();
    if (lane < i) val += x[lane + i];
    g.sync();
  }
  if (g.thread_rank() == 0) return val;
  return -1;
}

extern "C" __global__ void cg_thread_group_sum_reduction(int *out) {
  extern __shared__ int workspace[];
  thread_block block = this_thread_block();
  int output = sumReduction(block, workspace, block.thread_rank());
  if (block.thread_rank() == 0) out[blockIdx.x * blockDim.x] = output;
  block.sync();
  thread_block_tile<16> tile16 = tiled_partition<16>(block);
  int workspaceOffset = block.thread_rank() - tile16.thread_rank();
  output = sumReduction(tile16, workspace + workspaceOffset, tile16.thread_rank());
  if (tile16.thread_rank() == 0) out[blockIdx.x * blockDim.x + 1 + block.thread_rank() / 16] = output;
}
