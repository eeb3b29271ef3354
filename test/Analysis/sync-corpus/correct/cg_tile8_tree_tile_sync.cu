// Eight-thread cooperative-groups tiles, each reducing its own slice of a
// shared array with a tree whose steps tile.sync() separates; the leaders
// then write the tile sums.
// LAUNCH: grid=4 block=128 args=in:f32[512]:rand out:f32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(128) cg_tile8_tree_tile_sync(const float *in, float *out) {
  __shared__ float s[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  int base = tile.meta_group_rank() * 8;
  int r = tile.thread_rank();
  s[base + r] = in[blockIdx.x * 128 + base + r];
  tile.sync();
  for (int off = 4; off > 0; off >>= 1) {
    if (r < off) s[base + r] += s[base + r + off];
    tile.sync();
  }
  if (r == 0) out[blockIdx.x * 16 + tile.meta_group_rank()] = s[base];
}
