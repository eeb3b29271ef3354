// kiln_tile_e2e BUNDLE_DIR [--bench NVCC_PTX_DIR]: the tile examples (examples/tile_*.cpp, compiled
// by kilnc into BUNDLE_DIR/tile_*.kbundle) on device 0 against CPU references, on square and ragged
// shapes; launched with kiln::launch_tile (block size from the bundle, tensors as kiln::TensorView).
// --bench also times (median of 30 launches) tile vadd beside nvcc's vadd, softmax 65536x4096 f32
// and bf16 GEMM 4096^3. Ends with `N passed, M failed`.
#include <fstream>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "harness.hpp"
#include "kiln/driver.hpp"
#include "kiln/runtime.hpp"
#include "kiln/tensor_view.hpp"

using namespace kiln;
using kiln::e2e::expect;
using kiln::e2e::expect_close;

namespace {

std::string dir;
Context* ctx = nullptr;

Module load(const std::string& stem) { return Module::from_file(*ctx, dir + "/" + stem + ".kbundle"); }

std::vector<float> random_floats(size_t n, float lo = -1, float hi = 1) {
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<float> v(n);
  for (auto& x : v) x = d(e2e::rng());
  return v;
}
uint16_t to_bf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7fff + ((u >> 16) & 1);
  return uint16_t(u >> 16);
}
float from_bf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint16_t to_f16(float f) {  // round to nearest even, normal range only (test data is small)
  uint32_t u;
  std::memcpy(&u, &f, 4);
  uint32_t sign = (u >> 16) & 0x8000;
  int exp = int((u >> 23) & 0xff) - 127 + 15;
  uint32_t mant = u & 0x7fffff;
  if (exp <= 0) return uint16_t(sign);
  uint32_t h = sign | (uint32_t(exp) << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1))) ++h;
  return uint16_t(h);
}
float from_f16(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  uint32_t u = exp == 0 ? sign : sign | ((exp - 15 + 127) << 23) | (mant << 13);
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint32_t cdiv(int64_t a, int64_t b) { return uint32_t((a + b - 1) / b); }
template <class T>
std::vector<T> download(const DeviceBuffer<T>& b) {
  std::vector<T> v(b.size());
  b.download(v.data(), v.size());
  return v;
}
std::vector<float> poisoned(size_t n) { return std::vector<float>(n, std::nanf("")); }

void test_vadd(int64_t n) {
  Kernel k = load("tile_vadd").kernel("add");
  auto x = random_floats(n), y = random_floats(n);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, y), dout(*ctx, poisoned(n));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<float, 1>(dy, {n})).add(tensor_view<float, 1>(dout, {n}));
  launch_tile(k, Dim3(cdiv(n, 1024)), a);
  auto got = download(dout);
  std::vector<double> want(n);
  for (int64_t i = 0; i < n; ++i) want[i] = double(x[i]) + y[i];
  expect_close(got, want, 1e-7, "add");
}

void test_softmax(int64_t rows, int64_t cols) {
  Kernel k = load("tile_softmax").kernel("softmax");
  auto x = random_floats(rows * cols, -4, 4);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 2>(dy, {rows, cols}));
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < cols; ++c) m = std::max(m, double(x[r * cols + c]));
    for (int64_t c = 0; c < cols; ++c) s += std::exp(x[r * cols + c] - m);
    for (int64_t c = 0; c < cols; ++c) want[r * cols + c] = std::exp(x[r * cols + c] - m) / s;
  }
  expect_close(download(dy), want, 1e-5, "softmax");
}

void test_layernorm(int64_t rows, int64_t cols) {
  Kernel k = load("tile_layernorm").kernel("layernorm");
  auto x = random_floats(rows * cols, -2, 3), w = random_floats(cols), bias = random_floats(cols);
  DeviceBuffer<float> dx(*ctx, x), dw(*ctx, w), db(*ctx, bias), dy(*ctx, poisoned(rows * cols));
  float eps = 1e-5f;
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dw, {cols}));
  a.add(tensor_view<float, 1>(db, {cols})).add(tensor_view<float, 2>(dy, {rows, cols})).add(eps);
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r) {
    double mean = 0, var = 0;
    for (int64_t c = 0; c < cols; ++c) mean += x[r * cols + c];
    mean /= cols;
    for (int64_t c = 0; c < cols; ++c) var += (x[r * cols + c] - mean) * (x[r * cols + c] - mean);
    var /= cols;
    for (int64_t c = 0; c < cols; ++c)
      want[r * cols + c] = (x[r * cols + c] - mean) / std::sqrt(var + eps) * w[c] + bias[c];
  }
  expect_close(download(dy), want, 1e-5, "layernorm");
}

// Launch-time specialisation (docs/bundle-format.md): contiguous, aligned tensors launch the
// variant without per-element fallbacks; a view one element into its buffer (not 16-byte aligned)
// and a column-strided view launch the kernel as written. All three give the right rows.
void test_contiguous_variant() {
  Kernel k = load("tile_softmax").kernel("softmax");
  expect(k.has_contiguous_variant(), "the bundle holds softmax's variant for contiguous tensors");
  const int64_t rows = 64, cols = 1024;
  auto x = random_floats(rows * cols + 8, -4, 4);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols + 8));
  auto reference = [&](int64_t offset, int64_t row_stride, int64_t col_stride, int64_t n) {
    std::vector<double> want(rows * n);
    for (int64_t r = 0; r < rows; ++r) {
      auto at = [&](int64_t c) { return double(x[offset + r * row_stride + c * col_stride]); };
      double m = -INFINITY, s = 0;
      for (int64_t c = 0; c < n; ++c) m = std::max(m, at(c));
      for (int64_t c = 0; c < n; ++c) s += std::exp(at(c) - m);
      for (int64_t c = 0; c < n; ++c) want[r * n + c] = std::exp(at(c) - m) / s;
    }
    return want;
  };
  struct Case {
    const char* what;
    int64_t offset, row_stride, col_stride, cols;
    bool variant;
  };
  for (const Case& c : {Case{"contiguous", 0, cols, 1, cols, true},
                        Case{"one element into the buffer", 1, cols, 1, cols, false},
                        Case{"every other column", 0, cols, 2, cols / 2, false}}) {
    TensorView<float, 2> in, out = tensor_view<float, 2>(dy, {rows, c.cols});
    in.data = dx.raw() + c.offset * sizeof(float);
    in.shape[0] = rows;
    in.shape[1] = c.cols;
    in.stride[0] = c.row_stride;
    in.stride[1] = c.col_stride;
    TileArgs a;
    a.add(in).add(out);
    bool chose_variant = k.for_arguments(a.pointers(), a.size()).handle() != k.handle();
    expect(chose_variant == c.variant, std::string(c.what) + (c.variant ? ": the variant" : ": the kernel as written"));
    launch_tile(k, Dim3(uint32_t(rows)), a);
    auto got = download(dy);
    got.resize(rows * c.cols);
    expect_close(got, reference(c.offset, c.row_stride, c.col_stride, c.cols), 1e-5,
                 std::string("softmax, ") + c.what);
  }
}

void test_reductions(int64_t rows, int64_t cols) {
  Module m = load("tile_reduce");
  auto x = random_floats(rows * cols);
  DeviceBuffer<float> dx(*ctx, x), drow(*ctx, poisoned(rows)), dcol(*ctx, poisoned(cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(drow, {rows}));
  launch_tile(m.kernel("row_sum"), Dim3(cdiv(rows, 16)), a);
  TileArgs b;
  b.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dcol, {cols}));
  launch_tile(m.kernel("col_sum"), Dim3(cdiv(cols, 128)), b);
  std::vector<double> rs(rows, 0), cs(cols, 0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) rs[r] += x[r * cols + c], cs[c] += x[r * cols + c];
  expect_close(download(drow), rs, 1e-5, "row_sum");
  expect_close(download(dcol), cs, 1e-5, "col_sum");
}

void test_argmax(int64_t rows, int64_t cols) {
  Kernel k = load("tile_reduce").kernel("row_argmax");
  auto x = random_floats(rows * cols);
  DeviceBuffer<float> dx(*ctx, x), dmx(*ctx, poisoned(rows));
  DeviceBuffer<int32_t> didx(*ctx, std::vector<int32_t>(rows, -7));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<int32_t, 1>(didx, {rows}));
  a.add(tensor_view<float, 1>(dmx, {rows}));
  launch_tile(k, Dim3(cdiv(rows, 4)), a);
  auto idx = download(didx);
  auto mx = download(dmx);
  for (int64_t r = 0; r < rows; ++r) {
    auto first = x.begin() + r * cols;
    int32_t want = int32_t(std::max_element(first, first + cols) - first);
    expect(idx[r] == want, "argmax row " + std::to_string(r) + ": " + std::to_string(idx[r]) + " != " + std::to_string(want));
    expect(mx[r] == first[want], "reduce(max) row " + std::to_string(r));
  }
}

void test_cumsum(int64_t n) {
  Kernel k = load("tile_cumsum").kernel("cumsum_segments");
  auto x = random_floats(n);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<float, 1>(dy, {n}));
  launch_tile(k, Dim3(cdiv(n, 1024)), a);
  std::vector<double> want(n);
  double s = 0;
  for (int64_t i = 0; i < n; ++i) {
    if (i % 1024 == 0) s = 0;
    want[i] = s += x[i];
  }
  expect_close(download(dy), want, 1e-5, "cumsum");
}

void test_transpose(int64_t rows, int64_t cols) {
  Kernel k = load("tile_transpose").kernel("transpose2d");
  auto x = random_floats(rows * cols);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 2>(dy, {cols, rows}));
  launch_tile(k, Dim3(cdiv(rows, 64), cdiv(cols, 64)), a);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c * rows + r] = x[r * cols + c];
  expect_close(download(dy), want, 0, "transpose");
}

void test_gather_scatter(int64_t n) {
  Module m = load("tile_gather");
  auto x = random_floats(n);
  std::vector<int32_t> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), e2e::rng());
  DeviceBuffer<float> dx(*ctx, x), dg(*ctx, poisoned(n)), ds(*ctx, poisoned(n));
  DeviceBuffer<int32_t> di(*ctx, perm);
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int32_t, 1>(di, {n})).add(tensor_view<float, 1>(dg, {n}));
  launch_tile(m.kernel("gather1d"), Dim3(cdiv(n, 512)), a);
  TileArgs b;
  b.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int32_t, 1>(di, {n})).add(tensor_view<float, 1>(ds, {n}));
  launch_tile(m.kernel("scatter1d"), Dim3(cdiv(n, 512)), b);
  std::vector<double> g(n), s(n);
  for (int64_t i = 0; i < n; ++i) g[i] = x[perm[i]], s[perm[i]] = x[i];
  expect_close(download(dg), g, 0, "gather");
  expect_close(download(ds), s, 0, "scatter");
}

// examples/tile_gather.cpp's embedding_backward: rows of g added into rows ids[r] of dw with the
// scatter-add (ids repeat; -1 and columns past n are skipped).
void test_embedding_backward(int64_t rows, int64_t n, int64_t vocab) {
  Module m = load("tile_gather");
  auto g = random_floats(rows * n);
  std::vector<int32_t> ids(rows);
  std::uniform_int_distribution<int32_t> pick(-1, int32_t(vocab - 1));
  for (auto& id : ids) id = pick(e2e::rng());
  DeviceBuffer<float> dg(*ctx, g), ddw(*ctx, std::vector<float>(vocab * n, 0.0f));
  DeviceBuffer<int32_t> di(*ctx, ids);
  TileArgs a;
  a.add(tensor_view<float, 2>(dg, {rows, n})).add(tensor_view<int32_t, 1>(di, {rows}))
      .add(tensor_view<float, 2>(ddw, {vocab, n}));
  launch_tile(m.kernel("embedding_backward"), Dim3(rows), a);
  std::vector<double> want(vocab * n, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    if (ids[r] >= 0)
      for (int64_t c = 0; c < n; ++c) want[ids[r] * n + c] += g[r * n + c];
  expect_close(download(ddw), want, 1e-5, "embedding_backward");
}

// examples/tile_loops.cpp: loops whose trip count a reduction decides.
void test_loops(int64_t n) {
  Module m = load("tile_loops");
  {  // block_exponent: block b's values scaled by 2^(b % 7), so e = 0..7 per block
    auto x = random_floats(n);
    for (int64_t i = 0; i < n; ++i) x[i] = std::ldexp(x[i], int((i / 256) % 7));
    int64_t blocks = cdiv(n, 256);
    DeviceBuffer<float> dx(*ctx, x);
    DeviceBuffer<int32_t> de(*ctx, std::vector<int32_t>(blocks, -1));
    TileArgs a;
    a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int32_t, 1>(de, {blocks}));
    launch_tile(m.kernel("block_exponent"), Dim3(uint32_t(blocks)), a);
    std::vector<double> want(n);
    std::vector<int32_t> got_e = download(de);
    for (int64_t blk = 0; blk < blocks; ++blk) {
      float mx = 0;
      for (int64_t i = blk * 256; i < std::min(n, (blk + 1) * 256); ++i) mx = std::max(mx, std::fabs(x[i]));
      int e = 0;
      while (mx > 1.0f) mx *= 0.5f, ++e;
      if (got_e[blk] != e)
        throw e2e::Failure("block_exponent: block " + std::to_string(blk) + " exponent " +
                           std::to_string(got_e[blk]) + ", want " + std::to_string(e));
      for (int64_t i = blk * 256; i < std::min(n, (blk + 1) * 256); ++i) want[i] = std::ldexp(x[i], -e);
    }
    expect_close(download(dx), want, 0, "block_exponent");
  }
  {  // newton_sqrt on (0.5, 2.5)
    auto x = random_floats(n, 0.5f, 2.5f);
    DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n));
    TileArgs a;
    a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<float, 1>(dy, {n}));
    launch_tile(m.kernel("newton_sqrt"), Dim3(cdiv(n, 128)), a);
    std::vector<double> want(n);
    for (int64_t i = 0; i < n; ++i) want[i] = std::sqrt(double(x[i]));
    expect_close(download(dy), want, 1e-6, "newton_sqrt");
  }
}

// examples/tile_loops.cpp's break/continue kernels: rows of 256-element chunks, some holding a
// value above the limit, some a negative value (ragged last chunk: padding never counts).
void test_break_continue(int64_t rows, int64_t cols) {
  Module m = load("tile_loops");
  auto x = random_floats(rows * cols, 0.0f, 1.0f);
  std::uniform_int_distribution<int64_t> pick(0, cols - 1);
  for (int64_t r = 0; r < rows; ++r) {
    if (r % 3) x[r * cols + pick(e2e::rng())] = 5.0f;   // above the limit somewhere
    if (r % 4 == 1) x[r * cols + pick(e2e::rng())] = -1.0f;  // a chunk to skip
  }
  DeviceBuffer<float> dx(*ctx, x), dsum(*ctx, poisoned(rows));
  DeviceBuffer<int64_t> dfound(*ctx, std::vector<int64_t>(rows, 77));
  DeviceBuffer<int32_t> dsteps(*ctx, std::vector<int32_t>(rows, -7));
  float limit = 2.0f, cap = 300.0f;
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<int64_t, 1>(dfound, {rows})).add(limit);
  launch_tile(m.kernel("first_chunk_above"), Dim3(uint32_t(rows)), a);
  TileArgs b;
  b.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dsum, {rows}))
      .add(tensor_view<int32_t, 1>(dsteps, {rows})).add(cap);
  launch_tile(m.kernel("skip_negative_chunks"), Dim3(uint32_t(rows)), b);
  std::vector<int64_t> found = download(dfound);
  std::vector<int32_t> steps = download(dsteps);
  std::vector<double> sums(rows);
  for (int64_t r = 0; r < rows; ++r) {
    int64_t at = -1;
    double s = 0, run = 0;
    int32_t n = 0;
    bool capped = false;
    for (int64_t k = 0; k < cols; k += 256) {
      float mx = -1e30f, mn = 1e30f;
      double cs = 0;
      for (int64_t c = k; c < std::min(cols, k + 256); ++c) {
        float v = x[r * cols + c];
        mx = std::max(mx, v), mn = std::min(mn, v), cs += v;
      }
      if (at < 0 && mx > limit) at = k;
      if (cols - k < 256) mn = std::min(mn, 0.0f);  // padding reads 0: never negative
      if (mn >= 0) s += cs;
      if (!capped) {
        run += cs, ++n;
        capped = run > cap;
      }
    }
    sums[r] = s;
    if (found[r] != at)
      throw e2e::Failure("first_chunk_above: row " + std::to_string(r) + " got " + std::to_string(found[r]) +
                         ", want " + std::to_string(at));
    if (steps[r] != n)
      throw e2e::Failure("skip_negative_chunks: row " + std::to_string(r) + " took " + std::to_string(steps[r]) +
                         " chunks, want " + std::to_string(n));
  }
  expect_close(download(dsum), sums, 1e-4, "skip_negative_chunks");
}

// examples/tile_scan.cpp: scans with lambdas, forward and reverse, rows of n <= 1024.
void test_scans(int64_t rows, int64_t n) {
  Module m = load("tile_scan");
  auto x = random_floats(rows * n);
  DeviceBuffer<float> dx(*ctx, x), dmax(*ctx, poisoned(rows * n)), dsuf(*ctx, poisoned(rows * n));
  float floor = -0.5f;
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, n})).add(tensor_view<float, 2>(dmax, {rows, n})).add(floor);
  launch_tile(m.kernel("running_max"), Dim3(uint32_t(rows)), a);
  TileArgs b;
  b.add(tensor_view<float, 2>(dx, {rows, n})).add(tensor_view<float, 2>(dsuf, {rows, n}));
  launch_tile(m.kernel("suffix_sum"), Dim3(uint32_t(rows)), b);
  std::vector<int32_t> xi(rows * n);
  std::uniform_int_distribution<int32_t> d(-3, 3);
  for (auto& v : xi) v = d(e2e::rng()) * (d(e2e::rng()) > 1);  // mostly zeros
  DeviceBuffer<int32_t> dxi(*ctx, xi), dbefore(*ctx, std::vector<int32_t>(rows * n, 99)),
      dafter(*ctx, std::vector<int32_t>(rows * n, 99));
  TileArgs c;
  c.add(tensor_view<int32_t, 2>(dxi, {rows, n})).add(tensor_view<int32_t, 2>(dbefore, {rows, n}))
      .add(tensor_view<int32_t, 2>(dafter, {rows, n}));
  launch_tile(m.kernel("first_nonzero"), Dim3(uint32_t(rows)), c);
  std::vector<double> wmax(rows * n), wsuf(rows * n);
  std::vector<int32_t> wbefore(rows * n), wafter(rows * n);
  for (int64_t r = 0; r < rows; ++r) {
    float mx = -1e30f;
    int32_t first = 0;
    for (int64_t i = 0; i < n; ++i) {
      mx = std::max(mx, x[r * n + i]);
      wmax[r * n + i] = std::max(floor, mx);
      if (!first) first = xi[r * n + i];
      wbefore[r * n + i] = first;
    }
    double s = 0;
    first = 0;
    for (int64_t i = n - 1; i >= 0; --i) {
      wsuf[r * n + i] = s += x[r * n + i];
      if (xi[r * n + i]) first = xi[r * n + i];
      wafter[r * n + i] = first;
    }
  }
  expect_close(download(dmax), wmax, 0, "running_max");
  expect_close(download(dsuf), wsuf, 1e-4, "suffix_sum");
  e2e::expect_equal(download(dbefore), wbefore, "first_nonzero forward");
  e2e::expect_equal(download(dafter), wafter, "first_nonzero reverse");
  // Column suffix sums of a 64-row block (reverse along axis 0, across warps).
  int64_t cols = 64 * 3;
  auto y = random_floats(64 * cols);
  DeviceBuffer<float> dy(*ctx, y), dcol(*ctx, poisoned(64 * cols));
  TileArgs e;
  e.add(tensor_view<float, 2>(dy, {64, cols})).add(tensor_view<float, 2>(dcol, {64, cols}));
  launch_tile(m.kernel("column_suffix_sum"), Dim3(uint32_t(cols / 64)), e);
  std::vector<double> wcol(64 * cols);
  for (int64_t c2 = 0; c2 < cols; ++c2) {
    double s = 0;
    for (int64_t r = 63; r >= 0; --r) wcol[r * cols + c2] = s += y[r * cols + c2];
  }
  expect_close(download(dcol), wcol, 1e-4, "column_suffix_sum");
}

