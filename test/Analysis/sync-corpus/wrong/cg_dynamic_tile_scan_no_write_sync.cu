// cg_dynamic_tile_scan_tile_sync without the tile.sync() between the reads and the
// writes of a step: lane l overwrites buf[base + l] that lane l + d is reading.
// LAUNCH: grid=4 block=128 args=in:i32[512]:rand out:i32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_dynamic_tile_scan_no_write_sync(const int *in, int *out) {
  __shared__ int buf[128];
  __shared__ int totals[4];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 32);
  int base = (block.thread_rank() / 32) * 32;
  int lane = tile.thread_rank();
  int v = in[blockIdx.x * 128 + block.thread_rank()];
  buf[base + lane] = v;
  tile.sync();
  for (int d = 1; d < 32; d <<= 1) {
    int add = lane >= d ? buf[base + lane - d] : 0;
    // CHECK: cg_dynamic_tile_scan_no_write_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    buf[base + lane] += add;
    tile.sync();
  }
  if (lane == 31) totals[base / 32] = buf[base + 31];
  block.sync();
  int prefix = 0;
  for (int w = 0; w < base / 32; ++w) prefix += totals[w];
  out[blockIdx.x * 128 + block.thread_rank()] = buf[base + lane] + prefix;
}
