// Cooperative groups in a 2-D block (16x16 threads): each row of the block is
// one thread_block_tile<16>; cg::reduce finds the row's maximum, the tile's
// leader parks it at the tile's meta_group_rank, and after block.sync() the
// first row (one whole tile) reduces the 16 row maxima with cg::reduce again
// and a tile any() tells whether some row saturated.
// LAUNCH: grid=4 block=16,16 args=in:f32[1024]:rand out:f32[4]:zero flags:i32[4]:zero limit:f32=0.99
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile16_row_max_2d_block(const float *in, float *out, int *flags, float limit) {
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
    const bool saturated = row.any(r >= limit);
    if (row.thread_rank() == 0) {
      out[blockIdx.x] = all;
      flags[blockIdx.x] = saturated ? 1 : 0;
    }
  }
}