// examples/tile_atomics.cpp against sequential references (max/min/and/or/xor commute, so the
// order the programs run in does not matter).
void test_atomics(int64_t n, int64_t buckets) {
  Module m = load("tile_atomics");
  auto x = random_floats(n, -2.0f, 2.0f);
  std::vector<int32_t> bucket(n);
  std::uniform_int_distribution<int32_t> pick(-1, int32_t(buckets - 1));
  for (auto& b : bucket) b = pick(e2e::rng());
  DeviceBuffer<float> dx(*ctx, x), dhi(*ctx, std::vector<float>(buckets, -100.0f)),
      dlo(*ctx, std::vector<float>(buckets, 100.0f));
  DeviceBuffer<int32_t> db(*ctx, bucket), dkey(*ctx, std::vector<int32_t>(buckets, INT32_MIN));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int32_t, 1>(db, {n})).add(tensor_view<float, 1>(dhi, {buckets}))
      .add(tensor_view<float, 1>(dlo, {buckets})).add(tensor_view<int32_t, 1>(dkey, {buckets}));
  launch_tile(m.kernel("bucket_extrema"), Dim3(cdiv(n, 512)), a);
  std::vector<double> whi(buckets, -100.0), wlo(buckets, 100.0);
  std::vector<int32_t> wkey(buckets, INT32_MIN);
  for (int64_t i = 0; i < n; ++i)
    if (bucket[i] >= 0) {
      whi[bucket[i]] = std::max(whi[bucket[i]], double(x[i]));
      wlo[bucket[i]] = std::min(wlo[bucket[i]], double(x[i]));
      wkey[bucket[i]] = std::max(wkey[bucket[i]], int32_t(x[i] * 1000.0f));
    }
  expect_close(download(dhi), whi, 0, "atomic_max f32");
  expect_close(download(dlo), wlo, 0, "atomic_min f32");
  e2e::expect_equal(download(dkey), wkey, "atomic_max i32");

  int64_t rows = 40;
  std::vector<uint32_t> bits(rows * 256);
  std::uniform_int_distribution<uint32_t> word;
  for (auto& w : bits) w = word(e2e::rng()) | word(e2e::rng());  // mostly ones: and stays interesting
  DeviceBuffer<uint32_t> dbits(*ctx, bits), dor(*ctx, std::vector<uint32_t>(256, 0)),
      dand(*ctx, std::vector<uint32_t>(256, ~0u)), dxor(*ctx, std::vector<uint32_t>(256, 0));
  TileArgs b;
  b.add(tensor_view<uint32_t, 2>(dbits, {rows, 256})).add(tensor_view<uint32_t, 1>(dor, {256}))
      .add(tensor_view<uint32_t, 1>(dand, {256})).add(tensor_view<uint32_t, 1>(dxor, {256}));
  launch_tile(m.kernel("bitwise"), Dim3(uint32_t(rows)), b);
  std::vector<uint32_t> wor(256, 0), wand(256, ~0u), wxor(256, 0);
  for (int64_t r = 0; r < rows; ++r)
    for (int c = 0; c < 256; ++c) wor[c] |= bits[r * 256 + c], wand[c] &= bits[r * 256 + c], wxor[c] ^= bits[r * 256 + c];
  e2e::expect_equal(download(dor), wor, "atomic_or");
  e2e::expect_equal(download(dand), wand, "atomic_and");
  e2e::expect_equal(download(dxor), wxor, "atomic_xor");

  int64_t programs = 5, slots = programs * 128;
  std::vector<int32_t> init(slots), fresh(slots), counters(programs * 32);
  std::uniform_int_distribution<int32_t> small(0, 3);
  for (int64_t i = 0; i < slots; ++i) init[i] = int32_t(i * 7), fresh[i] = int32_t(1000 + i);
  for (auto& c : counters) c = small(e2e::rng());
  std::vector<float> finit(slots);
  for (int64_t i = 0; i < slots; ++i) finit[i] = float(i) * 0.25f;
  int32_t expected = 2;
  DeviceBuffer<int32_t> dslots(*ctx, init), dfresh(*ctx, fresh), dold(*ctx, std::vector<int32_t>(slots, -1)),
      dcnt(*ctx, counters), dcas(*ctx, std::vector<int32_t>(programs * 32, -1));
  DeviceBuffer<float> dfs(*ctx, finit), dfold(*ctx, poisoned(slots));
  TileArgs c;
  c.add(tensor_view<int32_t, 1>(dslots, {slots})).add(tensor_view<int32_t, 1>(dfresh, {slots}))
      .add(tensor_view<int32_t, 1>(dold, {slots})).add(tensor_view<float, 1>(dfs, {slots}))
      .add(tensor_view<float, 1>(dfold, {slots})).add(tensor_view<int32_t, 1>(dcnt, {programs * 32}))
      .add(tensor_view<int32_t, 1>(dcas, {programs * 32})).add(expected);
  launch_tile(m.kernel("swap_and_cas"), Dim3(uint32_t(programs)), c);
  std::vector<double> wfold(finit.begin(), finit.end()), wfs(slots);
  for (int64_t i = 0; i < slots; ++i) wfs[i] = float(fresh[i]);
  std::vector<int32_t> wcnt(counters);
  for (auto& v : wcnt) v += v == expected;
  e2e::expect_equal(download(dold), init, "atomic_exchange old values");
  e2e::expect_equal(download(dslots), fresh, "atomic_exchange");
  expect_close(download(dfold), wfold, 0, "atomic_exchange f32 old values");
  expect_close(download(dfs), wfs, 0, "atomic_exchange f32");
  e2e::expect_equal(download(dcas), counters, "atomic_cas old values (replicated layout)");
  e2e::expect_equal(download(dcnt), wcnt, "atomic_cas");

  // atomic_add's old values: every ticket 0..P*128-1 once, the counter at P*128.
  int64_t tp = 9;
  DeviceBuffer<int32_t> dcounter(*ctx, std::vector<int32_t>(1, 0)), dtickets(*ctx, std::vector<int32_t>(tp * 128, -1));
  TileArgs t;
  t.add(tensor_view<int32_t, 1>(dcounter, {1})).add(tensor_view<int32_t, 1>(dtickets, {tp * 128}));
  launch_tile(m.kernel("tickets"), Dim3(uint32_t(tp)), t);
  std::vector<int32_t> got = download(dtickets), all(tp * 128);
  std::sort(got.begin(), got.end());
  std::iota(all.begin(), all.end(), 0);
  e2e::expect_equal(got, all, "atomic_add tickets");
  e2e::expect_equal(download(dcounter), std::vector<int32_t>{int32_t(tp * 128)}, "atomic_add counter");
}

// fp8 (test/e2e/tile_fp8/tile_fp8.cpp, sm_89+): the references decode all 256 codes and round
// to the nearest (ties to the even code), saturating to the largest finite value.
float fp8_decode(uint8_t v, bool e5m2) {
  int sign = v >> 7, mbits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  int e = (v & 0x7f) >> mbits, mant = v & ((1 << mbits) - 1);
  int emax = e5m2 ? 31 : 15;
  if (e == emax && (e5m2 || mant == 7)) return e5m2 && mant == 0 ? (sign ? -INFINITY : INFINITY) : NAN;
  float f = e == 0 ? std::ldexp(float(mant), 1 - bias - mbits) : std::ldexp(float(mant + (1 << mbits)), e - bias - mbits);
  return sign ? -f : f;
}
uint8_t fp8_encode(float x, bool e5m2) {
  if (std::isnan(x)) return 0x7f;
  uint8_t sign = std::signbit(x) ? 0x80 : 0;
  float a = std::fabs(x);
  uint8_t best = 0;
  for (int c = 1; c < 128; ++c) {  // the finite codes increase with c
    float v = fp8_decode(uint8_t(c), e5m2);
    if (!std::isfinite(v)) break;
    if (a >= v) {  // saturation: at or past the largest finite value (infinity too)
      best = uint8_t(c);
      continue;
    }
    float dv = std::fabs(v - a), db = std::fabs(fp8_decode(best, e5m2) - a);
    if (dv < db || (dv == db && !(c & 1))) best = uint8_t(c);
  }
  return uint8_t(sign | best);
}
bool fp8_same(uint8_t a, uint8_t b, bool e5m2) {
  float x = fp8_decode(a, e5m2), y = fp8_decode(b, e5m2);
  return (std::isnan(x) && std::isnan(y)) || a == b || (x == 0 && y == 0);
}
void expect_fp8(const std::vector<uint8_t>& got, const std::vector<uint8_t>& want, bool e5m2, const std::string& what) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!fp8_same(got[i], want[i], e5m2))
      throw e2e::Failure(what + ": element " + std::to_string(i) + " is 0x" + std::to_string(got[i]) + ", want 0x" +
                         std::to_string(want[i]));
}
std::vector<float> fp8_test_floats(size_t n, float range) {
  std::vector<float> v = random_floats(n);
  std::uniform_int_distribution<int> ex(-14, 0);
  for (size_t i = 0; i < n; ++i) v[i] = std::ldexp(v[i], ex(e2e::rng())) * range;
  if (n > 8) v[0] = INFINITY, v[1] = -INFINITY, v[2] = NAN, v[3] = 1e6f, v[4] = -1e6f;
  return v;
}

void test_fp8(int64_t n) {
  Module m = load("tile_fp8");
  {  // e4m3: quantize with a scale, dequantize
    auto x = fp8_test_floats(n, 1000.0f);
    float scale = 0.75f;
    DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n));
    DeviceBuffer<uint8_t> dq(*ctx, std::vector<uint8_t>(n, 0x55));
    TileArgs a;
    a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<uint8_t, 1>(dq, {n})).add(scale);
    launch_tile(m.kernel("quantize_e4m3"), Dim3(cdiv(n, 1024)), a);
    TileArgs b;
    b.add(tensor_view<uint8_t, 1>(dq, {n})).add(tensor_view<float, 1>(dy, {n}));
    launch_tile(m.kernel("dequantize_e4m3"), Dim3(cdiv(n, 1024)), b);
    std::vector<uint8_t> want(n);
    for (int64_t i = 0; i < n; ++i) want[i] = fp8_encode(x[i] * scale, false);
    std::vector<uint8_t> got = download(dq);
    expect_fp8(got, want, false, "quantize_e4m3");
    std::vector<float> y = download(dy);
    for (int64_t i = 0; i < n; ++i) {
      float w = fp8_decode(got[i], false);
      if (!(y[i] == w || (std::isnan(y[i]) && std::isnan(w))))
        throw e2e::Failure("dequantize_e4m3: element " + std::to_string(i) + " is " + std::to_string(y[i]) +
                           ", want " + std::to_string(w));
    }
  }
  {  // e5m2 from f16 and from f32 (store's conversion), back to bf16
    int64_t m2 = n;
    auto xf = fp8_test_floats(m2, 60000.0f);
    std::vector<uint16_t> xh(m2);
    std::vector<float> xhf(m2);
    for (int64_t i = 0; i < m2; ++i) {
      float v = std::isfinite(xf[i]) ? std::max(-60000.0f, std::min(60000.0f, xf[i])) : xf[i];
      xh[i] = std::isfinite(v) ? to_f16(v) : (std::isnan(v) ? 0x7e00 : (v > 0 ? 0x7c00 : 0xfc00));
      xhf[i] = std::isfinite(v) ? from_f16(xh[i]) : v;
    }
    DeviceBuffer<uint16_t> dxh(*ctx, xh), dyb(*ctx, std::vector<uint16_t>(m2, 0));
    DeviceBuffer<float> dxf(*ctx, xf);
    DeviceBuffer<uint8_t> dq(*ctx, std::vector<uint8_t>(m2, 0x55)), dqf(*ctx, std::vector<uint8_t>(m2, 0x55));
    TileArgs a;
    a.add(tensor_view<_Float16, 1>(dxh, {m2})).add(tensor_view<uint8_t, 1>(dq, {m2}))
        .add(tensor_view<uint16_t, 1>(dyb, {m2})).add(tensor_view<float, 1>(dxf, {m2}))
        .add(tensor_view<uint8_t, 1>(dqf, {m2}));
    launch_tile(m.kernel("e5m2_roundtrip"), Dim3(cdiv(m2, 512)), a);
    std::vector<uint8_t> want(m2), wantf(m2);
    for (int64_t i = 0; i < m2; ++i) want[i] = fp8_encode(xhf[i], true), wantf[i] = fp8_encode(xf[i], true);
    std::vector<uint8_t> got = download(dq);
    expect_fp8(got, want, true, "e5m2 from f16");
    expect_fp8(download(dqf), wantf, true, "e5m2 from f32");
    std::vector<uint16_t> yb = download(dyb);
    for (int64_t i = 0; i < m2; ++i) {
      float w = fp8_decode(got[i], true), g = from_bf16(yb[i]);
      if (!(g == w || (std::isnan(g) && std::isnan(w))))
        throw e2e::Failure("e5m2 -> bf16: element " + std::to_string(i) + " is " + std::to_string(g) + ", want " +
                           std::to_string(w));
    }
  }
  {  // arithmetic in f32, each result rounded to e4m3; where() on fp8
    std::vector<uint8_t> qa(n), qb(n);
    std::uniform_int_distribution<int> code(0, 255);
    for (int64_t i = 0; i < n; ++i) {
      do qa[i] = uint8_t(code(e2e::rng())); while (std::isnan(fp8_decode(qa[i], false)));
      do qb[i] = uint8_t(code(e2e::rng())); while (std::isnan(fp8_decode(qb[i], false)));
    }
    DeviceBuffer<uint8_t> da(*ctx, qa), db(*ctx, qb), dout(*ctx, std::vector<uint8_t>(n, 0x55)),
        drelu(*ctx, std::vector<uint8_t>(n, 0x55));
    TileArgs a;
    a.add(tensor_view<uint8_t, 1>(da, {n})).add(tensor_view<uint8_t, 1>(db, {n})).add(tensor_view<uint8_t, 1>(dout, {n}))
        .add(tensor_view<uint8_t, 1>(drelu, {n}));
    launch_tile(m.kernel("fp8_axpy"), Dim3(cdiv(n, 256)), a);
    std::vector<uint8_t> want(n), wrelu(n);
    for (int64_t i = 0; i < n; ++i) {
      uint8_t twice = fp8_encode(fp8_decode(qa[i], false) * 2.0f, false);
      want[i] = fp8_encode(fp8_decode(twice, false) + fp8_decode(qb[i], false), false);
      wrelu[i] = fp8_decode(want[i], false) > 0 ? want[i] : 0;
    }
    expect_fp8(download(dout), want, false, "fp8_axpy");
    expect_fp8(download(drelu), wrelu, false, "fp8 where");
  }
  {  // gather of e4m3 rows
    int64_t vocab = 50, rows = 77;
    std::vector<uint8_t> table(vocab * 64);
    for (int64_t i = 0; i < vocab * 64; ++i) table[i] = uint8_t(i * 37 % 126);
    std::vector<int32_t> ids(rows);
    std::uniform_int_distribution<int32_t> pick(-1, int32_t(vocab));  // -1 and vocab: out of range
    for (auto& id : ids) id = pick(e2e::rng());
    DeviceBuffer<uint8_t> dt(*ctx, table);
    DeviceBuffer<int32_t> di(*ctx, ids);
    DeviceBuffer<float> dout(*ctx, poisoned(rows * 64));
    TileArgs a;
    a.add(tensor_view<uint8_t, 2>(dt, {vocab, 64})).add(tensor_view<int32_t, 1>(di, {rows}))
        .add(tensor_view<float, 2>(dout, {rows, 64}));
    launch_tile(m.kernel("gather_e4m3"), Dim3(uint32_t(rows)), a);
    std::vector<double> want(rows * 64, 0.0);
    for (int64_t r = 0; r < rows; ++r)
      if (ids[r] >= 0 && ids[r] < vocab)
        for (int c = 0; c < 64; ++c) want[r * 64 + c] = fp8_decode(table[ids[r] * 64 + c], false);
    expect_close(download(dout), want, 0, "gather_e4m3");
  }
  {  // row sums (f32 accumulation), maxima and argmax of e4m3 rows (ragged: 1000 of 1024)
    int64_t rows = 33, cols = 1000;
    std::vector<uint8_t> x(rows * cols);
    std::uniform_int_distribution<int> byte(0, 255);
    for (auto& v : x) {
      v = uint8_t(byte(e2e::rng()));
      if ((v & 0x7f) == 0x7f) v &= 0xfe;  // no NaN (e4m3's only NaN is S.1111.111)
    }
    DeviceBuffer<uint8_t> dx(*ctx, x);
    DeviceBuffer<float> dsum(*ctx, poisoned(rows)), dmax(*ctx, poisoned(rows));
    DeviceBuffer<int32_t> darg(*ctx, std::vector<int32_t>(rows, -1));
    TileArgs a;
    a.add(tensor_view<uint8_t, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dsum, {rows}))
        .add(tensor_view<float, 1>(dmax, {rows})).add(tensor_view<int32_t, 1>(darg, {rows}));
    launch_tile(m.kernel("row_stats_e4m3"), Dim3(uint32_t(rows)), a);
    std::vector<double> wsum(rows), wmax(rows);
    std::vector<int32_t> warg(rows);
    for (int64_t r = 0; r < rows; ++r) {
      double s = 0, mx = 0;  // the padding (1024 - 1000 zeros) takes part in max and argmax
      int32_t at = int32_t(cols);
      for (int64_t c = 0; c < cols; ++c) {
        double v = fp8_decode(x[r * cols + c], false);
        s += v;
        if (v > mx || (v == mx && c < at)) mx = v, at = int32_t(c);
      }
      wsum[r] = s, wmax[r] = mx, warg[r] = at;
    }
    expect_close(download(dsum), wsum, 1e-5, "row_stats_e4m3 sum");
    expect_close(download(dmax), wmax, 0, "row_stats_e4m3 max");
    e2e::expect_equal(download(darg), warg, "row_stats_e4m3 argmax");
  }
}

// fp8 matrix products (test/e2e/tile_fp8/tile_fp8_gemm.cpp, sm_89+). The inputs are random fp8
// codes (NaN and infinity excluded, magnitudes up to 16 so that subnormals and large values both
// appear); the reference multiplies their decoded values exactly in double. Each product of two fp8
// values is exact in f32 (at most 8 significant bits); only the f32 accumulation rounds, in the
// tensor cores' order and with the internal precision of their fp8 adders (fewer than f32's 24
// bits on Hopper: DeepSeek-V3 measured about 14 for wgmma), so each element is checked against
// 2^-10 of sum |a_ik * b_kj| (plus 2^-20 for all-zero sums) rather than of the result; 2^-9 for
// B stored N x K (wgmma on sm_90a), whose worst on an H100 was 2^-9.84 (e4m3 x e5m2,
// 2304x2048x128; 2^-10.08 at 256x512x512) while mma.sync's were 2^-22 (f32 exact). Scales are
// applied to that bound as to the result. which: 0 gemm_e4m3 (128x128x64 tiles, scaled),
// 1 gemm_e5m2_e4m3 (64x64x32, dot), 2 gemm_e5m2_k16 (32x32x16, FMA path, bf16 result); B stored
// N x K (a @ b.T: wgmma on sm_90a): 3 gemm_e4m3_nt (128x256x128, scaled, bf16 result),
// 4 gemm_e4m3_e5m2_nt (64x128x64, 4 warps).
void test_fp8_gemm(int which, int64_t M, int64_t N, int64_t K) {
  static const char* names[] = {"gemm_e4m3", "gemm_e5m2_e4m3", "gemm_e5m2_k16", "gemm_e4m3_nt",
                                "gemm_e4m3_e5m2_nt"};
  Kernel k = load("tile_fp8_gemm").kernel(names[which]);
  bool ae5 = which == 1 || which == 2, be5 = which == 2 || which == 4, nt = which >= 3;
  bool scaled = which == 0 || which == 3, bf16_out = which == 2 || which == 3;
  auto codes = [&](int64_t n, bool e5m2) {
    std::vector<uint8_t> q(n);
    std::uniform_int_distribution<int> code(0, 255);
    for (auto& c : q) {
      float v;
      do c = uint8_t(code(e2e::rng())), v = fp8_decode(c, e5m2);
      while (!std::isfinite(v) || std::fabs(v) > 16.0f);
    }
    return q;
  };
  std::vector<uint8_t> qa = codes(M * K, ae5), qb = codes(K * N, be5);
  float sa = scaled ? 0.375f : 1.0f, sb = scaled ? 1.0f / 3.0f : 1.0f;
  std::vector<double> want(M * N, 0), bound(M * N, 0);
  std::vector<double> da_(M * K), db_(K * N);  // decoded; B as K x N either way
  for (int64_t i = 0; i < M * K; ++i) da_[i] = fp8_decode(qa[i], ae5);
  for (int64_t kk = 0; kk < K; ++kk)
    for (int64_t j = 0; j < N; ++j) db_[kk * N + j] = fp8_decode(qb[nt ? j * K + kk : kk * N + j], be5);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t kk = 0; kk < K; ++kk) {
      double x = da_[i * K + kk];
      for (int64_t j = 0; j < N; ++j) {
        double p = x * db_[kk * N + j];
        want[i * N + j] += p, bound[i * N + j] += std::fabs(p);
      }
    }
  double scale = double(sa) * double(sb);
  DeviceBuffer<uint8_t> da(*ctx, qa), db(*ctx, qb);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  DeviceBuffer<uint16_t> dcb(*ctx, std::vector<uint16_t>(M * N, 0x7fc1));
  TileArgs args;
  args.add(tensor_view<uint8_t, 2>(da, {M, K}));
  if (nt)
    args.add(tensor_view<uint8_t, 2>(db, {N, K}));
  else
    args.add(tensor_view<uint8_t, 2>(db, {K, N}));
  if (bf16_out)
    args.add(tensor_view<uint16_t, 2>(dcb, {M, N}));
  else
    args.add(tensor_view<float, 2>(dc, {M, N}));
  if (scaled) args.add(sa).add(sb);
  static const int64_t tms[] = {128, 64, 32, 128, 64}, tns[] = {128, 64, 32, 256, 128};
  launch_tile(k, Dim3(cdiv(M, tms[which]), cdiv(N, tns[which])), args);
  std::vector<float> got(M * N);
  if (bf16_out) {
    std::vector<uint16_t> h = download(dcb);
    for (int64_t i = 0; i < M * N; ++i) got[i] = from_bf16(h[i]);
  } else {
    got = download(dc);
  }
  // The worst error in units of sum |a_ik * b_kj| (printed, so that a GPU run shows how close the
  // tensor cores' accumulation comes to the 2^-10 the check allows).
  double worst = 0;
  int64_t worst_at = 0;
  for (int64_t i = 0; i < M * N; ++i) {
    double r = std::fabs(got[i] - want[i] * scale) / (bound[i] * scale + 1e-30);
    if (bound[i] > 0 && r > worst) worst = r, worst_at = i;
  }
  std::printf("  %s %lldx%lldx%lld: worst |error| / sum|a*b| = 2^%.2f at (%lld, %lld)\n", names[which], (long long)M,
              (long long)N, (long long)K, worst > 0 ? std::log2(worst) : -99.0, (long long)(worst_at / N),
              (long long)(worst_at % N));
  for (int64_t i = 0; i < M * N; ++i) {
    double w = want[i] * scale;
    double tol = std::ldexp(bound[i] * scale, nt ? -9 : -10) + 1e-6;
    if (bf16_out) tol += std::fabs(w) * std::ldexp(1.0, -8);  // the bf16 rounding of the result
    if (!(std::fabs(got[i] - w) <= tol))
      throw e2e::Failure(std::string(names[which]) + " " + std::to_string(M) + "x" + std::to_string(N) + "x" +
                         std::to_string(K) + ": element (" + std::to_string(i / N) + ", " + std::to_string(i % N) +
                         ") is " + std::to_string(got[i]) + ", want " + std::to_string(w) + " (tolerance " +
                         std::to_string(tol) + ")");
  }
}

// test/e2e/tile_fp8/tile_fp8_gemm.cpp's gemm_bf16_nt: C = A @ B.T with bf16 A (M x K) and B
// stored N x K (the K-major B stages: wgmma without its transpose bit on sm_90a, ldmatrix without
// .trans on sm_90).
void test_gemm_bf16_nt(int64_t M, int64_t N, int64_t K) {
  Kernel k = load("tile_fp8_gemm").kernel("gemm_bf16_nt");
  auto a = random_floats(M * K), b = random_floats(N * K);
  std::vector<uint16_t> ha(M * K), hb(N * K);
  for (size_t i = 0; i < a.size(); ++i) ha[i] = to_bf16(a[i]), a[i] = from_bf16(ha[i]);
  for (size_t i = 0; i < b.size(); ++i) hb[i] = to_bf16(b[i]), b[i] = from_bf16(hb[i]);
  std::vector<double> want(M * N, 0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double s = 0;
      for (int64_t kk = 0; kk < K; ++kk) s += double(a[i * K + kk]) * b[j * K + kk];
      want[i * N + j] = s;
    }
  DeviceBuffer<uint16_t> da(*ctx, ha), db(*ctx, hb);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  TileArgs args;
  args.add(tensor_view<uint16_t, 2>(da, {M, K})).add(tensor_view<uint16_t, 2>(db, {N, K}));
  args.add(tensor_view<float, 2>(dc, {M, N}));
  launch_tile(k, Dim3(cdiv(M, 128), cdiv(N, 128)), args);
  expect_close(download(dc), want, 1e-5, "gemm_bf16_nt");
}

// Rounds to the nearest tf32 (10-bit mantissa) so that the tensor cores'
// truncation of their inputs is exact and the reference can be tight.
float round_to_tf32(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  u = (u + 0x1000u) & ~0x1fffu;
  std::memcpy(&x, &u, 4);
  return x;
}

