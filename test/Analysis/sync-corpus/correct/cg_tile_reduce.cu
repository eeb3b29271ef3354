// Block reduction written with cooperative groups: a 32-thread tile reduces
// with tile.shfl_down, tile leaders park partials, block.sync(), and the
// first tile (meta_group_rank() == 0) reduces the partials.
// LAUNCH: grid=16 block=256 args=in:f32[20000]:rand out:f32[16]:zero n:i32=20000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile_reduce(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float partial[32];

  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int o = warp.size() / 2; o > 0; o /= 2) v += warp.shfl_down(v, o);
  if (warp.thread_rank() == 0) partial[warp.meta_group_rank()] = v;
  block.sync();

  if (warp.meta_group_rank() == 0) {
    v = (warp.thread_rank() < warp.meta_group_size()) ? partial[warp.thread_rank()] : 0.0f;
    for (int o = warp.size() / 2; o > 0; o /= 2) v += warp.shfl_down(v, o);
    if (warp.thread_rank() == 0) out[blockIdx.x] = v;
  }
}
