// @realcode llm.c's softmax_autoregressive_backward_inplace_kernel: causal-attention softmax backward computed in place over the (B, NH, T, T) probabilities, each block handling T_per_block = 4 rows walked from the end (blockIdx reversed so the longest rows start first), cooperative-groups warp reductions (cg::reduce with plus) combined through a __shared__ float[32] block sum, __ldcs streaming loads of att and datt, the masked tail zeroed, and the scale folded in.
// @let B = 8
// @let NH = 12
// @let T = 512
// @buf datt f32[B * NH * T * T] uniform(-1, 1)
// @buf att f32[B * NH * T * T] uniform(0, 0.01)
// @launch softmax_autoregressive_backward_inplace_kernel grid(T / 4, B * NH) block(256) args(datt, att, i32(B), i32(T), i32(T), f32(0.125))
// @check datt rel=1e-4 abs=1e-7
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__device__ float blockReduceSum(float val, float *shared) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float w = cg::reduce(warp, val, cg::plus<float>());
  if (warp.thread_rank() == 0) shared[warp.meta_group_rank()] = w;
  block.sync();
  float r = warp.thread_rank() < warp.meta_group_size() ? shared[warp.thread_rank()] : 0.0f;
  r = cg::reduce(warp, r, cg::plus<float>());
  block.sync();
  return r;
}

__global__ void softmax_autoregressive_backward_inplace_kernel(float *datt, const float *att, int B, int T, int C, float scale) {
  constexpr const int BlockSize = 256;
  constexpr int T_per_block = 4;
  __shared__ float block_acc[32];
  int t0 = T - 1 - T_per_block * blockIdx.x;
  int idx = blockIdx.y;
  att += (size_t)idx * T * T;
  datt += (size_t)idx * T * T;
  for (int to = 0; to < T_per_block; ++to) {
    int t = t0 - to;
    if (t < 0) return;
    const float *att_bth = att + (size_t)t * T;
    const float *datt_bth = datt + (size_t)t * T;
    float *dpreatt_bth = datt + (size_t)t * T;
    float local_sum = 0;
    for (int t2 = threadIdx.x; t2 <= t; t2 += BlockSize) local_sum += att_bth[t2] * datt_bth[t2];
    local_sum = blockReduceSum(local_sum, block_acc);
    for (int t3 = threadIdx.x; t3 < T; t3 += BlockSize) {
      if (t3 <= t) {
        float acc = __ldcs(att_bth + t3) * (__ldcs(datt_bth + t3) - local_sum);
        __stcs(dpreatt_bth + t3, scale * acc);
      } else {
        __stcs(dpreatt_bth + t3, 0.f);
      }
    }
  }
}
