// cg_inclusive_scan_warp_totals without the block.sync() after tile 0
// rewrites the totals: tile w reads totals[w] while tile 0 may still be
// overwriting it with the prefix.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand out:i32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) cg_inclusive_scan_no_prefix_sync(const int *in, int *out) {
  __shared__ int totals[8];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * 256 + threadIdx.x;
  int v = cg::inclusive_scan(tile, in[i]);
  if (tile.thread_rank() == 31) totals[tile.meta_group_rank()] = v;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    int t = tile.thread_rank() < 8 ? totals[tile.thread_rank()] : 0;
    int e = cg::exclusive_scan(tile, t);
    if (tile.thread_rank() < 8) totals[tile.thread_rank()] = e;
  }
  // CHECK: cg_inclusive_scan_no_prefix_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  out[i] = v + totals[tile.meta_group_rank()];
}
