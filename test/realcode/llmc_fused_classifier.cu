// @realcode llm.c-style fused classifier: one block per (batch, time) row, online max/sum of the logits with float4 loads and cooperative-groups warp reductions through shared memory, the cross-entropy loss of the target token, and dlogits = (softmax - onehot) * dloss written in place over the padded vocabulary.
// @let BT = 2048
// @let V = 8000
// @let VP = 8064
// @buf logits f32[BT * VP] uniform(-8, 8)
// @buf losses f32[BT] zero
// @buf probs f32[BT * VP] zero
// @buf targets i32[BT] uniform(0, 8000)
// @launch fused_classifier grid(BT) block(512) args(logits, losses, probs, f32(0.00048828125), targets, i32(BT), i32(V), i32(VP))
// @check logits rel=1e-4 abs=1e-7
// @check losses rel=1e-4 abs=1e-5
// @check probs rel=1e-4 abs=1e-7
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <float.h>

namespace cg = cooperative_groups;

struct SoftmaxParams {
  float Scale;
  float Offset;
};

__device__ float block_reduce_max(float v, float *shared) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float wv = cg::reduce(warp, v, cg::greater<float>());
  if (warp.thread_rank() == 0) shared[warp.meta_group_rank()] = wv;
  block.sync();
  float r = warp.thread_rank() < warp.meta_group_size() ? shared[warp.thread_rank()] : -FLT_MAX;
  r = cg::reduce(warp, r, cg::greater<float>());
  block.sync();
  return r;
}

__device__ float block_reduce_sum(float v, float *shared) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float wv = cg::reduce(warp, v, cg::plus<float>());
  if (warp.thread_rank() == 0) shared[warp.meta_group_rank()] = wv;
  block.sync();
  float r = warp.thread_rank() < warp.meta_group_size() ? shared[warp.thread_rank()] : 0.0f;
  r = cg::reduce(warp, r, cg::plus<float>());
  block.sync();
  return r;
}

__device__ SoftmaxParams prepare_softmax(const float *x, int V, float *shared) {
  float thread_max = -FLT_MAX;
  for (int i = threadIdx.x; i < V; i += blockDim.x) thread_max = fmaxf(thread_max, x[i]);
  float block_max = block_reduce_max(thread_max, shared);
  float thread_sum = 0.0f;
  for (int i = threadIdx.x; i < V; i += blockDim.x) thread_sum += expf(x[i] - block_max);
  float block_sum = block_reduce_sum(thread_sum, shared);
  return SoftmaxParams{1.0f / block_sum, block_max};
}

__global__ void fused_classifier(float *logits, float *losses, float *probs, float dloss, const int *targets, int B_T,
                                 int V, int P) {
  __shared__ float shared[32];
  int idx = blockIdx.x;
  int ix = targets[idx];
  float *row = logits + (size_t)idx * P;
  SoftmaxParams sp = prepare_softmax(row, V, shared);
  if (threadIdx.x == 0) {
    float prob = expf(row[ix] - sp.Offset) * sp.Scale;
    losses[idx] = -logf(prob);
  }
  // Every thread wrote its own entries only, so no barrier is needed before the in-place update
  // beyond the ones inside the reductions; the loss read above happens before any write below
  // only for thread 0's own elements, so the update starts after one more barrier.
  __syncthreads();
  for (int i = threadIdx.x; i < V / 4; i += blockDim.x) {
    float4 v = reinterpret_cast<float4 *>(row)[i];
    float4 p;
    p.x = expf(v.x - sp.Offset) * sp.Scale;
    p.y = expf(v.y - sp.Offset) * sp.Scale;
    p.z = expf(v.z - sp.Offset) * sp.Scale;
    p.w = expf(v.w - sp.Offset) * sp.Scale;
    reinterpret_cast<float4 *>(probs + (size_t)idx * P)[i] = p;
    float4 g;
    g.x = (p.x - (4 * i + 0 == ix ? 1.0f : 0.0f)) * dloss;
    g.y = (p.y - (4 * i + 1 == ix ? 1.0f : 0.0f)) * dloss;
    g.z = (p.z - (4 * i + 2 == ix ? 1.0f : 0.0f)) * dloss;
    g.w = (p.w - (4 * i + 3 == ix ? 1.0f : 0.0f)) * dloss;
    reinterpret_cast<float4 *>(row)[i] = g;
  }
}
