// @realcode The LAMB optimizer (large-batch BERT training) as fused-optimizer libraries split it: a first kernel updating the Adam moments from bf16 gradients and writing the raw update while reducing the squared norms of each tensor's weights and update through cooperative_groups thread_block_tile<32> reduce with cg::plus and a block's shared partials, one atomicAdd per block into per-tensor norm slots; a second applying the trust ratio ||w|| / ||u|| (1 where either is zero) with weight decay, tensors located by a __constant__ offset table and a binary search.
// @let NT = 64
// @let PER = 1 << 14
// @let NP = NT * PER
// @const c_offsets i32[NT + 1] iota(0, 16384)
// @buf w f32[NP] uniform(-1, 1)
// @buf grad bf16[NP] uniform(-0.1, 0.1)
// @buf m f32[NP] uniform(-0.01, 0.01)
// @buf v f32[NP] uniform(0, 0.0001)
// @buf upd f32[NP] zero
// @buf norms f32[NT * 2] zero
// @launch lamb_stage1 grid(NP / 256) block(256) args(w, grad, m, v, upd, norms, i32(NT), f32(0.9), f32(0.999), f32(1e-6), f32(0.01), i32(7))
// @launch lamb_stage2 grid(NP / 256) block(256) args(w, upd, norms, i32(NT), i32(NP), f32(0.002))
// @check m abs=1e-6 rel=1e-5
// @check v abs=1e-9 rel=1e-5
// @check upd abs=1e-5 rel=1e-4
// @check norms abs=1e-2 rel=1e-4
// @check w abs=1e-5 rel=1e-4
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>

namespace cg = cooperative_groups;

__constant__ int c_offsets[65];

__device__ int tensor_of(int i, int nt) {
  int lo = 0, hi = nt;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (c_offsets[mid] <= i)
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

__global__ void lamb_stage1(const float *__restrict__ w, const __nv_bfloat16 *__restrict__ grad, float *__restrict__ m,
                            float *__restrict__ v, float *__restrict__ upd, float *__restrict__ norms, int nt,
                            float beta1, float beta2, float eps, float decay, int step) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ float partial[2][8];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float g = __bfloat162float(grad[i]);
  float mi = beta1 * m[i] + (1.f - beta1) * g;
  float vi = beta2 * v[i] + (1.f - beta2) * g * g;
  m[i] = mi;
  v[i] = vi;
  float mhat = mi / (1.f - powf(beta1, (float)step));
  float vhat = vi / (1.f - powf(beta2, (float)step));
  float u = mhat / (sqrtf(vhat) + eps) + decay * w[i];
  upd[i] = u;
  // Blocks never straddle tensors (PER is a multiple of the block).
  float ww = cg::reduce(warp, w[i] * w[i], cg::plus<float>());
  float uu = cg::reduce(warp, u * u, cg::plus<float>());
  if (warp.thread_rank() == 0) {
    partial[0][warp.meta_group_rank()] = ww;
    partial[1][warp.meta_group_rank()] = uu;
  }
  block.sync();
  if (warp.meta_group_rank() == 0) {
    float a = warp.thread_rank() < 8 ? partial[0][warp.thread_rank()] : 0.f;
    float b = warp.thread_rank() < 8 ? partial[1][warp.thread_rank()] : 0.f;
    a = cg::reduce(warp, a, cg::plus<float>());
    b = cg::reduce(warp, b, cg::plus<float>());
    if (warp.thread_rank() == 0) {
      int t = tensor_of(blockIdx.x * blockDim.x, nt);
      atomicAdd(&norms[2 * t], a);
      atomicAdd(&norms[2 * t + 1], b);
    }
  }
}

__global__ void lamb_stage2(float *__restrict__ w, const float *__restrict__ upd, const float *__restrict__ norms,
                            int nt, int np, float lr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= np)
    return;
  int t = tensor_of(i, nt);
  float wn = sqrtf(norms[2 * t]), un = sqrtf(norms[2 * t + 1]);
  float trust = (wn > 0.f && un > 0.f) ? wn / un : 1.f;
  w[i] -= lr * trust * upd[i];
}
