// A 1-D three-point stencil whose blocks form clusters of four (sm_90): each
// block stages its 256-element tile in shared memory, cluster.sync() makes
// every tile of the cluster visible, and the edge threads read their halo
// element from the neighbouring block's tile through distributed shared
// memory (map_shared_rank) instead of global memory; the blocks at the
// cluster's ends fall back to global loads. A last cluster.sync() keeps each
// tile alive while its neighbours read it.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[2048]:zero n:i32=2000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TILE 256

extern "C" __global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(TILE)
    cluster_dsmem_halo_stencil(const float *in, float *out, int n) {
  __shared__ float tile[TILE];
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  const int g = blockIdx.x * TILE + t;
  tile[t] = g < n ? in[g] : 0.0f;
  cluster.sync();
  const int rank = (int)cluster.block_rank();
  float left, right;
  if (t > 0)
    left = tile[t - 1];
  else if (rank > 0)
    left = cluster.map_shared_rank(tile, rank - 1)[TILE - 1];
  else
    left = (g > 0 && g - 1 < n) ? in[g - 1] : 0.0f;
  if (t < TILE - 1)
    right = tile[t + 1];
  else if (rank < (int)cluster.num_blocks() - 1)
    right = cluster.map_shared_rank(tile, rank + 1)[0];
  else
    right = g + 1 < n ? in[g + 1] : 0.0f;
  if (g < n)
    out[g] = 0.25f * left + 0.5f * tile[t] + 0.25f * right;
  cluster.sync();
}
