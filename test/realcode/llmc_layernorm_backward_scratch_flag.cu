// @realcode llm.c's layernorm_backward_kernel: one warp per (b, t) row with cooperative-groups tile reductions of dnorm_mean and dnorm_norm_mean, dinp accumulated per row, dbias/dweight accumulated per block in dynamic __shared__ memory with shared atomicAdd, flushed into a float scratch with global atomicAdd, and the last block (an unsigned int counter after the scratch, __threadfence + atomicAdd) copying the scratch into dweight/dbias.
// @let B = 16
// @let T = 1024
// @let C = 768
// @let NB = 132
// @buf dinp f32[B * T * C] zero
// @buf dweight f32[C] zero
// @buf dbias f32[C] zero
// @buf scratch f32[2 * C + 1] zero
// @buf dout f32[B * T * C] uniform(-1, 1)
// @buf inp f32[B * T * C] uniform(-2, 2)
// @buf weight f32[C] uniform(0.5, 1.5)
// @buf mean f32[B * T] uniform(-0.1, 0.1)
// @buf rstd f32[B * T] uniform(0.8, 1.2)
// @launch layernorm_backward_kernel grid(NB) block(512) shared(2 * C * 4) args(dinp, dweight, dbias, scratch, dout, inp, weight, mean, rstd, i32(B), i32(T), i32(C))
// @check dinp rel=1e-4 abs=1e-5
// @check dweight rel=2e-3 abs=2e-2 (float atomics over 16K rows: the summation order differs)
// @check dbias rel=2e-3 abs=2e-2 (same)
// @check scratch rel=2e-3 abs=2e-2 (same; the counter word ends at NB for both)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void layernorm_backward_kernel(float *dinp, float *dweight, float *dbias, float *scratch, const float *dout,
                                          const float *inp, const float *weight, const float *mean, const float *rstd,
                                          int B, int T, int C) {
  extern __shared__ float shared[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int base_idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  float *dbias_shared = shared;
  float *dweight_shared = shared + C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    dbias_shared[i] = 0.0f;
    dweight_shared[i] = 0.0f;
  }
  __syncthreads();
  for (int idx = base_idx; idx < B * T; idx += gridDim.x * warp.meta_group_size()) {
    const float *dout_bt = dout + (size_t)idx * C;
    const float *inp_bt = inp + (size_t)idx * C;
    float *dinp_bt = dinp + (size_t)idx * C;
    const float mean_bt = mean[idx];
    const float rstd_bt = rstd[idx];
    float dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = warp.thread_rank(); i < C; i += warp.size()) {
      float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
      float dnorm_i = weight[i] * dout_bt[i];
      dnorm_mean += dnorm_i;
      dnorm_norm_mean += dnorm_i * norm_bti;
    }
    dnorm_mean = cg::reduce(warp, dnorm_mean, cg::plus<float>()) / C;
    dnorm_norm_mean = cg::reduce(warp, dnorm_norm_mean, cg::plus<float>()) / C;
    for (int i = warp.thread_rank(); i < C; i += warp.size()) {
      float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
      float dnorm_i = weight[i] * dout_bt[i];
      atomicAdd(&dbias_shared[i], dout_bt[i]);
      atomicAdd(&dweight_shared[i], norm_bti * dout_bt[i]);
      float dval = dnorm_i - dnorm_mean - norm_bti * dnorm_norm_mean;
      dinp_bt[i] += dval * rstd_bt;
    }
  }
  __syncthreads();
  float *scratch_dbias = scratch;
  float *scratch_dweight = scratch + C;
  unsigned int *tmp_flag = (unsigned int *)(scratch + 2 * C);
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    atomicAdd(&scratch_dbias[i], dbias_shared[i]);
    atomicAdd(&scratch_dweight[i], dweight_shared[i]);
  }
  __syncthreads();
  __shared__ unsigned int block_counter;
  if (threadIdx.x == 0) {
    __threadfence();
    block_counter = atomicAdd(tmp_flag, 1u);
  }
  __syncthreads();
  if (block_counter == gridDim.x - 1) {
    for (int i = threadIdx.x; i < C; i += blockDim.x) {
      dbias[i] = __ldcg(&scratch_dbias[i]);
      dweight[i] = __ldcg(&scratch_dweight[i]);
    }
  }
}
