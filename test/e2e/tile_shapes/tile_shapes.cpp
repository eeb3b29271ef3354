// Tile kernels written by someone who read docs/language.md, not tuned per
// shape (issue 16): the shapes the row-wise sweep does not cover. 2-D
// programs of several rows, rectangular transposes, reductions along axis 0,
// layernorm backward with partial dgamma/dbeta sums, rmsnorm and softmax
// over widths that are not the tile's (masks), cross-entropy forward over a
// vocabulary looped in chunks, argmax along axis 0 and an embedding
// backward of several rows per program. kiln_tile_e2e's tile/shapes_* tests
// check each against a host reference on square and ragged shapes.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// ---- transposes ---------------------------------------------------------------
// y [N, M] = x [M, N]^T, a 32x128 block per program (grid (M / 32, N / 128)).
KILN_TILE_KERNEL void transpose_32x128(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t m = block_id(0) * 32, n = block_id(1) * 128;
  store(y, transpose(load<32, 128>(x, m, n)), n, m);
}
// The same in bf16, 64x64 blocks.
KILN_TILE_KERNEL void transpose_bf16(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  store(y, transpose(load<64, 64>(x, m, n)), n, m);
}

// ---- reductions along axis 0 --------------------------------------------------
// Column sums of x [M, N] (bf16, summed in f32), a program per 128 columns,
// each step reduced along axis 0 into a 1-D accumulator.
KILN_TILE_KERNEL void col_sum_steps(tensor<const __bf16, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 128;
  auto acc = zeros<float, 128>();
  for (int64_t r = 0; r < x.shape(0); r += 16)
    acc = acc + sum<0>(cast<float>(load<16, 128>(x, r, c)));
  store(y, acc, c);
}
// Column maxima of x [M, N] f32, a program per 256 columns, the 2-D
// accumulator reduced once at the end.
KILN_TILE_KERNEL void col_max_acc(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 256;
  auto acc = full<float, 8, 256>(-__builtin_inff());
  for (int64_t r = 0; r < x.shape(0); r += 8)
    acc = max(acc, load<8, 256>(x, -__builtin_inff(), r, c));
  store(y, max<0>(acc), c);
}
// The first row of each column's maximum in a 64-row slab of x (one program
// per (row slab, 128 columns)), into idx [M / 64, N].
KILN_TILE_KERNEL void col_argmax_slab(tensor<const float, 2> x, tensor<int32_t, 2> idx) {
  int64_t r = block_id(0) * 64, c = block_id(1) * 128;
  store(idx, expand_dims<0>(argmax<0>(load<64, 128>(x, -__builtin_inff(), r, c))), block_id(0), c);
}

// ---- several rows per program -------------------------------------------------
// Row softmax, 16 rows of up to 128, 8 of up to 512, 4 of up to 1024 (bf16).
KILN_TILE_KERNEL void softmax_16x128(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0) * 16;
  auto t = load<16, 128>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}
KILN_TILE_KERNEL void softmax_8x512(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0) * 8;
  auto t = load<8, 512>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}
KILN_TILE_KERNEL void softmax_4x1024_bf16(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t r = block_id(0) * 4;
  auto t = cast<float>(load<4, 1024>(x, (__bf16)-__builtin_inff(), r, 0));
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, cast<__bf16>(e / expand_dims<1>(sum<1>(e))), r, 0);
}

// ---- masked widths -------------------------------------------------------------
// One row per program over a 1024-, 4096- or 8192-wide tile: rows of 768,
// 1000, 3000 or 5000 elements leave the tile's tail masked.
KILN_TILE_KERNEL void rmsnorm_1024(tensor<const float, 2> x, tensor<const float, 1> w, tensor<float, 2> y,
                                   float eps) {
  int64_t r = block_id(0);
  auto t = load<1, 1024>(x, r, 0);
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1) + eps);
  store(y, t * expand_dims<1>(inv) * load<1024>(w, 0), r, 0);
}
KILN_TILE_KERNEL void rmsnorm_4096_bf16(tensor<const __bf16, 2> x, tensor<const __bf16, 1> w,
                                        tensor<__bf16, 2> y, float eps) {
  int64_t r = block_id(0);
  auto t = cast<float>(load<1, 4096>(x, r, 0));
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1) + eps);
  store(y, cast<__bf16>(t * expand_dims<1>(inv) * cast<float>(load<4096>(w, 0))), r, 0);
}
KILN_TILE_KERNEL void softmax_8192(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 8192>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}

