// cg::reduce with cg::greater over 8-thread tiles (tiled_partition<8>): each
// tile's leader stores its maximum, block.sync(), then the first tile folds
// the 32 maxima four at a time and reduces them again with cg::reduce.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) cg_tile8_greater_maxima_two_rounds(const float *in, float *out) {
  __shared__ float tile_max[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  const float v = in[blockIdx.x * 256 + block.thread_rank()];
  const float m = cg::reduce(tile, v, cg::greater<float>());
  if (tile.thread_rank() == 0)
    tile_max[tile.meta_group_rank()] = m;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    const unsigned r = tile.thread_rank();
    float w = fmaxf(fmaxf(tile_max[r], tile_max[r + 8]), fmaxf(tile_max[r + 16], tile_max[r + 24]));
    w = cg::reduce(tile, w, cg::greater<float>());
    if (r == 0)
      out[blockIdx.x] = w;
  }
}