// which: 0 bf16, 1 f16, 2 f32 (FMA), 3 f32 on tf32 tensor cores
void test_gemm(int which, int64_t M, int64_t N, int64_t K) {
  static const char* names[] = {"matmul", "matmul_f16", "matmul_f32", "matmul_tf32"};
  Kernel k = load("tile_gemm").kernel(names[which]);
  auto a = random_floats(M * K), b = random_floats(K * N);
  std::vector<double> want(M * N, 0);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  std::vector<uint16_t> ha(M * K), hb(K * N);
  if (which == 3) {
    for (auto& v : a) v = round_to_tf32(v);
    for (auto& v : b) v = round_to_tf32(v);
  }
  if (which < 2) {
    for (size_t i = 0; i < a.size(); ++i) ha[i] = which ? to_f16(a[i]) : to_bf16(a[i]), a[i] = which ? from_f16(ha[i]) : from_bf16(ha[i]);
    for (size_t i = 0; i < b.size(); ++i) hb[i] = which ? to_f16(b[i]) : to_bf16(b[i]), b[i] = which ? from_f16(hb[i]) : from_bf16(hb[i]);
  }
  for (int64_t i = 0; i < M; ++i)
    for (int64_t kk = 0; kk < K; ++kk)
      for (int64_t j = 0; j < N; ++j) want[i * N + j] += double(a[i * K + kk]) * b[kk * N + j];
  DeviceBuffer<uint16_t> da16(*ctx, ha), db16(*ctx, hb);
  DeviceBuffer<float> da32(*ctx, a), db32(*ctx, b);
  TileArgs args;
  if (which < 2)
    args.add(tensor_view<uint16_t, 2>(da16, {M, K})).add(tensor_view<uint16_t, 2>(db16, {K, N}));
  else
    args.add(tensor_view<float, 2>(da32, {M, K})).add(tensor_view<float, 2>(db32, {K, N}));
  args.add(tensor_view<float, 2>(dc, {M, N}));
  // Tile shapes of examples/tile_gemm.cpp: matmul 128x256, matmul_f16 and matmul_tf32 128x128, matmul_f32 64x64.
  int64_t tm = which == 2 ? 64 : 128, tn = which == 0 ? 256 : tm;
  launch_tile(k, Dim3(cdiv(M, tm), cdiv(N, tn)), args);
  expect_close(download(dc), want, which == 2 ? 1e-6 : 1e-5, names[which]);
}

// examples/tile_gemm.cpp's matmul_bias_relu: relu(A @ B + bias) with bf16
// inputs, written without a warps hint (kilnc chooses 8 for its 128x128
// accumulator), the bias row added in the accumulator's layout.
void test_gemm_bias(int64_t M, int64_t N, int64_t K) {
  Kernel k = load("tile_gemm").kernel("matmul_bias_relu");
  auto a = random_floats(M * K), b = random_floats(K * N), bias = random_floats(N, -4, 4);
  std::vector<uint16_t> ha(M * K), hb(K * N);
  for (size_t i = 0; i < a.size(); ++i) ha[i] = to_bf16(a[i]), a[i] = from_bf16(ha[i]);
  for (size_t i = 0; i < b.size(); ++i) hb[i] = to_bf16(b[i]), b[i] = from_bf16(hb[i]);
  std::vector<double> want(M * N, 0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t kk = 0; kk < K; ++kk)
      for (int64_t j = 0; j < N; ++j) want[i * N + j] += double(a[i * K + kk]) * b[kk * N + j];
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) want[i * N + j] = std::max(want[i * N + j] + bias[j], 0.0);
  DeviceBuffer<uint16_t> da(*ctx, ha), db(*ctx, hb);
  DeviceBuffer<float> dbias(*ctx, bias), dc(*ctx, poisoned(M * N));
  TileArgs args;
  args.add(tensor_view<uint16_t, 2>(da, {M, K})).add(tensor_view<uint16_t, 2>(db, {K, N}));
  args.add(tensor_view<float, 1>(dbias, {N})).add(tensor_view<float, 2>(dc, {M, N}));
  launch_tile(k, Dim3(cdiv(M, 128), cdiv(N, 128)), args);
  expect_close(download(dc), want, 1e-5, "matmul_bias_relu");
}

// examples/tile_gemm.cpp's matmul (bf16, 128x256x64) at large shapes, checked on a sample: two
// whole rows, two whole columns (the ragged last ones among them) and 256 random elements, each
// against a double reference. On sm_90a the contiguous variant loads both operands by TMA into an
// mbarrier ring (its parameters then include the descriptors the runtime appends: `tma` below);
// M x N x K = 4096^3 runs 64 k-steps through the 4-stage ring, 16 fills per stage (both parities
// many times), 4000^3 adds ragged M, N and K (62.5 k-steps).
// With `pitch` > K, A's rows are `pitch` apart: pitch K + 4 (8 bytes) is not 16-byte aligned, so
// the kernel as written runs (no TMA, element loads into the same stages).
// `stem`: tile_gemm (the default: on sm_90a a persistent kernel, one program per SM looping
// over the tiles, its ring filled by a producer warpgroup), tile_gemm_ws (kilnc
// -ftile-warp-specialize -fno-tile-persistent: one program per tile) or tile_gemm_thread0
// (-fno-tile-warp-specialize: thread 0 of the consumers fills the ring), when the folder has them.
// `launches` > 1 launches it again on the same C (stream-K: the flags the first launch set must be
// cleared, or the next launch's fixing programs would add stale partial sums).
void test_gemm_large(int64_t M, int64_t N, int64_t K, int64_t pitch = 0, const char* stem = "tile_gemm",
                     int launches = 1) {
  Kernel k = load(stem).kernel("matmul");
  if (!pitch) pitch = K;
  std::vector<uint16_t> ha(M * pitch), hb(K * N);
  std::uniform_real_distribution<float> d(-1, 1);
  for (auto& v : ha) v = to_bf16(d(e2e::rng()));
  for (auto& v : hb) v = to_bf16(d(e2e::rng()));
  DeviceBuffer<uint16_t> da(*ctx, ha), db(*ctx, hb);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  TileArgs args;
  TensorView<uint16_t, 2> va = tensor_view<uint16_t, 2>(da, {M, K});
  va.stride[0] = pitch;
  args.add(va).add(tensor_view<uint16_t, 2>(db, {K, N}));
  args.add(tensor_view<float, 2>(dc, {M, N}));
  Kernel chosen = k.for_arguments(args.pointers(), args.size());
  bool tma = chosen.params() && chosen.params()->size() > args.size();
  std::printf("  matmul %lldx%lldx%lld: %s, %u threads%s\n", (long long)M, (long long)N, (long long)K,
              tma ? "variant with TMA descriptors" : chosen.handle() != k.handle() ? "contiguous variant" : "kernel as written",
              chosen.block_threads() ? chosen.block_threads() : k.block_threads(),
              chosen.persistent_grid_param() ? ", persistent" : "");
  // On sm_90a the default bundle must run its persistent variant with TMA-suitable tensors.
  if (std::string(stem) == "tile_gemm" && tma && dir.size() >= 5 && dir.compare(dir.size() - 5, 5, "sm90a") == 0)
    e2e::expect(bool(chosen.persistent_grid_param()), "tile_gemm on sm_90a launched a variant that is not persistent");
  // What the stream-K cost model (PersistentTiles.cpp) picks, for the log: the last wave leaves
  // over a fifth of the blocks idle and each block's run is at least 8 k-steps.
  if (chosen.persistent_grid_param()) {
    uint64_t tiles = uint64_t(cdiv(M, 128)) * cdiv(N, 256), blocks = chosen.persistent_blocks(~uint64_t(0) >> 1);
    uint64_t full = tiles / blocks, dp = full ? (full - 1) * blocks : 0, steps = cdiv(K, 64);
    bool sk = ((tiles + blocks - 1) / blocks * blocks - tiles) * 5 > blocks && (tiles - dp) * steps / blocks >= 8;
    std::printf("    %llu tiles, %llu blocks: %s\n", (unsigned long long)tiles, (unsigned long long)blocks,
                sk ? ("stream-K expected over the last " + std::to_string(tiles - dp) + " tiles").c_str()
                   : "one tile per unit expected");
  }
  for (int i = 0; i < launches; ++i) launch_tile(k, Dim3(cdiv(M, 128), cdiv(N, 256)), args);
  std::vector<float> c = download(dc);
  std::vector<std::pair<int64_t, int64_t>> at;
  for (int64_t i : {int64_t(0), M - 1})
    for (int64_t j = 0; j < N; ++j) at.push_back({i, j});
  for (int64_t j : {int64_t(1), N - 1})
    for (int64_t i = 0; i < M; ++i) at.push_back({i, j});
  for (int s = 0; s < 256; ++s)
    at.push_back({std::uniform_int_distribution<int64_t>(0, M - 1)(e2e::rng()),
                  std::uniform_int_distribution<int64_t>(0, N - 1)(e2e::rng())});
  std::vector<float> got;
  std::vector<double> want;
  for (auto [i, j] : at) {
    double sum = 0;
    for (int64_t kk = 0; kk < K; ++kk) sum += double(from_bf16(ha[i * pitch + kk])) * from_bf16(hb[kk * N + j]);
    want.push_back(sum);
    got.push_back(c[i * N + j]);
  }
  // One f32 accumulator over K products: its rounding error grows like sqrt(K) (terms of random
  // sign), so deep K gets a proportionally wider bound (K = 17000 with mma.sync: 1.8e-5 measured
  // on the H200; stream-K's split runs add fewer terms each and stay below 1e-5).
  expect_close(got, want, 1e-5 * std::max(1.0, std::sqrt(double(K) / 1024)), "matmul (sampled)");
}

// Stream-K launches of one kernel object on several streams at once (and two host threads on
// the per-thread default stream): each stream gets its own workspace (runtime/lib/
// workspace_pool.hpp), so no launch reads another's partial sums or flags. Four problems with
// different inputs, each launched `rounds` times on its stream, interleaved without waits.
void test_gemm_stream_k_streams(int64_t M, int64_t N, int64_t K, const char* stem, int rounds = 3) {
  Kernel k = load(stem).kernel("matmul");
  constexpr int kStreams = 4;
  std::uniform_real_distribution<float> d(-1, 1);
  std::vector<std::vector<uint16_t>> ha(kStreams), hb(kStreams);
  std::vector<DeviceBuffer<uint16_t>> da, db;
  std::vector<DeviceBuffer<float>> dc;
  std::vector<TileArgs> args(kStreams);
  std::vector<Stream> streams;
  for (int s = 0; s < kStreams; ++s) {
    ha[s].resize(M * K);
    hb[s].resize(K * N);
    for (auto& v : ha[s]) v = to_bf16(d(e2e::rng()));
    for (auto& v : hb[s]) v = to_bf16(d(e2e::rng()));
    da.emplace_back(*ctx, ha[s]);
    db.emplace_back(*ctx, hb[s]);
    dc.emplace_back(*ctx, poisoned(M * N));
    args[s].add(tensor_view<uint16_t, 2>(da[s], {M, K})).add(tensor_view<uint16_t, 2>(db[s], {K, N}));
    args[s].add(tensor_view<float, 2>(dc[s], {M, N}));
    streams.push_back(Stream::create(*ctx));
  }
  for (int r = 0; r < rounds; ++r)
    for (int s = 0; s < kStreams; ++s) launch_tile(k, Dim3(cdiv(M, 128), cdiv(N, 256)), args[s], streams[s]);
  for (auto& st : streams) st.synchronize();
  for (int s = 0; s < kStreams; ++s) {
    std::vector<float> c = download(dc[s]);
    std::vector<float> got;
    std::vector<double> want;
    for (int i = 0; i < 512; ++i) {
      int64_t row = std::uniform_int_distribution<int64_t>(0, M - 1)(e2e::rng());
      int64_t col = std::uniform_int_distribution<int64_t>(0, N - 1)(e2e::rng());
      double sum = 0;
      for (int64_t kk = 0; kk < K; ++kk) sum += double(from_bf16(ha[s][row * K + kk])) * from_bf16(hb[s][kk * N + col]);
      want.push_back(sum);
      got.push_back(c[row * N + col]);
    }
    expect_close(got, want, 1e-5, ("matmul on stream " + std::to_string(s) + " (sampled)").c_str());
  }
}

// --- benchmarks -----------------------------------------------------------------------------------
template <class F>
double median_ms(F launch, int reps = 30) {
  launch();  // warm-up
  ctx->synchronize();
  std::vector<double> t;
  Event start = Event::create(*ctx), end = Event::create(*ctx);
  for (int i = 0; i < reps; ++i) {
    start.record();
    launch();
    end.record();
    end.synchronize();
    t.push_back(Event::elapsed_ms(start, end));
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

void bench(const std::string& nvcc_dir) {
  {  // vector add, 2^28 floats
    int64_t n = int64_t(1) << 28;
    DeviceBuffer<float> x(*ctx, n), y(*ctx, n), z(*ctx, n);
    x.memset(0), y.memset(0);
    Kernel tk = load("tile_vadd").kernel("add");
    TileArgs a;
    a.add(tensor_view<float, 1>(x, {n})).add(tensor_view<float, 1>(y, {n})).add(tensor_view<float, 1>(z, {n}));
    double t = median_ms([&] { launch_tile(tk, Dim3(cdiv(n, 1024)), a); });
    Module nv = Module::from_file(*ctx, nvcc_dir + "/vadd.ptx");
    Kernel nk = nv.kernel("vadd");
    CUdeviceptr px = x.raw(), py = y.raw(), pz = z.raw();
    long nn = n;
    void* args[] = {&px, &py, &pz, &nn, nullptr};
    double tn = median_ms([&] { nk.launch(LaunchConfig(Dim3(cdiv(n, 256)), Dim3(256)), args); });
    double bytes = 3.0 * n * 4;
    std::printf("BENCH vadd n=2^28 tile %.4f ms %.0f GB/s | nvcc %.4f ms %.0f GB/s | tile/nvcc speed %.3f\n", t,
                bytes / t / 1e6, tn, bytes / tn / 1e6, tn / t);
  }
  {  // softmax 65536 x 4096 f32
    int64_t r = 65536, c = 4096;
    DeviceBuffer<float> x(*ctx, random_floats(r * c)), y(*ctx, r * c);
    Kernel k = load("tile_softmax").kernel("softmax");
    TileArgs a;
    a.add(tensor_view<float, 2>(x, {r, c})).add(tensor_view<float, 2>(y, {r, c}));
    double t = median_ms([&] { launch_tile(k, Dim3(uint32_t(r)), a); });
    std::printf("BENCH softmax 65536x4096 f32 tile %.4f ms %.0f GB/s\n", t, 2.0 * r * c * 4 / t / 1e6);
  }
  {  // layernorm 65536 x 1024 f32
    int64_t r = 65536, c = 1024;
    DeviceBuffer<float> x(*ctx, random_floats(r * c)), y(*ctx, r * c), w(*ctx, random_floats(c)), b(*ctx, random_floats(c));
    Kernel k = load("tile_layernorm").kernel("layernorm");
    TileArgs a;
    a.add(tensor_view<float, 2>(x, {r, c})).add(tensor_view<float, 1>(w, {c})).add(tensor_view<float, 1>(b, {c}));
    a.add(tensor_view<float, 2>(y, {r, c})).add(1e-5f);
    double t = median_ms([&] { launch_tile(k, Dim3(uint32_t(r)), a); });
    std::printf("BENCH layernorm 65536x1024 f32 tile %.4f ms %.0f GB/s\n", t, 2.0 * r * c * 4 / t / 1e6);
  }
  for (int64_t n : {int64_t(4096), int64_t(8192)}) {  // bf16 GEMM 4096^3 and 8192^3
    std::vector<uint16_t> h(n * n);
    for (auto& v : h) v = to_bf16(std::uniform_real_distribution<float>(-1, 1)(e2e::rng()));
    DeviceBuffer<uint16_t> a(*ctx, h), b(*ctx, h);
    DeviceBuffer<float> c(*ctx, n * n);
    TileArgs args;
    args.add(tensor_view<uint16_t, 2>(a, {n, n})).add(tensor_view<uint16_t, 2>(b, {n, n})).add(tensor_view<float, 2>(c, {n, n}));
    // tile_gemm (persistent on sm_90a), tile_gemm_ws (one program per tile) and tile_gemm_thread0
    // (no producer warpgroup), when built: A/B/C in one run, interleaved so that clocks and
    // temperature treat all alike.
    for (int round = 0; round < 2; ++round)
      for (const char* stem : {"tile_gemm", "tile_gemm_ws", "tile_gemm_thread0"}) {
        if (std::string(stem) != "tile_gemm" && !std::ifstream(dir + "/" + stem + ".kbundle").good()) continue;
        Kernel k = load(stem).kernel("matmul");
        Kernel chosen = k.for_arguments(args.pointers(), args.size());
        double t = median_ms([&] { launch_tile(k, Dim3(cdiv(n, 128), cdiv(n, 256)), args); }, 20);
        std::printf("BENCH gemm bf16 %lld^3 %s tile %.4f ms %.1f TFLOP/s (variant: %u threads%s, regs/thread %d, shared %d B static + %u B dynamic)\n",
                    (long long)n, stem, t, 2.0 * n * n * n / t / 1e9, chosen.block_threads(),
                    chosen.persistent_grid_param()
                        ? (", persistent on " + std::to_string(chosen.persistent_blocks(uint64_t(cdiv(n, 128)) * cdiv(n, 256))) + " blocks").c_str()
                        : "",
                    chosen.registers_per_thread(), chosen.static_shared_bytes(), chosen.tile_dynamic_shared_bytes());
      }
  }
  // fp8 e4m3 GEMM 4096^3 and 8192^3, scales 1: examples/tile_gemm_fp8.cpp's matmul_fp8_nt (B stored
  // N x K as cuBLASLt takes it, bf16 output: wgmma on sm_90a), the line bench/tile_anchors.py's
  // torch._scaled_mm (cuBLASLt fp8, bf16 output) compares with, then matmul_fp8 (B K x N, f32
  // output: mma.sync m16n8k32). B is square, so the same codes serve both layouts.
  if (std::ifstream(dir + "/tile_gemm_fp8.kbundle").good())
    for (int64_t n : {int64_t(4096), int64_t(8192)}) {
      std::vector<uint8_t> h(n * n);
      std::uniform_int_distribution<int> code(0, 255);
      for (auto& v : h) v = uint8_t(code(e2e::rng())), v = (v & 0x7f) == 0x7f ? 0x38 : v;  // no NaN (1.0 instead)
      DeviceBuffer<uint8_t> a(*ctx, h), b(*ctx, h);
      DeviceBuffer<float> c(*ctx, n * n);
      DeviceBuffer<uint16_t> cb(*ctx, n * n);
      for (const char* name : {"matmul_fp8_nt", "matmul_fp8"}) {
        bool nt = std::string(name) == "matmul_fp8_nt";
        TileArgs args;
        args.add(tensor_view<uint8_t, 2>(a, {n, n})).add(tensor_view<uint8_t, 2>(b, {n, n}));
        if (nt)
          args.add(tensor_view<uint16_t, 2>(cb, {n, n}));
        else
          args.add(tensor_view<float, 2>(c, {n, n}));
        args.add(1.0f).add(1.0f);
        Kernel k = load("tile_gemm_fp8").kernel(name);
        Kernel chosen = k.for_arguments(args.pointers(), args.size());
        Dim3 grid(cdiv(n, 128), cdiv(n, nt ? 256 : 128));
        double t = median_ms([&] { launch_tile(k, grid, args); }, 20);
        std::printf("BENCH gemm fp8 e4m3 %lld^3 %s tile %.4f ms %.1f TFLOP/s (variant: %u threads%s, regs/thread %d, shared %d B static + %u B dynamic)\n",
                    (long long)n, name, t, 2.0 * n * n * n / t / 1e9, chosen.block_threads(),
                    chosen.persistent_grid_param()
                        ? (", persistent on " + std::to_string(chosen.persistent_blocks(uint64_t(grid.x) * grid.y)) + " blocks").c_str()
                        : "",
                    chosen.registers_per_thread(), chosen.static_shared_bytes(), chosen.tile_dynamic_shared_bytes());
      }
    }
  {  // f32 GEMM 4096^3 on tf32 tensor cores
    int64_t n = 4096;
    DeviceBuffer<float> a(*ctx, random_floats(n * n)), b(*ctx, random_floats(n * n)), c(*ctx, n * n);
    Kernel k = load("tile_gemm").kernel("matmul_tf32");
    TileArgs args;
    args.add(tensor_view<float, 2>(a, {n, n})).add(tensor_view<float, 2>(b, {n, n})).add(tensor_view<float, 2>(c, {n, n}));
    double t = median_ms([&] { launch_tile(k, Dim3(cdiv(n, 128), cdiv(n, 128)), args); }, 20);
    std::printf("BENCH gemm tf32 4096^3 tile %.4f ms %.1f TFLOP/s (regs/thread %d, shared %d B static + %u B dynamic)\n",
                t, 2.0 * n * n * n / t / 1e9, k.registers_per_thread(), k.static_shared_bytes(),
                k.tile_dynamic_shared_bytes());
  }
}


// test/e2e/tile_sort/tile_sort.cpp: sort, argsort, key-value sort, topk, histogram against host
// references, on rows of the tile's width and ragged rows (padded loads, masked stores). Floats are
// compared bit for bit in IEEE totalOrder (-0 before +0, NaN last ascending).
uint32_t f32_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
// The unsigned integer whose order is IEEE totalOrder of `bits` (the sort's own key transform).
template <class U>
U total_order_key(U bits) {
  constexpr U sign = U(1) << (sizeof(U) * 8 - 1);
  return (bits & sign) ? U(~bits) : U(bits | sign);
}
// Rows of `n` floats with duplicates, +-0, +-inf and (with_nan) NaN: sort keys that tell a wrong
// order from a right one.
std::vector<float> sort_test_floats(size_t count, bool with_nan) {
  std::uniform_int_distribution<int> d(-40, 40), special(0, 30);
  std::vector<float> v(count);
  for (auto& x : v) {
    x = d(e2e::rng()) * 0.25f;
    switch (special(e2e::rng())) {
      case 0: x = 0.0f; break;
      case 1: x = -0.0f; break;
      case 2: x = INFINITY; break;
      case 3: x = -INFINITY; break;
      case 4: if (with_nan) x = NAN; break;
      default: break;
    }
  }
  return v;
}

template <class U>
std::vector<U> sorted_rows(const std::vector<U>& bits, int64_t rows, int64_t n, bool desc, bool is_float) {
  std::vector<U> want(bits);
  for (int64_t r = 0; r < rows; ++r)
    std::stable_sort(want.begin() + r * n, want.begin() + (r + 1) * n, [&](U a, U b) {
      if (is_float) {
        a = total_order_key(a);
        b = total_order_key(b);
      }
      return desc ? a > b : a < b;
    });
  return want;
}

void test_sort_floats(int64_t rows, int64_t n) {
  Module m = load("tile_sort");
  // f32 ascending (NaN padding, NaN in the data), descending, and 4 rows of 256 per program.
  for (const char* kname : {"sort_f32", "sort_f32_desc", "sort_rows_f32"}) {
    bool desc = std::string(kname) == "sort_f32_desc", rows4 = std::string(kname) == "sort_rows_f32";
    int64_t cols = rows4 ? std::min<int64_t>(n, 256) : n;
    auto x = sort_test_floats(rows * cols, std::string(kname) == "sort_f32");
    DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols));
    TileArgs a;
    a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 2>(dy, {rows, cols}));
    launch_tile(m.kernel(kname), Dim3(rows4 ? cdiv(rows, 4) : uint32_t(rows)), a);
    std::vector<uint32_t> xb(x.size()), got;
    for (size_t i = 0; i < x.size(); ++i) xb[i] = f32_bits(x[i]);
    for (float f : download(dy)) got.push_back(f32_bits(f));
    e2e::expect_equal(got, sorted_rows<uint32_t>(xb, rows, cols, desc, true), kname);
  }
  // f16 ascending, bf16 descending.
  for (bool bf : {false, true}) {
    auto xf = sort_test_floats(rows * n, false);
    std::vector<uint16_t> xh(xf.size());
    for (size_t i = 0; i < xf.size(); ++i) {
      float f = xf[i];
      if (bf) xh[i] = std::isinf(f) ? (f > 0 ? 0x7f80 : 0xff80) : to_bf16(f);
      else xh[i] = std::isinf(f) ? (f > 0 ? 0x7c00 : 0xfc00) : (f == 0 && std::signbit(f) ? 0x8000 : to_f16(f));
    }
    DeviceBuffer<uint16_t> dx(*ctx, xh), dy(*ctx, std::vector<uint16_t>(xh.size(), 0x7e01));
    TileArgs a;
    a.add(tensor_view<uint16_t, 2>(dx, {rows, n})).add(tensor_view<uint16_t, 2>(dy, {rows, n}));
    const char* kname = bf ? "sort_bf16_desc" : "sort_f16";
    launch_tile(m.kernel(kname), Dim3(uint32_t(rows)), a);
    e2e::expect_equal(download(dy), sorted_rows<uint16_t>(xh, rows, n, bf, true), kname);
  }
  // One 1-D tile of 512 (a single program).
  {
    int64_t n1 = std::min<int64_t>(n, 512);
    auto x = sort_test_floats(n1, false);
    DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n1));
    TileArgs a;
    a.add(tensor_view<float, 1>(dx, {n1})).add(tensor_view<float, 1>(dy, {n1}));
    launch_tile(m.kernel("sort_1d_f32"), Dim3(1), a);
    std::vector<uint32_t> xb, got;
    for (float f : x) xb.push_back(f32_bits(f));
    for (float f : download(dy)) got.push_back(f32_bits(f));
    e2e::expect_equal(got, sorted_rows<uint32_t>(xb, 1, n1, false, true), "sort_1d_f32");
  }
}

