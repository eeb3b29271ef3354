// Tile kernels written from docs/language.md alone, the way a user coming
// from Triton's tutorials and common model code writes them (issue 16: tile
// kernels kept outside the project must be correct and free of performance
// cliffs on every shape). Sizes are odd on purpose: rows, columns and K that
// are not multiples of the block. kiln_tile_e2e's tile/outsider2_* cases
// check each against a host reference.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// ---- layernorm backward: dx per row, dw/db partial sums with atomics -------
// Four rows per program (N <= 1024); mean and rstd saved by the forward.
KILN_TILE_KERNEL void layernorm_bwd(tensor<const float, 2> x, tensor<const float, 2> dy,
                                    tensor<const float, 1> w, tensor<const float, 1> mean,
                                    tensor<const float, 1> rstd, tensor<float, 2> dx,
                                    tensor<float, 1> dw, tensor<float, 1> db) {
  int64_t row = block_id(0) * 4;
  int64_t N = x.shape(1);
  auto valid = expand_dims<0>(arange<int64_t, 1024>(0) < N);
  auto xv = load<4, 1024>(x, row, 0);
  auto g = load<4, 1024>(dy, row, 0);
  auto wv = expand_dims<0>(load<1024>(w, 0));
  auto mu = expand_dims<1>(load<4>(mean, row));
  auto rs = expand_dims<1>(load<4>(rstd, row));
  auto xhat = where(valid, (xv - mu) * rs, 0.0f);
  auto wdy = g * wv;
  auto c1 = expand_dims<1>(sum<1>(xhat * wdy)) / N;
  auto c2 = expand_dims<1>(sum<1>(wdy)) / N;
  store(dx, (wdy - (xhat * c1 + c2)) * rs, row, 0);
  atomic_add(dw, sum<0>(g * xhat), 0);
  atomic_add(db, sum<0>(g), 0);
}

// ---- fused dropout with a counter-based RNG --------------------------------
// A murmur3 finaliser of (seed, element index): the same bits on the host.
KILN_TILE_KERNEL void dropout(tensor<const _Float16, 1> x, tensor<_Float16, 1> y,
                              tensor<bool, 1> kept, uint32_t seed, float p) {
  int64_t i = block_id(0) * 1024;
  auto idx = cast<uint32_t>(arange<int64_t, 1024>(i));
  auto h = idx ^ (seed * 0x9E3779B9u);
  h = h ^ (h >> 16);
  h = h * 0x85EBCA6Bu;
  h = h ^ (h >> 13);
  h = h * 0xC2B2AE35u;
  h = h ^ (h >> 16);
  auto u = cast<float>(h >> 8) * (1.0f / 16777216.0f);
  auto keep = u >= p;
  auto v = cast<float>(load<1024>(x, i));
  store(y, cast<_Float16>(where(keep, v * (1.0f / (1.0f - p)), 0.0f)), i);
  store(kept, keep, i);
}

// ---- softmax backward: dx = y * (dy - sum(y * dy)), bf16 rows ---------------
KILN_TILE_KERNEL void softmax_bwd(tensor<const __bf16, 2> y, tensor<const __bf16, 2> dy,
                                  tensor<__bf16, 2> dx) {
  int64_t r = block_id(0);
  auto yv = cast<float>(load<1, 4096>(y, r, 0));
  auto g = cast<float>(load<1, 4096>(dy, r, 0));
  auto dot = expand_dims<1>(sum<1>(yv * g));
  store(dx, cast<__bf16>(yv * (g - dot)), r, 0);
}