// ---- layernorm backward ---------------------------------------------------------
// dx of y = (x - mean) * rstd * w + b for 4 rows of up to 1024 per program,
// with the saved mean and rstd; each program's partial dgamma = sum over its
// rows of dy * xhat and dbeta = sum of dy go to row block_id of
// dw_part/db_part [programs, N] (a second pass, or the host, adds them).
KILN_TILE_KERNEL void layernorm_bwd(tensor<const float, 2> x, tensor<const float, 2> dy,
                                    tensor<const float, 1> w, tensor<const float, 1> mean,
                                    tensor<const float, 1> rstd, tensor<float, 2> dx,
                                    tensor<float, 2> dw_part, tensor<float, 2> db_part) {
  int64_t p = block_id(0), r = p * 4;
  int64_t n = x.shape(1);
  auto inside = expand_dims<0>(arange<int64_t, 1024>(0)) < n;
  auto xhat = where(inside, (load<4, 1024>(x, r, 0) - expand_dims<1>(load<4>(mean, r))) *
                                expand_dims<1>(load<4>(rstd, r)), 0.0f);
  auto g = load<4, 1024>(dy, r, 0);
  auto wdy = g * expand_dims<0>(load<1024>(w, 0));
  auto c1 = sum<1>(xhat * wdy) / (float)n, c2 = sum<1>(wdy) / (float)n;
  auto d = (wdy - (xhat * expand_dims<1>(c1) + expand_dims<1>(c2))) * expand_dims<1>(load<4>(rstd, r));
  store(dx, d, r, 0);
  store(dw_part, expand_dims<0>(sum<0>(g * xhat)), p, 0);
  store(db_part, expand_dims<0>(sum<0>(g)), p, 0);
}

// ---- cross-entropy forward ------------------------------------------------------
// loss[r] = logsumexp(logits[r, :]) - logits[r, target[r]], one row per
// program, the vocabulary in chunks of 1024 with a running maximum and sum
// (an online logsumexp); targets outside [0, V) give loss 0 (ignore_index).
KILN_TILE_KERNEL void cross_entropy_fwd(tensor<const __bf16, 2> logits, tensor<const int64_t, 1> target,
                                        tensor<float, 1> loss) {
  int64_t r = block_id(0);
  int64_t v = logits.shape(1);
  auto m = full<float, 1>(-__builtin_inff());
  auto s = zeros<float, 1>();
  for (int64_t c = 0; c < v; c += 1024) {
    auto t = cast<float>(load<1, 1024>(logits, (__bf16)-__builtin_inff(), r, c));
    auto m2 = max(m, max<1>(t));
    s = s * exp(m - m2) + sum<1>(exp(t - expand_dims<1>(m2)));
    m = m2;
  }
  auto tgt = load<1>(target, r);
  auto picked = cast<float>(gather(logits, full<int64_t, 1>(r), tgt));
  auto valid = (tgt >= 0) && (tgt < v);
  store(loss, where(valid, m + log(s) - picked, 0.0f), r);
}

// ---- embedding backward, 4 rows per program ----------------------------------------
// dw[ids[r], :] += grad[r, :] for 4 rows of up to 256 per program (bf16
// gradients added into f32, atomically: ids repeat).
KILN_TILE_KERNEL void embedding_bwd_rows(tensor<const __bf16, 2> grad, tensor<const int32_t, 1> ids,
                                         tensor<float, 2> dw) {
  int64_t r = block_id(0) * 4;
  auto g = cast<float>(load<4, 256>(grad, r, 0));
  auto rows = expand_dims<1>(load<4>(ids, -1, r));
  atomic_add(dw, g, rows, expand_dims<0>(arange<int32_t, 256>(0)));
}
