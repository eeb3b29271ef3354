// cg_tile8_greater_maxima_two_rounds with tile.sync() where block.sync() is
// needed: the first tile reads maxima that leaders of other warps store.
// LAUNCH: grid=4 block=256 args=in:f32[1024]:rand out:f32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) cg_tile8_greater_maxima_tile_sync(const float *in, float *out) {
  __shared__ float tile_max[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  const float v = in[blockIdx.x * 256 + block.thread_rank()];
  const float m = cg::reduce(tile, v, cg::greater<float>());
  if (tile.thread_rank() == 0)
    tile_max[tile.meta_group_rank()] = m;
  tile.sync();
  if (tile.meta_group_rank() == 0) {
    const unsigned r = tile.thread_rank();
    // CHECK: cg_tile8_greater_maxima_tile_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float w = fmaxf(fmaxf(tile_max[r], tile_max[r + 8]), fmaxf(tile_max[r + 16], tile_max[r + 24]));
    w = cg::reduce(tile, w, cg::greater<float>());
    if (r == 0)
      out[blockIdx.x] = w;
  }
}
