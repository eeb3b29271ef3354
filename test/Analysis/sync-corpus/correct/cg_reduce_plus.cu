// cg::reduce over 32-thread tiles (cooperative_groups/reduce.h), then the
// tile results combined through shared memory after block.sync().
// LAUNCH: grid=8 block=128 args=in:i32[1024]:rand(0,100) out:i32[8]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_reduce_plus(const int *in, int *out) {
  __shared__ int tile_sums[4];
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0) tile_sums[tile.meta_group_rank()] = s;
  block.sync();
  if (block.thread_rank() == 0) out[blockIdx.x] = tile_sums[0] + tile_sums[1] + tile_sums[2] + tile_sums[3];
}