// ---- cross-entropy backward over a large vocabulary ------------------------
// grad = (softmax(x) - onehot(target)) * dloss[r]; target -100 is ignored.
KILN_TILE_KERNEL void xent_bwd(tensor<const float, 2> logits, tensor<const int64_t, 1> target,
                               tensor<const float, 1> dloss, tensor<float, 2> grad) {
  int64_t r = block_id(0);
  int64_t V = logits.shape(1);
  float m = -INFINITY, s = 0.0f;
  for (int64_t c = 0; c < V; c += 2048) {
    auto x = load<1, 2048>(logits, -INFINITY, r, c);
    float cm = fmaxf(m, item(max<1>(x)));
    s = s * expf(m - cm) + item(sum<1>(exp(x - cm)));
    m = cm;
  }
  int64_t t = load(target, r);
  float scale = t == -100 ? 0.0f : load(dloss, r) / s;
  float hit = t == -100 ? 0.0f : load(dloss, r);
  for (int64_t c = 0; c < V; c += 2048) {
    auto x = load<1, 2048>(logits, -INFINITY, r, c);
    auto cols = expand_dims<0>(arange<int64_t, 2048>(c));
    store(grad, exp(x - m) * scale - where(cols == t, hit, 0.0f), r, c);
  }
}

// ---- grouped GEMM over an offset table -------------------------------------
// Group g owns rows offsets[g] .. offsets[g+1] of A and C and its own B[g].
KILN_TILE_KERNEL void grouped_gemm(tensor<const __bf16, 2> a, tensor<const __bf16, 3> b,
                                   tensor<const int64_t, 1> offsets, tensor<float, 2> c) {
  int64_t g = block_id(2);
  int64_t start = load(offsets, g), end = load(offsets, g + 1);
  int64_t m = start + block_id(0) * 64, n = block_id(1) * 64;
  if (m < end) {
    auto rows = expand_dims<1>(arange<int64_t, 64>(m) < end);
    auto acc = zeros<float, 64, 64>();
    for (int64_t k = 0; k < a.shape(1); k += 32) {
      auto at = load<64, 32>(a, rows, m, k);
      auto bt = reshape<32, 64>(load<1, 32, 64>(b, g, k, n));
      acc = mma(at, bt, acc);
    }
    store(c, acc, rows, m, n);
  }
}

// ---- matmul + bias + leaky ReLU + residual, fp16 in, f32 accumulate --------
KILN_TILE_KERNEL void matmul_bias_lrelu_residual(tensor<const _Float16, 2> a, tensor<const _Float16, 2> b,
                                                 tensor<const _Float16, 1> bias,
                                                 tensor<const _Float16, 2> res, tensor<_Float16, 2> out,
                                                 float slope) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = mma(load<64, 32>(a, m, k), load<32, 64>(b, k, n), acc);
  auto z = acc + cast<float>(expand_dims<0>(load<64>(bias, n)));
  z = where(z > 0.0f, z, z * slope);
  z = z + cast<float>(load<64, 64>(res, m, n));
  store(out, cast<_Float16>(z), m, n);
}

// ---- SwiGLU on a fused [T, 2H] projection ------------------------------------
KILN_TILE_KERNEL void swiglu_fwd(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t t = block_id(0);
  int64_t H = y.shape(1);
  for (int64_t c = 0; c < H; c += 1024) {
    auto cols = expand_dims<0>(arange<int64_t, 1024>(c) < H);
    auto gate = cast<float>(load<1, 1024>(x, cols, t, c));
    auto up = cast<float>(load<1, 1024>(x, cols, t, H + c));
    store(y, cast<__bf16>(gate * sigmoid(gate) * up), cols, t, c);
  }
}

// ---- rotary embedding on interleaved pairs (x[2i], x[2i+1]) ----------------
// x is [T * heads, D]; cos/sin are [T, D/2]; D <= 256.
KILN_TILE_KERNEL void rope_interleaved(tensor<const float, 2> x, tensor<const float, 2> cosv,
                                       tensor<const float, 2> sinv, tensor<float, 2> y,
                                       int64_t heads) {
  int64_t row = block_id(0);
  int64_t t = row / heads;
  int64_t half = x.shape(1) / 2;
  auto i = arange<int64_t, 128>(0);
  auto rows = full<int64_t, 128>(row);
  auto ok = i < half;
  auto x0 = gather(x, ok, rows, 2 * i);
  auto x1 = gather(x, ok, rows, 2 * i + 1);
  auto c = reshape<128>(load<1, 128>(cosv, expand_dims<0>(ok), t, 0));
  auto s = reshape<128>(load<1, 128>(sinv, t, 0));
  scatter(y, x0 * c - x1 * s, ok, rows, 2 * i);
  scatter(y, x0 * s + x1 * c, ok, rows, 2 * i + 1);
}

