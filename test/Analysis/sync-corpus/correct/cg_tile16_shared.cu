// 16-thread tiles that only exchange data inside the tile: tile.sync() orders
// the tile's shared-memory writes and reads; block.sync() before the final
// read that crosses tiles.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,1000) out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile16_shared(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  __shared__ int buf[256];
  int t = block.thread_rank();
  int base = tile.meta_group_rank() * 16;

  buf[t] = in[blockIdx.x * 256 + t];
  tile.sync();
  int v = buf[base + 15 - tile.thread_rank()];
  tile.sync();
  buf[base + tile.thread_rank()] = v + tile.thread_rank();
  block.sync();
  out[blockIdx.x * 256 + t] = buf[255 - t];
}
