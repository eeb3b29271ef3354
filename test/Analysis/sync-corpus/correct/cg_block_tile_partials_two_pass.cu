// Mean and variance of a block's values with cooperative groups: each
// 32-thread tile reduces with cg::reduce, tile leaders park partials, and
// after block.sync() every thread reads the mean; the same slots are reused
// for the squared deviations after a second block.sync().
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) cg_block_tile_partials_two_pass(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float partial[8];
  float v = in[blockIdx.x * 256 + block.thread_rank()];
  float s = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = s;
  block.sync();
  float mean = 0.0f;
  for (int w = 0; w < 8; ++w) mean += partial[w];
  mean /= 256.0f;
  block.sync();
  float d = (v - mean) * (v - mean);
  s = cg::reduce(tile, d, cg::plus<float>());
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = s;
  block.sync();
  if (block.thread_rank() == 0) {
    float var = 0.0f;
    for (int w = 0; w < 8; ++w) var += partial[w];
    out[2 * blockIdx.x] = mean;
    out[2 * blockIdx.x + 1] = var / 256.0f;
  }
}
