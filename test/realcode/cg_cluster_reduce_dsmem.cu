// @realcode Thread-block-cluster reduction on sm_90: each block of a 4-block cluster (__cluster_dims__) reduces its slice into shared memory, cluster.sync(), block rank 0 reads the other blocks' partials through map_shared_rank (distributed shared memory), a second cluster.sync() keeps them alive until read.
// @let N = 1 << 24
// @let B = 256
// @let G = 1024
// @buf in f32[N] uniform(-1, 1)
// @buf cluster_sums f32[G / 4] zero
// @launch cluster_reduce grid(G) block(B) args(in, cluster_sums, i32(N))
// @check cluster_sums abs=1e-3 rel=1e-5
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void __cluster_dims__(4, 1, 1) cluster_reduce(const float *__restrict__ in, float *cluster_sums, int n) {
  __shared__ float warp_sums[8];
  __shared__ float block_sum;
  cg::cluster_group cluster = cg::this_cluster();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) v += in[i];
  v = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = v;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    v = warp.thread_rank() < warp.meta_group_size() ? warp_sums[warp.thread_rank()] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) block_sum = v;
  }
  cluster.sync();

  if (cluster.block_rank() == 0 && block.thread_rank() == 0) {
    float total = 0.0f;
    for (unsigned r = 0; r < cluster.num_blocks(); ++r) total += *cluster.map_shared_rank(&block_sum, r);
    cluster_sums[blockIdx.x / cluster.num_blocks()] = total;
  }
  cluster.sync();
}
