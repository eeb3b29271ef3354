// Each example kernel on meaningful sizes (ragged ones included) against a CPU reference.
#include <algorithm>
#include <numeric>

#include "suites.hpp"

namespace kiln::e2e {
namespace {

using examples::LoadAs;

std::vector<float> random_floats(size_t n, float lo = -1.f, float hi = 1.f) {
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = d(rng());
  return v;
}

template <class T>
DeviceBuffer<T> poisoned(const Context& c, size_t n) {
  DeviceBuffer<T> b(c, n);
  b.memset(0xff);  // NaN for floats, all-ones for integers: unwritten elements show
  return b;
}

uint32_t blocks_for(long n, uint32_t threads) { return static_cast<uint32_t>((n + threads - 1) / threads); }

void test_vadd(const Env& env, const Module& m, long n, uint32_t grid) {
  auto a = random_floats(n), b = random_floats(n);
  DeviceBuffer<float> da(env.context, a), db(env.context, b);
  auto dc = poisoned<float>(env.context, n);
  m.kernel("vadd").launch(LaunchConfig(grid, 256), da, db, dc, n);
  auto c = dc.download();
  std::vector<double> want(n);
  for (long i = 0; i < n; ++i) want[i] = double(a[i]) + b[i];
  expect_close(c, want, 1e-6, "vadd");
}

void test_reduce(const Env& env, const Module& m, long n) {
  auto x = random_floats(n, 0.f, 1.f);
  DeviceBuffer<float> dx(env.context, x), out(env.context, 1);
  out.memset(0);
  m.kernel("reduce_sum").launch(LaunchConfig(std::min<long>(blocks_for(n, 512), env.device.sm_count() * 8), 512), dx, out, n);
  double want = std::accumulate(x.begin(), x.end(), 0.0);
  expect_close(out.download(), {want}, 1e-5, "reduce_sum");
}

void test_transpose(const Env& env, const Module& m, int rows, int cols) {
  auto in = random_floats(size_t(rows) * cols);
  DeviceBuffer<float> din(env.context, in);
  auto dout = poisoned<float>(env.context, in.size());
  m.kernel("transpose").launch(LaunchConfig(Dim3(blocks_for(cols, 32), blocks_for(rows, 32)), Dim3(32, 8)), din, dout, rows, cols);
  auto out = dout.download();
  std::vector<float> want(in.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) want[size_t(c) * rows + r] = in[size_t(r) * cols + c];
  expect_equal(out, want, "transpose");
}

void test_histogram(const Env& env, const Module& m, long n) {
  std::vector<unsigned char> data(n);
  std::uniform_int_distribution<int> d(0, 255);
  for (auto& x : data) x = static_cast<unsigned char>(d(rng()) & (d(rng()) | 0x0f));  // uneven bins
  DeviceBuffer<unsigned char> dd(env.context, data);
  DeviceBuffer<unsigned> hist(env.context, 256);
  hist.memset(0);
  m.kernel("histogram").launch(LaunchConfig(std::min<long>(blocks_for(n, 512), env.device.sm_count() * 8), 512), dd, hist, n);
  std::vector<unsigned> want(256, 0);
  for (unsigned char x : data) ++want[x];
  expect_equal(hist.download(), want, "histogram");
}

// Inclusive scan of any length: scan blocks, scan the block sums (recursively), add offsets.
void device_scan(const Module& m, const Context& c, DevicePtr<const int> in, DevicePtr<int> out, long n) {
  const uint32_t threads = 1024;
  uint32_t blocks = blocks_for(n, threads);
  if (blocks == 1) {
    m.kernel("scan_block").launch(LaunchConfig(1, threads), in, out, DevicePtr<int>(), n);
    return;
  }
  DeviceBuffer<int> sums(c, blocks), scanned(c, blocks);
  m.kernel("scan_block").launch(LaunchConfig(blocks, threads), in, out, sums.ptr(), n);
  device_scan(m, c, sums, scanned, blocks);
  m.kernel("scan_add_offsets").launch(LaunchConfig(blocks, threads), out, scanned, n);
}

void test_scan(const Env& env, const Module& m, long n) {
  std::vector<int> in(n);
  std::uniform_int_distribution<int> d(-5, 9);
  for (int& x : in) x = d(rng());
  DeviceBuffer<int> din(env.context, in);
  auto dout = poisoned<int>(env.context, n);
  device_scan(m, env.context, din, dout, n);
  std::vector<int> want(n);
  std::partial_sum(in.begin(), in.end(), want.begin());
  expect_equal(dout.download(), want, "scan");
}

void test_matmul(const Env& env, const Module& m, int rows, int cols, int depth) {
  auto a = random_floats(size_t(rows) * depth), b = random_floats(size_t(depth) * cols);
  DeviceBuffer<float> da(env.context, a), db(env.context, b);
  auto dc = poisoned<float>(env.context, size_t(rows) * cols);
  m.kernel("matmul_tiled").launch(LaunchConfig(Dim3(blocks_for(cols, 16), blocks_for(rows, 16)), Dim3(16, 16)), da, db, dc,
                                  rows, cols, depth);
  std::vector<double> want(size_t(rows) * cols, 0.0);
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k < depth; ++k)
      for (int c = 0; c < cols; ++c) want[size_t(r) * cols + c] += double(a[size_t(r) * depth + k]) * b[size_t(k) * cols + c];
  expect_close(dc.download(), want, 1e-5, "matmul");
}

void test_hash(const Env& env, const Module& m, long n) {
  unsigned cap = 1;
  while (cap < 2 * n) cap <<= 1;
  std::vector<unsigned> keys(n), absent(n);
  unsigned salt = rng()();
  // i -> i * odd constant is a bijection modulo 2^32, so keys are distinct; absent keys use odd i.
  for (long i = 0; i < n; ++i) keys[i] = unsigned(2 * i) * 2654435761u ^ salt;
  for (long i = 0; i < n; ++i) absent[i] = unsigned(2 * i + 1) * 2654435761u ^ salt;
  for (long i = 0; i < n; ++i) expect(keys[i] != 0xffffffffu && absent[i] != 0xffffffffu, "key collides with the empty marker");
  DeviceBuffer<unsigned> dk(env.context, keys), da(env.context, absent), tk(env.context, cap), tv(env.context, cap);
  auto out = poisoned<unsigned>(env.context, n);
  tk.memset(0xff);
  uint32_t blocks = blocks_for(n, 256);
  m.kernel("hash_insert").launch(LaunchConfig(blocks, 256), dk, tk, tv, cap, n);
  out.memset(0);
  m.kernel("hash_probe").launch(LaunchConfig(blocks, 256), dk, tk, tv, out, cap, n);
  std::vector<unsigned> want(n);
  std::iota(want.begin(), want.end(), 0u);
  expect_equal(out.download(), want, "hash_probe of inserted keys");
  m.kernel("hash_probe").launch(LaunchConfig(blocks, 256), da, tk, tv, out, cap, n);
  expect_equal(out.download(), std::vector<unsigned>(n, 0xffffffffu), "hash_probe of absent keys");
}

void test_poly(const Env& env, const Module& m, long n) {
  float coeffs[4] = {0.5f, -1.25f, 2.0f, 0.75f};
  m.set_constant("poly_coeffs", coeffs);
  float back[4];
  m.get_constant_bytes("poly_coeffs", back, sizeof(back));
  expect(std::equal(coeffs, coeffs + 4, back), "constant read back differs");
  auto x = random_floats(n);
  DeviceBuffer<float> dx(env.context, x);
  auto dy = poisoned<float>(env.context, n);
  m.kernel("poly_eval").launch(LaunchConfig(std::min<long>(blocks_for(n, 256), 1024), 256), dx, dy, n);
  std::vector<double> want(n);
  for (long i = 0; i < n; ++i) {
    double v = x[i];
    want[i] = ((coeffs[3] * v + coeffs[2]) * v + coeffs[1]) * v + coeffs[0];
  }
  expect_close(dy.download(), want, 1e-6, "poly_eval");
}

void test_reverse(const Env& env, const Module& m, int chunk, long n) {
  auto in = random_floats(n);
  DeviceBuffer<float> din(env.context, in);
  auto dout = poisoned<float>(env.context, n);
  m.kernel("reverse_chunks")
      .launch(LaunchConfig(blocks_for(n, chunk), 256, static_cast<uint32_t>(chunk * sizeof(float))), din, dout, chunk, n);
  std::vector<float> want(n);
  for (long i = 0; i < n; ++i) {
    long base = i / chunk * chunk, src = base + chunk - 1 - (i - base);
    want[i] = src < n ? in[src] : 0.f;
  }
  expect_equal(dout.download(), want, "reverse_chunks");
}

}  // namespace

