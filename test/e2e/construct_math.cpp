// __sinf/__cosf measure up to about 2^-21.2 on [-pi, pi] with nvcc and kilnc alike (the guide
// says 2^-21.41), so they are checked against 2^-21.
// The math construct kernels (constructs/math.cu) against the CPU: every result within the ulp
// bound CUDA documents for the function (CUDA C++ Programming Guide, "Mathematical Functions"
// and "Intrinsic Functions"), NaN where the CPU gives NaN, infinities where it gives infinities.
#include <cfloat>
#include <cmath>
#include <cstring>
#include <sstream>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

using LD = long double;
using Ref = LD (*)(LD, LD, LD);

enum class Dist { uniform, log2pos };  // uniform in [lo, hi], or 2^u with u in [lo, hi]

struct MathCase {
  const char* kernel;
  int arity;
  Dist dist;
  double lo, hi;
  double ulps;            // max ulp error; 0 means the correctly rounded result exactly
  Ref ref;
  double abs_err = 0;     // if > 0, an absolute error bound (the fast intrinsics on their ranges)
  double ulps_per_x = 0;  // __expf: 2 + floor(|1.16 x|) ulps
  bool specials = true;   // also run NaN, +-inf, +-0, +-1
  double ylo = 0, yhi = 0;
};

template <class T>
double ulp_of(LD r) {
  int e;
  std::frexp((double)r, &e);
  int min_exp = std::numeric_limits<T>::min_exponent;  // 1 + the smallest normal exponent
  int digits = std::numeric_limits<T>::digits;
  return std::ldexp(1.0, std::max(e, min_exp) - digits);
}

template <class T>
std::string show(T v) {
  std::ostringstream s;
  s.precision(std::numeric_limits<T>::max_digits10);
  s << v;
  return s.str();
}

template <class T>
void run_math_case(const Env& env, const Module& m, const MathCase& c) {
  std::vector<T> x, y, z;
  auto& g = rng();
  std::uniform_real_distribution<double> u(c.lo, c.hi);
  std::uniform_real_distribution<double> uy(c.ylo, c.yhi), uz(-10, 10);
  const int n = 4000 + 37;
  for (int i = 0; i < n; ++i) {
    double v = u(g);
    if (c.dist == Dist::log2pos) v = std::exp2(v);
    x.push_back((T)v);
    y.push_back((T)(c.ylo != c.yhi ? uy(g) : 1.0));
    z.push_back((T)uz(g));
  }
  if (c.specials) {
    const T inf = std::numeric_limits<T>::infinity(), nan = std::numeric_limits<T>::quiet_NaN();
    for (T s : {nan, inf, -inf, T(0), T(-0.0), T(1), T(-1), T(0.5)}) {
      x.push_back(s);
      y.push_back(c.arity >= 2 ? T(2) : T(1));
      z.push_back(T(1));
    }
    if (c.arity >= 2)
      for (T s : {nan, inf, T(-0.0)}) {
        x.push_back(T(1.5));
        y.push_back(s);
        z.push_back(T(1));
      }
  }
  int count = (int)x.size();
  DeviceBuffer<T> dx(env.context, x), dy(env.context, y), dz(env.context, z);
  auto dout = poisoned<T>(env.context, count);
  m.kernel(c.kernel).launch(LaunchConfig(blocks_for(count, 128), 128), dx, dy, dz, dout, count);
  std::vector<T> got = dout.download();
  double worst = 0;
  for (int i = 0; i < count; ++i) {
    LD r = c.ref(x[i], y[i], z[i]);
    T g1 = got[i];
    auto fail = [&](const std::string& why) {
      throw Failure(std::string(c.kernel) + "(" + show(x[i]) + (c.arity > 1 ? ", " + show(y[i]) : "") +
                    (c.arity > 2 ? ", " + show(z[i]) : "") + ") = " + show(g1) + ", CPU " + show((T)r) + ": " + why);
    };
    if (std::isnan(r)) {
      if (!std::isnan(g1)) fail("expected NaN");
      continue;
    }
    if (std::isnan(g1)) fail("NaN");
    if (std::isinf(r) || std::isinf((T)r)) {
      if (g1 != (T)r) fail("expected an infinity");
      continue;
    }
    if (c.ulps == 0 && c.abs_err == 0) {
      if (g1 != (T)r) fail("not the correctly rounded result");
      continue;
    }
    double err = (double)std::fabs((LD)g1 - r);
    if (c.abs_err > 0) {
      if (err > c.abs_err) fail("absolute error " + show(err) + " > " + show(c.abs_err));
      continue;
    }
    double bound = c.ulps + (c.ulps_per_x > 0 ? std::floor(std::fabs(c.ulps_per_x * (double)x[i])) : 0.0);
    // CUDA's ulp error: the distance from the correctly rounded result, in its ulps.
    double ulps = (double)std::fabs((LD)g1 - (LD)(T)r) / ulp_of<T>((T)r);
    worst = std::max(worst, ulps);
    if (ulps > bound + 1e-6) fail(show(ulps) + " ulp > " + show(bound));
  }
}

