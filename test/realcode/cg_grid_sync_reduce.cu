// @realcode Single-kernel sum in the threadFenceReduction style but with a grid barrier: every block reduces a grid-stride slice with tile shuffles, writes its partial, this_grid().sync(), then block 0 reduces the partials (needs a cooperative launch, as cudaLaunchCooperativeKernel).
// @let N = 1 << 24
// @let G = 128
// @let B = 256
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[G] zero
// @buf result f32[1] zero
// @launch reduce_grid_sync grid(G) block(B) args(in, partial, result, u32(N))
// @check partial abs=1e-3 rel=1e-5
// @check result abs=1e-2 rel=1e-5
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ float block_reduce(cg::thread_block block, float v, float *warp_sums) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  for (int offset = warp.size() / 2; offset > 0; offset /= 2) v += warp.shfl_down(v, offset);
  if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = v;
  block.sync();
  v = block.thread_rank() < warp.meta_group_size() ? warp_sums[block.thread_rank()] : 0.0f;
  if (warp.meta_group_rank() == 0)
    for (int offset = warp.size() / 2; offset > 0; offset /= 2) v += warp.shfl_down(v, offset);
  return v;
}

__global__ void reduce_grid_sync(const float *__restrict__ in, float *partial, float *result, unsigned n) {
  __shared__ float warp_sums[32];
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();

  float sum = 0.0f;
  for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size()) sum += in[i];
  sum = block_reduce(block, sum, warp_sums);
  if (block.thread_rank() == 0) partial[grid.block_rank()] = sum;

  grid.sync();

  if (grid.block_rank() == 0) {
    block.sync();  // warp_sums is reused below
    float v = 0.0f;
    for (unsigned b = block.thread_rank(); b < grid.num_blocks(); b += block.size()) v += partial[b];
    v = block_reduce(block, v, warp_sums);
    if (block.thread_rank() == 0) *result = v;
  }
}
