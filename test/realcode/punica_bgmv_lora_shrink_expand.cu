// @realcode Punica/S-LoRA batched gather matrix-vector products for multi-adapter LoRA serving: each token carries an adapter index (-1 for none) selecting its A (rank x in) and B (out x rank) matrices from stacked __half weight tensors by a layer offset, bgmv_shrink as one block per (token, rank row) with vec_t loads of eight halves through a uint4 union, float accumulation and a cooperative_groups tile reduce, bgmv_expand as one warp per (token, output tile) with each lane holding rank/32 partial products and adding scale * (x_a . B_row) into the token's half output with __hadd; templated on the feature sizes, dispatched through a switch over in_features.
// @let TOKENS = 512
// @let ADAPTERS = 8
// @let LAYERS = 2
// @let IN = 4096
// @let RANK = 64
// @let OUT = 4096
// @buf x f16[TOKENS * IN] uniform(-1, 1)
// @buf a_weights f16[ADAPTERS * LAYERS * RANK * IN] uniform(-0.05, 0.05)
// @buf b_weights f16[ADAPTERS * LAYERS * OUT * RANK] uniform(-0.05, 0.05)
// @buf indices i64[TOKENS] uniform(-1, 8)
// @buf shrunk f32[TOKENS * RANK] zero
// @buf y f16[TOKENS * OUT] uniform(-1, 1)
// @launch bgmv_shrink_kernel<4096, 64> grid(TOKENS * RANK) block(128) args(shrunk, x, a_weights, indices, i64(1), i64(LAYERS))
// @launch bgmv_expand_kernel<64, 4096> grid(TOKENS * OUT / 256) block(256) args(y, shrunk, b_weights, indices, i64(1), i64(LAYERS), f32(0.5))
// @check shrunk abs=1e-3 rel=1e-3
// @check y abs=2e-3 rel=2e-3
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdint>

namespace cg = cooperative_groups;

template <typename T, int N> struct vec_t;
template <> struct vec_t<__half, 8> {
  union {
    uint4 raw;
    __half2 h2[4];
  } data;
  __device__ __forceinline__ void load(const __half *ptr) { data.raw = *reinterpret_cast<const uint4 *>(ptr); }
  __device__ __forceinline__ float dot(const vec_t &o) const {
    float acc = 0.f;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      float2 a = __half22float2(data.h2[i]);
      float2 b = __half22float2(o.data.h2[i]);
      acc += a.x * b.x + a.y * b.y;
    }
    return acc;
  }
};

// y_shrunk[token, r] = x[token, :] . A[adapter, layer, r, :]
template <int feat_in, int feat_out>
__global__ void bgmv_shrink_kernel(float *__restrict__ Y, const __half *__restrict__ X, const __half *__restrict__ W,
                                   const int64_t *__restrict__ indices, int64_t layer_idx, int64_t num_layers) {
  constexpr int vec_size = 8;
  constexpr int tx = 128;
  const int token = blockIdx.x / feat_out;
  const int row = blockIdx.x % feat_out;
  const int64_t idx = indices[token] * num_layers + layer_idx;
  if (indices[token] < 0)
    return;
  const __half *w_row = W + (idx * feat_out + row) * feat_in;
  const __half *x_row = X + (int64_t)token * feat_in;
  float acc = 0.f;
  vec_t<__half, vec_size> xv, wv;
#pragma unroll 4
  for (int i = threadIdx.x * vec_size; i < feat_in; i += tx * vec_size) {
    xv.load(x_row + i);
    wv.load(w_row + i);
    acc += xv.dot(wv);
  }
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  acc = cg::reduce(tile, acc, cg::plus<float>());
  __shared__ float warp_sums[tx / 32];
  if (tile.thread_rank() == 0)
    warp_sums[tile.meta_group_rank()] = acc;
  block.sync();
  if (threadIdx.x == 0) {
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < tx / 32; ++i)
      s += warp_sums[i];
    Y[(int64_t)token * feat_out + row] = s;
  }
}

// y[token, o] += scale * (shrunk[token, :] . B[adapter, layer, o, :]); one warp per output element
template <int feat_in, int feat_out>
__global__ void bgmv_expand_kernel(__half *__restrict__ Y, const float *__restrict__ X, const __half *__restrict__ W,
                                   const int64_t *__restrict__ indices, int64_t layer_idx, int64_t num_layers, float scale) {
  static_assert(feat_in % 32 == 0, "rank must be a multiple of the warp");
  constexpr int per_lane = feat_in / 32;
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x & 31;
  const int token = warp / feat_out;
  const int o = warp % feat_out;
  const int64_t adapter = indices[token];
  if (adapter < 0)
    return; // the whole warp leaves together: one token per warp
  const int64_t idx = adapter * num_layers + layer_idx;
  const __half *w_row = W + (idx * feat_out + o) * feat_in;
  float acc = 0.f;
#pragma unroll
  for (int j = 0; j < per_lane; ++j) {
    const int c = lane * per_lane + j;
    acc += X[(int64_t)token * feat_in + c] * __half2float(w_row[c]);
  }
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0) {
    __half *out = Y + (int64_t)token * feat_out + o;
    *out = __hadd(*out, __float2half_rn(acc * scale));
  }
}

template __global__ void bgmv_shrink_kernel<4096, 64>(float *, const __half *, const __half *, const int64_t *, int64_t, int64_t);
template __global__ void bgmv_expand_kernel<64, 4096>(__half *, const float *, const __half *, const int64_t *, int64_t, int64_t, float);

// the host dispatch vLLM's punica wrapper does over the supported sizes
void dispatch_bgmv_shrink(float *y, const __half *x, const __half *w, const int64_t *indices, int64_t layer, int64_t num_layers,
                          int tokens, int in_features, int rank, cudaStream_t stream) {
  switch (in_features) {
  case 4096:
    if (rank == 64)
      bgmv_shrink_kernel<4096, 64><<<tokens * 64, 128, 0, stream>>>(y, x, w, indices, layer, num_layers);
    break;
  default:
    break;
  }
}