// ---- kv-cache append: scatter new keys/values to their slots ---------------
// slot -1 is a padding token (not written). Rows of H*D elements, 4 tokens
// per program.
KILN_TILE_KERNEL void kv_append(tensor<const __bf16, 2> k, tensor<const __bf16, 2> v,
                                tensor<const int64_t, 1> slot_mapping, tensor<__bf16, 2> k_cache,
                                tensor<__bf16, 2> v_cache) {
  int64_t tok = block_id(0) * 4;
  int64_t width = k.shape(1);
  auto slot = load<4>(slot_mapping, arange<int64_t, 4>(tok) < slot_mapping.shape(0), -1, tok);
  auto rows = broadcast_to<4, 512>(expand_dims<1>(slot));
  for (int64_t c = 0; c < width; c += 512) {
    auto cols = broadcast_to<4, 512>(expand_dims<0>(arange<int64_t, 512>(c)));
    auto m = rows >= 0 && cols < width;
    scatter(k_cache, load<4, 512>(k, tok, c), m, rows, cols);
    scatter(v_cache, load<4, 512>(v, tok, c), m, rows, cols);
  }
}

// ---- min-p sampling prep: max, mask, softmax over what is kept -------------
KILN_TILE_KERNEL void minp_probs(tensor<const float, 2> logits, tensor<float, 2> probs,
                                 float temperature, float min_p) {
  int64_t r = block_id(0);
  int64_t V = logits.shape(1);
  float inv_t = 1.0f / temperature;
  float m = -INFINITY;
  for (int64_t c = 0; c < V; c += 4096)
    m = fmaxf(m, item(max<1>(load<1, 4096>(logits, -INFINITY, r, c))));
  m = m * inv_t;
  // p_i / p_max >= min_p  <=>  z_i >= m + log(min_p)
  float cut = m + logf(min_p);
  float s = 0.0f;
  for (int64_t c = 0; c < V; c += 4096) {
    auto z = load<1, 4096>(logits, -INFINITY, r, c) * inv_t;
    s += item(sum<1>(where(z >= cut, exp(z - m), 0.0f)));
  }
  for (int64_t c = 0; c < V; c += 4096) {
    auto z = load<1, 4096>(logits, -INFINITY, r, c) * inv_t;
    store(probs, where(z >= cut, exp(z - m) / s, 0.0f), r, c);
  }
}

// ---- int4 weights, dequantised in the K loop, times fp16 activations -------
// wq is [K/2, N] bytes: the low nibble is row k of W, the high nibble row
// k + K/2; both signed by an offset of 8. scales is [K/32, N] (one per 32
// rows of W and column).
KILN_TILE_KERNEL void int4_matmul(tensor<const _Float16, 2> a, tensor<const uint8_t, 2> wq,
                                  tensor<const _Float16, 2> scales, tensor<float, 2> c) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  int64_t half = wq.shape(0);
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < half; k += 32) {
    auto w = cast<int32_t>(load<32, 64>(wq, k, n));
    auto lo = cast<_Float16>((w & 15) - 8) * load<1, 64>(scales, k / 32, n);
    auto hi = cast<_Float16>((w >> 4) - 8) * load<1, 64>(scales, (k + half) / 32, n);
    acc = mma(load<64, 32>(a, m, k), lo, acc);
    acc = mma(load<64, 32>(a, m, k + half), hi, acc);
  }
  store(c, acc, m, n);
}

