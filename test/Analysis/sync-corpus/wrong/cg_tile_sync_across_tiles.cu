// Cooperative groups: the data is exchanged across the whole block but the
// threads only meet at tile.sync() of their 32-thread tile; buf[255 - t] is
// written by another warp (block.sync() is needed).
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,1000) out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile_sync_across_tiles(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ int buf[256];
  int t = block.thread_rank();
  buf[t] = in[blockIdx.x * 256 + t]; // (a)
  tile.sync();
  // CHECK: cg_tile_sync_across_tiles.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  out[blockIdx.x * 256 + t] = buf[255 - t];
}
