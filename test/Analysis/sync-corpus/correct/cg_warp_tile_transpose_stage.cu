// Warp-private staging with cooperative groups: each 32-thread tile owns a
// padded 32x33 slice of shared memory, writes a 32x32 sub-matrix row by row,
// tile.sync(), reads it back column by column (transposed), tile.sync()
// before the next sub-matrix overwrites the slice. No block barrier: no two
// tiles share a slice.
// LAUNCH: grid=2 block=128 args=out:f32[32768]:zero in:f32[32768]:rand mats:i32=4
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TILES 4

extern "C" __global__ void __launch_bounds__(TILES * 32) cg_warp_tile_transpose_stage(float *out, const float *in, int mats) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float stage[TILES][32][33];
  unsigned w = tile.meta_group_rank(), lane = tile.thread_rank();
  for (int m = 0; m < mats; m++) {
    size_t base = ((size_t)(blockIdx.x * TILES + w) * mats + m) * 32 * 32;
    for (int r = 0; r < 32; r++) stage[w][r][lane] = in[base + r * 32 + lane];
    tile.sync();
    for (int r = 0; r < 32; r++) out[base + r * 32 + lane] = stage[w][lane][r];
    tile.sync();
  }
}
