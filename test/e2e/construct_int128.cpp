// The 128-bit integer construct kernels (constructs/int128.cu) against the CPU: every conversion
// between float/double and __int128 / unsigned __int128 must give exactly what the host's
// (correctly rounded, truncating toward zero) conversion gives.
#include <cmath>
#include <cstring>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

using i128 = __int128;
using u128 = unsigned __int128;

std::string hex(u128 v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "0x%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v);
  return buf;
}

u128 join(const std::vector<unsigned long long>& w, size_t at) { return ((u128)w[at + 1] << 64) | w[at]; }

// Random 128-bit values of every magnitude, plus the edges.
std::vector<u128> int128_inputs(int n) {
  std::uniform_int_distribution<unsigned long long> bits;
  std::uniform_int_distribution<int> shift(0, 127);
  std::vector<u128> v;
  const u128 one = 1;
  for (u128 e : {u128(0), one, ~u128(0), one << 127, (one << 127) - 1, one << 64, (one << 64) - 1, (one << 24) + 1,
                 (one << 53) + 1, (one << 54) + 2, (one << 100) + (one << 76), u128(-(i128(1) << 90)), u128(-i128(3))})
    v.push_back(e);
  while ((int)v.size() < n) v.push_back((((u128)bits(rng()) << 64) | bits(rng())) >> shift(rng()));
  return v;
}

// Floating-point values whose truncation fits the target: |x| < 2^127 signed, [0, 2^128) unsigned.
template <class T>
std::vector<T> fp_inputs(int n, bool is_unsigned) {
  std::uniform_real_distribution<double> mant(0.5, 1.0);
  std::uniform_int_distribution<int> exp(-8, is_unsigned ? 128 : 127);
  std::vector<T> v = {T(0), T(-0.0), T(0.75), T(1), T(16777217.0), T(9007199254740993.0), T(std::ldexp(1.0, 64)),
                      T(std::ldexp(1.0, 100) + std::ldexp(1.0, 80))};
  if (!is_unsigned) v.insert(v.end(), {T(-1.5), T(-std::ldexp(1.0, 126)), T(-std::ldexp(0.75, 127))});
  while ((int)v.size() < n) {
    T x = T(std::ldexp(mant(rng()), exp(rng())));
    if (!is_unsigned && (v.size() & 1)) x = -x;
    v.push_back(x);
  }
  return v;
}

}  // namespace

void run_int128_tests(Harness& h, const Env& env) {
  if (!has_construct(h, env, "int128")) return;
  Module m = load_construct(env, "int128");

  h.run("int128.from_fp", [&] {
    const int n = 2000 + 17;
    auto fs = fp_inputs<float>(n, false), fu = fp_inputs<float>(n, true);
    auto ds = fp_inputs<double>(n, false), du = fp_inputs<double>(n, true);
    std::vector<float> f(2 * n);
    std::vector<double> d(2 * n);
    for (int i = 0; i < n; ++i) f[2 * i] = fs[i], f[2 * i + 1] = fu[i], d[2 * i] = ds[i], d[2 * i + 1] = du[i];
    DeviceBuffer<float> df(env.context, f);
    DeviceBuffer<double> dd(env.context, d);
    auto out = poisoned<unsigned long long>(env.context, 8 * n);
    m.kernel("int128_from_fp").launch(LaunchConfig(blocks_for(n, 128), 128), df, dd, out, n);
    auto got = out.download();
    for (int i = 0; i < n; ++i) {
      u128 want[4] = {u128((i128)fs[i]), (u128)fu[i], u128((i128)ds[i]), (u128)du[i]};
      const char* what[4] = {"(__int128)float", "(unsigned __int128)float", "(__int128)double",
                             "(unsigned __int128)double"};
      double from[4] = {fs[i], fu[i], ds[i], du[i]};
      for (int k = 0; k < 4; ++k)
        if (join(got, 8 * i + 2 * k) != want[k])
          throw Failure(std::string(what[k]) + " of " + std::to_string(from[k]) + " is " + hex(join(got, 8 * i + 2 * k)) +
                        ", expected " + hex(want[k]));
    }
  });

  h.run("int128.to_fp", [&] {
    const int n = 2000 + 29;
    auto v = int128_inputs(n);
    std::vector<unsigned long long> q(2 * n);
    for (int i = 0; i < n; ++i) q[2 * i] = (unsigned long long)v[i], q[2 * i + 1] = (unsigned long long)(v[i] >> 64);
    DeviceBuffer<unsigned long long> dq(env.context, q);
    auto f = poisoned<float>(env.context, 2 * n);
    auto d = poisoned<double>(env.context, 2 * n);
    m.kernel("fp_from_int128").launch(LaunchConfig(blocks_for(n, 128), 128), dq, f, d, n);
    auto gf = f.download();
    auto gd = d.download();
    for (int i = 0; i < n; ++i) {
      float wf[2] = {(float)(i128)v[i], (float)v[i]};
      double wd[2] = {(double)(i128)v[i], (double)v[i]};
      for (int k = 0; k < 2; ++k) {
        const char* kind = k ? "unsigned __int128" : "__int128";
        if (std::memcmp(&gf[2 * i + k], &wf[k], 4))
          throw Failure(std::string("(float)(") + kind + ")" + hex(v[i]) + " is " + std::to_string(gf[2 * i + k]) +
                        ", expected " + std::to_string(wf[k]));
        if (std::memcmp(&gd[2 * i + k], &wd[k], 8))
          throw Failure(std::string("(double)(") + kind + ")" + hex(v[i]) + " is " + std::to_string(gd[2 * i + k]) +
                        ", expected " + std::to_string(wd[k]));
      }
    }
  });

  h.run("int128.fixed_point", [&] {
    const int n = 1000 + 3;
    std::uniform_real_distribution<double> u(-1e6, 1e6);
    std::vector<double> x(n);
    for (double& v : x) v = u(rng());
    DeviceBuffer<double> dx(env.context, x);
    auto out = poisoned<unsigned long long>(env.context, 3 * n);
    m.kernel("int128_fixed_point").launch(LaunchConfig(blocks_for(n, 128), 128), dx, out, n);
    auto got = out.download();
    for (int i = 0; i < n; ++i) {
      i128 acc = 0;
      for (int k = 0; k < 4; ++k) acc += (i128)(x[i] * 1e18) * (k + 1);
      double back = (double)acc / 1e18;
      unsigned long long back_bits;
      std::memcpy(&back_bits, &back, 8);
      if (join(got, 3 * i) != (u128)acc || got[3 * i + 2] != back_bits)
        throw Failure("fixed point of " + std::to_string(x[i]) + ": " + hex(join(got, 3 * i)) + ", expected " +
                      hex((u128)acc));
    }
  });
}

}  // namespace kiln::e2e