void test_sort_ints(int64_t rows, int64_t n) {
  Module m = load("tile_sort");
  std::uniform_int_distribution<int32_t> d(-1000000, 1000000);
  std::vector<int32_t> x(rows * n);
  for (auto& v : x) v = d(e2e::rng());
  {
    DeviceBuffer<int32_t> dx(*ctx, x), dy(*ctx, std::vector<int32_t>(x.size(), 7));
    TileArgs a;
    a.add(tensor_view<int32_t, 2>(dx, {rows, n})).add(tensor_view<int32_t, 2>(dy, {rows, n}));
    launch_tile(m.kernel("sort_i32"), Dim3(uint32_t(rows)), a);
    e2e::expect_equal(download(dy), sorted_rows<int32_t>(x, rows, n, false, false), "sort_i32");
  }
  {  // unsigned keys above 2^31 must sort above small ones (rows of at most 256)
    int64_t c = std::min<int64_t>(n, 256);
    std::vector<uint32_t> u(rows * c);
    std::uniform_int_distribution<uint32_t> du(1, 0xffffffffu);
    for (auto& v : u) v = du(e2e::rng());
    DeviceBuffer<uint32_t> dx(*ctx, u), dy(*ctx, std::vector<uint32_t>(u.size(), 7));
    TileArgs a;
    a.add(tensor_view<uint32_t, 2>(dx, {rows, c})).add(tensor_view<uint32_t, 2>(dy, {rows, c}));
    launch_tile(m.kernel("sort_u32_desc"), Dim3(uint32_t(rows)), a);
    e2e::expect_equal(download(dy), sorted_rows<uint32_t>(u, rows, c, true, false), "sort_u32_desc");
  }
}

// Stable argsort (f32 ascending, i32 descending over 2 rows of 512 per program), key-value sort
// (f16 keys, float values) and topk: keys drawn from few values, so ties decide the order.
void test_argsort_topk(int64_t rows, int64_t n) {
  Module m = load("tile_sort");
  std::uniform_int_distribution<int32_t> few(-4, 4);
  auto stable_order = [&](auto key, int64_t r, int64_t cols, bool desc) {
    std::vector<int32_t> idx(cols);
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), [&](int32_t a, int32_t b) {
      return desc ? key(r, a) > key(r, b) : key(r, a) < key(r, b);
    });
    return idx;
  };
  {
    std::vector<float> x(rows * n);
    for (auto& v : x) v = few(e2e::rng()) * 0.5f;
    DeviceBuffer<float> dx(*ctx, x);
    DeviceBuffer<int32_t> di(*ctx, std::vector<int32_t>(x.size(), -1));
    TileArgs a;
    a.add(tensor_view<float, 2>(dx, {rows, n})).add(tensor_view<int32_t, 2>(di, {rows, n}));
    launch_tile(m.kernel("argsort_f32"), Dim3(uint32_t(rows)), a);
    std::vector<int32_t> want;
    for (int64_t r = 0; r < rows; ++r)
      for (int32_t i : stable_order([&](int64_t rr, int32_t c) { return x[rr * n + c]; }, r, n, false)) want.push_back(i);
    e2e::expect_equal(download(di), want, "argsort_f32");
  }
  {
    int64_t c = std::min<int64_t>(n, 512);
    std::vector<int32_t> x(rows * c);
    for (auto& v : x) v = few(e2e::rng());
    DeviceBuffer<int32_t> dx(*ctx, x), di(*ctx, std::vector<int32_t>(x.size(), -1));
    TileArgs a;
    a.add(tensor_view<int32_t, 2>(dx, {rows, c})).add(tensor_view<int32_t, 2>(di, {rows, c}));
    launch_tile(m.kernel("argsort_i32_desc"), Dim3(cdiv(rows, 2)), a);
    std::vector<int32_t> want;
    for (int64_t r = 0; r < rows; ++r)
      for (int32_t i : stable_order([&](int64_t rr, int32_t cc) { return x[rr * c + cc]; }, r, c, true)) want.push_back(i);
    e2e::expect_equal(download(di), want, "argsort_i32_desc");
  }
  {
    std::vector<uint16_t> k(rows * n);
    std::vector<float> v(rows * n);
    for (size_t i = 0; i < k.size(); ++i) k[i] = to_f16(few(e2e::rng()) * 0.25f + 1.0f), v[i] = float(i);
    DeviceBuffer<uint16_t> dk(*ctx, k), dko(*ctx, std::vector<uint16_t>(k.size(), 0));
    DeviceBuffer<float> dv(*ctx, v), dvo(*ctx, poisoned(v.size()));
    TileArgs a;
    a.add(tensor_view<uint16_t, 2>(dk, {rows, n})).add(tensor_view<float, 2>(dv, {rows, n}));
    a.add(tensor_view<uint16_t, 2>(dko, {rows, n})).add(tensor_view<float, 2>(dvo, {rows, n}));
    launch_tile(m.kernel("sort_pairs_f16"), Dim3(uint32_t(rows)), a);
    std::vector<uint16_t> wk;
    std::vector<int32_t> wv, gv;
    for (int64_t r = 0; r < rows; ++r)
      for (int32_t i : stable_order([&](int64_t rr, int32_t c) { return from_f16(k[rr * n + c]); }, r, n, false)) {
        wk.push_back(k[r * n + i]);
        wv.push_back(int32_t(v[r * n + i]));
      }
    for (float f : download(dvo)) gv.push_back(int32_t(f));
    e2e::expect_equal(download(dko), wk, "sort_pairs_f16 keys");
    e2e::expect_equal(gv, wv, "sort_pairs_f16 values (stable)");
  }
  {
    std::vector<float> x(rows * n);
    for (auto& v : x) v = few(e2e::rng()) * 0.5f;
    DeviceBuffer<float> dx(*ctx, x), dv(*ctx, poisoned(rows * 8));
    DeviceBuffer<int32_t> di(*ctx, std::vector<int32_t>(rows * 8, -1));
    TileArgs a;
    a.add(tensor_view<float, 2>(dx, {rows, n})).add(tensor_view<float, 2>(dv, {rows, 8})).add(tensor_view<int32_t, 2>(di, {rows, 8}));
    launch_tile(m.kernel("topk8_f32"), Dim3(uint32_t(rows)), a);
    std::vector<double> wv;
    std::vector<int32_t> wi;
    for (int64_t r = 0; r < rows; ++r) {
      auto order = stable_order([&](int64_t rr, int32_t c) { return x[rr * n + c]; }, r, n, true);
      for (int j = 0; j < 8; ++j) wv.push_back(x[r * n + order[j]]), wi.push_back(order[j]);
    }
    expect_close(download(dv), wv, 0, "topk8_f32 values");
    e2e::expect_equal(download(di), wi, "topk8_f32 indices");
  }
}

void test_histogram(int64_t n) {
  Kernel k = load("tile_sort").kernel("histogram256");
  std::uniform_int_distribution<int32_t> d(-20, 300);  // some below 0 and above 255: not counted
  std::vector<int32_t> x(n);
  for (auto& v : x) v = d(e2e::rng());
  int64_t blocks = (n + 4095) / 4096;
  DeviceBuffer<int32_t> dx(*ctx, x), dc(*ctx, std::vector<int32_t>(blocks * 256, -1));
  TileArgs a;
  a.add(tensor_view<int32_t, 1>(dx, {n})).add(tensor_view<int32_t, 2>(dc, {blocks, 256}));
  launch_tile(k, Dim3(uint32_t(blocks)), a);
  std::vector<int32_t> want(blocks * 256, 0);
  for (int64_t i = 0; i < n; ++i)
    if (x[i] >= 0 && x[i] < 256) ++want[(i / 4096) * 256 + x[i]];
  e2e::expect_equal(download(dc), want, "histogram256");
}

// ---- test/e2e/tile_shapes: shapes written by an outsider (issue 16) ----------------
std::vector<uint16_t> bf16_of(std::vector<float>& v) {  // rounds v to bf16 in place
  std::vector<uint16_t> h(v.size());
  for (size_t i = 0; i < v.size(); ++i) h[i] = to_bf16(v[i]), v[i] = from_bf16(h[i]);
  return h;
}
std::vector<float> floats_of_bf16(const std::vector<uint16_t>& h) {
  std::vector<float> v(h.size());
  for (size_t i = 0; i < h.size(); ++i) v[i] = from_bf16(h[i]);
  return v;
}

// ---- examples/tile_masked.cpp: masked loads and stores ------------------------------
// Softmax of each row's first lens[r] columns; the others must keep their sentinel (the store's
// mask, not the tensor's end, stops them), rows of 0 and of the full 1024 included.
void test_masked_ragged_softmax(int64_t rows, int64_t cols) {
  Kernel k = load("tile_masked").kernel("ragged_softmax");
  auto x = random_floats(rows * cols, -4, 4);
  std::vector<int32_t> lens(rows);
  std::uniform_int_distribution<int32_t> pick(0, int32_t(std::min<int64_t>(cols, 1024)));
  for (auto& l : lens) l = pick(e2e::rng());
  lens[0] = int32_t(std::min<int64_t>(cols, 1024));
  if (rows > 1) lens[1] = 0;
  const float sentinel = -7.0f;
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, std::vector<float>(rows * cols, sentinel));
  DeviceBuffer<int32_t> dl(*ctx, lens);
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<int32_t, 1>(dl, {rows}))
      .add(tensor_view<float, 2>(dy, {rows, cols}));
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows * cols, sentinel);
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < lens[r]; ++c) m = std::max(m, double(x[r * cols + c]));
    for (int64_t c = 0; c < lens[r]; ++c) s += std::exp(x[r * cols + c] - m);
    for (int64_t c = 0; c < lens[r]; ++c) want[r * cols + c] = std::exp(x[r * cols + c] - m) / s;
  }
  expect_close(download(dy), want, 1e-5, "ragged_softmax");
}

// y = x * s (bf16) with the row's end as the mask: 1024 columns launch the contiguous variant
// (vector accesses under a uniform mask), 1001 the kernel as written (odd row pitch).
void test_masked_scale_columns(int64_t rows, int64_t cols) {
  Kernel k = load("tile_masked").kernel("scale_columns");
  auto x = random_floats(rows * cols, -3, 3);
  auto hx = bf16_of(x);
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(rows * cols, 0x7fc0));
  float s = 0.75f;
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<uint16_t, 2>(dy, {rows, cols})).add(s);
  launch_tile(k, Dim3(uint32_t(rows), cdiv(cols, 256)), a);
  std::vector<double> want(rows * cols);
  for (int64_t i = 0; i < rows * cols; ++i) want[i] = from_bf16(to_bf16(x[i] * s));
  expect_close(floats_of_bf16(download(dy)), want, 1e-6, "scale_columns");
}

// y = x where keep[r, c] (a bool tensor, one byte per element, as torch.bool); the rest of y keeps
// its sentinel.
void test_masked_store_where(int64_t rows, int64_t cols) {
  Kernel k = load("tile_masked").kernel("store_where");
  auto x = random_floats(rows * cols);
  std::vector<uint8_t> keep(rows * cols);
  std::uniform_int_distribution<int> coin(0, 1);
  for (auto& b : keep) b = uint8_t(coin(e2e::rng()));
  const float sentinel = -7.0f;
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, std::vector<float>(rows * cols, sentinel));
  DeviceBuffer<uint8_t> dk(*ctx, keep);
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<uint8_t, 2>(dk, {rows, cols}))
      .add(tensor_view<float, 2>(dy, {rows, cols}));
  launch_tile(k, Dim3(cdiv(rows, 4), cdiv(cols, 256)), a);
  std::vector<double> want(rows * cols);
  for (int64_t i = 0; i < rows * cols; ++i) want[i] = keep[i] ? x[i] : sentinel;
  expect_close(download(dy), want, 0, "store_where");
}

// y[i] = x[i] only where x[i] > 0: a mask of the data, element by element; the rest of y keeps
// its sentinel.
void test_masked_store_positive(int64_t n) {
  Kernel k = load("tile_masked").kernel("store_positive");
  auto x = random_floats(n, -1, 1);
  const float sentinel = -7.0f;
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, std::vector<float>(n, sentinel));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<float, 1>(dy, {n}));
  launch_tile(k, Dim3(cdiv(n, 1024)), a);
  std::vector<double> want(n);
  for (int64_t i = 0; i < n; ++i) want[i] = x[i] > 0 ? x[i] : sentinel;
  expect_close(download(dy), want, 0, "store_positive");
}

void test_shapes_transpose(int64_t rows, int64_t cols) {
  Module m = load("tile_shapes");
  auto x = random_floats(rows * cols);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c * rows + r] = x[r * cols + c];
  {
    DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols));
    TileArgs a;
    a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 2>(dy, {cols, rows}));
    launch_tile(m.kernel("transpose_32x128"), Dim3(cdiv(rows, 32), cdiv(cols, 128)), a);
    expect_close(download(dy), want, 0, "transpose_32x128");
  }
  auto h = bf16_of(x);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c * rows + r] = x[r * cols + c];
  DeviceBuffer<uint16_t> dx(*ctx, h), dy(*ctx, std::vector<uint16_t>(rows * cols, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<uint16_t, 2>(dy, {cols, rows}));
  launch_tile(m.kernel("transpose_bf16"), Dim3(cdiv(rows, 64), cdiv(cols, 64)), a);
  expect_close(floats_of_bf16(download(dy)), want, 0, "transpose_bf16");
}

// Column sums (bf16 in, f32 out), column maxima and per-slab column argmax.
void test_shapes_columns(int64_t rows, int64_t cols) {
  Module m = load("tile_shapes");
  auto x = random_floats(rows * cols);
  auto h = bf16_of(x);
  {
    DeviceBuffer<uint16_t> dx(*ctx, h);
    DeviceBuffer<float> dy(*ctx, poisoned(cols));
    TileArgs a;
    a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dy, {cols}));
    launch_tile(m.kernel("col_sum_steps"), Dim3(cdiv(cols, 128)), a);
    std::vector<double> want(cols, 0);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c) want[c] += x[r * cols + c];
    expect_close(download(dy), want, 1e-5, "col_sum_steps");
  }
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dy, {cols}));
  launch_tile(m.kernel("col_max_acc"), Dim3(cdiv(cols, 256)), a);
  std::vector<double> mx(cols, -INFINITY);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) mx[c] = std::max(mx[c], double(x[r * cols + c]));
  expect_close(download(dy), mx, 0, "col_max_acc");
  int64_t slabs = (rows + 63) / 64;
  DeviceBuffer<int32_t> didx(*ctx, std::vector<int32_t>(slabs * cols, -7));
  TileArgs b;
  b.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<int32_t, 2>(didx, {slabs, cols}));
  launch_tile(m.kernel("col_argmax_slab"), Dim3(uint32_t(slabs), cdiv(cols, 128)), b);
  std::vector<int32_t> want(slabs * cols);
  for (int64_t s = 0; s < slabs; ++s)
    for (int64_t c = 0; c < cols; ++c) {
      int32_t at = 0;
      for (int64_t r = s * 64; r < std::min(rows, s * 64 + 64); ++r)
        if (x[r * cols + c] > x[(s * 64 + at) * cols + c]) at = int32_t(r - s * 64);
      want[s * cols + c] = at;
    }
  e2e::expect_equal(download(didx), want, "col_argmax_slab");
}

std::vector<double> softmax_ref(const std::vector<float>& x, int64_t rows, int64_t cols) {
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < cols; ++c) m = std::max(m, double(x[r * cols + c]));
    for (int64_t c = 0; c < cols; ++c) s += std::exp(x[r * cols + c] - m);
    for (int64_t c = 0; c < cols; ++c) want[r * cols + c] = std::exp(x[r * cols + c] - m) / s;
  }
  return want;
}

// kernel: softmax_16x128 (rows per program 16), softmax_8x512 (8), softmax_8192 (1); cols up to the tile's width.
void test_shapes_softmax(const char* kernel, int64_t per, int64_t rows, int64_t cols) {
  Kernel k = load("tile_shapes").kernel(kernel);
  auto x = random_floats(rows * cols, -4, 4);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows * cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 2>(dy, {rows, cols}));
  launch_tile(k, Dim3(cdiv(rows, per)), a);
  expect_close(download(dy), softmax_ref(x, rows, cols), 1e-5, kernel);
}

void test_shapes_softmax_bf16(int64_t rows, int64_t cols) {
  Kernel k = load("tile_shapes").kernel("softmax_4x1024_bf16");
  auto x = random_floats(rows * cols, -4, 4);
  auto h = bf16_of(x);
  DeviceBuffer<uint16_t> dx(*ctx, h), dy(*ctx, std::vector<uint16_t>(rows * cols, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<uint16_t, 2>(dy, {rows, cols}));
  launch_tile(k, Dim3(cdiv(rows, 4)), a);
  expect_close(floats_of_bf16(download(dy)), softmax_ref(x, rows, cols), 1e-2, "softmax_4x1024_bf16");
}

// rmsnorm_1024 (f32, rows of up to 1024) and rmsnorm_4096_bf16 (rows of up to 4096).
void test_shapes_rmsnorm(int64_t rows, int64_t cols) {
  Module m = load("tile_shapes");
  auto x = random_floats(rows * cols, -2, 2), w = random_floats(cols);
  float eps = 1e-5f;
  bool bf16 = cols > 1024;
  std::vector<uint16_t> hx, hw;
  if (bf16) hx = bf16_of(x), hw = bf16_of(w);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r) {
    double ss = 0;
    for (int64_t c = 0; c < cols; ++c) ss += double(x[r * cols + c]) * x[r * cols + c];
    double inv = 1 / std::sqrt(ss / cols + eps);
    for (int64_t c = 0; c < cols; ++c) want[r * cols + c] = x[r * cols + c] * inv * w[c];
  }
  if (!bf16) {
    DeviceBuffer<float> dx(*ctx, x), dw(*ctx, w), dy(*ctx, poisoned(rows * cols));
    TileArgs a;
    a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dw, {cols}))
        .add(tensor_view<float, 2>(dy, {rows, cols})).add(eps);
    launch_tile(m.kernel("rmsnorm_1024"), Dim3(uint32_t(rows)), a);
    expect_close(download(dy), want, 1e-5, "rmsnorm_1024");
    return;
  }
  DeviceBuffer<uint16_t> dx(*ctx, hx), dw(*ctx, hw), dy(*ctx, std::vector<uint16_t>(rows * cols, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<uint16_t, 1>(dw, {cols}))
      .add(tensor_view<uint16_t, 2>(dy, {rows, cols})).add(eps);
  launch_tile(m.kernel("rmsnorm_4096_bf16"), Dim3(uint32_t(rows)), a);
  expect_close(floats_of_bf16(download(dy)), want, 1e-2, "rmsnorm_4096_bf16");
}

// Layernorm backward over 4-row programs: dx, and per-program dgamma/dbeta partial sums.
void test_shapes_layernorm_bwd(int64_t rows, int64_t cols) {
  Kernel k = load("tile_shapes").kernel("layernorm_bwd");
  auto x = random_floats(rows * cols, -2, 3), dy = random_floats(rows * cols), w = random_floats(cols);
  std::vector<float> mean(rows), rstd(rows);
  for (int64_t r = 0; r < rows; ++r) {
    double mu = 0, var = 0;
    for (int64_t c = 0; c < cols; ++c) mu += x[r * cols + c];
    mu /= cols;
    for (int64_t c = 0; c < cols; ++c) var += (x[r * cols + c] - mu) * (x[r * cols + c] - mu);
    mean[r] = float(mu), rstd[r] = float(1 / std::sqrt(var / cols + 1e-5));
  }
  int64_t progs = (rows + 3) / 4;
  DeviceBuffer<float> dx_(*ctx, x), ddy(*ctx, dy), dw(*ctx, w), dmean(*ctx, mean), drstd(*ctx, rstd),
      ddx(*ctx, poisoned(rows * cols)), dwp(*ctx, poisoned(progs * cols)), dbp(*ctx, poisoned(progs * cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx_, {rows, cols})).add(tensor_view<float, 2>(ddy, {rows, cols}))
      .add(tensor_view<float, 1>(dw, {cols})).add(tensor_view<float, 1>(dmean, {rows}))
      .add(tensor_view<float, 1>(drstd, {rows})).add(tensor_view<float, 2>(ddx, {rows, cols}))
      .add(tensor_view<float, 2>(dwp, {progs, cols})).add(tensor_view<float, 2>(dbp, {progs, cols}));
  launch_tile(k, Dim3(uint32_t(progs)), a);
  std::vector<double> wdx(rows * cols), wdw(progs * cols, 0), wdb(progs * cols, 0);
  for (int64_t r = 0; r < rows; ++r) {
    double c1 = 0, c2 = 0;
    for (int64_t c = 0; c < cols; ++c) {
      double xhat = (x[r * cols + c] - double(mean[r])) * rstd[r], wdy = double(dy[r * cols + c]) * w[c];
      c1 += xhat * wdy, c2 += wdy;
      wdw[(r / 4) * cols + c] += dy[r * cols + c] * xhat;
      wdb[(r / 4) * cols + c] += dy[r * cols + c];
    }
    c1 /= cols, c2 /= cols;
    for (int64_t c = 0; c < cols; ++c) {
      double xhat = (x[r * cols + c] - double(mean[r])) * rstd[r], wdy = double(dy[r * cols + c]) * w[c];
      wdx[r * cols + c] = (wdy - (xhat * c1 + c2)) * rstd[r];
    }
  }
  expect_close(download(ddx), wdx, 1e-5, "layernorm_bwd dx");
  expect_close(download(dwp), wdw, 1e-5, "layernorm_bwd dgamma partials");
  expect_close(download(dbp), wdb, 1e-5, "layernorm_bwd dbeta partials");
}

