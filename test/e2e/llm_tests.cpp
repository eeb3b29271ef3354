// The llm.c-style half and bfloat16 example kernels (examples/llm_bf16.cu, examples/llm_fp16.cu)
// against CPU references computed in double from the same rounded inputs. Tolerances are a few
// bfloat16 / half units of the result (the kernels round their float results once).
#include <algorithm>
#include <cmath>
#include <cstring>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

using examples::LoadAs;

uint16_t to_bf16(float f) {  // round to nearest even; inputs are finite
  uint32_t x;
  std::memcpy(&x, &f, 4);
  x += 0x7fffu + ((x >> 16) & 1u);
  return uint16_t(x >> 16);
}
float from_bf16(uint16_t b) {
  uint32_t x = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
uint16_t to_half(float f) {  // round to nearest even; inputs are finite and in half's range
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  float a = std::fabs(f);
  if (a < std::ldexp(1.f, -14)) return uint16_t(sign | (uint32_t)std::nearbyint(a * std::ldexp(1.f, 24)));
  int e;
  std::frexp(a, &e);
  uint32_t mant = (uint32_t)std::nearbyint(std::ldexp(a, 11 - e));
  if (mant == 2048) mant = 1024, ++e;
  return uint16_t(sign | (uint32_t(e - 1 + 15) << 10) | (mant & 0x3ffu));
}
float from_half(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  float v = exp == 0 ? std::ldexp((float)mant, -24) : std::ldexp(float(mant | 0x400), exp - 25);
  return (h & 0x8000) ? -v : v;
}

// Device-side pairs and scalars as the host sees them.
struct Pair {
  uint16_t x, y;
};

std::vector<uint16_t> random_bf16(size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<uint16_t> v(n);
  for (auto& x : v) x = to_bf16(d(rng()));
  return v;
}
std::vector<uint16_t> random_half(size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<uint16_t> v(n);
  for (auto& x : v) x = to_half(d(rng()));
  return v;
}
template <class F>
std::vector<float> decode(const std::vector<uint16_t>& v, F from) {
  std::vector<float> out(v.size());
  std::transform(v.begin(), v.end(), out.begin(), from);
  return out;
}
template <class T>
DevicePtr<const T> in(const DeviceBuffer<T>& b) {
  return DevicePtr<const T>(b.ptr());
}
DevicePtr<Pair> pairs(const DeviceBuffer<uint16_t>& b) { return DevicePtr<Pair>(b.raw()); }
DevicePtr<const Pair> cpairs(const DeviceBuffer<uint16_t>& b) { return DevicePtr<const Pair>(b.raw()); }

double gelu(double x) { return 0.5 * x * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }
double gelu_grad(double x) {
  double s = std::sqrt(2.0 / M_PI), u = s * (x + 0.044715 * x * x * x), t = std::tanh(u);
  return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * s * (1.0 + 3.0 * 0.044715 * x * x);
}

void test_gelu(const Env& env, const Module& m, int n) {
  auto x = random_bf16(n, -5.f, 5.f), d = random_bf16(n, -2.f, 2.f);
  DeviceBuffer<uint16_t> dx(env.context, x), dd(env.context, d), out(env.context, n);
  out.memset(0xff);
  LaunchConfig cfg(blocks_for(n / 2, 256), 256);
  m.kernel("gelu_forward_bf16").launch(cfg, pairs(out), cpairs(dx), n / 2);
  std::vector<double> want(n);
  for (int i = 0; i < n; ++i) want[i] = gelu(from_bf16(x[i]));
  expect_close(decode(out.download(), from_bf16), want, 4e-3, "gelu_forward_bf16");
  m.kernel("gelu_backward_bf16").launch(cfg, pairs(out), cpairs(dx), cpairs(dd), n / 2);
  for (int i = 0; i < n; ++i) want[i] = from_bf16(d[i]) * gelu_grad(from_bf16(x[i]));
  expect_close(decode(out.download(), from_bf16), want, 4e-3, "gelu_backward_bf16");
}

void test_residual_bf16(const Env& env, const Module& m, int n) {
  auto a = random_bf16(n, -8.f, 8.f), b = random_bf16(n, -8.f, 8.f);
  DeviceBuffer<uint16_t> da(env.context, a), db(env.context, b), out(env.context, n);
  out.memset(0xff);
  m.kernel("residual_forward_bf16").launch(LaunchConfig(blocks_for(n / 2, 256), 256), pairs(out), cpairs(da), cpairs(db), n / 2);
  // One correctly rounded bf16 add per element: exact against the rounded double sum.
  std::vector<uint16_t> want(n);
  for (int i = 0; i < n; ++i) want[i] = to_bf16(float(double(from_bf16(a[i])) + from_bf16(b[i])));
  expect_equal(out.download(), want, "residual_forward_bf16");
}

void test_layernorm(const Env& env, const Module& m, int rows, int C) {
  auto x = random_bf16(size_t(rows) * C, -3.f, 3.f), w = random_bf16(C, 0.5f, 1.5f), b = random_bf16(C, -0.5f, 0.5f);
  DeviceBuffer<uint16_t> dx(env.context, x), dw(env.context, w), dbias(env.context, b), out(env.context, x.size());
  DeviceBuffer<float> mean(env.context, rows), rstd(env.context, rows);
  out.memset(0xff);
  m.kernel("layernorm_forward_bf16")
      .launch(LaunchConfig(blocks_for(rows, 8), 256), DevicePtr<bfloat16>(out.raw()), mean.ptr(), rstd.ptr(),
              DevicePtr<const bfloat16>(dx.raw()), DevicePtr<const bfloat16>(dw.raw()),
              DevicePtr<const bfloat16>(dbias.raw()), rows, C);
  std::vector<double> want(x.size()), want_mean(rows), want_rstd(rows);
  for (int r = 0; r < rows; ++r) {
    double s = 0, v = 0;
    for (int c = 0; c < C; ++c) s += from_bf16(x[size_t(r) * C + c]);
    double mu = s / C;
    for (int c = 0; c < C; ++c) v += std::pow(from_bf16(x[size_t(r) * C + c]) - mu, 2);
    double rs = 1.0 / std::sqrt(v / C + 1e-5);
    want_mean[r] = mu, want_rstd[r] = rs;
    for (int c = 0; c < C; ++c)
      want[size_t(r) * C + c] = (from_bf16(x[size_t(r) * C + c]) - mu) * rs * from_bf16(w[c]) + from_bf16(b[c]);
  }
  expect_close(decode(out.download(), from_bf16), want, 4e-3, "layernorm_forward_bf16 out");
  expect_close(mean.download(), want_mean, 1e-5, "layernorm_forward_bf16 mean");
  expect_close(rstd.download(), want_rstd, 1e-5, "layernorm_forward_bf16 rstd");
}

void test_adamw(const Env& env, const Module& m, long n) {
  auto g = random_bf16(n, -1.f, 1.f);
  std::vector<float> master(n), mom(n), vel(n);
  std::uniform_real_distribution<float> d(-1.f, 1.f), pos(0.f, 0.1f);
  for (long i = 0; i < n; ++i) master[i] = d(rng()), mom[i] = 0.1f * d(rng()), vel[i] = pos(rng());
  std::vector<uint16_t> params(n);
  for (long i = 0; i < n; ++i) params[i] = to_bf16(master[i]);
  DeviceBuffer<uint16_t> dp(env.context, params), dg(env.context, g);
  DeviceBuffer<float> dmaster(env.context, master), dm(env.context, mom), dv(env.context, vel);
  const float lr = 1e-3f, b1 = 0.9f, b2 = 0.999f, c1 = 1 - std::pow(b1, 3.f), c2 = 1 - std::pow(b2, 3.f), eps = 1e-8f,
              wd = 0.01f;
  m.kernel("adamw_bf16")
      .launch(LaunchConfig(blocks_for(n, 512), 512), DevicePtr<bfloat16>(dp.raw()), dmaster.ptr(),
              DevicePtr<const bfloat16>(dg.raw()), dm.ptr(), dv.ptr(), n, lr, b1, b2, c1, c2, eps, wd);
  std::vector<double> want_p(n), want_master(n), want_m(n), want_v(n);
  for (long i = 0; i < n; ++i) {
    double gr = from_bf16(g[i]);
    double mi = b1 * mom[i] + (1 - b1) * gr, vi = b2 * vel[i] + (1 - b2) * gr * gr;
    want_m[i] = mi, want_v[i] = vi;
    double p = master[i] - lr * ((mi / c1) / (std::sqrt(vi / c2) + eps) + wd * master[i]);
    want_master[i] = p, want_p[i] = p;
  }
  expect_close(dm.download(), want_m, 1e-5, "adamw_bf16 m");
  expect_close(dv.download(), want_v, 1e-5, "adamw_bf16 v");
  expect_close(dmaster.download(), want_master, 1e-5, "adamw_bf16 master weights");
  expect_close(decode(dp.download(), from_bf16), want_p, 4e-3, "adamw_bf16 params");
}

void test_softmax(const Env& env, const Module& m, int rows, int C) {
  auto x = random_half(size_t(rows) * C, -8.f, 8.f);
  DeviceBuffer<uint16_t> dx(env.context, x), out(env.context, x.size());
  out.memset(0xff);
  m.kernel("softmax_forward_fp16")
      .launch(LaunchConfig(blocks_for(rows, 8), 256), DevicePtr<half>(out.raw()), DevicePtr<const half>(dx.raw()), rows, C);
  std::vector<double> want(x.size());
  for (int r = 0; r < rows; ++r) {
    double mx = -1e30, s = 0;
    for (int c = 0; c < C; ++c) mx = std::max<double>(mx, from_half(x[size_t(r) * C + c]));
    for (int c = 0; c < C; ++c) s += std::exp(from_half(x[size_t(r) * C + c]) - mx);
    for (int c = 0; c < C; ++c) want[size_t(r) * C + c] = std::exp(from_half(x[size_t(r) * C + c]) - mx) / s;
  }
  expect_close(decode(out.download(), from_half), want, 2e-3, "softmax_forward_fp16");
}

void test_residual_scale(const Env& env, const Module& m, int n) {
  auto a = random_half(n, -4.f, 4.f), b = random_half(n, -4.f, 4.f);
  DeviceBuffer<uint16_t> da(env.context, a), db(env.context, b), out(env.context, n);
  out.memset(0xff);
  half scale{to_half(0.375f)};
  m.kernel("residual_scale_fp16")
      .launch(LaunchConfig(blocks_for(n / 2, 256), 256), pairs(out), cpairs(da), cpairs(db), scale, n / 2);
  // One fma.rn.f16 per element: exact against the rounded double a + s * b.
  std::vector<uint16_t> want(n);
  for (int i = 0; i < n; ++i) want[i] = to_half(float(from_half(a[i]) + 0.375 * from_half(b[i])));
  expect_equal(out.download(), want, "residual_scale_fp16");
}

void test_bias_grad(const Env& env, const Module& m, int rows, int C) {
  // Small integers: every partial and final sum is exact in half, so the atomics' order cannot
  // change the result.
  std::vector<uint16_t> d(size_t(rows) * C);
  std::uniform_int_distribution<int> v(-2, 2);
  for (auto& x : d) x = to_half(float(v(rng())));
  DeviceBuffer<uint16_t> dd(env.context, d), db(env.context, C);
  db.memset(0);
  m.kernel("bias_grad_fp16")
      .launch(LaunchConfig(Dim3(blocks_for(C / 2, 128), 16), Dim3(128)), pairs(db), cpairs(dd), rows, C / 2);
  std::vector<uint16_t> want(C);
  for (int c = 0; c < C; ++c) {
    double s = 0;
    for (int r = 0; r < rows; ++r) s += from_half(d[size_t(r) * C + c]);
    want[c] = to_half(float(s));
  }
  expect_equal(db.download(), want, "bias_grad_fp16");
}

void run_file(Harness& h, const Env& env, LoadAs how, const std::string& stem,
              const std::function<void(const Module&)>& body) {
  if (!examples::find_kernel_file(env.dir, stem, env.device.arch())) {
    if (env.skip_missing) {
      std::printf("SKIP %s: not compiled into %s\n", stem.c_str(), env.dir.c_str());
      return;
    }
    h.run(stem, [&] { throw Failure("no " + stem + " kernels in " + env.dir); });
    return;
  }
  Module m = examples::load_example(env.context, env.dir, stem, how);
  body(m);
}

}  // namespace