LD saturate(LD x, LD, LD) { return std::isnan(x) ? 0 : x < 0 ? 0 : x > 1 ? 1 : x; }

}  // namespace

void run_math_tests(Harness& h, const Env& env) {
#define R1(f) [](LD x, LD, LD) -> LD { return f(x); }
#define R2(f) [](LD x, LD y, LD) -> LD { return f(x, y); }
#define F0(f) [](LD x, LD y, LD z) -> LD { (void)y; (void)z; return f; }
  const double pi = 3.14159265358979;
  std::vector<MathCase> floats = {
      {"f_expf", 1, Dist::uniform, -80, 80, 2, R1(expl)},
      {"f_exp2f", 1, Dist::uniform, -120, 120, 2, R1(exp2l)},
      {"f_exp10f", 1, Dist::uniform, -35, 35, 2, [](LD x, LD, LD) -> LD { return powl(10.0L, x); }},
      {"f_expm1f", 1, Dist::uniform, -80, 80, 1, R1(expm1l)},
      {"f_logf", 1, Dist::log2pos, -120, 120, 1, R1(logl)},
      {"f_log2f", 1, Dist::log2pos, -120, 120, 1, R1(log2l)},
      {"f_log10f", 1, Dist::log2pos, -120, 120, 2, R1(log10l)},
      {"f_log1pf", 1, Dist::uniform, -0.99, 100, 1, R1(log1pl)},
      {"f_sqrtf", 1, Dist::log2pos, -140, 120, 0, F0((LD)sqrtf((float)x))},
      {"f_rsqrtf", 1, Dist::log2pos, -120, 120, 2, [](LD x, LD, LD) -> LD { return 1.0L / sqrtl(x); }},
      {"f_cbrtf", 1, Dist::uniform, -1e6, 1e6, 1, R1(cbrtl)},
      {"f_sinf", 1, Dist::uniform, -100, 100, 2, R1(sinl)},
      {"f_cosf", 1, Dist::uniform, -100, 100, 2, R1(cosl)},
      {"f_tanf", 1, Dist::uniform, -10, 10, 4, R1(tanl)},
      {"f_asinf", 1, Dist::uniform, -1, 1, 2, R1(asinl)},
      {"f_acosf", 1, Dist::uniform, -1, 1, 2, R1(acosl)},
      {"f_atanf", 1, Dist::uniform, -1e4, 1e4, 2, R1(atanl)},
      {"f_sinhf", 1, Dist::uniform, -80, 80, 3, R1(sinhl)},
      {"f_coshf", 1, Dist::uniform, -80, 80, 2, R1(coshl)},
      {"f_tanhf", 1, Dist::uniform, -10, 10, 2, R1(tanhl)},
      {"f_asinhf", 1, Dist::uniform, -1e4, 1e4, 3, R1(asinhl)},
      {"f_acoshf", 1, Dist::uniform, 1, 1e4, 4, R1(acoshl)},
      {"f_atanhf", 1, Dist::uniform, -0.999, 0.999, 3, R1(atanhl)},
      {"f_erff", 1, Dist::uniform, -5, 5, 2, R1(erfl)},
      {"f_erfcf", 1, Dist::uniform, -3, 9, 4, R1(erfcl)},
      {"f_lgammaf", 1, Dist::uniform, 0.01, 50, 6, R1(lgammal), 0, 0, false},
      {"f_tgammaf", 1, Dist::uniform, 0.1, 30, 5, R1(tgammal), 0, 0, false},
      {"f_fabsf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)fabsf((float)x))},
      {"f_floorf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)floorf((float)x))},
      {"f_ceilf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)ceilf((float)x))},
      {"f_roundf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)roundf((float)x))},
      {"f_truncf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)truncf((float)x))},
      {"f_rintf", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)rintf((float)x))},
      {"f_powf", 2, Dist::uniform, 0.01, 10, 4, R2(powl), 0, 0, true, -15, 15},
      {"f_atan2f", 2, Dist::uniform, -10, 10, 3, R2(atan2l), 0, 0, true, -10, 10},
      {"f_fmodf", 2, Dist::uniform, -100, 100, 0, F0((LD)fmodf((float)x, (float)y)), 0, 0, true, 0.1, 10},
      {"f_hypotf", 2, Dist::uniform, -1e3, 1e3, 3, R2(hypotl), 0, 0, true, -1e3, 1e3},
      {"f_fminf", 2, Dist::uniform, -10, 10, 0, F0((LD)fminf((float)x, (float)y)), 0, 0, true, -10, 10},
      {"f_fmaxf", 2, Dist::uniform, -10, 10, 0, F0((LD)fmaxf((float)x, (float)y)), 0, 0, true, -10, 10},
      {"f_copysignf", 2, Dist::uniform, -10, 10, 0, F0((LD)copysignf((float)x, (float)y)), 0, 0, true, -10, 10},
      {"f_fdimf", 2, Dist::uniform, -10, 10, 0, F0((LD)fdimf((float)x, (float)y)), 0, 0, true, -10, 10},
      {"f_fmaf", 3, Dist::uniform, -10, 10, 0, F0((LD)fmaf((float)x, (float)y, (float)z)), 0, 0, true, -10, 10},
      {"f_ldexpf", 2, Dist::uniform, -10, 10, 0, F0((LD)ldexpf((float)x, (int)y)), 0, 0, false, -20, 20},
      {"f_div", 2, Dist::uniform, -10, 10, 0, F0((LD)((float)x / (float)y)), 0, 0, true, -10, 10},
      // Intrinsics.
      {"f___expf", 1, Dist::uniform, -20, 20, 2, R1(expl), 0, 1.16, false},
      {"f___logf", 1, Dist::uniform, 0.5, 2, 0, R1(logl), std::ldexp(1.0, -21) * 0.75 /* 2^-21.41 */, 0, false},
      {"f___log2f", 1, Dist::uniform, 0.5, 2, 0, R1(log2l), std::ldexp(1.0, -22), 0, false},
      {"f___sinf", 1, Dist::uniform, -pi, pi, 0, R1(sinl), std::ldexp(1.0, -21), 0, false},
      {"f___cosf", 1, Dist::uniform, -pi, pi, 0, R1(cosl), std::ldexp(1.0, -21), 0, false},
      {"f___fdividef", 2, Dist::uniform, -100, 100, 2, [](LD x, LD y, LD) -> LD { return x / y; }, 0, 0, false, 0.01, 100},
      {"f___saturatef", 1, Dist::uniform, -2, 2, 0, saturate},
      {"f___fmaf_rn", 3, Dist::uniform, -10, 10, 0, F0((LD)fmaf((float)x, (float)y, (float)z)), 0, 0, true, -10, 10},
      {"f___fsqrt_rn", 1, Dist::log2pos, -140, 120, 0, F0((LD)sqrtf((float)x))},
      {"f___fdiv_rn", 2, Dist::uniform, -10, 10, 0, F0((LD)((float)x / (float)y)), 0, 0, true, -10, 10},
  };
  std::vector<MathCase> doubles = {
      {"d_exp", 1, Dist::uniform, -700, 700, 1, R1(expl)},
      {"d_exp2", 1, Dist::uniform, -1000, 1000, 1, R1(exp2l)},
      {"d_expm1", 1, Dist::uniform, -700, 700, 1, R1(expm1l)},
      {"d_log", 1, Dist::log2pos, -1000, 1000, 1, R1(logl)},
      {"d_log2", 1, Dist::log2pos, -1000, 1000, 1, R1(log2l)},
      {"d_log10", 1, Dist::log2pos, -1000, 1000, 1, R1(log10l)},
      {"d_log1p", 1, Dist::uniform, -0.99, 100, 1, R1(log1pl)},
      {"d_sqrt", 1, Dist::log2pos, -1000, 1000, 0, F0((LD)std::sqrt((double)x))},
      {"d_rsqrt", 1, Dist::log2pos, -1000, 1000, 1, [](LD x, LD, LD) -> LD { return 1.0L / sqrtl(x); }},
      {"d_cbrt", 1, Dist::uniform, -1e9, 1e9, 1, R1(cbrtl)},
      {"d_sin", 1, Dist::uniform, -100, 100, 2, R1(sinl)},
      {"d_cos", 1, Dist::uniform, -100, 100, 2, R1(cosl)},
      {"d_tan", 1, Dist::uniform, -10, 10, 2, R1(tanl)},
      {"d_asin", 1, Dist::uniform, -1, 1, 2, R1(asinl)},
      {"d_acos", 1, Dist::uniform, -1, 1, 2, R1(acosl)},
      {"d_atan", 1, Dist::uniform, -1e4, 1e4, 2, R1(atanl)},
      {"d_sinh", 1, Dist::uniform, -700, 700, 2, R1(sinhl)},
      {"d_cosh", 1, Dist::uniform, -700, 700, 1, R1(coshl)},
      {"d_tanh", 1, Dist::uniform, -20, 20, 1, R1(tanhl)},
      {"d_erf", 1, Dist::uniform, -6, 6, 2, R1(erfl)},
      {"d_fabs", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)std::fabs((double)x))},
      {"d_floor", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)std::floor((double)x))},
      {"d_ceil", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)std::ceil((double)x))},
      {"d_round", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)std::round((double)x))},
      {"d_trunc", 1, Dist::uniform, -1e3, 1e3, 0, F0((LD)std::trunc((double)x))},
      {"d_pow", 2, Dist::uniform, 0.01, 10, 2, R2(powl), 0, 0, true, -100, 100},
      {"d_atan2", 2, Dist::uniform, -10, 10, 2, R2(atan2l), 0, 0, true, -10, 10},
      {"d_fmod", 2, Dist::uniform, -100, 100, 0, F0((LD)std::fmod((double)x, (double)y)), 0, 0, true, 0.1, 10},
      {"d_hypot", 2, Dist::uniform, -1e3, 1e3, 2, R2(hypotl), 0, 0, true, -1e3, 1e3},
      {"d_fmin", 2, Dist::uniform, -10, 10, 0, F0((LD)std::fmin((double)x, (double)y)), 0, 0, true, -10, 10},
      {"d_fmax", 2, Dist::uniform, -10, 10, 0, F0((LD)std::fmax((double)x, (double)y)), 0, 0, true, -10, 10},
      {"d_fma", 3, Dist::uniform, -10, 10, 0, F0((LD)std::fma((double)x, (double)y, (double)z)), 0, 0, true, -10, 10},
      {"d_div", 2, Dist::uniform, -10, 10, 0, F0((LD)((double)x / (double)y)), 0, 0, true, -10, 10},
  };
