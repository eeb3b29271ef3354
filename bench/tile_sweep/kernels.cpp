// The tile performance sweep's kernels (issue 16), written as a user writes
// them from docs/contract.md: one program per row (or per KW-element block,
// per 2-D block of a matrix, per output tile of a matmul), no hint about
// warps, nothing tuned per size. scripts/build-tile-sweep.sh compiles this
// file once per element type KT and width KW; sweep.py runs each kernel
// beside a Triton kernel of the same program shape and the torch op.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef KT
#define KT float
#endif
#ifndef KW
#define KW 1024
#endif

// scripts/build-tile-sweep.sh compiles every kernel in one kilnc call; when
// that fails it compiles them one at a time (-DKILN_SWEEP_ONLY=1
// -DKILN_SWEEP_ONLY_<name>=1), so that one kernel's failure costs only that
// kernel. SWEEP(name) is true for the kernels this compile is for.
#define SWEEP(name) (!KILN_SWEEP_ONLY || KILN_SWEEP_ONLY_##name)
// KT_F32 is 1 when KT is float (KT_IS_float), else 0 (KT_IS___bf16 is not
// defined).
#define KT_IS_float 1
#define SWEEP_CAT2(a, b) a##b
#define SWEEP_CAT(a, b) SWEEP_CAT2(a, b)
#define KT_F32 SWEEP_CAT(KT_IS_, KT)

// Row softmax in f32, ragged rows padded with -inf.
#if SWEEP(softmax)
KILN_TILE_KERNEL void softmax(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0));
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, cast<KT>(e / expand_dims<1>(sum<1>(e))), r, 0);
}
#endif

// Layernorm with weight and bias; statistics in f32.
#if SWEEP(layernorm)
KILN_TILE_KERNEL void layernorm(tensor<const KT, 2> x, tensor<const KT, 1> w,
                                tensor<const KT, 1> b, tensor<KT, 2> y, float eps) {
  int64_t r = block_id(0);
  int64_t n = x.shape(1);
  auto t = cast<float>(load<1, KW>(x, r, 0));
  auto mean = sum<1>(t) / (float)n;
  auto inside = expand_dims<0>(arange<int64_t, KW>(0)) < n;
  auto d = where(inside, t - expand_dims<1>(mean), 0.0f);
  auto inv = rsqrt(sum<1>(d * d) / (float)n + eps);
  auto out = d * expand_dims<1>(inv) * cast<float>(load<KW>(w, 0)) +
             cast<float>(load<KW>(b, 0));
  store(y, cast<KT>(out), r, 0);
}
#endif

// RMSNorm with weight.
#if SWEEP(rmsnorm)
KILN_TILE_KERNEL void rmsnorm(tensor<const KT, 2> x, tensor<const KT, 1> w,
                              tensor<KT, 2> y, float eps) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, KW>(x, r, 0));
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1) + eps);
  store(y, cast<KT>(t * expand_dims<1>(inv) * cast<float>(load<KW>(w, 0))), r, 0);
}
#endif

// Row reductions into one f32 (index) per row.
#if SWEEP(row_sum)
KILN_TILE_KERNEL void row_sum(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, sum<1>(cast<float>(load<1, KW>(x, r, 0))), r);
}
#endif

#if SWEEP(row_max)
KILN_TILE_KERNEL void row_max(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, max<1>(cast<float>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0))), r);
}
#endif

#if SWEEP(row_argmax)
KILN_TILE_KERNEL void row_argmax(tensor<const KT, 2> x, tensor<int32_t, 1> y) {
  int64_t r = block_id(0);
  store(y, argmax<1>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0)), r);
}
#endif

// Inclusive prefix sum along each row, accumulated in f32.
#if SWEEP(row_cumsum)
KILN_TILE_KERNEL void row_cumsum(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t r = block_id(0);
  store(y, cast<KT>(cumsum<1>(cast<float>(load<1, KW>(x, r, 0)))), r, 0);
}
#endif

// Element-wise chains over KW-element blocks of a flat tensor.
#if SWEEP(gelu)
KILN_TILE_KERNEL void gelu(tensor<const KT, 1> x, tensor<KT, 1> y) {
  int64_t i = block_id(0) * KW;
  auto t = cast<float>(load<KW>(x, i));
  store(y, cast<KT>(0.5f * t * (1.0f + erf(t * 0.70710678f))), i);
}
#endif

