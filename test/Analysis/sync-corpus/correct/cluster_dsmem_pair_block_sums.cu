// Two-block cluster reduction through distributed shared memory (sm_90, the
// CUDA programming guide's cluster example style): each block of a
// __cluster_dims__(2, 1, 1) cluster reduces its 256 inputs with a shared
// tree, cluster.sync() publishes both totals, block rank 0 reads its
// partner's total through map_shared_rank and writes the cluster's sum, and a
// second cluster.sync() keeps the partner's shared memory alive until then.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256)
    cluster_dsmem_pair_block_sums(const float *in, float *out) {
  __shared__ float partial[256];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  cluster.sync();
  if (cluster.block_rank() == 0 && t == 0) {
    const float *peer = cluster.map_shared_rank(partial, 1);
    out[blockIdx.x / 2] = partial[0] + peer[0];
  }
  cluster.sync();
}
