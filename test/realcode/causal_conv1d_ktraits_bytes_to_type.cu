// @realcode Mamba causal_conv1d-style forward: a Ktraits class template (kNThreads, kWidth, kIsVecLoad, input_t, weight_t) exposing static constexpr sizes and the vec_t chosen through BytesToType<N> specialisations (uint4 / uint64_t / uint32_t / uint16_t), cub::BlockLoad/BlockStore of vec_t with their TempStorage sizes summed into a constexpr kSmemSize used as extern dynamic shared memory, the previous chunk's tail exchanged through a __shared__ smem_exchange array, weights and bias read once into registers, optional SiLU on the output (template bool), half activations with float accumulation, one block per (batch, channel) row.
// @let B = 8
// @let D = 1024
// @let L = 2048
// @let W = 4
// @buf x f16[B * D * L] uniform(-2, 2)
// @buf w f32[D * W] uniform(-0.5, 0.5)
// @buf bias f32[D] uniform(-0.2, 0.2)
// @buf out f16[B * D * L] zero
// @buf out2 f16[B * D * L] zero
// @launch causal_conv1d_fwd_kernel<Causal_conv1d_fwd_kernel_traits<128, 4, true, __half, float>> grid(B, D) block(128) shared(2048) args(x, w, bias, out, i32(B), i32(D), i32(L), u8(1))
// @launch causal_conv1d_fwd_kernel<Causal_conv1d_fwd_kernel_traits<128, 4, false, __half, float>> grid(B, D) block(128) shared(4176) args(x, w, bias, out2, i32(B), i32(D), i32(L), u8(0))
// @check out rel=1e-2 abs=1e-3
// @check out2 rel=1e-2 abs=1e-3
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cuda_fp16.h>

template <int BYTES>
struct BytesToType {};
template <>
struct BytesToType<16> {
  using Type = uint4;
  static_assert(sizeof(Type) == 16, "");
};
template <>
struct BytesToType<8> {
  using Type = uint64_t;
  static_assert(sizeof(Type) == 8, "");
};
template <>
struct BytesToType<4> {
  using Type = uint32_t;
  static_assert(sizeof(Type) == 4, "");
};
template <>
struct BytesToType<2> {
  using Type = uint16_t;
  static_assert(sizeof(Type) == 2, "");
};

template <int kNThreads_, int kWidth_, bool kIsVecLoad_, typename input_t_, typename weight_t_ = float>
struct Causal_conv1d_fwd_kernel_traits {
  using input_t = input_t_;
  using weight_t = weight_t_;
  static constexpr int kNThreads = kNThreads_;
  static constexpr int kWidth = kWidth_;
  static constexpr int kNBytes = sizeof(input_t);
  static_assert(kNBytes == 2 || kNBytes == 4, "");
  static constexpr int kNElts = kNBytes == 4 ? 4 : 8;
  static_assert(kWidth <= kNElts, "");
  static constexpr bool kIsVecLoad = kIsVecLoad_;
  using vec_t = typename BytesToType<kNBytes * kNElts>::Type;
  using BlockLoadT = cub::BlockLoad<input_t, kNThreads, kNElts, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using BlockLoadVecT = cub::BlockLoad<vec_t, kNThreads, 1, cub::BLOCK_LOAD_DIRECT>;
  using BlockStoreT = cub::BlockStore<input_t, kNThreads, kNElts, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using BlockStoreVecT = cub::BlockStore<vec_t, kNThreads, 1, cub::BLOCK_STORE_DIRECT>;
  static constexpr int kSmemIOSize = kIsVecLoad ? 0
                                                : (sizeof(typename BlockLoadT::TempStorage) > sizeof(typename BlockStoreT::TempStorage)
                                                       ? sizeof(typename BlockLoadT::TempStorage)
                                                       : sizeof(typename BlockStoreT::TempStorage));
  static constexpr int kSmemExchangeSize = kNThreads * kNBytes * kNElts;
  static constexpr int kSmemSize = kSmemIOSize + kSmemExchangeSize;
};

