// Tile-wise reversal written with cooperative groups: the block walks the
// array in tiles of block.size() elements with the loop index starting at
// block.thread_rank() and the bound rounded up to a multiple of the block's
// size, so every thread makes every trip and reaches the block.sync() calls
// in it; each tile is staged in shared memory and written back reversed
// (the last, partial tile reversed within its valid part).
// LAUNCH: grid=2 block=64,2 args=in:f32[1000]:rand out:f32[1000]:zero n:i32=1000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile_reverse_padded_rank_loop(const float *in, float *out, int n) {
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
    block.sync();
    if (rank < valid)
      out[begin + i] = stage[valid - 1 - rank];
    block.sync();
  }
}
