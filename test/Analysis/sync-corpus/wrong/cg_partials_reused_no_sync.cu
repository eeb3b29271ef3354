// Mean and variance with cooperative groups, without the block.sync() between reading the partials for
// the mean and the tile leaders overwriting them with the deviations' partials.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[16]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __launch_bounds__(256) cg_partials_reused_no_sync(const float *in, float *out) {
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
  float d = (v - mean) * (v - mean);
  s = cg::reduce(tile, d, cg::plus<float>());
  // CHECK: cg_partials_reused_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = s;
  block.sync();
  if (block.thread_rank() == 0) {
    float var = 0.0f;
    for (int w = 0; w < 8; ++w) var += partial[w];
    out[2 * blockIdx.x] = mean;
    out[2 * blockIdx.x + 1] = var / 256.0f;
  }
}