// ---- column sums and maxima of a row-major matrix --------------------------
KILN_TILE_KERNEL void col_stats(tensor<const float, 2> x, tensor<float, 1> colsum,
                                tensor<float, 1> colmax) {
  int64_t c = block_id(0) * 256;
  auto s = zeros<float, 32, 256>();
  auto mx = full<float, 32, 256>(-INFINITY);
  for (int64_t r = 0; r < x.shape(0); r += 32) {
    s = s + load<32, 256>(x, r, c);
    mx = max(mx, load<32, 256>(x, -INFINITY, r, c));
  }
  store(colsum, sum<0>(s), c);
  store(colmax, max<0>(mx), c);
}

// ---- 2-D transpose of odd sizes --------------------------------------------
KILN_TILE_KERNEL void transpose2d(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  store(y, transpose(load<64, 64>(x, m, n)), n, m);
}

// ---- cumsum along rows of varying length (offsets table) -------------------
KILN_TILE_KERNEL void ragged_cumsum(tensor<const float, 1> x, tensor<const int64_t, 1> offsets,
                                    tensor<float, 1> y) {
  int64_t b = block_id(0);
  int64_t start = load(offsets, b), end = load(offsets, b + 1);
  float carry = 0.0f;
  for (int64_t i = start; i < end; i += 1024) {
    auto in = arange<int64_t, 1024>(i) < end;
    auto v = load<1024>(x, in, i);
    store(y, cumsum<0>(v) + carry, in, i);
    carry += sum<0>(v);
  }
}

// ---- segment max (empty segments give -inf) and its argmax -----------------
KILN_TILE_KERNEL void segment_max(tensor<const float, 1> x, tensor<const int64_t, 1> offsets,
                                  tensor<float, 1> out, tensor<int64_t, 1> where_out) {
  int64_t b = block_id(0);
  int64_t start = load(offsets, b), end = load(offsets, b + 1);
  float best = -INFINITY;
  int64_t at = -1;
  for (int64_t i = start; i < end; i += 512) {
    auto v = load<512>(x, arange<int64_t, 512>(i) < end, -INFINITY, i);
    float cm = max<0>(v);
    if (cm > best) {
      best = cm;
      at = i + argmax<0>(v);
    }
  }
  store(out, full<float, 1>(best), b);
  store(where_out, full<int64_t, 1>(at), b);
}

// ---- embedding lookup with a padding id and a default row ------------------
// ids < 0 take the default row (a masked gather with a tile `other`).
KILN_TILE_KERNEL void embedding_default(tensor<const __bf16, 2> table, tensor<const int64_t, 1> ids,
                                        tensor<const __bf16, 1> default_row, tensor<__bf16, 2> out) {
  int64_t t = block_id(0) * 8;
  int64_t D = table.shape(1);
  auto id = expand_dims<1>(load<8>(ids, t));
  for (int64_t c = 0; c < D; c += 256) {
    auto cols = expand_dims<0>(arange<int64_t, 256>(c));
    auto rows = broadcast_to<8, 256>(id);
    auto dflt = expand_dims<0>(load<256>(default_row, c));
    auto e = gather(table, broadcast_to<8, 256>(id >= 0), dflt, rows, broadcast_to<8, 256>(cols));
    store(out, e, t, c);
  }
}

// ---- fp16 rows normalised in f32, written as bf16, with a fallback tile ----
// Entries flagged missing read the running column means instead (a masked
// load with a tile `other`).
KILN_TILE_KERNEL void impute_rows(tensor<const _Float16, 2> x, tensor<const bool, 2> present,
                                  tensor<const float, 1> col_mean, tensor<__bf16, 2> y) {
  int64_t r = block_id(0) * 2;
  int64_t N = x.shape(1);
  auto have = load<2, 512>(present, r, 0);
  auto fill = cast<_Float16>(expand_dims<0>(load<512>(col_mean, 0)));
  auto v = cast<float>(load<2, 512>(x, have, fill, r, 0));
  auto mean = expand_dims<1>(sum<1>(v)) / N;
  store(y, cast<__bf16>(v - mean), r, 0);
}
