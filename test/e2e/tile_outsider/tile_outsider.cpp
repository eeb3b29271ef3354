// Tile kernels in the styles of other code bases (issue 16), written from
// docs/language.md by someone who did not tune the compiler for them: scalar
// math on reduced values (sqrtf, expf, fmaxf, std::log), scalar loads that
// bound loops (ragged segments, cu_seqlens-style lengths), two accumulators
// live at once (a fused gate/up projection), a decode attention over a
// ragged key length, an MoE router's top-2, per-row int8 quantisation,
// rotary embeddings, a fused AdamW step, a causal softmax over ragged rows
// (masked loads), a top-k sampler, 2x2 max pooling and a fused residual add
// with RMSNorm in bf16. kiln_tile_e2e's tile/outsider_* tests check each
// against a host reference.
#include <kiln/tile.hpp>
#include <cmath>
using namespace kiln::tile;

// GroupNorm of x [N, G * cpg * hw] (channels-first), one program per
// (sample, group): sums in 1024-wide chunks, then normalised with the
// per-channel affine (gamma/beta gathered by channel). Groups of any length
// (3 * 333 elements), so chunks straddle groups.
KILN_TILE_KERNEL void group_norm(tensor<const float, 2> x, tensor<const float, 1> gamma,
                                 tensor<const float, 1> beta, tensor<float, 2> y, int64_t cpg,
                                 int64_t hw, float eps) {
  int64_t n = block_id(0), g = block_id(1);
  int64_t len = cpg * hw, base = g * len;
  auto acc = zeros<float, 1024>();
  auto acc2 = zeros<float, 1024>();
  for (int64_t off = 0; off < len; off += 1024) {
    auto t = where(arange<int64_t, 1024>(off) < len,
                   reshape<1024>(load<1, 1024>(x, n, base + off)), 0.0f);
    acc = acc + t;
    acc2 = acc2 + t * t;
  }
  float mean = sum<0>(acc) / (float)len;
  float var = fmaxf(sum<0>(acc2) / (float)len - mean * mean, 0.0f);
  float inv = 1.0f / sqrtf(var + eps);
  for (int64_t off = 0; off < len; off += 1024) {
    auto idx = arange<int64_t, 1024>(off);
    auto ch = g * cpg + idx / hw;
    auto t = reshape<1024>(load<1, 1024>(x, n, base + off));
    auto out = (t - mean) * inv * gather(gamma, ch) + gather(beta, ch);
    // The last chunk reaches into the next group, which another program
    // writes: the store is masked there.
    store(y, reshape<1, 1024>(out), expand_dims<0>(idx < len), n, base + off);
  }
}

// Sums of ragged segments x[offsets[b] .. offsets[b + 1]) (MoE token groups).
KILN_TILE_KERNEL void segment_sum(tensor<const float, 1> x, tensor<const int64_t, 1> offsets,
                                  tensor<float, 1> out) {
  int64_t b = block_id(0);
  int64_t start = load(offsets, b), end = load(offsets, b + 1);
  auto acc = zeros<float, 1024>();
  for (int64_t i = start; i < end; i += 1024)
    acc = acc + where(arange<int64_t, 1024>(i) < end, load<1024>(x, i), 0.0f);
  store(out, full<float, 1>(sum<0>(acc)), b);
}

// logsumexp(row) - row[target] over a vocabulary in 2048-wide chunks, the
// running max and sum kept as scalars (online softmax).
KILN_TILE_KERNEL void xent_online(tensor<const __bf16, 2> logits, tensor<const int64_t, 1> target,
                                  tensor<float, 1> loss) {
  int64_t r = block_id(0);
  int64_t V = logits.shape(1);
  float m = -INFINITY, s = 0.0f;
  for (int64_t c = 0; c < V; c += 2048) {
    auto t = cast<float>(reshape<2048>(load<1, 2048>(logits, (__bf16)-INFINITY, r, c)));
    float mn = fmaxf(m, max<0>(t));
    s = s * expf(m - mn) + sum<0>(exp(t - mn));
    m = mn;
  }
  int64_t tgt = load(target, r);
  float picked = (float)load(logits, r, tgt);
  store(loss, full<float, 1>(m + std::log(s) - picked), r);
}