// Cross-entropy forward over bf16 logits, the vocabulary in 1024-wide chunks (v need not be a multiple).
void test_shapes_cross_entropy(int64_t rows, int64_t v) {
  Kernel k = load("tile_shapes").kernel("cross_entropy_fwd");
  auto x = random_floats(rows * v, -6, 6);
  auto h = bf16_of(x);
  std::vector<int64_t> tgt(rows);
  std::uniform_int_distribution<int64_t> pick(0, v - 1);
  for (auto& t : tgt) t = pick(e2e::rng());
  tgt[0] = -100;  // ignore_index: loss 0
  if (rows > 1) tgt[1] = v - 1;
  DeviceBuffer<uint16_t> dx(*ctx, h);
  DeviceBuffer<int64_t> dt(*ctx, tgt);
  DeviceBuffer<float> dl(*ctx, poisoned(rows));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, v})).add(tensor_view<int64_t, 1>(dt, {rows}))
      .add(tensor_view<float, 1>(dl, {rows}));
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows, 0);
  for (int64_t r = 0; r < rows; ++r) {
    if (tgt[r] < 0 || tgt[r] >= v) continue;
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < v; ++c) m = std::max(m, double(x[r * v + c]));
    for (int64_t c = 0; c < v; ++c) s += std::exp(x[r * v + c] - m);
    want[r] = m + std::log(s) - x[r * v + tgt[r]];
  }
  expect_close(download(dl), want, 1e-5, "cross_entropy_fwd");
}

// Embedding backward, 4 rows of bf16 gradients per program, added into f32 rows ids[r] (-1 skipped).
void test_shapes_embedding_bwd(int64_t rows, int64_t n, int64_t vocab) {
  Kernel k = load("tile_shapes").kernel("embedding_bwd_rows");
  auto g = random_floats(rows * n);
  auto h = bf16_of(g);
  std::vector<int32_t> ids(rows);
  std::uniform_int_distribution<int32_t> pick(-1, int32_t(vocab - 1));
  for (auto& id : ids) id = pick(e2e::rng());
  DeviceBuffer<uint16_t> dg(*ctx, h);
  DeviceBuffer<int32_t> di(*ctx, ids);
  DeviceBuffer<float> ddw(*ctx, std::vector<float>(vocab * n, 0.0f));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dg, {rows, n})).add(tensor_view<int32_t, 1>(di, {rows}))
      .add(tensor_view<float, 2>(ddw, {vocab, n}));
  launch_tile(k, Dim3(cdiv(rows, 4)), a);
  std::vector<double> want(vocab * n, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    if (ids[r] >= 0)
      for (int64_t c = 0; c < n; ++c) want[ids[r] * n + c] += g[r * n + c];
  expect_close(download(ddw), want, 1e-5, "embedding_bwd_rows");
}
}  // namespace

// examples/tile_attention.cpp: O = softmax(scale Q K^T) V per (query block,
// batch*head) and the log-sum-exp, bf16/fp16, head dims 64 and 128, causal or
// not, GQA (group query heads per kv head), sequence lengths off the block.
void test_attention(const char* kernel, bool f16, bool causal, int64_t D, int64_t bh, int64_t group, int64_t S) {
  Kernel k = load("tile_attention").kernel(kernel);
  int64_t kvh = bh / group;
  auto q = random_floats(bh * S * D), kk = random_floats(kvh * S * D), v = random_floats(kvh * S * D);
  auto round = [&](std::vector<float>& x) {
    std::vector<uint16_t> h(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
      h[i] = f16 ? to_f16(x[i]) : to_bf16(x[i]);
      x[i] = f16 ? from_f16(h[i]) : from_bf16(h[i]);
    }
    return h;
  };
  auto hq = round(q), hk = round(kk), hv = round(v);
  float scale = 1.0f / std::sqrt(float(D));
  std::vector<double> want_o(bh * S * D), want_lse(bh * S);
  std::vector<double> s(S);
  for (int64_t b = 0; b < bh; ++b) {
    const float *kb = &kk[(b / group) * S * D], *vb = &v[(b / group) * S * D];
    for (int64_t i = 0; i < S; ++i) {
      int64_t n = causal ? i + 1 : S;
      double m = -INFINITY, l = 0;
      for (int64_t j = 0; j < n; ++j) {
        double dot = 0;
        for (int64_t d = 0; d < D; ++d) dot += double(q[(b * S + i) * D + d]) * kb[j * D + d];
        s[j] = dot * scale;
        m = std::max(m, s[j]);
      }
      for (int64_t j = 0; j < n; ++j) l += std::exp(s[j] - m);
      for (int64_t d = 0; d < D; ++d) {
        double o = 0;
        for (int64_t j = 0; j < n; ++j) o += std::exp(s[j] - m) * vb[j * D + d];
        want_o[(b * S + i) * D + d] = o / l;
      }
      want_lse[b * S + i] = m + std::log(l);
    }
  }
  uint16_t nan16 = f16 ? 0x7e00 : 0x7fc0;
  DeviceBuffer<uint16_t> dq(*ctx, hq), dk(*ctx, hk), dv(*ctx, hv), dout(*ctx, std::vector<uint16_t>(bh * S * D, nan16));
  DeviceBuffer<float> dlse(*ctx, poisoned(bh * S));
  TileArgs a;
  a.add(tensor_view<uint16_t, 3>(dq, {bh, S, D})).add(tensor_view<uint16_t, 3>(dk, {kvh, S, D}));
  a.add(tensor_view<uint16_t, 3>(dv, {kvh, S, D})).add(tensor_view<uint16_t, 3>(dout, {bh, S, D}));
  a.add(tensor_view<float, 2>(dlse, {bh, S})).add(scale).add(group);
  // The example's query block per head dim: head dim 128 takes 128 rows on
  // sm_90a (two wgmma warpgroups), whose bundles live in BUNDLE_DIR sm90a.
  bool sm90a = dir.size() >= 5 && dir.compare(dir.size() - 5, 5, "sm90a") == 0;
  int64_t rows = D == 64 || sm90a ? 128 : 64;
  launch_tile(k, Dim3(cdiv(S, rows), uint32_t(bh)), a);
  std::vector<float> got;
  for (uint16_t h : download(dout)) // from_f16 has no NaN: an unwritten element stays one
    got.push_back(f16 && (h & 0x7fff) == nan16 ? std::nanf("") : f16 ? from_f16(h) : from_bf16(h));
  expect_close(got, want_o, 2e-2, std::string(kernel) + " O");
  expect_close(download(dlse), want_lse, 1e-5, std::string(kernel) + " log-sum-exp");
}

// ---- test/e2e/tile_outsider: other code bases' styles (issue 16) ------------------
void test_outsider_group_norm(int64_t N, int64_t G, int64_t cpg, int64_t hw) {
  Kernel k = load("tile_outsider").kernel("group_norm");
  int64_t C = G * cpg, len = cpg * hw, row = C * hw;
  auto x = random_floats(N * row, -2, 3), gamma = random_floats(C), beta = random_floats(C);
  DeviceBuffer<float> dx(*ctx, x), dg(*ctx, gamma), db(*ctx, beta), dy(*ctx, poisoned(N * row));
  float eps = 1e-5f;
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {N, row})).add(tensor_view<float, 1>(dg, {C}))
      .add(tensor_view<float, 1>(db, {C})).add(tensor_view<float, 2>(dy, {N, row}))
      .add(cpg).add(hw).add(eps);
  launch_tile(k, Dim3(uint32_t(N), uint32_t(G)), a);
  std::vector<double> want(N * row);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t g = 0; g < G; ++g) {
      const float* p = &x[n * row + g * len];
      double mean = 0, var = 0;
      for (int64_t i = 0; i < len; ++i) mean += p[i];
      mean /= len;
      for (int64_t i = 0; i < len; ++i) var += (p[i] - mean) * (p[i] - mean);
      var /= len;
      for (int64_t i = 0; i < len; ++i) {
        int64_t c = g * cpg + i / hw;
        want[n * row + g * len + i] = (p[i] - mean) / std::sqrt(var + eps) * gamma[c] + beta[c];
      }
    }
  expect_close(download(dy), want, 1e-5, "group_norm");
}

void test_outsider_segment_sum(const std::vector<int64_t>& lengths) {
  Kernel k = load("tile_outsider").kernel("segment_sum");
  std::vector<int64_t> off{0};
  for (int64_t l : lengths) off.push_back(off.back() + l);
  auto x = random_floats(std::max<int64_t>(off.back(), 1));
  int64_t B = int64_t(lengths.size());
  DeviceBuffer<float> dx(*ctx, x), dout(*ctx, poisoned(B));
  DeviceBuffer<int64_t> doff(*ctx, off);
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {int64_t(x.size())})).add(tensor_view<int64_t, 1>(doff, {B + 1}))
      .add(tensor_view<float, 1>(dout, {B}));
  launch_tile(k, Dim3(uint32_t(B)), a);
  std::vector<double> want(B, 0);
  for (int64_t b = 0; b < B; ++b)
    for (int64_t i = off[b]; i < off[b + 1]; ++i) want[b] += x[i];
  expect_close(download(dout), want, 1e-5, "segment_sum");
}

void test_outsider_xent(int64_t rows, int64_t V) {
  Kernel k = load("tile_outsider").kernel("xent_online");
  auto x = random_floats(rows * V, -8, 8);
  auto h = bf16_of(x);
  std::vector<int64_t> tgt(rows);
  std::uniform_int_distribution<int64_t> pick(0, V - 1);
  for (auto& t : tgt) t = pick(e2e::rng());
  tgt[0] = V - 1;
  DeviceBuffer<uint16_t> dx(*ctx, h);
  DeviceBuffer<int64_t> dt(*ctx, tgt);
  DeviceBuffer<float> dl(*ctx, poisoned(rows));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, V})).add(tensor_view<int64_t, 1>(dt, {rows}))
      .add(tensor_view<float, 1>(dl, {rows}));
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows);
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < V; ++c) m = std::max(m, double(x[r * V + c]));
    for (int64_t c = 0; c < V; ++c) s += std::exp(x[r * V + c] - m);
    want[r] = m + std::log(s) - x[r * V + tgt[r]];
  }
  expect_close(download(dl), want, 1e-5, "xent_online");
}

void test_outsider_swiglu(int64_t M, int64_t N, int64_t K) {
  Kernel k = load("tile_outsider").kernel("swiglu");
  auto x = random_floats(M * K), wg = random_floats(K * N), wu = random_floats(K * N);
  auto hx = bf16_of(x), hg = bf16_of(wg), hu = bf16_of(wu);
  DeviceBuffer<uint16_t> dx(*ctx, hx), dg(*ctx, hg), du(*ctx, hu), dy(*ctx, std::vector<uint16_t>(M * N, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {M, K})).add(tensor_view<uint16_t, 2>(dg, {K, N}))
      .add(tensor_view<uint16_t, 2>(du, {K, N})).add(tensor_view<uint16_t, 2>(dy, {M, N}));
  launch_tile(k, Dim3(cdiv(M, 128), cdiv(N, 64)), a);
  std::vector<double> want(M * N);
  std::vector<double> g(N), u(N);
  for (int64_t i = 0; i < M; ++i) {
    std::fill(g.begin(), g.end(), 0.0);
    std::fill(u.begin(), u.end(), 0.0);
    for (int64_t kk = 0; kk < K; ++kk) {
      double xv = x[i * K + kk];
      for (int64_t j = 0; j < N; ++j) g[j] += xv * wg[kk * N + j], u[j] += xv * wu[kk * N + j];
    }
    for (int64_t j = 0; j < N; ++j) want[i * N + j] = g[j] / (1 + std::exp(-g[j])) * u[j];
  }
  // bf16 output: 8 bits of mantissa, a relative error of 2^-9 per element.
  expect_close(floats_of_bf16(download(dy)), want, 4e-3, "swiglu");
}

void test_outsider_decode_attention(int64_t B, int64_t H, int64_t S) {
  Kernel k = load("tile_outsider").kernel("decode_attention");
  constexpr int64_t D = 128;
  auto q = random_floats(B * H * D), kk = random_floats(B * H * S * D), v = random_floats(B * H * S * D);
  std::vector<uint16_t> hq(q.size()), hk(kk.size()), hv(v.size());
  for (size_t i = 0; i < q.size(); ++i) hq[i] = to_f16(q[i]), q[i] = from_f16(hq[i]);
  for (size_t i = 0; i < kk.size(); ++i) hk[i] = to_f16(kk[i]), kk[i] = from_f16(hk[i]);
  for (size_t i = 0; i < v.size(); ++i) hv[i] = to_f16(v[i]), v[i] = from_f16(hv[i]);
  std::vector<int32_t> lens(B);
  std::uniform_int_distribution<int32_t> pick(1, int32_t(S));
  for (auto& l : lens) l = pick(e2e::rng());
  lens[0] = int32_t(S);
  float scale = 1.0f / std::sqrt(float(D));
  DeviceBuffer<uint16_t> dq(*ctx, hq), dk(*ctx, hk), dv(*ctx, hv), dout(*ctx, std::vector<uint16_t>(B * H * D, 0x7e00));
  DeviceBuffer<int32_t> dl(*ctx, lens);
  TileArgs a;
  a.add(tensor_view<uint16_t, 3>(dq, {B, H, D})).add(tensor_view<uint16_t, 4>(dk, {B, H, S, D}))
      .add(tensor_view<uint16_t, 4>(dv, {B, H, S, D})).add(tensor_view<int32_t, 1>(dl, {B}))
      .add(tensor_view<uint16_t, 3>(dout, {B, H, D})).add(scale);
  launch_tile(k, Dim3(uint32_t(B), uint32_t(H)), a);
  std::vector<double> want(B * H * D, 0);
  for (int64_t b = 0; b < B; ++b)
    for (int64_t h = 0; h < H; ++h) {
      std::vector<double> sc(lens[b]);
      double m = -INFINITY, l = 0;
      for (int64_t s = 0; s < lens[b]; ++s) {
        double d = 0;
        for (int64_t e = 0; e < D; ++e) d += double(q[(b * H + h) * D + e]) * kk[((b * H + h) * S + s) * D + e];
        sc[s] = d * scale;
        m = std::max(m, sc[s]);
      }
      for (int64_t s = 0; s < lens[b]; ++s) l += (sc[s] = std::exp(sc[s] - m));
      for (int64_t s = 0; s < lens[b]; ++s)
        for (int64_t e = 0; e < D; ++e) want[(b * H + h) * D + e] += sc[s] / l * v[((b * H + h) * S + s) * D + e];
    }
  std::vector<float> got(B * H * D);
  auto raw = download(dout);
  for (size_t i = 0; i < got.size(); ++i) got[i] = from_f16(raw[i]);
  // f16 output (2^-11 relative per element) of f32 sums.
  expect_close(got, want, 2e-3, "decode_attention");
}

// test/e2e/tile_split: column reductions whose row loop the runtime splits across S programs per
// 64 columns (the bundle's `split`) when cols / 64 programs leave SMs idle. Integer sums, max and
// min are exact whatever S; float sums are checked against a double reference within a relative
// 1e-5 of the sum of magnitudes (each program's partial in its own order, then S partials in
// slot order: the last bits differ from the unsplit order). `splits` is the S the launch must get
// (0: any).
void test_split_sum_f32(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_sum_f32");
  expect(k.splits_for(uint64_t(cols / 64)) > 1 || cols / 64 >= 132, "col_sum_f32 is split on few programs");
  auto x = random_floats(rows * cols);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dy, {cols}));
  launch_tile(k, Dim3(cdiv(cols, 64)), a);
  std::vector<double> want(cols, 0.0), magnitude(cols, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c] += x[r * cols + c], magnitude[c] += std::fabs(x[r * cols + c]);
  auto got = download(dy);
  bool ok = true;
  for (int64_t c = 0; c < cols; ++c) ok &= std::fabs(got[c] - want[c]) <= 1e-5 * magnitude[c] + 1e-6;
  expect(ok, "split col_sum_f32 " + std::to_string(rows) + "x" + std::to_string(cols) + " within 1e-5 relative");
}

// Integers: the exact sum whatever the split (and launches of other grids in between, whose
// partial sums lie where this launch's counters go).
void test_split_sum_i32(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_sum_i32");
  std::uniform_int_distribution<int32_t> d(-1000, 1000);
  std::vector<int32_t> x(rows * cols);
  for (auto& v : x) v = d(e2e::rng());
  std::vector<int64_t> want(cols, 0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c] += x[r * cols + c];
  DeviceBuffer<int32_t> dx(*ctx, x);
  for (int64_t width : {cols, cols / 4, cols}) {
    DeviceBuffer<int32_t> dy(*ctx, std::vector<int32_t>(width, -7));
    TileArgs a;
    // The first `width` columns, with the full row stride.
    TensorView<int32_t, 2> first = tensor_view<int32_t, 2>(dx, {rows, cols});
    first.shape[1] = width;
    a.add(first).add(tensor_view<int32_t, 1>(dy, {width}));
    launch_tile(k, Dim3(cdiv(width, 64)), a);
    auto got = download(dy);
    bool ok = true;
    for (int64_t c = 0; c < width; ++c) ok &= got[c] == int32_t(want[c]);
    expect(ok, "split col_sum_i32 " + std::to_string(rows) + "x" + std::to_string(width) + " exact");
  }
}

void test_split_max_f32(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_max_f32");
  auto x = random_floats(rows * cols, -100, 100);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dy, {cols}));
  launch_tile(k, Dim3(cdiv(cols, 64)), a);
  std::vector<double> want(cols, -INFINITY);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c] = std::max(want[c], double(x[r * cols + c]));
  expect_close(download(dy), want, 0, "split col_max_f32");
}

// bf16 input, two carried tiles: the min is exact, the sum within 1e-5 of the magnitudes.
void test_split_min_sum_bf16(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_min_sum_bf16");
  auto xf = random_floats(rows * cols, -8, 8);
  std::vector<uint16_t> x(xf.size());
  for (size_t i = 0; i < x.size(); ++i) x[i] = to_bf16(xf[i]);
  DeviceBuffer<uint16_t> dx(*ctx, x);
  DeviceBuffer<float> dlo(*ctx, poisoned(cols)), dsum(*ctx, poisoned(cols));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dlo, {cols}))
      .add(tensor_view<float, 1>(dsum, {cols}));
  launch_tile(k, Dim3(cdiv(cols, 64)), a);
  std::vector<double> lo(cols, INFINITY), sum(cols, 0.0), magnitude(cols, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) {
      double v = from_bf16(x[r * cols + c]);
      lo[c] = std::min(lo[c], v), sum[c] += v, magnitude[c] += std::fabs(v);
    }
  expect_close(download(dlo), lo, 0, "split col_min_sum_bf16 min");
  auto got = download(dsum);
  bool ok = true;
  for (int64_t c = 0; c < cols; ++c) ok &= std::fabs(got[c] - sum[c]) <= 1e-5 * magnitude[c] + 1e-6;
  expect(ok, "split col_min_sum_bf16 sum within 1e-5 relative");
}

// Values drawn from 64 levels, so columns hold their maximum several times: `kernel` must pick
// the first row of each column's maximum (`last`: the last one) exactly.
void check_col_argmax(Kernel& k, const std::string& kernel, int64_t rows, int64_t cols, bool last) {
  std::uniform_int_distribution<int> d(0, 63);
  std::vector<float> x(rows * cols);
  for (auto& v : x) v = float(d(e2e::rng()));
  DeviceBuffer<float> dx(*ctx, x);
  DeviceBuffer<int32_t> dy(*ctx, std::vector<int32_t>(cols, -7));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<int32_t, 1>(dy, {cols}));
  launch_tile(k, Dim3(cdiv(cols, 64)), a);
  auto got = download(dy);
  bool ok = true;
  for (int64_t c = 0; c < cols; ++c) {
    int64_t best = 0;
    for (int64_t r = 1; r < rows; ++r) {
      float v = x[r * cols + c], b = x[best * cols + c];
      if (last ? v >= b : v > b) best = r;
    }
    ok &= got[c] == int32_t(best);
  }
  expect(ok, kernel + " " + std::to_string(rows) + "x" + std::to_string(cols) + (last ? " last" : " first") +
                 " maximum exactly");
}

void test_split_argmax_f32(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_argmax_f32");
  check_col_argmax(k, "split col_argmax_f32", rows, cols, /*last=*/false);
}

// The argmax of the last maximum, whose loop is not split (`>=`): launched as written.
void test_argmax_last_unsplit(int64_t rows, int64_t cols) {
  Kernel k = load("tile_split").kernel("col_argmax_last_f32");
  expect(k.splits_for(uint64_t(cols / 64), uint64_t(rows / 32)) == 1, "col_argmax_last_f32 is not split");
  check_col_argmax(k, "col_argmax_last_f32", rows, cols, /*last=*/true);
}

