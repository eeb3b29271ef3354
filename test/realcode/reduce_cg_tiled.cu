// @realcode Block sum with cooperative groups: thread_block, tiled_partition<32>, tile shuffles, cg::sync.
// @let N = 1 << 26
// @let B = 512
// @let G = 1056
// @buf in f32[N] uniform(-1, 1)
// @buf partial f32[G] zero
// @launch reduce_cg grid(G) block(B) shared(B / 32 * 4) args(in, partial, u32(N))
// @check partial abs=1e-3 rel=1e-5
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ float tile_sum(cg::thread_block_tile<32> tile, float v) {
  for (int i = tile.size() / 2; i > 0; i /= 2) v += tile.shfl_down(v, i);
  return v;
}

__global__ void reduce_cg(const float *__restrict__ in, float *__restrict__ out, unsigned int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  extern __shared__ float warp_sums[];

  float sum = 0.0f;
  for (unsigned int i = blockIdx.x * block.size() + block.thread_rank(); i < n; i += block.size() * gridDim.x)
    sum += in[i];
  sum = tile_sum(tile, sum);
  if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = sum;
  cg::sync(block);
  if (tile.meta_group_rank() == 0) {
    sum = tile.thread_rank() < tile.meta_group_size() ? warp_sums[tile.thread_rank()] : 0.0f;
    sum = tile_sum(tile, sum);
    if (tile.thread_rank() == 0) out[blockIdx.x] = sum;
  }
}
