// The tile performance sweep's kernels (issue 16), written as a user writes
// them from docs/contract.md: one program per row (or per KW-element block),
// no hint about warps, nothing tuned per size. scripts/build-tile-sweep.sh
// compiles this file once per element type KT and width KW; sweep.py runs
// each kernel beside a Triton kernel of the same program shape and the
// torch op.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef KT
#define KT float
#endif
#ifndef KW
#define KW 1024
#endif

// Row softmax in f32, ragged rows padded with -inf.
KILN_TILE_KERNEL void softmax(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0));
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, cast<KT>(e / expand_dims<1>(sum<1>(e))), r, 0);
}

// Layernorm with weight and bias; statistics in f32.
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

// RMSNorm with weight.
KILN_TILE_KERNEL void rmsnorm(tensor<const KT, 2> x, tensor<const KT, 1> w,
                              tensor<KT, 2> y, float eps) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, KW>(x, r, 0));
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1) + eps);
  store(y, cast<KT>(t * expand_dims<1>(inv) * cast<float>(load<KW>(w, 0))), r, 0);
}

// Row reductions into one f32 (index) per row.
KILN_TILE_KERNEL void row_sum(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, sum<1>(cast<float>(load<1, KW>(x, r, 0))), r);
}

KILN_TILE_KERNEL void row_max(tensor<const KT, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, max<1>(cast<float>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0))), r);
}

KILN_TILE_KERNEL void row_argmax(tensor<const KT, 2> x, tensor<int32_t, 1> y) {
  int64_t r = block_id(0);
  store(y, argmax<1>(load<1, KW>(x, (KT)-__builtin_inff(), r, 0)), r);
}

// Inclusive prefix sum along each row, accumulated in f32.
KILN_TILE_KERNEL void row_cumsum(tensor<const KT, 2> x, tensor<KT, 2> y) {
  int64_t r = block_id(0);
  store(y, cast<KT>(cumsum<1>(cast<float>(load<1, KW>(x, r, 0)))), r, 0);
}

// Element-wise chains over KW-element blocks of a flat tensor.
KILN_TILE_KERNEL void gelu(tensor<const KT, 1> x, tensor<KT, 1> y) {
  int64_t i = block_id(0) * KW;
  auto t = cast<float>(load<KW>(x, i));
  store(y, cast<KT>(0.5f * t * (1.0f + erf(t * 0.70710678f))), i);
}

KILN_TILE_KERNEL void silu_mul(tensor<const KT, 1> a, tensor<const KT, 1> b, tensor<KT, 1> y) {
  int64_t i = block_id(0) * KW;
  auto g = cast<float>(load<KW>(a, i));
  store(y, cast<KT>(g * sigmoid(g) * cast<float>(load<KW>(b, i))), i);
}

// Embedding lookup: row r of the output is row ids[r] of the table.
KILN_TILE_KERNEL void embedding(tensor<const KT, 2> table, tensor<const int64_t, 1> ids,
                                tensor<KT, 2> out) {
  int64_t r = block_id(0);
  auto rows = broadcast_to<1, KW>(expand_dims<1>(load<1>(ids, r)));
  auto cols = broadcast_to<1, KW>(expand_dims<0>(arange<int64_t, KW>(0)));
  store(out, gather(table, rows, cols), r, 0);
}