// y = silu(x @ wg) * (x @ wu): two 128x64 accumulators in one program.
KILN_TILE_KERNEL void swiglu(tensor<const __bf16, 2> x, tensor<const __bf16, 2> wg,
                             tensor<const __bf16, 2> wu, tensor<__bf16, 2> y) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 64;
  auto g = zeros<float, 128, 64>();
  auto u = zeros<float, 128, 64>();
  for (int64_t k = 0; k < x.shape(1); k += 64) {
    auto a = load<128, 64>(x, m, k);
    g = mma(a, load<64, 64>(wg, k, n), g);
    u = mma(a, load<64, 64>(wu, k, n), u);
  }
  store(y, cast<__bf16>(g * sigmoid(g) * u), m, n);
}

// One query row per (batch, head) against keys/values k, v [B, H, S, 128]
// of which lens[b] are valid; softmax in base 2 with the scale folded in.
KILN_TILE_KERNEL void decode_attention(tensor<const _Float16, 3> q, tensor<const _Float16, 4> k,
                                       tensor<const _Float16, 4> v, tensor<const int32_t, 1> lens,
                                       tensor<_Float16, 3> o, float scale) {
  int64_t b = block_id(0), h = block_id(1);
  int32_t len = load(lens, b);
  auto qv = reshape<1, 128>(cast<float>(load<1, 1, 128>(q, b, h, 0))) * (scale * 1.4426950408889634f);
  float m = -INFINITY, l = 0.0f;
  auto acc = zeros<float, 128>();
  for (int64_t s = 0; s < len; s += 64) {
    auto kt = reshape<64, 128>(cast<float>(load<1, 1, 64, 128>(k, b, h, s, 0)));
    auto sc = where(arange<int64_t, 64>(s) < (int64_t)len, sum<1>(kt * qv), -INFINITY);
    float mn = fmaxf(m, max<0>(sc));
    auto p = exp2(sc - mn);
    float alpha = exp2f(m - mn);
    l = l * alpha + sum<0>(p);
    auto vt = reshape<64, 128>(cast<float>(load<1, 1, 64, 128>(v, b, h, s, 0)));
    acc = acc * alpha + sum<0>(expand_dims<1>(p) * vt);
    m = mn;
  }
  store(o, reshape<1, 1, 128>(cast<_Float16>(acc / l)), b, h, 0);
}

// MoE router: softmax over 64 experts, the top 2 renormalised, 16 tokens per program.
KILN_TILE_KERNEL void router_top2(tensor<const float, 2> logits, tensor<float, 2> w,
                                  tensor<int32_t, 2> ids) {
  int64_t r = block_id(0) * 16;
  auto l = load<16, 64>(logits, r, 0);
  auto p = exp(l - expand_dims<1>(max<1>(l)));
  p = p / expand_dims<1>(sum<1>(p));
  auto top = topk<2, 1>(p);
  store(w, top / expand_dims<1>(sum<1>(top)), r, 0);
  store(ids, topk_indices<2, 1>(p), r, 0);
}

// Symmetric per-row int8 quantisation: scale = max|x| / 127, q = x / scale
// rounded half away from zero, clamped to [-127, 127].
KILN_TILE_KERNEL void quant_rows(tensor<const _Float16, 2> x, tensor<int8_t, 2> q,
                                 tensor<float, 1> scales) {
  int64_t r = block_id(0);
  auto v = cast<float>(load<1, 4096>(x, r, 0));
  auto scale = max(max<1>(abs(v)) / 127.0f, 1e-8f);
  auto z = v / expand_dims<1>(scale);
  auto rounded = where(z < 0.0f, z - 0.5f, z + 0.5f);
  store(q, cast<int8_t>(min(max(rounded, -127.0f), 127.0f)), r, 0);
  store(scales, scale, r);
}

// Rotary embedding of x [T, H, 128] (bf16), halves rotated by cos/sin [T, 64].
KILN_TILE_KERNEL void rope(tensor<const __bf16, 3> x, tensor<const float, 2> cosT,
                           tensor<const float, 2> sinT, tensor<__bf16, 3> y) {
  int64_t t = block_id(0), h = block_id(1);
  auto x1 = cast<float>(load<1, 1, 64>(x, t, h, 0));
  auto x2 = cast<float>(load<1, 1, 64>(x, t, h, 64));
  auto c = reshape<1, 1, 64>(load<1, 64>(cosT, t, 0));
  auto s = reshape<1, 1, 64>(load<1, 64>(sinT, t, 0));
  store(y, cast<__bf16>(x1 * c - x2 * s), t, h, 0);
  store(y, cast<__bf16>(x2 * c + x1 * s), t, h, 64);
}

