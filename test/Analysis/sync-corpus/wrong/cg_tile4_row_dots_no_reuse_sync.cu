// cg_tile4_row_dots_slot_reuse without the second tile.sync(): thread 1 of a tile writes its
// slot for the second vector while the tile's rank-0 thread may still be adding the slots for
// the first.
// LAUNCH: grid=8 block=128 args=a:f32[4096]:rand x:f32[32]:rand y:f32[512]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(128) cg_tile4_row_dots_no_reuse_sync(const float *a, const float *x,
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
    // CHECK: cg_tile4_row_dots_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    slots[tile.thread_rank()] = acc;
    tile.sync();
    if (tile.thread_rank() == 0)
      y[v * 256 + row] = slots[0] + slots[1] + slots[2] + slots[3];
  }
}
