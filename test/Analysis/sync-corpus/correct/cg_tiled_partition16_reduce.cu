// Block reduction with cooperative_groups::tiled_partition<16>: each 16-thread
// tile reduces with tile.shfl_down, its rank-0 thread parks the partial at
// partial[tile.meta_group_rank()], block.sync(), and the first tile reduces
// the 16 partials again with shuffles.
// LAUNCH: grid=8 block=256 args=in:f32[3000]:rand out:f32[8]:zero n:i32=3000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tiled_partition16_reduce(const float *in, float *out, int n) {
  __shared__ float partial[16];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = v;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    v = tile.thread_rank() < tile.meta_group_size() ? partial[tile.thread_rank()] : 0.0f;
    for (int off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);
    if (tile.thread_rank() == 0) out[blockIdx.x] = v;
  }
}
