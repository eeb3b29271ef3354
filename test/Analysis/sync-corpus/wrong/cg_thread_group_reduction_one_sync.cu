// cg_thread_group_sum_reduction without the group sync that ends a round:
// the next round's x[lane] = val overwrites a word that lane - i may still be
// reading as x[lane + i].
// LAUNCH: grid=2 block=64 smem=256 args=out:i32[128]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
using namespace cooperative_groups;

__device__ int sumReduction(thread_group g, int *x, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    // CHECK: cg_thread_group_reduction_one_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    x[lane] = val;
    g.sync();
    if (lane < i) val += x[lane + i];
  }
  if (g.thread_rank() == 0) return val;
  return -1;
}

extern "C" __global__ void cg_thread_group_reduction_one_sync(int *out) {
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