template <typename Ktraits>
__global__ __launch_bounds__(Ktraits::kNThreads) void causal_conv1d_fwd_kernel(
    const typename Ktraits::input_t *__restrict__ x, const typename Ktraits::weight_t *__restrict__ weight,
    const typename Ktraits::weight_t *__restrict__ bias, typename Ktraits::input_t *__restrict__ out, int batch,
    int dim, int seqlen, bool silu_activation) {
  constexpr int kWidth = Ktraits::kWidth;
  constexpr int kNThreads = Ktraits::kNThreads;
  constexpr int kNElts = Ktraits::kNElts;
  static constexpr bool kIsVecLoad = Ktraits::kIsVecLoad;
  using input_t = typename Ktraits::input_t;
  using vec_t = typename Ktraits::vec_t;
  using weight_t = typename Ktraits::weight_t;

  extern __shared__ char smem_[];
  auto &smem_load = reinterpret_cast<typename Ktraits::BlockLoadT::TempStorage &>(smem_);
  auto &smem_load_vec = reinterpret_cast<typename Ktraits::BlockLoadVecT::TempStorage &>(smem_);
  auto &smem_store = reinterpret_cast<typename Ktraits::BlockStoreT::TempStorage &>(smem_);
  auto &smem_store_vec = reinterpret_cast<typename Ktraits::BlockStoreVecT::TempStorage &>(smem_);
  vec_t *smem_exchange = reinterpret_cast<vec_t *>(smem_ + Ktraits::kSmemIOSize);

  const int tidx = threadIdx.x;
  const int batch_id = blockIdx.x;
  const int channel_id = blockIdx.y;
  const input_t *x_row = x + ((size_t)batch_id * dim + channel_id) * seqlen;
  const weight_t *w_row = weight + channel_id * kWidth;
  input_t *out_row = out + ((size_t)batch_id * dim + channel_id) * seqlen;
  const float bias_val = bias == nullptr ? 0.f : float(bias[channel_id]);
  (void)batch;

  // the previous chunk's last kNElts values, zero before the start of the sequence
  if (tidx == 0) {
    input_t zeros[kNElts] = {0};
    smem_exchange[kNThreads - 1] = reinterpret_cast<vec_t *>(zeros)[0];
  }

  float weight_vals[kWidth];
#pragma unroll
  for (int i = 0; i < kWidth; ++i) weight_vals[i] = float(w_row[i]);

  constexpr int kChunkSize = kNThreads * kNElts;
  const int n_chunks = (seqlen + kChunkSize - 1) / kChunkSize;
  for (int chunk = 0; chunk < n_chunks; ++chunk) {
    input_t x_vals_load[2 * kNElts] = {0};
    if constexpr (kIsVecLoad) {
      typename Ktraits::BlockLoadVecT(smem_load_vec)
          .Load(reinterpret_cast<const vec_t *>(x_row), *reinterpret_cast<vec_t(*)[1]>(&x_vals_load[kNElts]),
                (seqlen - chunk * kChunkSize) / kNElts);
    } else {
      __syncthreads();
      typename Ktraits::BlockLoadT(smem_load)
          .Load(x_row, *reinterpret_cast<input_t(*)[kNElts]>(&x_vals_load[kNElts]), seqlen - chunk * kChunkSize);
    }
    x_row += kChunkSize;
    __syncthreads();
    // Thread kNThreads - 1 must not overwrite its slot before thread 0 has read it.
    if (tidx < kNThreads - 1) smem_exchange[tidx] = reinterpret_cast<vec_t *>(x_vals_load)[1];
    __syncthreads();
    reinterpret_cast<vec_t *>(x_vals_load)[0] = smem_exchange[tidx > 0 ? tidx - 1 : kNThreads - 1];
    __syncthreads();
    if (tidx == kNThreads - 1) smem_exchange[tidx] = reinterpret_cast<vec_t *>(x_vals_load)[1];

    float x_vals[2 * kNElts];
#pragma unroll
    for (int i = 0; i < 2 * kNElts; ++i) x_vals[i] = float(x_vals_load[i]);

    float out_vals[kNElts];
#pragma unroll
    for (int i = 0; i < kNElts; ++i) {
      out_vals[i] = bias_val;
#pragma unroll
      for (int w = 0; w < kWidth; ++w) out_vals[i] += weight_vals[w] * x_vals[kNElts + i - (kWidth - w - 1)];
    }
    if (silu_activation) {
#pragma unroll
      for (int i = 0; i < kNElts; ++i) out_vals[i] = out_vals[i] / (1 + expf(-out_vals[i]));
    }

    input_t out_vals_store[kNElts];
#pragma unroll
    for (int i = 0; i < kNElts; ++i) out_vals_store[i] = out_vals[i];
    if constexpr (kIsVecLoad) {
      typename Ktraits::BlockStoreVecT(smem_store_vec)
          .Store(reinterpret_cast<vec_t *>(out_row), reinterpret_cast<vec_t(&)[1]>(out_vals_store),
                 (seqlen - chunk * kChunkSize) / kNElts);
    } else {
      typename Ktraits::BlockStoreT(smem_store).Store(out_row, out_vals_store, seqlen - chunk * kChunkSize);
    }
    out_row += kChunkSize;
  }
}

template <int kNThreads, int kWidth, typename input_t>
void causal_conv1d_fwd_launch(const input_t *x, const float *w, const float *b, input_t *out, int batch, int dim,
                              int seqlen, bool silu, cudaStream_t stream) {
  static constexpr int kNElts = sizeof(input_t) == 4 ? 4 : 8;
  const bool vec = seqlen % kNElts == 0;
  if (vec) {
    using Ktraits = Causal_conv1d_fwd_kernel_traits<kNThreads, kWidth, true, input_t>;
    causal_conv1d_fwd_kernel<Ktraits><<<dim3(batch, dim), Ktraits::kNThreads, Ktraits::kSmemSize, stream>>>(
        x, w, b, out, batch, dim, seqlen, silu);
  } else {
    using Ktraits = Causal_conv1d_fwd_kernel_traits<kNThreads, kWidth, false, input_t>;
    causal_conv1d_fwd_kernel<Ktraits><<<dim3(batch, dim), Ktraits::kNThreads, Ktraits::kSmemSize, stream>>>(
        x, w, b, out, batch, dim, seqlen, silu);
  }
}

template void causal_conv1d_fwd_launch<128, 4, __half>(const __half *, const float *, const float *, __half *, int,
                                                       int, int, bool, cudaStream_t);
