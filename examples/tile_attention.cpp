// Tile kernels: attention forward, O = softmax(scale * Q K^T) V, written as a
// user writes FlashAttention in a tile language: one program per (query block,
// batch*head), a loop over key/value blocks keeping the running row max m and
// row sum l, exp2 with log2(e) folded into the scale, the accumulator rescaled
// by exp2(m_old - m_new), causal masking by comparing aranges, masked borders
// for sequence lengths that are not a multiple of the block, and the
// log-sum-exp (natural log) written out for a backward pass. GQA: Q has
// `group` times as many heads as K and V (q head bh reads kv head bh / group).
// Tensors are [batch*heads, seq, head_dim].
//
// The compiler's part (tile-assign-layouts): the two dots form a chain (P, the
// first's accumulator, is the second's A operand), so both take warps along
// the rows only and P reaches the second dot in registers; the output
// accumulator is carried in the mma layout across the loop; Q's operand
// conversion is hoisted out of the loop. Performance is issue 15's open work
// (bench/attention/attention_bench.py times it against SDPA's flash and cuDNN
// backends). The head-dim-128 kernels need 76032 bytes of shared memory, which
// sm_120's 99 KiB hold. On sm_90a both dots run as wgmma, Q K^T with Q by
// descriptor (its conversion stores it swizzled once), P V with P from
// registers (the chain's mma layout is the wgmma layout), K^T and V stored as
// 128-byte-swizzled wgmma operands. K and V of block j+1 are loaded during
// block j (tile-prefetch-loads, contiguous views).
#include <kiln/tile.hpp>
using namespace kiln::tile;

template <int BM, int BN, int D, bool Causal, class T>
__device__ void attention_forward(tensor<const T, 3> q, tensor<const T, 3> k, tensor<const T, 3> v,
                                  tensor<T, 3> o, tensor<float, 2> lse, float scale, int64_t group) {
  int64_t m = block_id(0) * BM, bh = block_id(1);
  int64_t kvh = bh / group;
  int64_t len = k.shape(1);
  auto qt = reshape<BM, D>(load<1, BM, D>(q, bh, m, 0));
  float qk_scale = scale * 1.4426950408889634f; // exp(x) = exp2(x * log2(e))
  auto m_i = full<float, BM>(-__builtin_inff());
  auto l_i = zeros<float, BM>();
  auto acc = zeros<float, BM, D>();
  int64_t end = len;
  if constexpr (Causal)
    end = m + BM < len ? m + BM : len;
  auto rows = expand_dims<1>(arange<int64_t, BM>(m));
  for (int64_t n = 0; n < end; n += BN) {
    auto kt = reshape<BN, D>(load<1, BN, D>(k, kvh, n, 0));
    auto s = dot(qt, transpose(kt)) * qk_scale;
    auto cols = expand_dims<0>(arange<int64_t, BN>(n));
    s = where(cols < len, s, -__builtin_inff());
    if constexpr (Causal)
      s = where(rows >= cols, s, -__builtin_inff());
    auto m_new = max(m_i, max<1>(s));
    auto p = exp2(s - expand_dims<1>(m_new));
    auto alpha = exp2(m_i - m_new);
    l_i = l_i * alpha + sum<1>(p);
    acc = acc * expand_dims<1>(alpha);
    auto vt = reshape<BN, D>(load<1, BN, D>(v, kvh, n, 0));
    acc = mma(cast<T>(p), vt, acc);
    m_i = m_new;
  }
  acc = acc / expand_dims<1>(l_i);
  store(o, reshape<1, BM, D>(cast<T>(acc)), bh, m, 0);
  store(lse, reshape<1, BM>((m_i + log2(l_i)) * 0.6931471805599453f), bh, m);
}

// Head dim 64: 128 query rows per program on 8 warps; head dim 128: 64 rows,
// or 128 on sm_90a, where both dots run as wgmma (two warpgroups of 64 rows
// each, P kept in registers): 128 rows on mma.sync would spill. A launcher
// takes the block from the image it loads (bench/attention/attention_bench.py).
#ifdef __CUDA_ARCH_FEAT_SM90_ALL
#define KILN_ATTENTION_D128_BM 128
#else
#define KILN_ATTENTION_D128_BM 64
#endif
#define KILN_ATTENTION(NAME, T, BM, D, CAUSAL)                                                      \
  KILN_TILE_KERNEL KILN_NUM_WARPS(8) void NAME(tensor<const T, 3> q, tensor<const T, 3> k,          \
                                               tensor<const T, 3> v, tensor<T, 3> o,                \
                                               tensor<float, 2> lse, float scale, int64_t group) {  \
    attention_forward<BM, 64, D, CAUSAL>(q, k, v, o, lse, scale, group);                            \
  }
KILN_ATTENTION(attention_bf16_d64, __bf16, 128, 64, false)
KILN_ATTENTION(attention_bf16_d64_causal, __bf16, 128, 64, true)
KILN_ATTENTION(attention_bf16_d128, __bf16, KILN_ATTENTION_D128_BM, 128, false)
KILN_ATTENTION(attention_bf16_d128_causal, __bf16, KILN_ATTENTION_D128_BM, 128, true)
KILN_ATTENTION(attention_f16_d64_causal, _Float16, 128, 64, true)
KILN_ATTENTION(attention_f16_d128, _Float16, KILN_ATTENTION_D128_BM, 128, false)
