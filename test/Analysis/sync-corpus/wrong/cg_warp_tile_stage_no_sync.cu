// cg_warp_tile_transpose_stage without the tile.sync() between staging a
// sub-matrix and reading it transposed: lane 0 reads stage[w][0][r], which
// lane r stores, with nothing ordering the lanes.
// LAUNCH: grid=2 block=128 args=out:f32[32768]:zero in:f32[32768]:rand mats:i32=4
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TILES 4

extern "C" __global__ void __launch_bounds__(TILES * 32) cg_warp_tile_stage_no_sync(float *out, const float *in, int mats) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float stage[TILES][32][33];
  unsigned w = tile.meta_group_rank(), lane = tile.thread_rank();
  for (int m = 0; m < mats; m++) {
    size_t base = ((size_t)(blockIdx.x * TILES + w) * mats + m) * 32 * 32;
    for (int r = 0; r < 32; r++) stage[w][r][lane] = in[base + r * 32 + lane];
    // CHECK: cg_warp_tile_stage_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int r = 0; r < 32; r++) out[base + r * 32 + lane] = stage[w][lane][r];
    tile.sync();
  }
}
