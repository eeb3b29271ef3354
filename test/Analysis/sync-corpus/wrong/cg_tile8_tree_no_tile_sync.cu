// cg_tile8_tree_tile_sync without the tile.sync() of a tree step: the next step
// reads s[base + r + off], which another thread of the tile may still be adding to.
// LAUNCH: grid=4 block=128 args=in:f32[512]:rand out:f32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(128) cg_tile8_tree_no_tile_sync(const float *in, float *out) {
  __shared__ float s[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  int base = tile.meta_group_rank() * 8;
  int r = tile.thread_rank();
  s[base + r] = in[blockIdx.x * 128 + base + r];
  tile.sync();
  for (int off = 4; off > 0; off >>= 1) {
    // CHECK: cg_tile8_tree_no_tile_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    if (r < off) s[base + r] += s[base + r + off];
  }
  if (r == 0) out[blockIdx.x * 16 + tile.meta_group_rank()] = s[base];
}