// A split launch (workspace leased, kernel launched, workspace released) from a std::thread,
// which has no current CUDA context: every driver call of the launch must make the kernel's
// context current itself. Before 5d64cd4d the release's cuEventRecord ran outside the context
// guard and threw CUDA_ERROR_INVALID_CONTEXT here. The exception (or none) comes back to this
// thread; the sums are checked exactly after the join.
void test_split_from_thread_without_context() {
  Kernel k = load("tile_split").kernel("col_sum_i32");
  const int64_t rows = 1024, cols = 256;  // 4 programs of 32 trips: S > 1 on any GPU
  expect(k.splits_for(uint64_t(cols / 64), uint64_t(rows / 32)) > 1,
         "col_sum_i32 must be split here (is KILN_SPLITS=1 set?)");
  std::vector<int32_t> x(rows * cols);
  for (size_t i = 0; i < x.size(); ++i) x[i] = int32_t(i % 97) - 48;
  DeviceBuffer<int32_t> dx(*ctx, x), dy(*ctx, std::vector<int32_t>(cols, -7));
  std::string error;
  bool had_context = false;
  std::thread launcher([&] {
    try {
      CUcontext current = nullptr;
      KILN_CU(cuCtxGetCurrent, &current);
      had_context = current != nullptr;
      TileArgs a;
      a.add(tensor_view<int32_t, 2>(dx, {rows, cols})).add(tensor_view<int32_t, 1>(dy, {cols}));
      for (int rep = 0; rep < 3; ++rep) launch_tile(k, Dim3(cols / 64), a);
    } catch (const std::exception& e) {
      error = e.what();
    }
  });
  launcher.join();
  expect(!had_context, "a fresh std::thread has no current context (the test's premise)");
  expect(error.empty(), "split launch from a thread without a current context: " + error);
  std::vector<int64_t> want(cols, 0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[c] += x[r * cols + c];
  auto got = download(dy);
  bool ok = true;
  for (int64_t c = 0; c < cols; ++c) ok &= got[c] == int32_t(want[c]);
  expect(ok, "split col_sum_i32 launched from a thread without a context: exact sums");
}

// test/e2e/tile_packed: programs of 1 or 2 warps run several to a block (the bundle's `packed`);
// launch_tile passes the program count and launches ceil(count / P) blocks. Counts that are
// not multiples of P check the slots past the count. The kernels take P at launch (bundle
// `packed-at-launch`: slots = blockDim.x / program threads): `per` 0 lets launch_tile choose
// (kiln::choose_programs_per_block), 1..most forces P through a raw launch, as a launcher
// without the runtime would do it.
void launch_packed(const Kernel& k, Dim3 grid, TileArgs& a, uint32_t per) {
  if (!per) {
    launch_tile(k, grid, a);
    return;
  }
  void** args = a.pointers();
  Kernel chosen = k.for_arguments(args, a.size());
  expect(chosen.programs_per_block() >= per, "P is at most the kernel's most programs per block");
  std::vector<void*> pointers(args, args + a.size());
  uint32_t programs = grid.x;
  pointers.push_back(&programs);
  pointers.push_back(nullptr);
  uint32_t threads = chosen.block_threads() / chosen.programs_per_block() * per;
  Dim3 blocks(uint32_t(cdiv(programs, per)), grid.y, grid.z);
  chosen.launch(LaunchConfig(blocks, Dim3(threads), chosen.tile_dynamic_shared_bytes()), pointers.data());
}

// The rule's ends on any device: one program launches one per block, 65536 the most.
void test_packed_choice() {
  Kernel k = load("tile_packed").kernel("softmax_256");
  expect(k.programs_per_block(Dim3(1)) == 1, "one program runs one per block");
  expect(k.programs_per_block(Dim3(65536)) == 4, "65536 programs run 4 per block");
  Kernel pair = load("tile_packed").kernel("row_sum_512");
  expect(pair.programs_per_block(Dim3(3)) == 1, "3 programs run one per block");
  expect(pair.programs_per_block(Dim3(65536)) == 2, "65536 two-warp programs run 2 per block");
}

void test_packed_softmax(int64_t rows, uint32_t per) {
  Kernel k = load("tile_packed").kernel("softmax_256");
  expect(k.programs_per_block() == 4, "softmax_256 runs up to 4 programs per block");
  const int64_t cols = 256;
  // Three rows more than programs: a slot past the count must not write its row.
  auto x = random_floats((rows + 3) * cols, -4, 4);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned((rows + 3) * cols));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows + 3, cols})).add(tensor_view<float, 2>(dy, {rows + 3, cols}));
  launch_packed(k, Dim3(uint32_t(rows)), a, per);
  auto got = download(dy);
  std::vector<double> want(rows * cols);
  for (int64_t r = 0; r < rows; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < cols; ++c) m = std::max(m, double(x[r * cols + c]));
    for (int64_t c = 0; c < cols; ++c) s += std::exp(x[r * cols + c] - m);
    for (int64_t c = 0; c < cols; ++c) want[r * cols + c] = std::exp(x[r * cols + c] - m) / s;
  }
  // Rows past the count stay untouched (poisoned).
  bool untouched = std::all_of(got.begin() + rows * cols, got.end(), [](float v) { return std::isnan(v); });
  got.resize(rows * cols);
  expect_close(got, want, 1e-5, "packed softmax_256");
  expect(untouched, "packed softmax_256 writes no row past the program count");
}

void test_packed_row_sum(int64_t rows, uint32_t per) {
  Kernel k = load("tile_packed").kernel("row_sum_512");
  expect(k.programs_per_block() == 2, "row_sum_512 runs up to 2 programs per block");
  const int64_t cols = 512;
  auto x = random_floats(rows * cols);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(rows));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, cols})).add(tensor_view<float, 1>(dy, {rows}));
  launch_packed(k, Dim3(uint32_t(rows)), a, per);
  std::vector<double> want(rows, 0.0);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) want[r] += x[r * cols + c];
  expect_close(download(dy), want, 1e-4, "packed row_sum_512");
}

void test_packed_transpose(int64_t M, int64_t N, uint32_t per) {
  Kernel k = load("tile_packed").kernel("transpose_32");
  auto x = random_floats(M * N);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(M * N));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {M, N})).add(tensor_view<float, 2>(dy, {N, M}));
  launch_packed(k, Dim3(cdiv(M, 32), cdiv(N, 32)), a, per);
  std::vector<double> want(M * N);
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) want[n * M + m] = x[m * N + n];
  expect_close(download(dy), want, 0, "packed transpose_32");
}

void test_packed_strided(int64_t n, uint32_t programs, uint32_t per) {
  Kernel k = load("tile_packed").kernel("scale_strided");
  auto x = random_floats(n);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<float, 1>(dy, {n})).add(n);
  launch_packed(k, Dim3(programs), a, per);
  std::vector<double> want(n);
  for (int64_t i = 0; i < n; ++i) want[i] = 2.0 * x[i];
  expect_close(download(dy), want, 0, "packed scale_strided");
}

void test_outsider_router(int64_t T) {
  Kernel k = load("tile_outsider").kernel("router_top2");
  constexpr int64_t E = 64;
  auto x = random_floats(T * E, -4, 4);
  DeviceBuffer<float> dx(*ctx, x), dw(*ctx, poisoned(T * 2));
  DeviceBuffer<int32_t> di(*ctx, std::vector<int32_t>(T * 2, -7));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {T, E})).add(tensor_view<float, 2>(dw, {T, 2}))
      .add(tensor_view<int32_t, 2>(di, {T, 2}));
  launch_tile(k, Dim3(cdiv(T, 16)), a);
  std::vector<double> want(T * 2);
  std::vector<int32_t> want_ids(T * 2);
  for (int64_t t = 0; t < T; ++t) {
    const float* p = &x[t * E];
    int32_t i0 = int32_t(std::max_element(p, p + E) - p);
    int32_t i1 = -1;
    for (int32_t e = 0; e < E; ++e)
      if (e != i0 && (i1 < 0 || p[e] > p[i1])) i1 = e;
    double e1 = std::exp(double(p[i1]) - p[i0]);
    want[t * 2] = 1 / (1 + e1), want[t * 2 + 1] = e1 / (1 + e1);
    want_ids[t * 2] = i0, want_ids[t * 2 + 1] = i1;
  }
  expect_close(download(dw), want, 1e-5, "router_top2 weights");
  e2e::expect_equal(download(di), want_ids, "router_top2 ids");
}

void test_outsider_quant_rows(int64_t rows) {
  Kernel k = load("tile_outsider").kernel("quant_rows");
  constexpr int64_t W = 4096;
  auto x = random_floats(rows * W, -3, 3);
  std::vector<uint16_t> hx(x.size());
  for (size_t i = 0; i < x.size(); ++i) hx[i] = to_f16(x[i]), x[i] = from_f16(hx[i]);
  DeviceBuffer<uint16_t> dx(*ctx, hx);
  DeviceBuffer<int8_t> dq(*ctx, std::vector<int8_t>(rows * W, 99));
  DeviceBuffer<float> ds(*ctx, poisoned(rows));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {rows, W})).add(tensor_view<int8_t, 2>(dq, {rows, W}))
      .add(tensor_view<float, 1>(ds, {rows}));
  launch_tile(k, Dim3(uint32_t(rows)), a);
  auto q = download(dq);
  auto sc = download(ds);
  std::vector<double> want_sc(rows);
  int64_t off = 0;
  for (int64_t r = 0; r < rows; ++r) {
    float amax = 0;
    for (int64_t c = 0; c < W; ++c) amax = std::max(amax, std::fabs(x[r * W + c]));
    float s = std::max(amax / 127.0f, 1e-8f);
    want_sc[r] = s;
    for (int64_t c = 0; c < W; ++c) {
      float z = x[r * W + c] / s;
      float want = std::min(std::max(std::trunc(z < 0 ? z - 0.5f : z + 0.5f), -127.0f), 127.0f);
      // The kernel divides by the same f32 scale; a quotient within an ulp of .5 may round either way.
      if (std::fabs(q[r * W + c] - want) > (std::fabs(std::fabs(z - std::trunc(z)) - 0.5f) < 1e-4f ? 1 : 0)) ++off;
    }
  }
  expect_close(sc, want_sc, 1e-6, "quant_rows scales");
  expect(off == 0, "quant_rows: " + std::to_string(off) + " values differ");
}

void test_outsider_rope(int64_t T, int64_t H) {
  Kernel k = load("tile_outsider").kernel("rope");
  auto x = random_floats(T * H * 128);
  auto hx = bf16_of(x);
  std::vector<float> cs(T * 64), sn(T * 64);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t i = 0; i < 64; ++i) {
      double ang = t * std::pow(10000.0, -double(i) / 64);
      cs[t * 64 + i] = float(std::cos(ang)), sn[t * 64 + i] = float(std::sin(ang));
    }
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(T * H * 128, 0x7fc0));
  DeviceBuffer<float> dc(*ctx, cs), ds(*ctx, sn);
  TileArgs a;
  a.add(tensor_view<uint16_t, 3>(dx, {T, H, 128})).add(tensor_view<float, 2>(dc, {T, 64}))
      .add(tensor_view<float, 2>(ds, {T, 64})).add(tensor_view<uint16_t, 3>(dy, {T, H, 128}));
  launch_tile(k, Dim3(uint32_t(T), uint32_t(H)), a);
  std::vector<double> want(T * H * 128);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t i = 0; i < 64; ++i) {
        double x1 = x[(t * H + h) * 128 + i], x2 = x[(t * H + h) * 128 + 64 + i];
        want[(t * H + h) * 128 + i] = x1 * cs[t * 64 + i] - x2 * sn[t * 64 + i];
        want[(t * H + h) * 128 + 64 + i] = x2 * cs[t * 64 + i] + x1 * sn[t * 64 + i];
      }
  expect_close(floats_of_bf16(download(dy)), want, 4e-3, "rope");
}

void test_outsider_adamw(int64_t n) {
  Kernel k = load("tile_outsider").kernel("adamw");
  auto p = random_floats(n), g = random_floats(n), m = random_floats(n, -0.1f, 0.1f), v = random_floats(n, 0, 0.01f);
  DeviceBuffer<float> dp(*ctx, p), dg(*ctx, g), dm(*ctx, m), dv(*ctx, v);
  float lr = 1e-3f, b1 = 0.9f, b2 = 0.999f, eps = 1e-8f, wd = 0.01f;
  int32_t step = 7;
  TileArgs a;
  a.add(tensor_view<float, 1>(dp, {n})).add(tensor_view<float, 1>(dg, {n})).add(tensor_view<float, 1>(dm, {n}))
      .add(tensor_view<float, 1>(dv, {n})).add(lr).add(b1).add(b2).add(eps).add(wd).add(step);
  launch_tile(k, Dim3(cdiv(n, 2048)), a);
  std::vector<double> wp(n), wm(n), wv(n);
  double bc1 = 1 - std::pow(double(b1), step), bc2 = 1 - std::pow(double(b2), step);
  for (int64_t i = 0; i < n; ++i) {
    wm[i] = m[i] * double(b1) + g[i] * (1 - double(b1));
    wv[i] = v[i] * double(b2) + double(g[i]) * g[i] * (1 - double(b2));
    wp[i] = p[i] * (1 - double(lr) * wd) - lr * (wm[i] / bc1) / (std::sqrt(wv[i] / bc2) + eps);
  }
  expect_close(download(dm), wm, 1e-6, "adamw m");
  expect_close(download(dv), wv, 1e-6, "adamw v");
  expect_close(download(dp), wp, 1e-6, "adamw p");
}

void test_outsider_causal_softmax(int64_t B, int64_t heads, int64_t S) {
  Kernel k = load("tile_outsider").kernel("causal_softmax");
  int64_t BH = B * heads;
  auto x = random_floats(BH * S * S, -4, 4);
  std::vector<int32_t> lens(B);
  std::uniform_int_distribution<int32_t> pick(0, int32_t(S));
  for (auto& l : lens) l = pick(e2e::rng());
  lens[0] = int32_t(S);
  DeviceBuffer<float> dx(*ctx, x), dp(*ctx, poisoned(BH * S * S));
  DeviceBuffer<int32_t> dl(*ctx, lens);
  TileArgs a;
  a.add(tensor_view<float, 3>(dx, {BH, S, S})).add(tensor_view<int32_t, 1>(dl, {B}))
      .add(tensor_view<float, 3>(dp, {BH, S, S})).add(heads);
  launch_tile(k, Dim3(cdiv(S, 4), uint32_t(BH)), a);
  std::vector<double> want(BH * S * S, 0);
  for (int64_t bh = 0; bh < BH; ++bh)
    for (int64_t q = 0; q < S; ++q) {
      int64_t n = std::min<int64_t>(q + 1, lens[bh / heads]);
      const float* row = &x[(bh * S + q) * S];
      double m = -INFINITY, sum = 0;
      for (int64_t c = 0; c < n; ++c) m = std::max(m, double(row[c]));
      for (int64_t c = 0; c < n; ++c) sum += std::exp(row[c] - m);
      for (int64_t c = 0; c < n; ++c) want[(bh * S + q) * S + c] = std::exp(row[c] - m) / sum;
    }
  expect_close(download(dp), want, 1e-5, "causal_softmax");
}

void test_outsider_topk_sampling(int64_t R, int64_t V) {
  Kernel k = load("tile_outsider").kernel("topk_sampling");
  constexpr int64_t K = 16;
  auto x = random_floats(R * V, -8, 8);
  auto hx = bf16_of(x);  // bf16 logits: ties among 4096 values are likely
  float T = 0.7f;
  DeviceBuffer<uint16_t> dx(*ctx, hx);
  DeviceBuffer<float> dp(*ctx, poisoned(R * K));
  DeviceBuffer<int32_t> di(*ctx, std::vector<int32_t>(R * K, -7));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {R, V})).add(tensor_view<float, 2>(dp, {R, K}))
      .add(tensor_view<int32_t, 2>(di, {R, K})).add(T);
  launch_tile(k, Dim3(uint32_t(R)), a);
  std::vector<double> want(R * K);
  std::vector<int32_t> want_ids(R * K);
  for (int64_t r = 0; r < R; ++r) {
    std::vector<int32_t> order(V);
    std::iota(order.begin(), order.end(), 0);
    const float* p = &x[r * V];
    // Largest first, equal values lowest position first (as topk_indices).
    std::stable_sort(order.begin(), order.end(), [&](int32_t i, int32_t j) { return p[i] > p[j]; });
    double m = double(p[order[0]] / T), sum = 0;
    for (int64_t j = 0; j < K; ++j) sum += std::exp(double(p[order[j]] / T) - m);
    for (int64_t j = 0; j < K; ++j) {
      want[r * K + j] = std::exp(double(p[order[j]] / T) - m) / sum;
      want_ids[r * K + j] = order[j];
    }
  }
  expect_close(download(dp), want, 1e-5, "topk_sampling probabilities");
  e2e::expect_equal(download(di), want_ids, "topk_sampling ids");
}

void test_outsider_max_pool(int64_t NC, int64_t H, int64_t W) {
  Kernel k = load("tile_outsider").kernel("max_pool2x2");
  int64_t OH = H / 2, OW = W / 2;
  auto x = random_floats(NC * H * W, -5, 5);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(NC * OH * OW));
  TileArgs a;
  a.add(tensor_view<float, 3>(dx, {NC, H, W})).add(tensor_view<float, 3>(dy, {NC, OH, OW}));
  launch_tile(k, Dim3(cdiv(OH, 8), uint32_t(NC)), a);
  std::vector<double> want(NC * OH * OW);
  for (int64_t c = 0; c < NC; ++c)
    for (int64_t i = 0; i < OH; ++i)
      for (int64_t j = 0; j < OW; ++j) {
        const float* p = &x[(c * H + 2 * i) * W + 2 * j];
        want[(c * OH + i) * OW + j] = std::max(std::max(p[0], p[1]), std::max(p[W], p[W + 1]));
      }
  expect_close(download(dy), want, 0, "max_pool2x2");
}

void test_outsider_add_rmsnorm(int64_t T, int64_t D) {
  Kernel k = load("tile_outsider").kernel("add_rmsnorm");
  auto x = random_floats(T * D, -2, 2), res = random_floats(T * D, -2, 2), w = random_floats(D, 0.5f, 1.5f);
  auto hx = bf16_of(x), hr = bf16_of(res), hw = bf16_of(w);
  float eps = 1e-6f;
  DeviceBuffer<uint16_t> dx(*ctx, hx), dr(*ctx, hr), dw(*ctx, hw), dy(*ctx, std::vector<uint16_t>(T * D, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {T, D})).add(tensor_view<uint16_t, 2>(dr, {T, D}))
      .add(tensor_view<uint16_t, 1>(dw, {D})).add(tensor_view<uint16_t, 2>(dy, {T, D})).add(eps);
  launch_tile(k, Dim3(uint32_t(T)), a);
  std::vector<double> want_h(T * D), want_y(T * D);
  for (int64_t t = 0; t < T; ++t) {
    double ss = 0;
    for (int64_t i = 0; i < D; ++i) {
      float h = x[t * D + i] + res[t * D + i];
      want_h[t * D + i] = from_bf16(to_bf16(h));
      ss += double(h) * h;
    }
    double inv = 1 / std::sqrt(ss / D + eps);
    for (int64_t i = 0; i < D; ++i) want_y[t * D + i] = (x[t * D + i] + res[t * D + i]) * inv * w[i];
  }
  // The residual is one bf16 rounding of an exact f32 sum; y a bf16 rounding (2^-9 relative).
  expect_close(floats_of_bf16(download(dr)), want_h, 1e-7, "add_rmsnorm residual");
  expect_close(floats_of_bf16(download(dy)), want_y, 4e-3, "add_rmsnorm y");
}

// ---- test/e2e/tile_outsider2: more kernels written from docs/language.md (issue 16) ----------
std::vector<uint16_t> f16_of(std::vector<float>& v) {  // rounds v to f16 in place
  std::vector<uint16_t> h(v.size());
  for (size_t i = 0; i < v.size(); ++i) h[i] = to_f16(v[i]), v[i] = from_f16(h[i]);
  return h;
}
std::vector<float> floats_of_f16(const std::vector<uint16_t>& h) {
  std::vector<float> v(h.size());
  for (size_t i = 0; i < h.size(); ++i) v[i] = from_f16(h[i]);
  return v;
}

void test_outsider2_layernorm_bwd(int64_t M, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("layernorm_bwd");
  auto x = random_floats(M * N, -2, 2), dy = random_floats(M * N), w = random_floats(N, 0.5f, 1.5f);
  std::vector<float> mean(M), rstd(M);
  for (int64_t r = 0; r < M; ++r) {
    double s = 0, ss = 0;
    for (int64_t c = 0; c < N; ++c) s += x[r * N + c];
    s /= N;
    for (int64_t c = 0; c < N; ++c) ss += (x[r * N + c] - s) * (x[r * N + c] - s);
    mean[r] = float(s), rstd[r] = float(1 / std::sqrt(ss / N + 1e-5));
  }
  DeviceBuffer<float> dx(*ctx, x), ddy(*ctx, dy), dw(*ctx, w), dmean(*ctx, mean), drstd(*ctx, rstd),
      dout(*ctx, poisoned(M * N)), ddw(*ctx, std::vector<float>(N, 0)), ddb(*ctx, std::vector<float>(N, 0));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {M, N})).add(tensor_view<float, 2>(ddy, {M, N})).add(tensor_view<float, 1>(dw, {N}))
      .add(tensor_view<float, 1>(dmean, {M})).add(tensor_view<float, 1>(drstd, {M}))
      .add(tensor_view<float, 2>(dout, {M, N})).add(tensor_view<float, 1>(ddw, {N})).add(tensor_view<float, 1>(ddb, {N}));
  launch_tile(k, Dim3(cdiv(M, 4)), a);
  std::vector<double> want(M * N), wdw(N, 0), wdb(N, 0);
  for (int64_t r = 0; r < M; ++r) {
    double c1 = 0, c2 = 0;
    for (int64_t c = 0; c < N; ++c) {
      double xh = (x[r * N + c] - double(mean[r])) * rstd[r], wg = double(dy[r * N + c]) * w[c];
      c1 += xh * wg, c2 += wg;
      wdw[c] += dy[r * N + c] * xh, wdb[c] += dy[r * N + c];
    }
    c1 /= N, c2 /= N;
    for (int64_t c = 0; c < N; ++c) {
      double xh = (x[r * N + c] - double(mean[r])) * rstd[r], wg = double(dy[r * N + c]) * w[c];
      want[r * N + c] = (wg - (xh * c1 + c2)) * rstd[r];
    }
  }
  expect_close(download(dout), want, 1e-5, "layernorm_bwd dx");
  expect_close(download(ddw), wdw, 1e-5, "layernorm_bwd dw");
  expect_close(download(ddb), wdb, 1e-5, "layernorm_bwd db");
}

uint32_t dropout_hash(uint32_t i, uint32_t seed) {  // the kernel's murmur3 finaliser
  uint32_t h = i ^ (seed * 0x9E3779B9u);
  h ^= h >> 16;
  h *= 0x85EBCA6Bu;
  h ^= h >> 13;
  h *= 0xC2B2AE35u;
  h ^= h >> 16;
  return h;
}

void test_outsider2_dropout(int64_t n, float p) {
  Kernel k = load("tile_outsider2").kernel("dropout");
  auto x = random_floats(n, -4, 4);
  auto hx = f16_of(x);
  uint32_t seed = 1234567u;
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(n, 0x7e00));
  DeviceBuffer<uint8_t> dk(*ctx, std::vector<uint8_t>(n, 0x55));
  TileArgs a;
  a.add(tensor_view<uint16_t, 1>(dx, {n})).add(tensor_view<uint16_t, 1>(dy, {n})).add(tensor_view<uint8_t, 1>(dk, {n}))
      .add(seed).add(p);
  launch_tile(k, Dim3(cdiv(n, 1024)), a);
  std::vector<double> want(n);
  std::vector<uint8_t> kept = download(dk);
  float scale = 1.0f / (1.0f - p);
  int64_t nkept = 0;
  for (int64_t i = 0; i < n; ++i) {
    float u = float(dropout_hash(uint32_t(i), seed) >> 8) * (1.0f / 16777216.0f);
    bool keep = u >= p;
    nkept += keep;
    expect(kept[i] == (keep ? 1 : 0), "dropout mask element " + std::to_string(i) + " is " + std::to_string(kept[i]));
    want[i] = keep ? x[i] * scale : 0.0;
  }
  expect(std::abs(double(nkept) / n - (1 - p)) < 0.02, "dropout keeps about 1 - p of the elements");
  expect_close(floats_of_f16(download(dy)), want, 1e-3, "dropout y");
}

