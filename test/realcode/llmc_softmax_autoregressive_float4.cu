// @realcode llm.c's causal attention softmax (softmax_forward_kernel5 shape): one warp per (batch, head, query) row, the row's preattention scores read as float4 through reinterpret_cast with __ldcs (streamed once), an online max/sum in fp32 with a per-lane inv_temperature scale and expf, a cg::reduce over the thread_block_tile<32> for max and sum, a scalar tail for the last partial vector, and the probabilities written with __stcs.
// @let B = 8
// @let NH = 12
// @let T = 1024
// @buf preatt f32[B * NH * T * T] uniform(-4, 4)
// @buf att f32[B * NH * T * T] zero
// @launch softmax_forward_kernel5 grid(B * NH * T * 32 / 256) block(256) args(att, f32(0.125), preatt, i32(B * NH), i32(T))
// @check att rel=1e-5 abs=1e-7
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <float.h>

namespace cg = cooperative_groups;

__device__ float &vec_at(float4 &vec, int index) { return reinterpret_cast<float *>(&vec)[index]; }

__device__ float vec_at(const float4 &vec, int index) { return reinterpret_cast<const float *>(&vec)[index]; }

__global__ void softmax_forward_kernel5(float *out, float inv_temperature, const float *inp, int N, int T) {
  // inp, out shape: (N, T, T), where N = B * NH; the query row is a warp, lower triangle only.
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  // Later rows are longer: launch them first, as llm.c does.
  int idx = (gridDim.x - blockIdx.x - 1) * warp.meta_group_size() + warp.meta_group_rank();
  if (idx >= N * T) return;
  int own_pos = idx % T;
  int pos_by_4 = own_pos / 4;

  const float *x = inp + idx * T;

  float maxval = -FLT_MAX;
  float sumval = 0.0f;

  const float4 *x_aligned = reinterpret_cast<const float4 *>(x);
  for (int i = warp.thread_rank(); i < pos_by_4; i += warp.size()) {
    float4 v = __ldcs(x_aligned + i);
    float old_maxval = maxval;
    for (int k = 0; k < 4; ++k) maxval = fmaxf(maxval, vec_at(v, k));
    sumval *= expf(inv_temperature * (old_maxval - maxval));
    for (int k = 0; k < 4; ++k) sumval += expf(inv_temperature * (vec_at(v, k) - maxval));
  }

  if (4 * pos_by_4 + warp.thread_rank() <= own_pos) {
    float old_maxval = maxval;
    maxval = fmaxf(maxval, x[4 * pos_by_4 + warp.thread_rank()]);
    sumval *= expf(inv_temperature * (old_maxval - maxval));
    sumval += expf(inv_temperature * (x[4 * pos_by_4 + warp.thread_rank()] - maxval));
  }

  float global_maxval = cg::reduce(warp, maxval, cg::greater<float>{});
  sumval *= expf(inv_temperature * (maxval - global_maxval));

  float sum = cg::reduce(warp, sumval, cg::plus<float>{});
  float norm = 1.f / sum;

  for (int i = warp.thread_rank(); i <= own_pos; i += warp.size()) {
    float ev = expf(inv_temperature * (__ldcs(x + i) - global_maxval));
    __stcs(out + idx * T + i, ev * norm);
  }
}
