// cg_tile16_row_max_2d_block with the saturation vote moved into the tile
// leader's branch: row.any() names the tile's 16 lanes, but only the leader
// (lane 0 of the tile) calls it, so the other 15 never arrive (in a 16x16
// block, threads (0,0) and (1,0) of warp 0 disagree on the branch).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile16_2d_any_in_leader_branch(const float *in, float *out, int *flags, float limit) {
  __shared__ float row_max[16];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> row = cg::tiled_partition<16>(block);
  const float v = in[blockIdx.x * block.size() + block.thread_rank()];
  const float m = cg::reduce(row, v, cg::greater<float>());
  if (row.thread_rank() == 0) row_max[row.meta_group_rank()] = m;
  block.sync();
  if (threadIdx.y == 0) {
    const float r = row_max[threadIdx.x];
    const float all = cg::reduce(row, r, cg::greater<float>());
    if (row.thread_rank() == 0) { // (a)
      out[blockIdx.x] = all;
      // CHECK: cg_tile16_2d_any_in_leader_branch.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}}
      flags[blockIdx.x] = row.any(all >= limit) ? 1 : 0;
    }
  }
}