void run_kernel_tests(Harness& h, const Env& env, LoadAs how) {
  std::string mode = how == LoadAs::bundle ? "bundle:" : "file:";
  auto module = [&](const char* stem) { return examples::load_example(env.context, env.dir, stem, how); };
  auto sized = [&](const std::string& name, auto size) { return mode + name + "/" + std::to_string(size); };

  for (long n : {1L, 1000L, (1L << 20) + 3, 1L << 24})
    h.run(sized("vadd", n), [&] { test_vadd(env, module("vadd"), n, std::min<long>(blocks_for(n, 256), 4096)); });
  h.run(mode + "vadd/grid-stride-7-blocks", [&] { test_vadd(env, module("vadd"), 1000003, 7); });
  for (long n : {1L, 31L, 1000003L, 1L << 24}) h.run(sized("reduce_sum", n), [&] { test_reduce(env, module("reduce_sum"), n); });
  for (auto [r, c] : {std::pair{1, 1}, {33, 65}, {1000, 999}, {4096, 4096}})
    h.run(mode + "transpose/" + std::to_string(r) + "x" + std::to_string(c), [&] { test_transpose(env, module("transpose"), r, c); });
  for (long n : {1L, 255L, 1000003L, 1L << 24}) h.run(sized("histogram", n), [&] { test_histogram(env, module("histogram"), n); });
  for (long n : {1L, 1000L, 1024L, (1L << 20) + 17, 3000001L}) h.run(sized("scan", n), [&] { test_scan(env, module("scan"), n); });
  for (auto [r, c, k] : {std::tuple{1, 1, 1}, {17, 33, 9}, {128, 128, 128}, {513, 257, 300}})
    h.run(mode + "matmul/" + std::to_string(r) + "x" + std::to_string(c) + "x" + std::to_string(k),
          [&] { test_matmul(env, module("matmul"), r, c, k); });
  for (long n : {1L, 1000L, 1L << 20}) h.run(sized("hash", n), [&] { test_hash(env, module("hash_table"), n); });
  for (long n : {1L, 100003L}) h.run(sized("poly_eval_constant", n), [&] { test_poly(env, module("polynomial"), n); });
  h.run(mode + "reverse_chunks/4KiB-shared", [&] { test_reverse(env, module("shared_reverse"), 1000, 123457); });
  h.run(mode + "reverse_chunks/96KiB-shared", [&] { test_reverse(env, module("shared_reverse"), 24576, 1000003); });
}

}  // namespace kiln::e2e