void test_outsider2_softmax_bwd(int64_t R, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("softmax_bwd");
  auto z = random_floats(R * N, -4, 4), dy = random_floats(R * N);
  std::vector<float> y(R * N);
  for (int64_t r = 0; r < R; ++r) {
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < N; ++c) m = std::max(m, double(z[r * N + c]));
    for (int64_t c = 0; c < N; ++c) s += std::exp(z[r * N + c] - m);
    for (int64_t c = 0; c < N; ++c) y[r * N + c] = float(std::exp(z[r * N + c] - m) / s);
  }
  auto hy = bf16_of(y), hdy = bf16_of(dy);
  DeviceBuffer<uint16_t> dyv(*ctx, hy), ddy(*ctx, hdy), ddx(*ctx, std::vector<uint16_t>(R * N, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dyv, {R, N})).add(tensor_view<uint16_t, 2>(ddy, {R, N}))
      .add(tensor_view<uint16_t, 2>(ddx, {R, N}));
  launch_tile(k, Dim3(uint32_t(R)), a);
  std::vector<double> want(R * N);
  for (int64_t r = 0; r < R; ++r) {
    double d = 0;
    for (int64_t c = 0; c < N; ++c) d += double(y[r * N + c]) * dy[r * N + c];
    for (int64_t c = 0; c < N; ++c) want[r * N + c] = y[r * N + c] * (dy[r * N + c] - d);
  }
  expect_close(floats_of_bf16(download(ddx)), want, 8e-3, "softmax_bwd");
}

void test_outsider2_xent_bwd(int64_t R, int64_t V) {
  Kernel k = load("tile_outsider2").kernel("xent_bwd");
  auto x = random_floats(R * V, -8, 8), dl = random_floats(R, 0.5f, 2);
  std::vector<int64_t> tgt(R);
  std::uniform_int_distribution<int64_t> pick(0, V - 1);
  for (auto& t : tgt) t = pick(e2e::rng());
  tgt[0] = V - 1;
  if (R > 2) tgt[1] = -100;  // ignored
  DeviceBuffer<float> dx(*ctx, x), ddl(*ctx, dl), dg(*ctx, poisoned(R * V));
  DeviceBuffer<int64_t> dt(*ctx, tgt);
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {R, V})).add(tensor_view<int64_t, 1>(dt, {R})).add(tensor_view<float, 1>(ddl, {R}))
      .add(tensor_view<float, 2>(dg, {R, V}));
  launch_tile(k, Dim3(uint32_t(R)), a);
  std::vector<double> want(R * V, 0);
  for (int64_t r = 0; r < R; ++r) {
    if (tgt[r] == -100) continue;
    double m = -INFINITY, s = 0;
    for (int64_t c = 0; c < V; ++c) m = std::max(m, double(x[r * V + c]));
    for (int64_t c = 0; c < V; ++c) s += std::exp(x[r * V + c] - m);
    for (int64_t c = 0; c < V; ++c) want[r * V + c] = (std::exp(x[r * V + c] - m) / s - (c == tgt[r])) * dl[r];
  }
  expect_close(download(dg), want, 1e-5, "xent_bwd");
}

void test_outsider2_grouped_gemm(const std::vector<int64_t>& sizes, int64_t K, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("grouped_gemm");
  int64_t G = int64_t(sizes.size());
  std::vector<int64_t> off{0};
  for (int64_t s : sizes) off.push_back(off.back() + s);
  int64_t M = off.back(), maxM = *std::max_element(sizes.begin(), sizes.end());
  auto av = random_floats(M * K), bv = random_floats(G * K * N);
  auto ha = bf16_of(av), hb = bf16_of(bv);
  DeviceBuffer<uint16_t> da(*ctx, ha), db(*ctx, hb);
  DeviceBuffer<int64_t> doff(*ctx, off);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(da, {M, K})).add(tensor_view<uint16_t, 3>(db, {G, K, N}))
      .add(tensor_view<int64_t, 1>(doff, {G + 1})).add(tensor_view<float, 2>(dc, {M, N}));
  launch_tile(k, Dim3(cdiv(maxM, 64), cdiv(N, 64), uint32_t(G)), a);
  std::vector<double> want(M * N, 0);
  for (int64_t g = 0; g < G; ++g)
    for (int64_t m = off[g]; m < off[g + 1]; ++m)
      for (int64_t n = 0; n < N; ++n) {
        double s = 0;
        for (int64_t kk = 0; kk < K; ++kk) s += double(av[m * K + kk]) * bv[(g * K + kk) * N + n];
        want[m * N + n] = s;
      }
  expect_close(download(dc), want, 1e-4, "grouped_gemm");
}

void test_outsider2_matmul_epilogue(int64_t M, int64_t N, int64_t K) {
  Kernel k = load("tile_outsider2").kernel("matmul_bias_lrelu_residual");
  auto av = random_floats(M * K), bv = random_floats(K * N), bias = random_floats(N), res = random_floats(M * N);
  auto ha = f16_of(av), hb = f16_of(bv), hbias = f16_of(bias), hres = f16_of(res);
  float slope = 0.1f;
  DeviceBuffer<uint16_t> da(*ctx, ha), db(*ctx, hb), dbias(*ctx, hbias), dres(*ctx, hres),
      dout(*ctx, std::vector<uint16_t>(M * N, 0x7e00));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(da, {M, K})).add(tensor_view<uint16_t, 2>(db, {K, N}))
      .add(tensor_view<uint16_t, 1>(dbias, {N})).add(tensor_view<uint16_t, 2>(dres, {M, N}))
      .add(tensor_view<uint16_t, 2>(dout, {M, N})).add(slope);
  launch_tile(k, Dim3(cdiv(M, 64), cdiv(N, 64)), a);
  std::vector<double> want(M * N);
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) {
      double s = bias[n];
      for (int64_t kk = 0; kk < K; ++kk) s += double(av[m * K + kk]) * bv[kk * N + n];
      want[m * N + n] = (s > 0 ? s : s * slope) + res[m * N + n];
    }
  expect_close(floats_of_f16(download(dout)), want, 2e-3, "matmul_bias_lrelu_residual");
}

void test_outsider2_swiglu_fwd(int64_t T, int64_t H) {
  Kernel k = load("tile_outsider2").kernel("swiglu_fwd");
  auto x = random_floats(T * 2 * H, -4, 4);
  auto hx = bf16_of(x);
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(T * H, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {T, 2 * H})).add(tensor_view<uint16_t, 2>(dy, {T, H}));
  launch_tile(k, Dim3(uint32_t(T)), a);
  std::vector<double> want(T * H);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t i = 0; i < H; ++i) {
      double g = x[t * 2 * H + i], u = x[t * 2 * H + H + i];
      want[t * H + i] = g / (1 + std::exp(-g)) * u;
    }
  expect_close(floats_of_bf16(download(dy)), want, 8e-3, "swiglu_fwd");
}

void test_outsider2_rope_interleaved(int64_t T, int64_t heads, int64_t D) {
  Kernel k = load("tile_outsider2").kernel("rope_interleaved");
  int64_t rows = T * heads, half = D / 2;
  auto x = random_floats(rows * D);
  std::vector<float> cs(T * half), sn(T * half);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t i = 0; i < half; ++i) {
      double th = t * std::pow(10000.0, -2.0 * i / D);
      cs[t * half + i] = float(std::cos(th)), sn[t * half + i] = float(std::sin(th));
    }
  DeviceBuffer<float> dx(*ctx, x), dc(*ctx, cs), ds(*ctx, sn), dy(*ctx, poisoned(rows * D));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {rows, D})).add(tensor_view<float, 2>(dc, {T, half}))
      .add(tensor_view<float, 2>(ds, {T, half})).add(tensor_view<float, 2>(dy, {rows, D})).add(heads);
  launch_tile(k, Dim3(uint32_t(rows)), a);
  std::vector<double> want(rows * D);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t i = 0; i < half; ++i) {
      int64_t t = r / heads;
      double x0 = x[r * D + 2 * i], x1 = x[r * D + 2 * i + 1], c = cs[t * half + i], s = sn[t * half + i];
      want[r * D + 2 * i] = x0 * c - x1 * s, want[r * D + 2 * i + 1] = x0 * s + x1 * c;
    }
  expect_close(download(dy), want, 1e-6, "rope_interleaved");
}

void test_outsider2_kv_append(int64_t B, int64_t S, int64_t W) {
  Kernel k = load("tile_outsider2").kernel("kv_append");
  auto kv = random_floats(B * W), vv = random_floats(B * W);
  auto hk = bf16_of(kv), hv = bf16_of(vv);
  std::vector<int64_t> slots(S);
  std::iota(slots.begin(), slots.end(), 0);
  std::shuffle(slots.begin(), slots.end(), e2e::rng());
  slots.resize(B);
  for (int64_t b = 1; b < B; b += 3) slots[b] = -1;  // padding tokens
  const uint16_t sentinel = 0x3f80;                  // 1.0
  DeviceBuffer<uint16_t> dk(*ctx, hk), dv(*ctx, hv), dkc(*ctx, std::vector<uint16_t>(S * W, sentinel)),
      dvc(*ctx, std::vector<uint16_t>(S * W, sentinel));
  DeviceBuffer<int64_t> dslots(*ctx, slots);
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dk, {B, W})).add(tensor_view<uint16_t, 2>(dv, {B, W}))
      .add(tensor_view<int64_t, 1>(dslots, {B})).add(tensor_view<uint16_t, 2>(dkc, {S, W}))
      .add(tensor_view<uint16_t, 2>(dvc, {S, W}));
  launch_tile(k, Dim3(cdiv(B, 4)), a);
  std::vector<uint16_t> wk(S * W, sentinel), wv(S * W, sentinel);
  for (int64_t b = 0; b < B; ++b)
    if (slots[b] >= 0)
      for (int64_t c = 0; c < W; ++c) wk[slots[b] * W + c] = hk[b * W + c], wv[slots[b] * W + c] = hv[b * W + c];
  expect(download(dkc) == wk, "kv_append k_cache");
  expect(download(dvc) == wv, "kv_append v_cache");
}

void test_outsider2_minp_probs(int64_t R, int64_t V) {
  Kernel k = load("tile_outsider2").kernel("minp_probs");
  auto x = random_floats(R * V, -6, 6);
  float temperature = 0.7f, min_p = 0.05f;
  DeviceBuffer<float> dx(*ctx, x), dp(*ctx, poisoned(R * V));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {R, V})).add(tensor_view<float, 2>(dp, {R, V})).add(temperature).add(min_p);
  launch_tile(k, Dim3(uint32_t(R)), a);
  std::vector<double> want(R * V);
  float inv_t = 1.0f / temperature;
  for (int64_t r = 0; r < R; ++r) {
    float mx = -INFINITY;
    for (int64_t c = 0; c < V; ++c) mx = std::max(mx, x[r * V + c]);
    float m = mx * inv_t, cut = m + std::log(min_p);
    double s = 0;
    for (int64_t c = 0; c < V; ++c) {
      float z = x[r * V + c] * inv_t;
      if (z >= cut) s += std::exp(double(z) - m);
    }
    for (int64_t c = 0; c < V; ++c) {
      float z = x[r * V + c] * inv_t;
      want[r * V + c] = z >= cut ? std::exp(double(z) - m) / s : 0.0;
    }
  }
  expect_close(download(dp), want, 1e-5, "minp_probs");
}

void test_outsider2_int4_matmul(int64_t M, int64_t N, int64_t K) {
  Kernel k = load("tile_outsider2").kernel("int4_matmul");
  int64_t half = K / 2;
  auto av = random_floats(M * K);
  auto ha = f16_of(av);
  std::uniform_int_distribution<int> q(-8, 7);
  std::vector<int> W(K * N);
  for (auto& w : W) w = q(e2e::rng());
  auto sc = random_floats((K / 32) * N, 0.01f, 0.1f);
  auto hsc = f16_of(sc);
  std::vector<uint8_t> wq(half * N);
  for (int64_t kk = 0; kk < half; ++kk)
    for (int64_t n = 0; n < N; ++n)
      wq[kk * N + n] = uint8_t((W[kk * N + n] + 8) | ((W[(kk + half) * N + n] + 8) << 4));
  DeviceBuffer<uint16_t> da(*ctx, ha), dsc(*ctx, hsc);
  DeviceBuffer<uint8_t> dw(*ctx, wq);
  DeviceBuffer<float> dc(*ctx, poisoned(M * N));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(da, {M, K})).add(tensor_view<uint8_t, 2>(dw, {half, N}))
      .add(tensor_view<uint16_t, 2>(dsc, {K / 32, N})).add(tensor_view<float, 2>(dc, {M, N}));
  launch_tile(k, Dim3(cdiv(M, 64), cdiv(N, 64)), a);
  std::vector<double> want(M * N);
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) {
      double s = 0;
      for (int64_t kk = 0; kk < K; ++kk)  // the dequantised weight is an f16 product
        s += double(av[m * K + kk]) * from_f16(to_f16(float(W[kk * N + n]) * sc[(kk / 32) * N + n]));
      want[m * N + n] = s;
    }
  expect_close(download(dc), want, 1e-3, "int4_matmul");
}

void test_outsider2_col_stats(int64_t M, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("col_stats");
  auto x = random_floats(M * N);
  DeviceBuffer<float> dx(*ctx, x), ds(*ctx, poisoned(N)), dm(*ctx, poisoned(N));
  TileArgs a;
  a.add(tensor_view<float, 2>(dx, {M, N})).add(tensor_view<float, 1>(ds, {N})).add(tensor_view<float, 1>(dm, {N}));
  launch_tile(k, Dim3(cdiv(N, 256)), a);
  std::vector<double> ws(N, 0);
  std::vector<float> wm(N, -INFINITY);
  for (int64_t r = 0; r < M; ++r)
    for (int64_t c = 0; c < N; ++c) ws[c] += x[r * N + c], wm[c] = std::max(wm[c], x[r * N + c]);
  expect_close(download(ds), ws, 1e-5, "col_stats sum");
  expect(download(dm) == wm, "col_stats max");
}

void test_outsider2_transpose(int64_t M, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("transpose2d");
  auto x = random_floats(M * N);
  auto hx = bf16_of(x);
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(M * N, 0x7fc0));
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {M, N})).add(tensor_view<uint16_t, 2>(dy, {N, M}));
  launch_tile(k, Dim3(cdiv(M, 64), cdiv(N, 64)), a);
  std::vector<uint16_t> want(M * N);
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) want[n * M + m] = hx[m * N + n];
  expect(download(dy) == want, "transpose2d");
}

void test_outsider2_ragged_cumsum(const std::vector<int64_t>& lengths) {
  Kernel k = load("tile_outsider2").kernel("ragged_cumsum");
  std::vector<int64_t> off{0};
  for (int64_t l : lengths) off.push_back(off.back() + l);
  int64_t n = off.back(), B = int64_t(lengths.size());
  auto x = random_floats(n);
  DeviceBuffer<float> dx(*ctx, x), dy(*ctx, poisoned(n));
  DeviceBuffer<int64_t> doff(*ctx, off);
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int64_t, 1>(doff, {B + 1})).add(tensor_view<float, 1>(dy, {n}));
  launch_tile(k, Dim3(uint32_t(B)), a);
  std::vector<double> want(n);
  for (int64_t b = 0; b < B; ++b) {
    double s = 0;
    for (int64_t i = off[b]; i < off[b + 1]; ++i) want[i] = s += x[i];
  }
  expect_close(download(dy), want, 1e-5, "ragged_cumsum");
}

void test_outsider2_segment_max(const std::vector<int64_t>& lengths) {
  Kernel k = load("tile_outsider2").kernel("segment_max");
  std::vector<int64_t> off{0};
  for (int64_t l : lengths) off.push_back(off.back() + l);
  int64_t n = off.back(), B = int64_t(lengths.size());
  auto x = random_floats(n, -100, 100);
  DeviceBuffer<float> dx(*ctx, x), dout(*ctx, poisoned(B));
  DeviceBuffer<int64_t> doff(*ctx, off), dat(*ctx, std::vector<int64_t>(B, -7));
  TileArgs a;
  a.add(tensor_view<float, 1>(dx, {n})).add(tensor_view<int64_t, 1>(doff, {B + 1}))
      .add(tensor_view<float, 1>(dout, {B})).add(tensor_view<int64_t, 1>(dat, {B}));
  launch_tile(k, Dim3(uint32_t(B)), a);
  std::vector<float> got = download(dout);
  std::vector<int64_t> at = download(dat);
  for (int64_t b = 0; b < B; ++b) {
    float best = -INFINITY;
    int64_t where = -1;
    for (int64_t i = off[b]; i < off[b + 1]; ++i)
      if (x[i] > best) best = x[i], where = i;
    expect(got[b] == best && at[b] == where, "segment_max segment " + std::to_string(b) + ": " + std::to_string(got[b]) +
                                                 " at " + std::to_string(at[b]) + ", want " + std::to_string(best) +
                                                 " at " + std::to_string(where));
  }
}

void test_outsider2_embedding_default(int64_t T, int64_t V, int64_t D) {
  Kernel k = load("tile_outsider2").kernel("embedding_default");
  auto table = random_floats(V * D), dflt = random_floats(D);
  auto ht = bf16_of(table), hd = bf16_of(dflt);
  std::vector<int64_t> ids(T);
  std::uniform_int_distribution<int64_t> pick(0, V - 1);
  for (auto& i : ids) i = pick(e2e::rng());
  for (int64_t t = 2; t < T; t += 5) ids[t] = -1;  // padding: the default row
  ids[T - 1] = V;                                   // outside the table: the default row too
  DeviceBuffer<uint16_t> dt(*ctx, ht), dd(*ctx, hd), dout(*ctx, std::vector<uint16_t>(T * D, 0x7fc0));
  DeviceBuffer<int64_t> dids(*ctx, ids);
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dt, {V, D})).add(tensor_view<int64_t, 1>(dids, {T}))
      .add(tensor_view<uint16_t, 1>(dd, {D})).add(tensor_view<uint16_t, 2>(dout, {T, D}));
  launch_tile(k, Dim3(cdiv(T, 8)), a);
  std::vector<uint16_t> want(T * D);
  for (int64_t t = 0; t < T; ++t)
    for (int64_t c = 0; c < D; ++c) want[t * D + c] = ids[t] >= 0 && ids[t] < V ? ht[ids[t] * D + c] : hd[c];
  expect(download(dout) == want, "embedding_default");
}

void test_outsider2_impute_rows(int64_t R, int64_t N) {
  Kernel k = load("tile_outsider2").kernel("impute_rows");
  auto x = random_floats(R * N, -3, 3), cm = random_floats(N);
  auto hx = f16_of(x);
  std::vector<uint8_t> present(R * N);
  std::bernoulli_distribution coin(0.8);
  for (auto& p : present) p = coin(e2e::rng());
  DeviceBuffer<uint16_t> dx(*ctx, hx), dy(*ctx, std::vector<uint16_t>(R * N, 0x7fc0));
  DeviceBuffer<uint8_t> dp(*ctx, present);
  DeviceBuffer<float> dcm(*ctx, cm);
  TileArgs a;
  a.add(tensor_view<uint16_t, 2>(dx, {R, N})).add(tensor_view<uint8_t, 2>(dp, {R, N}))
      .add(tensor_view<float, 1>(dcm, {N})).add(tensor_view<uint16_t, 2>(dy, {R, N}));
  launch_tile(k, Dim3(cdiv(R, 2)), a);
  std::vector<double> want(R * N);
  for (int64_t r = 0; r < R; ++r) {
    std::vector<double> v(N);
    double s = 0;
    for (int64_t c = 0; c < N; ++c) s += v[c] = present[r * N + c] ? x[r * N + c] : from_f16(to_f16(cm[c]));
    for (int64_t c = 0; c < N; ++c) want[r * N + c] = v[c] - s / N;
  }
  expect_close(floats_of_bf16(download(dy)), want, 8e-3, "impute_rows");
}

