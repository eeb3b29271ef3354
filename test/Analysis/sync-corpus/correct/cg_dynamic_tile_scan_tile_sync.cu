// Cooperative groups with a run-time partition: cg::tiled_partition(block,
// 32) gives a thread_group per warp, each scans its 32 values through its own
// 32-word slice of shared memory (Hillis-Steele with tile.sync() between the
// reads and the writes of each step), and after block.sync() thread 0 of each
// tile adds the totals of the tiles before it.
// LAUNCH: grid=4 block=128 args=in:i32[512]:rand out:i32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_dynamic_tile_scan_tile_sync(const int *in, int *out) {
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
    tile.sync();
    buf[base + lane] += add;
    tile.sync();
  }
  if (lane == 31) totals[base / 32] = buf[base + 31];
  block.sync();
  int prefix = 0;
  for (int w = 0; w < base / 32; ++w) prefix += totals[w];
  out[blockIdx.x * 128 + block.thread_rank()] = buf[base + lane] + prefix;
}
