// Warp-per-row sum with cooperative groups: the row is the block's tile
// index meta_group_rank() (plus the block's first row), and the early
// return on row >= rows leaves by whole tiles, so tile.shfl_xor and
// tile.sync() after it see every lane of their tile.
// LAUNCH: grid=3 block=128 args=out:f32[10]:zero inp:f32[640]:rand rows:i32=10 C:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_warp_meta_rank_row_exit(float *out, const float *inp, int rows, int C) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= rows) return;
  float v = 0.0f;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) v += inp[row * C + i];
  for (int o = 16; o > 0; o >>= 1) v += warp.shfl_xor(v, o);
  warp.sync();
  if (warp.thread_rank() == 0) out[row] = v;
}