int main(int argc, char** argv) {
  if (argc != 2 && !(argc == 4 && std::string(argv[2]) == "--bench")) {
    std::fprintf(stderr, "usage: kiln_tile_e2e BUNDLE_DIR [--bench NVCC_PTX_DIR]\n");
    return 2;
  }
  dir = argv[1];
  try {
    Device device = Device::get(0);
    Context context = device.primary_context();
    ctx = &context;
    e2e::Harness h(device.arch());
    for (int64_t n : {int64_t(1) << 20, int64_t(1000003), int64_t(5)}) h.run("tile/vadd/" + std::to_string(n), [&] { test_vadd(n); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{256, 4096}, {300, 1000}, {7, 33}})
      h.run("tile/softmax/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_softmax(r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{128, 1024}, {100, 777}})
      h.run("tile/layernorm/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_layernorm(r, c); });
    h.run("tile/contiguous_variant", [&] { test_contiguous_variant(); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{64, 1024}, {37, 1000}, {1000, 200}})
      h.run("tile/row_col_sum/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_reductions(r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{16, 256}, {10, 200}})
      h.run("tile/argmax_reduce/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_argmax(r, c); });
    for (int64_t n : {int64_t(4096), int64_t(5000)}) h.run("tile/cumsum/" + std::to_string(n), [&] { test_cumsum(n); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{256, 512}, {300, 200}})
      h.run("tile/transpose/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_transpose(r, c); });
    for (int64_t n : {int64_t(4096), int64_t(3000)}) h.run("tile/gather_scatter/" + std::to_string(n), [&] { test_gather_scatter(n); });
    for (auto [r, n] : {std::pair<int64_t, int64_t>{1000, 256}, {300, 200}})
      h.run("tile/embedding_backward/" + std::to_string(r) + "x" + std::to_string(n), [&] { test_embedding_backward(r, n, 37); });
    for (int64_t n : {int64_t(256 * 37 + 100), int64_t(128 * 8)})
      h.run("tile/loops/" + std::to_string(n), [&] { test_loops(n); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{30, 256 * 9}, {12, 1000}})
      h.run("tile/break_continue/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_break_continue(r, c); });
    for (auto [r, n] : {std::pair<int64_t, int64_t>{20, 1024}, {9, 777}})
      h.run("tile/scans/" + std::to_string(r) + "x" + std::to_string(n), [&] { test_scans(r, n); });
    for (int64_t n : {int64_t(512 * 40), int64_t(5000)})
      h.run("tile/atomics/" + std::to_string(n), [&] { test_atomics(n, 37); });
    // fp8 needs sm_89+: its bundles are built for sm_90 and sm_90a only (sm_80 refuses them).
    if (dir.find("sm80") == std::string::npos) {
      for (int64_t n : {int64_t(1) << 16, int64_t(3001)}) h.run("tile/fp8/" + std::to_string(n), [&] { test_fp8(n); });
      // fp8 GEMMs: tile multiples, ragged M/N/K (not multiples of the tile or of 32), a K below one k-step.
      for (int which : {0, 1, 2})
        for (auto [M, N, K] : {std::tuple<int64_t, int64_t, int64_t>{256, 256, 256}, {200, 136, 328}, {77, 45, 20}})
          h.run("tile/fp8_gemm/" + std::to_string(which) + "/" + std::to_string(M) + "x" + std::to_string(N) + "x" +
                    std::to_string(K),
                [&] { test_fp8_gemm(which, M, N, K); });
      // B stored N x K (wgmma on sm_90a): tile multiples; ragged M/N/K with 16-byte rows (TMA
      // zero-fills); rows not 16-byte aligned (K 328, 20: the element-load stages); more tiles
      // than an H200's 132 SMs (2304x2048: the persistent loop's second tile, the ring's phases
      // running on across tiles).
      for (int which : {3, 4})
        for (auto [M, N, K] : {std::tuple<int64_t, int64_t, int64_t>{256, 512, 512}, {200, 136, 336}, {200, 300, 328},
                               {77, 45, 20}, {2304, 2048, 128}})
          h.run("tile/fp8_gemm/" + std::to_string(which) + "/" + std::to_string(M) + "x" + std::to_string(N) + "x" +
                    std::to_string(K),
                [&] { test_fp8_gemm(which, M, N, K); });
      for (auto [M, N, K] : {std::tuple<int64_t, int64_t, int64_t>{256, 256, 512}, {200, 136, 328}, {77, 45, 20}})
        h.run("tile/gemm_bf16_nt/" + std::to_string(M) + "x" + std::to_string(N) + "x" + std::to_string(K),
              [&] { test_gemm_bf16_nt(M, N, K); });
    }
    // sort/argsort/topk/histogram (test/e2e/tile_sort): rows of the tile's width and ragged.
    for (auto [r, n] : {std::pair<int64_t, int64_t>{64, 1024}, {37, 1000}, {5, 100}}) {
      std::string shape = std::to_string(r) + "x" + std::to_string(n);
      h.run("tile/sort_floats/" + shape, [&] { test_sort_floats(r, n); });
      h.run("tile/sort_ints/" + shape, [&] { test_sort_ints(r, n); });
      h.run("tile/argsort_topk/" + shape, [&] { test_argsort_topk(r, n); });
    }
    for (int64_t n : {int64_t(4096 * 8), int64_t(10000)}) h.run("tile/histogram/" + std::to_string(n), [&] { test_histogram(n); });
    // Masked loads and stores (examples/tile_masked.cpp).
    for (auto [r, c] : {std::pair<int64_t, int64_t>{64, 1024}, {37, 1000}, {5, 300}})
      h.run("tile/masked_ragged_softmax/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_masked_ragged_softmax(r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{16, 1024}, {9, 1001}})
      h.run("tile/masked_scale_columns/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_masked_scale_columns(r, c); });
    for (int64_t n : {int64_t(1) << 16, int64_t(5001)})
      h.run("tile/masked_store_positive/" + std::to_string(n), [&] { test_masked_store_positive(n); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{64, 1024}, {13, 1000}})
      h.run("tile/masked_store_where/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_masked_store_where(r, c); });
    for (auto [kern, f16, causal, D, bh, group, S] :
         {std::tuple<const char*, bool, bool, int64_t, int64_t, int64_t, int64_t>{"attention_bf16_d64", false, false, 64, 4, 1, 300},
          {"attention_bf16_d64_causal", false, true, 64, 4, 2, 256},
          {"attention_bf16_d128", false, false, 128, 2, 1, 200},
          {"attention_bf16_d128_causal", false, true, 128, 4, 4, 130},
          {"attention_f16_d64_causal", true, true, 64, 2, 1, 257},
          {"attention_f16_d128", true, false, 128, 2, 2, 64}})
      h.run(std::string("tile/") + kern + "/" + std::to_string(bh) + "x" + std::to_string(S),
            [&] { test_attention(kern, f16, causal, D, bh, group, S); });
    // test/e2e/tile_shapes (issue 16): several rows per program, axis-0 reductions, masked widths.
    for (auto [r, c] : {std::pair<int64_t, int64_t>{256, 512}, {100, 300}}) {
      std::string shape = std::to_string(r) + "x" + std::to_string(c);
      h.run("tile/shapes_transpose/" + shape, [&] { test_shapes_transpose(r, c); });
      h.run("tile/shapes_columns/" + shape, [&] { test_shapes_columns(r, c); });
    }
    for (auto [kern, per, r, c] : {std::tuple<const char*, int64_t, int64_t, int64_t>{"softmax_16x128", 16, 256, 128},
                                   {"softmax_16x128", 16, 37, 100}, {"softmax_8x512", 8, 64, 512},
                                   {"softmax_8x512", 8, 30, 300}, {"softmax_8192", 1, 8, 8192},
                                   {"softmax_8192", 1, 9, 5000}})
      h.run(std::string("tile/shapes_") + kern + "/" + std::to_string(r) + "x" + std::to_string(c),
            [&] { test_shapes_softmax(kern, per, r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{64, 1024}, {13, 1000}})
      h.run("tile/shapes_softmax_bf16/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_shapes_softmax_bf16(r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{16, 1024}, {20, 768}, {7, 1000}, {9, 3000}, {4, 4096}})
      h.run("tile/shapes_rmsnorm/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_shapes_rmsnorm(r, c); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{64, 1024}, {10, 1000}, {7, 768}})
      h.run("tile/shapes_layernorm_bwd/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_shapes_layernorm_bwd(r, c); });
    for (auto [r, v] : {std::pair<int64_t, int64_t>{16, 4096}, {5, 5000}, {3, 1000}})
      h.run("tile/shapes_cross_entropy/" + std::to_string(r) + "x" + std::to_string(v), [&] { test_shapes_cross_entropy(r, v); });
    for (auto [r, n] : {std::pair<int64_t, int64_t>{1000, 256}, {301, 200}})
      h.run("tile/shapes_embedding_bwd/" + std::to_string(r) + "x" + std::to_string(n), [&] { test_shapes_embedding_bwd(r, n, 37); });
    // Kernels in other code bases' styles (test/e2e/tile_outsider).
    for (auto [n, g, cpg, hw] : {std::array<int64_t, 4>{2, 8, 4, 256}, {3, 4, 3, 333}})
      h.run("tile/outsider_group_norm/" + std::to_string(n) + "x" + std::to_string(g) + "x" + std::to_string(cpg) + "x" + std::to_string(hw),
            [&] { test_outsider_group_norm(n, g, cpg, hw); });
    h.run("tile/outsider_segment_sum", [&] { test_outsider_segment_sum({5000, 0, 1, 1024, 3333, 2048, 17}); });
    for (auto [r, v] : {std::pair<int64_t, int64_t>{64, 32000}, {7, 2049}})
      h.run("tile/outsider_xent_online/" + std::to_string(r) + "x" + std::to_string(v), [&] { test_outsider_xent(r, v); });
    for (auto [m, n, kk] : {std::array<int64_t, 3>{256, 256, 512}, {200, 100, 130}})
      h.run("tile/outsider_swiglu/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(kk),
            [&] { test_outsider_swiglu(m, n, kk); });
    for (auto [b, hh, s] : {std::array<int64_t, 3>{4, 8, 512}, {3, 2, 100}})
      h.run("tile/outsider_decode_attention/" + std::to_string(b) + "x" + std::to_string(hh) + "x" + std::to_string(s),
            [&] { test_outsider_decode_attention(b, hh, s); });
    for (int64_t t : {int64_t(256), int64_t(37)}) h.run("tile/outsider_router_top2/" + std::to_string(t), [&] { test_outsider_router(t); });
    // test/e2e/tile_split: column reductions split across programs at launch (issue 16's tall
    // shapes; odd row counts leave the last slice short or empty).
    for (auto [r, c] : {std::pair<int64_t, int64_t>{4096, 4096}, {8192, 2048}, {16384, 1024}, {1000, 1024},
                        {33, 64}, {5, 128}, {4096, 16384}}) {
      std::string shape = std::to_string(r) + "x" + std::to_string(c);
      h.run("tile/split_col_sum_f32/" + shape, [&] { test_split_sum_f32(r, c); });
      h.run("tile/split_col_sum_i32/" + shape, [&] { test_split_sum_i32(r, c); });
      h.run("tile/split_col_max_f32/" + shape, [&] { test_split_max_f32(r, c); });
      h.run("tile/split_col_min_sum_bf16/" + shape, [&] { test_split_min_sum_bf16(r, c); });
      h.run("tile/split_col_argmax_f32/" + shape, [&] { test_split_argmax_f32(r, c); });
    }
    h.run("tile/split_from_thread_without_context", [&] { test_split_from_thread_without_context(); });
    for (auto [r, c] : {std::pair<int64_t, int64_t>{4096, 1024}, {33, 64}})
      h.run("tile/argmax_last_unsplit/" + std::to_string(r) + "x" + std::to_string(c),
            [&] { test_argmax_last_unsplit(r, c); });
    // test/e2e/tile_packed: several programs per block.
    // The runtime's choice of P (no suffix), then each P forced (/pN); small launches too.
    h.run("tile/packed_choice", [&] { test_packed_choice(); });
    auto forced = [](uint32_t per) { return per ? "/p" + std::to_string(per) : std::string(); };
    for (uint32_t per : {0u, 1u, 2u, 3u, 4u})
      for (int64_t r : {int64_t(65536), int64_t(1001), int64_t(130), int64_t(64), int64_t(3), int64_t(1)})
        h.run("tile/packed_softmax_256/" + std::to_string(r) + forced(per), [&] { test_packed_softmax(r, per); });
    for (uint32_t per : {0u, 1u, 2u})
      for (int64_t r : {int64_t(4096), int64_t(777), int64_t(130), int64_t(64), int64_t(3), int64_t(1)})
        h.run("tile/packed_row_sum_512/" + std::to_string(r) + forced(per), [&] { test_packed_row_sum(r, per); });
    for (uint32_t per : {0u, 1u, 2u})
      for (auto [m, n] : {std::pair<int64_t, int64_t>{256, 512}, {100, 70}, {32, 32}})
        h.run("tile/packed_transpose_32/" + std::to_string(m) + "x" + std::to_string(n) + forced(per),
              [&] { test_packed_transpose(m, n, per); });
    for (uint32_t per : {0u, 1u, 3u, 4u})
      for (auto [n, p] : {std::pair<int64_t, uint32_t>{100000, 7}, {5000, 1}, {129, 300}, {100000, 64}})
        h.run("tile/packed_scale_strided/" + std::to_string(n) + "/" + std::to_string(p) + forced(per),
              [&] { test_packed_strided(n, p, per); });
    h.run("tile/outsider_quant_rows", [&] { test_outsider_quant_rows(33); });
    h.run("tile/outsider_rope", [&] { test_outsider_rope(17, 6); });
    for (int64_t n : {int64_t(1) << 20, int64_t(100003)}) h.run("tile/outsider_adamw/" + std::to_string(n), [&] { test_outsider_adamw(n); });
    for (auto [b, hh, s] : {std::array<int64_t, 3>{2, 4, 1024}, {3, 2, 333}, {1, 1, 5}})
      h.run("tile/outsider_causal_softmax/" + std::to_string(b) + "x" + std::to_string(hh) + "x" + std::to_string(s),
            [&] { test_outsider_causal_softmax(b, hh, s); });
    for (auto [r, v] : {std::pair<int64_t, int64_t>{64, 4096}, {9, 1000}, {3, 16}})
      h.run("tile/outsider_topk_sampling/" + std::to_string(r) + "x" + std::to_string(v), [&] { test_outsider_topk_sampling(r, v); });
    for (auto [nc, hh, w] : {std::array<int64_t, 3>{6, 64, 128}, {5, 37, 101}, {2, 2, 2}})
      h.run("tile/outsider_max_pool2x2/" + std::to_string(nc) + "x" + std::to_string(hh) + "x" + std::to_string(w),
            [&] { test_outsider_max_pool(nc, hh, w); });
    for (auto [t, d] : {std::pair<int64_t, int64_t>{32, 4096}, {7, 1000}, {5, 4095}})
      h.run("tile/outsider_add_rmsnorm/" + std::to_string(t) + "x" + std::to_string(d), [&] { test_outsider_add_rmsnorm(t, d); });
    // More kernels written from docs/language.md (test/e2e/tile_outsider2), odd sizes on purpose.
    for (auto [m, n] : {std::pair<int64_t, int64_t>{64, 1024}, {37, 1000}, {5, 333}})
      h.run("tile/outsider2_layernorm_bwd/" + std::to_string(m) + "x" + std::to_string(n), [&] { test_outsider2_layernorm_bwd(m, n); });
    for (int64_t n : {int64_t(1) << 20, int64_t(100003)})
      h.run("tile/outsider2_dropout/" + std::to_string(n), [&] { test_outsider2_dropout(n, 0.3f); });
    for (auto [r, n] : {std::pair<int64_t, int64_t>{64, 4096}, {13, 1000}, {7, 4095}})
      h.run("tile/outsider2_softmax_bwd/" + std::to_string(r) + "x" + std::to_string(n), [&] { test_outsider2_softmax_bwd(r, n); });
    for (auto [r, v] : {std::pair<int64_t, int64_t>{16, 50257}, {5, 2048}, {3, 100}})
      h.run("tile/outsider2_xent_bwd/" + std::to_string(r) + "x" + std::to_string(v), [&] { test_outsider2_xent_bwd(r, v); });
    h.run("tile/outsider2_grouped_gemm/5groups", [&] { test_outsider2_grouped_gemm({100, 0, 37, 64, 129}, 100, 96); });
    h.run("tile/outsider2_grouped_gemm/2groups", [&] { test_outsider2_grouped_gemm({256, 1}, 256, 128); });
    for (auto [m, n, kk] : {std::array<int64_t, 3>{300, 200, 100}, {128, 128, 64}, {65, 33, 17}})
      h.run("tile/outsider2_matmul_epilogue/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(kk),
            [&] { test_outsider2_matmul_epilogue(m, n, kk); });
    for (auto [t, hh] : {std::pair<int64_t, int64_t>{8, 1000}, {3, 2752}, {4, 1024}})
      h.run("tile/outsider2_swiglu_fwd/" + std::to_string(t) + "x" + std::to_string(hh), [&] { test_outsider2_swiglu_fwd(t, hh); });
    for (auto [t, hh, d] : {std::array<int64_t, 3>{5, 3, 128}, {4, 2, 64}, {7, 1, 256}})
      h.run("tile/outsider2_rope_interleaved/" + std::to_string(t) + "x" + std::to_string(hh) + "x" + std::to_string(d),
            [&] { test_outsider2_rope_interleaved(t, hh, d); });
    for (auto [b, s, w] : {std::array<int64_t, 3>{13, 64, 1024}, {8, 20, 196}, {30, 40, 520}})
      h.run("tile/outsider2_kv_append/" + std::to_string(b) + "x" + std::to_string(s) + "x" + std::to_string(w),
            [&] { test_outsider2_kv_append(b, s, w); });
    for (auto [r, v] : {std::pair<int64_t, int64_t>{8, 32000}, {3, 5000}, {2, 100}})
      h.run("tile/outsider2_minp_probs/" + std::to_string(r) + "x" + std::to_string(v), [&] { test_outsider2_minp_probs(r, v); });
    for (auto [m, n, kk] : {std::array<int64_t, 3>{100, 96, 256}, {64, 64, 64}, {33, 200, 192}})
      h.run("tile/outsider2_int4_matmul/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(kk),
            [&] { test_outsider2_int4_matmul(m, n, kk); });
    for (auto [m, n] : {std::pair<int64_t, int64_t>{1000, 777}, {33, 256}, {4096, 64}})
      h.run("tile/outsider2_col_stats/" + std::to_string(m) + "x" + std::to_string(n), [&] { test_outsider2_col_stats(m, n); });
    for (auto [m, n] : {std::pair<int64_t, int64_t>{1000, 777}, {64, 64}, {3, 130}})
      h.run("tile/outsider2_transpose2d/" + std::to_string(m) + "x" + std::to_string(n), [&] { test_outsider2_transpose(m, n); });
    h.run("tile/outsider2_ragged_cumsum", [&] { test_outsider2_ragged_cumsum({5000, 0, 1, 1024, 3333, 2048, 17}); });
    h.run("tile/outsider2_segment_max", [&] { test_outsider2_segment_max({5000, 0, 1, 512, 513, 2048, 17}); });
    for (auto [t, v, d] : {std::array<int64_t, 3>{37, 100, 256}, {16, 50, 1000}, {9, 10, 200}})
      h.run("tile/outsider2_embedding_default/" + std::to_string(t) + "x" + std::to_string(v) + "x" + std::to_string(d),
            [&] { test_outsider2_embedding_default(t, v, d); });
    for (auto [r, n] : {std::pair<int64_t, int64_t>{64, 512}, {7, 300}, {3, 17}})
      h.run("tile/outsider2_impute_rows/" + std::to_string(r) + "x" + std::to_string(n), [&] { test_outsider2_impute_rows(r, n); });
    static const char* gn[] = {"bf16", "f16", "f32", "tf32"};
    for (int w = 0; w < 4; ++w)
      // 16-bit GEMMs: 256^3 and 300x264x520 (ragged M, N and last k-step)
      // take the cp.async pipeline; 128x128x64 is a single k-step (fewer
      // steps than stages); K = 72 rows are not 16-byte aligned, so
      // 200x136x72 fills the stages with masked element loads, and
      // 200x136x196 (four k-steps) goes round their two-stage ring twice.
      for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{256, 256, 256}, {300, 264, 520},
                             {128, 128, 64}, {200, 136, 72}, {200, 136, 196}})
        h.run(std::string("tile/gemm_") + gn[w] + "/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k),
              [&] { test_gemm(w, m, n, k); });
    // tf32 on sm_90a runs wgmma with B transposed into K-major rows by the copy: 16-byte loads
    // when every row is aligned (1000^3: ragged M, N and K over 32 k-steps, 8x8 programs), masked
    // element loads when not (K = 70 and N = 130 floats: rows of 280 and 520 bytes).
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{1000, 1000, 1000}, {200, 130, 70}})
      h.run("tile/gemm_tf32/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k),
            [&] { test_gemm(3, m, n, k); });
    // Large shapes through the TMA ring on sm_90a (sampled check; persistent by default), also at
    // a grid that underfills the SMs (2000x1000: 16x4 tiles) and one with more tiles than
    // programs per SM times SMs in a ragged last group (4000 rows: 32 tile rows, groups of 8;
    // 1304 columns: 6 tile columns, the last partial); the 4096^3 and 4000^3 ones also one
    // program per tile, with thread 0 filling the ring (tile_gemm_thread0, when built).
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{4096, 4096, 4096}, {4000, 4000, 4000},
                           {2000, 1000, 512}, {4000, 1304, 320}, {1000, 8200, 200}})
      h.run("tile/gemm_bf16_large/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k),
            [&] { test_gemm_large(m, n, k); });
    if (std::ifstream(dir + "/tile_gemm_thread0.kbundle").good())
      for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{4096, 4096, 4096}, {4000, 4000, 4000}})
        h.run("tile/gemm_bf16_large/tile_gemm_thread0/" + std::to_string(m) + "x" + std::to_string(n) + "x" +
                  std::to_string(k),
              [&] { test_gemm_large(m, n, k, 0, "tile_gemm_thread0"); });
    h.run("tile/gemm_bf16_large/1000x1000x1000_pitch1004", [&] { test_gemm_large(1000, 1000, 1000, 1004); });
    // The ring's phases at few k-steps (4 stages of 64-deep tiles): 1, 3 (stages - 1), 4
    // (stages), 5 (one refill) k-steps, K not a multiple of 64 (72: a second, ragged step; 8:
    // one partial step; 136 with ragged M and N), each through the variant where thread 0
    // produces (tile_gemm_thread0) and the warp-specialised one (tile_gemm_ws), when built.
    // (tile_gemm, persistent, runs these shapes one tile per program: 4 to 9 tiles, 132 SMs.)
    for (const char* stem : {"tile_gemm", "tile_gemm_ws", "tile_gemm_thread0"}) {
      if (std::string(stem) != "tile_gemm" && !std::ifstream(dir + "/" + stem + ".kbundle").good()) continue;
      for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{256, 512, 64}, {256, 512, 192}, {256, 512, 256},
                             {384, 512, 320}, {256, 512, 72}, {128, 256, 8}, {264, 520, 136}})
        h.run(std::string("tile/gemm_bf16_ksteps/") + stem + "/" + std::to_string(m) + "x" + std::to_string(n) + "x" +
                  std::to_string(k),
              [&] { test_gemm_large(m, n, k, 0, stem); });
    }
    // The persistent variant's ring running on across tiles: 2 to 4 tiles per program (256 to
    // 544 tiles over the device's SMs), few k-steps per tile (K = 8 and 72: a ragged step, so
    // tile i's first step lands at ring positions that are not multiples of the 4 stages),
    // ragged M and N in the grouped order's last group.
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{4096, 2048, 8}, {4000, 2000, 72}, {8192, 2048, 64},
                           {4096, 4096, 136}, {8200, 520, 320}, {4096, 2304, 192}})
      h.run(std::string("tile/gemm_bf16_ksteps/tile_gemm/") + std::to_string(m) + "x" + std::to_string(n) + "x" +
                std::to_string(k),
            [&] { test_gemm_large(m, n, k, 0, "tile_gemm"); });
    // Stream-K (on 132 SMs; the test prints what the cost model should pick): 344 tiles (M = 1024
    // LLM shape: 132 data-parallel, the last 212 split); 160 ragged tiles of 16 k-steps, the last
    // one 40 deep, in runs of 19-20 steps (K not a multiple of the split); 140 tiles of 9 steps
    // (K = 520: the last step 8 deep); 288 ragged tiles, 132 data-parallel before the split ones
    // in the same programs (the ring numbering on from the data-parallel tiles); 4 tiles of 266
    // steps in runs of 8-9 (about 33 programs per tile: a fixing program adds many partial sums).
    // Each launched three times on the same C (the flags cleared for the next launch). Stream-K
    // is off by default (slower on the H200, docs/benchmarks.md): its bundle is tile_gemm_sk
    // (-ftile-stream-k, sm_90a); without one, these shapes run the default kernel.
    const char* sk = std::ifstream(dir + "/tile_gemm_sk.kbundle").good() ? "tile_gemm_sk" : "tile_gemm";
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{1024, 11008, 4096}, {1000, 5000, 1000},
                           {1280, 3584, 520}, {3000, 3000, 1000}, {256, 512, 17000}})
      h.run(std::string("tile/gemm_bf16_stream_k/") + sk + "/" + std::to_string(m) + "x" + std::to_string(n) + "x" +
                std::to_string(k),
            [&] { test_gemm_large(m, n, k, 0, sk, 3); });
    // Several streams at once: one workspace each.
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{1024, 11008, 4096}, {1000, 5000, 1000}})
      h.run(std::string("tile/gemm_bf16_stream_k/streams/") + std::to_string(m) + "x" + std::to_string(n) + "x" +
                std::to_string(k),
            [&] { test_gemm_stream_k_streams(m, n, k, sk); });
    // The same shapes one tile per unit (the default persistent schedule), launched twice.
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{1024, 11008, 4096}, {1000, 5000, 1000}})
      h.run(std::string("tile/gemm_bf16_data_parallel/tile_gemm/") + std::to_string(m) + "x" + std::to_string(n) +
                "x" + std::to_string(k),
            [&] { test_gemm_large(m, n, k, 0, "tile_gemm", 2); });
    // Square (the contiguous variant) and ragged (the kernel as written).
    for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{256, 384, 320}, {300, 264, 200}})
      h.run("tile/gemm_bias_relu/" + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k),
            [&] { test_gemm_bias(m, n, k); });
    if (argc == 4) bench(argv[3]);
    std::printf("%d passed, %d failed\n", h.passed(), h.failed());
    return h.failed() ? 1 : 0;
  } catch (const std::exception& e) {
    std::printf("FAIL setup: %s\n0 passed, 1 failed\n", e.what());
    return 1;
  }
}