void run_llm_tests(Harness& h, const Env& env, LoadAs how) {
  std::string tag = how == LoadAs::bundle ? " (bundle)" : "";
  run_file(h, env, how, "llm_bf16", [&](const Module& m) {
    h.run("llm_bf16.gelu" + tag, [&] { test_gelu(env, m, 1 << 20); });
    h.run("llm_bf16.gelu ragged" + tag, [&] { test_gelu(env, m, 1000 * 2 + 2); });
    h.run("llm_bf16.residual" + tag, [&] { test_residual_bf16(env, m, 768 * 64); });
    h.run("llm_bf16.layernorm" + tag, [&] { test_layernorm(env, m, 1024 + 3, 768); });
    h.run("llm_bf16.adamw" + tag, [&] { test_adamw(env, m, (1 << 20) + 17); });
  });
  run_file(h, env, how, "llm_fp16", [&](const Module& m) {
    h.run("llm_fp16.softmax" + tag, [&] { test_softmax(env, m, 512 + 5, 1024); });
    h.run("llm_fp16.residual_scale" + tag, [&] { test_residual_scale(env, m, 1 << 18); });
    h.run("llm_fp16.bias_grad" + tag, [&] { test_bias_grad(env, m, 4096, 768); });
  });
}

}  // namespace kiln::e2e