#undef R1
#undef R2
#undef F0
  if (!has_construct(h, env, "math")) return;
  Module m = load_construct(env, "math");
  for (const MathCase& c : floats) h.run(std::string("math.") + c.kernel, [&] { run_math_case<float>(env, m, c); });
  for (const MathCase& c : doubles) h.run(std::string("math.") + c.kernel, [&] { run_math_case<double>(env, m, c); });
  h.run("math.overloads", [&] {
    std::vector<float> x = {0.f, -1.5f, 2.25f, 3.f, -0.f, 1e-3f, 10.f, -7.5f};
    x.push_back(std::numeric_limits<float>::quiet_NaN());
    x.push_back(std::numeric_limits<float>::infinity());
    int n = (int)x.size();
    DeviceBuffer<float> dx(env.context, x);
    auto out = poisoned<float>(env.context, 8 * n);
    m.kernel("overloads").launch(LaunchConfig(1, 32), dx, out, n);
    auto got = out.download();
    for (int i = 0; i < n; ++i) {
      float v = x[i];
      for (int k = 0; k < 5; ++k) {
        float d = got[8 * i + k];
        expect(d == 0.f || (std::isnan(d) && (std::isnan(v) || std::isinf(v))),
               "overloads: x=" + show(v) + " output " + std::to_string(k) + " differs from the f-suffixed call by " + show(d));
      }
      float cls = float(std::isnan(v) + 2 * std::isinf(v) + 4 * std::isfinite(v));
      expect(got[8 * i + 5] == cls, "isnan/isinf/isfinite of " + show(v));
      expect(got[8 * i + 6] == 44.f, "sin(float)/std::log(float) are not float: " + show(got[8 * i + 6]));
      float mm = std::isnan(v) ? got[8 * i + 7] : std::min(v, 1.0f) + std::max(v, -1.0f);
      expect(std::isnan(v) || got[8 * i + 7] == mm, "min/max(float) of " + show(v));
    }
  });
}

}  // namespace kiln::e2e