// One AdamW step over flat parameters, 2048 per program; the bias
// corrections computed from the step count with powf.
KILN_TILE_KERNEL void adamw(tensor<float, 1> p, tensor<const float, 1> g, tensor<float, 1> m,
                            tensor<float, 1> v, float lr, float b1, float b2, float eps, float wd,
                            int32_t step) {
  int64_t i = block_id(0) * 2048;
  float bc1 = 1.0f - powf(b1, (float)step), bc2 = 1.0f - powf(b2, (float)step);
  auto gp = load<2048>(g, i);
  auto mp = load<2048>(m, i) * b1 + gp * (1.0f - b1);
  auto vp = load<2048>(v, i) * b2 + gp * gp * (1.0f - b2);
  auto pp = load<2048>(p, i);
  pp = pp * (1.0f - lr * wd) - lr * (mp / bc1) / (sqrt(vp / bc2) + eps);
  store(m, mp, i);
  store(v, vp, i);
  store(p, pp, i);
}

// Causal softmax of attention scores s [B * heads, S, S] (S <= 1024) over
// ragged lengths lens[b]: row q is the softmax of s[q, 0 .. min(q, len - 1)]
// and 0 elsewhere (a row of a zero-length sequence all 0), 4 query rows per
// program. The masked-off scores are never read.
KILN_TILE_KERNEL void causal_softmax(tensor<const float, 3> s, tensor<const int32_t, 1> lens,
                                     tensor<float, 3> p, int64_t heads) {
  int64_t q0 = block_id(0) * 4, bh = block_id(1);
  int64_t len = load(lens, bh / heads);
  auto q = expand_dims<1>(arange<int64_t, 4>(q0));
  auto k = expand_dims<0>(arange<int64_t, 1024>(0));
  auto keep = (k <= q) & (k < len);
  auto t = reshape<4, 1024>(load<1, 4, 1024>(s, keep, -INFINITY, bh, q0, 0));
  auto e = where(keep, exp(t - expand_dims<1>(max<1>(t))), 0.0f);
  auto out = e / expand_dims<1>(max(sum<1>(e), 1e-30f));
  store(p, reshape<1, 4, 1024>(out), bh, q0, 0);
}

// An LLM sampler's top-k: the 16 largest logits of each row [R, V] (V <= 4096,
// 16 <= V) at temperature T, as probabilities renormalised over the 16, with
// their vocabulary ids.
KILN_TILE_KERNEL void topk_sampling(tensor<const __bf16, 2> logits, tensor<float, 2> probs,
                                    tensor<int32_t, 2> ids, float temperature) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, 4096>(logits, (__bf16)-INFINITY, r, 0)) / temperature;
  auto top = topk<16, 1>(t);
  auto e = exp(top - expand_dims<1>(max<1>(top)));
  store(probs, e / expand_dims<1>(sum<1>(e)), r, 0);
  store(ids, topk_indices<16, 1>(t), r, 0);
}

// 2x2 max pooling with stride 2 of x [NC, H, W] (W <= 128) into
// y [NC, H / 2, W / 2]: 8 output rows per program, pairs of rows and of
// columns taken apart by a reshape.
KILN_TILE_KERNEL void max_pool2x2(tensor<const float, 3> x, tensor<float, 3> y) {
  int64_t oh = block_id(0) * 8, nc = block_id(1);
  auto t = reshape<8, 2, 64, 2>(load<1, 16, 128>(x, -INFINITY, nc, oh * 2, 0));
  store(y, reshape<1, 8, 64>(max<1>(max<3>(t))), nc, oh, 0);
}

// A transformer block's fused residual add and RMSNorm in bf16 (rows of
// D <= 4096): h = x + residual, written back to residual (bf16), and
// y = h / sqrt(mean(h^2) + eps) * w, h and its sum of squares in f32.
KILN_TILE_KERNEL void add_rmsnorm(tensor<const __bf16, 2> x, tensor<__bf16, 2> residual,
                                  tensor<const __bf16, 1> w, tensor<__bf16, 2> y, float eps) {
  int64_t r = block_id(0);
  auto h = reshape<4096>(cast<float>(load<1, 4096>(x, r, 0)) + cast<float>(load<1, 4096>(residual, r, 0)));
  store(residual, reshape<1, 4096>(cast<__bf16>(h)), r, 0);
  float inv = rsqrtf(sum<0>(h * h) / (float)x.shape(1) + eps);
  store(y, reshape<1, 4096>(cast<__bf16>(h * inv * cast<float>(load<4096>(w, 0)))), r, 0);
}
