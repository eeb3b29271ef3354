// Two dot products of every 16-element row with 4-thread cooperative-groups tiles: the tile's
// threads each sum a quarter of the row into the tile's own four slots in shared memory,
// tile.sync(), the tile's rank-0 thread adds the four slots, and a second tile.sync() lets the
// slots be reused for the second vector. No tile reads another's slots.
// LAUNCH: grid=8 block=128 args=a:f32[4096]:rand x:f32[32]:rand y:f32[512]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(128) cg_tile4_row_dots_slot_reuse(const float *a, const float *x,
                                                                              float *y) {
  __shared__ float part[128];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
  const unsigned row = blockIdx.x * tile.meta_group_size() + tile.meta_group_rank();
  float *slots = part + tile.meta_group_rank() * 4;
  for (int v = 0; v < 2; ++v) {
    float acc = 0.0f;
    for (int e = 0; e < 4; ++e) {
      const int col = tile.thread_rank() * 4 + e;
      acc += a[row * 16 + col] * x[v * 16 + col];
    }
    slots[tile.thread_rank()] = acc;
    tile.sync();
    if (tile.thread_rank() == 0)
      y[v * 256 + row] = slots[0] + slots[1] + slots[2] + slots[3];
    tile.sync();
  }
}