#if SWEEP(silu_mul)
KILN_TILE_KERNEL void silu_mul(tensor<const KT, 1> a, tensor<const KT, 1> b, tensor<KT, 1> y) {
  int64_t i = block_id(0) * KW;
  auto g = cast<float>(load<KW>(a, i));
  store(y, cast<KT>(g * sigmoid(g) * cast<float>(load<KW>(b, i))), i);
}
#endif

// Embedding lookup: row r of the output is row ids[r] of the table.
#if SWEEP(embedding)
KILN_TILE_KERNEL void embedding(tensor<const KT, 2> table, tensor<const int64_t, 1> ids,
                                tensor<KT, 2> out) {
  int64_t r = block_id(0);
  auto rows = broadcast_to<1, KW>(expand_dims<1>(load<1>(ids, r)));
  auto cols = broadcast_to<1, KW>(expand_dims<0>(arange<int64_t, KW>(0)));
  store(out, gather(table, rows, cols), r, 0);
}
#endif

// ---- 2-D programs ------------------------------------------------------------
// Narrow rows (KW <= 1024) with one row per program leave most of a
// program's threads without work; these take ROWS = 4096 / KW rows per
// program (the Triton tutorials' BLOCK_M), a [ROWS, KW] tile.
#if KW <= 1024
#define ROWS (4096 / KW)

#if SWEEP(softmax_rows)
KILN_TILE_KERNEL void softmax_rows(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t r = block_id(0) * ROWS;
  auto t = cast<float>(load<ROWS, KW>(x, (KT)-__builtin_inff(), r, 0));
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, cast<KT>(e / expand_dims<1>(sum<1>(e))), r, 0);
}
#endif

#if SWEEP(rmsnorm_rows)
KILN_TILE_KERNEL void rmsnorm_rows(tensor<const KT, 2> x, tensor<const KT, 1> w,
                                   tensor<KT, 2> y, float eps) {
  int64_t r = block_id(0) * ROWS;
  auto t = cast<float>(load<ROWS, KW>(x, r, 0));
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1) + eps);
  store(y, cast<KT>(t * expand_dims<1>(inv) * cast<float>(load<KW>(w, 0))), r, 0);
}
#endif

// Layernorm backward (issue 16's outsider shapes): dx of ROWS rows per
// program from the saved mean and rstd, and the program's partial dgamma
// and dbeta (sums over its rows) into row block_id of dw_part/db_part
// [programs, N], as Triton's tutorial's first pass writes them (without its
// locks: the partials are summed by a second pass or torch).
#if SWEEP(layernorm_bwd)
KILN_TILE_KERNEL void layernorm_bwd(tensor<const KT, 2> x, tensor<const KT, 2> dy,
                                    tensor<const KT, 1> w, tensor<const float, 1> mean,
                                    tensor<const float, 1> rstd, tensor<KT, 2> dx,
                                    tensor<float, 2> dw_part, tensor<float, 2> db_part) {
  int64_t p = block_id(0), r = p * ROWS;
  int64_t n = x.shape(1);
  auto inside = expand_dims<0>(arange<int64_t, KW>(0)) < n;
  auto rs = expand_dims<1>(load<ROWS>(rstd, r));
  auto xhat = where(inside, (cast<float>(load<ROWS, KW>(x, r, 0)) -
                             expand_dims<1>(load<ROWS>(mean, r))) * rs, 0.0f);
  auto g = cast<float>(load<ROWS, KW>(dy, r, 0));
  auto wdy = g * expand_dims<0>(cast<float>(load<KW>(w, 0)));
  auto c1 = sum<1>(xhat * wdy) / (float)n, c2 = sum<1>(wdy) / (float)n;
  store(dx, cast<KT>((wdy - (xhat * expand_dims<1>(c1) + expand_dims<1>(c2))) * rs), r, 0);
  store(dw_part, expand_dims<0>(sum<0>(g * xhat)), p, 0);
  store(db_part, expand_dims<0>(sum<0>(g)), p, 0);
}
#endif
#endif

