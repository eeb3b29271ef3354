// cg_tile_reverse_padded_rank_loop without the block.sync() between staging a
// tile and reading it reversed: a thread reads the slot of its mirror thread
// before that thread stores it.
// LAUNCH: grid=2 block=64,2 args=in:f32[1000]:rand out:f32[1000]:zero n:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile_reverse_no_stage_sync(const float *in, float *out, int n) {
  __shared__ float stage[1024];
  cg::thread_block block = cg::this_thread_block();
  const unsigned rank = block.thread_rank();
  const unsigned size = block.size();
  const unsigned per_block = (n + gridDim.x - 1) / gridDim.x;
  const unsigned begin = blockIdx.x * per_block;
  const unsigned end = min(begin + per_block, (unsigned)n);
  const unsigned count = end > begin ? end - begin : 0;
  const unsigned padded = (count + size - 1) / size * size;
  for (unsigned i = rank; i < padded; i += size) {
    const unsigned tile0 = i - rank;
    const unsigned valid = min(size, count - tile0);
    if (rank < valid)
      stage[rank] = in[begin + i];
    if (rank < valid)
      // CHECK: cg_tile_reverse_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      out[begin + i] = stage[valid - 1 - rank];
    block.sync();
  }
}
