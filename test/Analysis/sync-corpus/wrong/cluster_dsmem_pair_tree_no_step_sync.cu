// cluster_dsmem_pair_block_sums without the barrier after each tree step: thread t adds partial[t + s], which thread t + s may
// still be updating in the same step.
// LAUNCH: grid=8 block=256 args=in:f32[2048]:rand out:f32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256)
    cluster_dsmem_pair_tree_no_step_sync(const float *in, float *out) {
  __shared__ float partial[256];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      // CHECK: cluster_dsmem_pair_tree_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      partial[t] += partial[t + s];
  }
  cluster.sync();
  if (cluster.block_rank() == 0 && t == 0) {
    const float *peer = cluster.map_shared_rank(partial, 1);
    out[blockIdx.x / 2] = partial[0] + peer[0];
  }
  cluster.sync();
}