// Cross-entropy forward: loss[r] = logsumexp(x[r, :]) - x[r, target[r]],
// one row of KW logits per program read in 1024-wide chunks with a running
// maximum and sum (online logsumexp).
#if SWEEP(cross_entropy)
KILN_TILE_KERNEL void cross_entropy(tensor<const KT, 2> x, tensor<const int64_t, 1> target,
                                    tensor<float, 1> loss) {
  int64_t r = block_id(0);
  int64_t v = x.shape(1);
  auto m = full<float, 1>(-__builtin_inff());
  auto s = zeros<float, 1>();
  for (int64_t c = 0; c < v; c += 1024) {
    auto t = cast<float>(load<1, 1024>(x, (KT)-__builtin_inff(), r, c));
    auto m2 = max(m, max<1>(t));
    s = s * exp(m - m2) + sum<1>(exp(t - expand_dims<1>(m2)));
    m = m2;
  }
  auto tgt = load<1>(target, r);
  auto picked = cast<float>(gather(x, full<int64_t, 1>(r), tgt));
  store(loss, m + log(s) - picked, r);
}
#endif

// ---- matrices --------------------------------------------------------------
// Transpose of x [M, N] into y [N, M], a 64x64 block per program (grid
// (M / 64, N / 64)).
#if SWEEP(transpose_2d)
KILN_TILE_KERNEL void transpose_2d(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  store(y, transpose(load<64, 64>(x, m, n)), n, m);
}
#endif

// Column reductions of x [M, N] into y [N] (f32): a program per 64 columns,
// looping over the rows 32 at a time, reduced along axis 0 at the end.
#if SWEEP(col_sum)
KILN_TILE_KERNEL void col_sum(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = zeros<float, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = acc + cast<float>(load<32, 64>(x, r, c));
  store(y, sum<0>(acc), c);
}
#endif

#if SWEEP(col_max)
KILN_TILE_KERNEL void col_max(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = full<float, 32, 64>(-__builtin_inff());
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = max(acc, cast<float>(load<32, 64>(x, (KT)-__builtin_inff(), r, c)));
  store(y, max<0>(acc), c);
}
#endif

// The row index (int32) of each column's first maximum: per element of the
// [32, 64] tile the best value and its row, then the smallest row among the
// tile's rows that hold the column's maximum.
#if SWEEP(col_argmax)
KILN_TILE_KERNEL void col_argmax(tensor<const KT, 2> x, tensor<int32_t, 1> y) {
  int64_t c = block_id(0) * 64;
  auto best = full<float, 32, 64>(-__builtin_inff());
  auto at = zeros<int32_t, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32) {
    auto t = cast<float>(load<32, 64>(x, (KT)-__builtin_inff(), r, c));
    auto better = t > best;
    best = where(better, t, best);
    at = where(better, expand_dims<1>(arange<int32_t, 32>((int32_t)r)), at);
  }
  auto top = expand_dims<0>(max<0>(best));
  store(y, min<0>(where(best == top, at, 0x7fffffff)), c);
}
#endif

// ---- scatter ---------------------------------------------------------------
// Embedding backward: row r of the output gradient is added into row ids[r]
// of the weight gradient dw (f32), atomically (ids repeat).
#if SWEEP(embedding_backward)
KILN_TILE_KERNEL void embedding_backward(tensor<const KT, 2> grad, tensor<const int64_t, 1> ids,
                                         tensor<float, 2> dw) {
  int64_t r = block_id(0);
  auto g = cast<float>(load<1, KW>(grad, r, 0));
  atomic_add(dw, g, expand_dims<1>(load<1>(ids, r)), expand_dims<0>(arange<int64_t, KW>(0)));
}
#endif

// ---- matmul + epilogue -------------------------------------------------------
// c = act(a @ b + bias) for 16-bit a [M, K], b [K, N], bias [N], accumulated
// in f32: a 128x128 output tile per program (grid (M / 128, N / 128)), K
// 64 at a time. Independent of KW: compiled in the KW = 4096 bundles only.
#if !KT_F32 && KW == 4096
#if SWEEP(matmul_bias_gelu)
KILN_TILE_KERNEL void matmul_bias_gelu(tensor<const KT, 2> a, tensor<const KT, 2> b,
                                       tensor<const KT, 1> bias, tensor<KT, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  auto t = acc + expand_dims<0>(cast<float>(load<128>(bias, n)));
  store(c, cast<KT>(0.5f * t * (1.0f + erf(t * 0.70710678f))), m, n);
}
#endif

#if SWEEP(matmul_bias_silu)
KILN_TILE_KERNEL void matmul_bias_silu(tensor<const KT, 2> a, tensor<const KT, 2> b,
                                       tensor<const KT, 1> bias, tensor<KT, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  auto t = acc + expand_dims<0>(cast<float>(load<128>(bias, n)));
  store(c, cast<KT>(t * sigmoid(t)), m, n);
}
#endif
#endif
