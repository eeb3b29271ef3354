// Cooperative groups: only the leader of each tile calls block.sync().
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_block_sync_in_tile_leader(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float partial[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0) { // (a)
    partial[tile.meta_group_rank()] = v;
    // CHECK: cg_block_sync_in_tile_leader.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    block.sync();
  }
  if (block.thread_rank() == 0) {
    float s = 0.0f;
    for (int w = 0; w < tile.meta_group_size(); ++w) s += partial[w];
    out[blockIdx.x] = s;
  }
}
