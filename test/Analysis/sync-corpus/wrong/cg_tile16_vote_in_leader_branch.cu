// Cooperative groups: a 16-lane tile's all()/any() called only by the tile's leader (inside
// `if (t16.thread_rank() == 0)`): the other 15 lanes of the tile mask never arrive, and the
// kernel hangs on the GPU (found running test/realcode/cg_tile_shfl_structs_dims.cu, whose
// nvcc build hung too). The tile's lane mask is computed from the lane id and checked lane
// by lane against the lanes that arrive (under the candidate block shapes in 2-D kernels).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile16_vote_in_leader_branch(const float *keys, unsigned *flags) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  const unsigned gid = block.group_index().x * block.num_threads() + block.thread_rank();
  float v = keys[gid];
  for (int o = 8; o > 0; o >>= 1) v = fminf(v, t16.shfl_down(v, o));
  v = t16.shfl(v, 0);
  bool is_min = keys[gid] == v;
  if (t16.thread_rank() == 0) { // (a)
    // CHECK: cg_tile16_vote_in_leader_branch.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}}
    flags[gid / 16] = t16.any(is_min) ? 1u : 0u;
  }
}
