// Stream compaction per 8-lane tile with cooperative groups: every lane of a
// thread_block_tile<8> votes with ballot() (all eight lanes, before any
// branch), a lane that keeps its element writes it at its rank among the
// tile's kept lanes, and the tile's leader alone records the tile's count.
// LAUNCH: grid=4 block=128 args=in:i32[512]:rand(0,10) out:i32[512]:zero counts:i32[64]:zero threshold:i32=5
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile8_ballot_counts_then_leader_write(const int *in, int *out, int *counts,
                                                                    int threshold) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  const unsigned gid = block.group_index().x * block.num_threads() + block.thread_rank();
  const int x = in[gid];
  const bool keep = x >= threshold;
  const unsigned votes = t8.ballot(keep);
  const unsigned tile_id = gid / 8;
  if (keep) {
    const unsigned rank = __popc(votes & ((1u << t8.thread_rank()) - 1u));
    out[tile_id * 8 + rank] = x;
  }
  if (t8.thread_rank() == 0) counts[tile_id] = __popc(votes);
}
