// The WMMA and async-copy construct kernels (constructs/wmma_pipeline.cu) against CPU matrix
// products: every input is a small integer, so each product is exact in every type and the
// comparisons are exact. The same checks run on nvcc's PTX (the toolkit's <mma.h> and
// <cuda_pipeline.h>) and on kilnc's (Kiln's).
#include <cstring>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

// IEEE half / bfloat16 bits of small integers (exact, no rounding needed) and back.
uint16_t half_bits(float f) {
  if (f == 0) return 0;
  uint32_t u;
  std::memcpy(&u, &f, 4);
  uint32_t sign = (u >> 16) & 0x8000u;
  int exp = int((u >> 23) & 0xff) - 127 + 15;
  return uint16_t(sign | (uint32_t(exp) << 10) | ((u >> 13) & 0x3ffu));
}
float half_value(uint16_t h) {
  if ((h & 0x7fffu) == 0) return 0.0f;
  uint32_t sign = uint32_t(h & 0x8000u) << 16;
  uint32_t exp = ((h >> 10) & 0x1fu) - 15 + 127;
  uint32_t u = sign | (exp << 23) | (uint32_t(h & 0x3ffu) << 13);
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint16_t bf16_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return uint16_t(u >> 16);
}

std::vector<int> small_ints(size_t n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<int> v(n);
  for (int& x : v) x = d(rng());
  return v;
}
template <class T, class F>
std::vector<T> map(const std::vector<int>& v, F f) {
  std::vector<T> out;
  for (int x : v) out.push_back(f(x));
  return out;
}

// Element (i, j) of a matrix stored row- or column-major with leading dimension ld.
inline size_t at(bool row_major, int i, int j, int ld) { return row_major ? size_t(i) * ld + j : size_t(j) * ld + i; }

// sum_k A(i, k) B(k, j) over integer matrices given as accessors.
template <class A, class B>
long long dot(int i, int j, int K, A a, B b) {
  long long s = 0;
  for (int k = 0; k < K; ++k) s += (long long)a(i, k) * b(k, j);
  return s;
}

template <class T, class U>
void check_exact(const std::vector<T>& got, const std::vector<U>& want, const std::string& what) {
  expect(got.size() == want.size(), what + ": size differs");
  for (size_t i = 0; i < got.size(); ++i)
    if (!(double(got[i]) == double(want[i])))
      throw Failure(what + ": element " + std::to_string(i) + " is " + std::to_string(double(got[i])) +
                    ", expected " + std::to_string(double(want[i])));
}

}  // namespace

void run_wmma_tests(Harness& h, const Env& env) {
  if (!has_construct(h, env, "wmma_pipeline")) return;
  Module m = load_construct(env, "wmma_pipeline");
  const bool ampere = env.device.arch() >= std::string("sm_80");

  h.run("wmma.f16_f32_shared_and_global", [&] {
    auto a = small_ints(256, -3, 3), b = small_ints(256, -3, 3), c = small_ints(256, -20, 20);
    DeviceBuffer<kiln::half> da(env.context, map<kiln::half>(a, [](int x) { return kiln::half{half_bits(float(x))}; }));
    DeviceBuffer<kiln::half> db(env.context, map<kiln::half>(b, [](int x) { return kiln::half{half_bits(float(x))}; }));
    DeviceBuffer<float> dc(env.context, map<float>(c, [](int x) { return float(x); }));
    auto dd = poisoned<float>(env.context, 256);
    m.kernel("wmma_f16_f32").launch(LaunchConfig(1, 32), da, db, dc, dd);
    std::vector<float> want(256);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) {
        long long s = dot(i, j, 16, [&](int r, int k) { return a[at(true, r, k, 16)]; },
                          [&](int k, int col) { return b[at(false, k, col, 16)]; });
        want[at(false, i, j, 16)] = float(2 * (s + c[at(true, i, j, 16)]));
      }
    check_exact(dd.download(), want, "wmma_f16_f32");
  });

  h.run("wmma.f16_m32n8k16_m8n32k16", [&] {
    auto a = small_ints(512, -2, 2), b = small_ints(512, -2, 2), c = small_ints(256, -10, 10);
    DeviceBuffer<kiln::half> da(env.context, map<kiln::half>(a, [](int x) { return kiln::half{half_bits(float(x))}; }));
    DeviceBuffer<kiln::half> db(env.context, map<kiln::half>(b, [](int x) { return kiln::half{half_bits(float(x))}; }));
    DeviceBuffer<kiln::half> dc(env.context, map<kiln::half>(c, [](int x) { return kiln::half{half_bits(float(x))}; }));
    auto d1 = poisoned<kiln::half>(env.context, 256), d2 = poisoned<kiln::half>(env.context, 256);
    m.kernel("wmma_f16_shapes").launch(LaunchConfig(1, 32), da, db, dc, d1, d2);
    std::vector<float> w1(256), w2(256), g1, g2;
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 8; ++j)
        w1[at(false, i, j, 32)] = float(dot(i, j, 16, [&](int r, int k) { return a[at(false, r, k, 32)]; },
                                            [&](int k, int col) { return b[at(true, k, col, 8)]; }) +
                                        c[at(false, i, j, 32)]);
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 32; ++j)
        w2[at(false, i, j, 8)] = float(dot(i, j, 16, [&](int r, int k) { return a[at(true, r, k, 16)]; },
                                           [&](int k, int col) { return b[at(false, k, col, 16)]; }) +
                                       c[at(false, i, j, 8)]);
    for (kiln::half x : d1.download()) g1.push_back(half_value(x.bits));
    for (kiln::half x : d2.download()) g2.push_back(half_value(x.bits));
    check_exact(g1, w1, "wmma m32n8k16 half");
    check_exact(g2, w2, "wmma m8n32k16 half -> float -> half");
  });

  h.run("wmma.int8_satf_u8", [&] {
    auto a = small_ints(256, -128, 127), b = small_ints(256, -128, 127), c = small_ints(256, -1000, 1000);
    // Rows 0 and 1 of C sit at the ends of int's range: the saturating product clamps there.
    for (int j = 0; j < 16; ++j) c[j] = 2147483647 - 1000, c[16 + j] = -2147483647 + 1000;
    auto ua = small_ints(512, 0, 255), ub = small_ints(128, 0, 255);
    DeviceBuffer<int8_t> da(env.context, map<int8_t>(a, [](int x) { return int8_t(x); }));
    DeviceBuffer<int8_t> db(env.context, map<int8_t>(b, [](int x) { return int8_t(x); }));
    DeviceBuffer<int> dc(env.context, c);
    DeviceBuffer<uint8_t> dua(env.context, map<uint8_t>(ua, [](int x) { return uint8_t(x); }));
    DeviceBuffer<uint8_t> dub(env.context, map<uint8_t>(ub, [](int x) { return uint8_t(x); }));
    auto wrap = poisoned<int>(env.context, 256), sat = poisoned<int>(env.context, 256), u8 = poisoned<int>(env.context, 256);
    m.kernel("wmma_int8").launch(LaunchConfig(1, 32), da, db, dc, dua, dub, wrap, sat, u8);
    std::vector<int> want_wrap(256), want_sat(256), want_u8(256);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) {
        long long s = dot(i, j, 16, [&](int r, int k) { return a[at(true, r, k, 16)]; },
                          [&](int k, int col) { return b[at(false, k, col, 16)]; }) +
                      c[at(true, i, j, 16)];
        want_wrap[i * 16 + j] = int(uint32_t(uint64_t(s)));
        want_sat[i * 16 + j] = int(std::min<long long>(std::max<long long>(s, -2147483648LL), 2147483647LL));
      }
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 8; ++j)
        want_u8[i * 8 + j] = int(dot(i, j, 16, [&](int r, int k) { return ua[at(true, r, k, 16)]; },
                                     [&](int k, int col) { return ub[at(false, k, col, 16)]; }));
    check_exact(wrap.download(), want_wrap, "wmma s8 m16n16k16");
    check_exact(sat.download(), want_sat, "wmma s8 m16n16k16 satf");
    check_exact(u8.download(), want_u8, "wmma u8 m32n8k16");
  });

  if (ampere) {
    h.run("wmma.bf16_shapes", [&] {
      auto a = small_ints(512, -4, 4), b = small_ints(512, -4, 4);
      DeviceBuffer<kiln::bfloat16> da(env.context, map<kiln::bfloat16>(a, [](int x) { return kiln::bfloat16{bf16_bits(float(x))}; }));
      DeviceBuffer<kiln::bfloat16> db(env.context, map<kiln::bfloat16>(b, [](int x) { return kiln::bfloat16{bf16_bits(float(x))}; }));
      const int shapes[3][3] = {{16, 16, 16}, {32, 8, 16}, {8, 32, 16}};
      for (int s = 0; s < 3; ++s) {
        int M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
        auto dd = poisoned<float>(env.context, 256);
        m.kernel("wmma_bf16").launch(LaunchConfig(1, 32), da, db, dd, s);
        std::vector<float> want(256);
        for (int i = 0; i < M; ++i)
          for (int j = 0; j < N; ++j)
            want[i * N + j] = float(dot(i, j, K, [&](int r, int k) { return a[at(true, r, k, K)]; },
                                        [&](int k, int col) { return b[at(false, k, col, K)]; }));
        check_exact(dd.download(), want, "wmma bf16 shape " + std::to_string(s));
      }
    });

    h.run("wmma.tf32", [&] {
      auto a = small_ints(128, -8, 8), b = small_ints(128, -8, 8);
      DeviceBuffer<float> da(env.context, map<float>(a, [](int x) { return float(x); }));
      DeviceBuffer<float> db(env.context, map<float>(b, [](int x) { return float(x); }));
      auto dd = poisoned<float>(env.context, 256);
      m.kernel("wmma_tf32").launch(LaunchConfig(1, 32), da, db, dd);
      std::vector<float> want(256);
      for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j)
          want[i * 16 + j] = float(dot(i, j, 8, [&](int r, int k) { return a[at(true, r, k, 8)]; },
                                       [&](int k, int col) { return b[at(false, k, col, 8)]; }) + 1);
      check_exact(dd.download(), want, "wmma tf32");
    });

    h.run("wmma.f64", [&] {
      auto a = small_ints(32, -50, 50), b = small_ints(32, -50, 50), c = small_ints(64, -1000, 1000);
      DeviceBuffer<double> da(env.context, map<double>(a, [](int x) { return double(x); }));
      DeviceBuffer<double> db(env.context, map<double>(b, [](int x) { return double(x); }));
      DeviceBuffer<double> dc(env.context, map<double>(c, [](int x) { return double(x); }));
      auto dd = poisoned<double>(env.context, 64);
      m.kernel("wmma_f64").launch(LaunchConfig(1, 32), da, db, dc, dd);
      std::vector<double> want(64);
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
          want[i * 8 + j] = double(dot(i, j, 4, [&](int r, int k) { return a[at(false, r, k, 8)]; },
                                       [&](int k, int col) { return b[at(true, k, col, 8)]; }) + c[i * 8 + j]);
      check_exact(dd.download(), want, "wmma f64");
    });

    for (int zfill : {0, 4, 12}) {
      h.run("pipeline.memcpy_async_zfill_" + std::to_string(zfill), [&, zfill] {
        auto in = small_ints(448, -100000, 100000);
        DeviceBuffer<int> din(env.context, in);
        auto out = poisoned<int>(env.context, 448);
        m.kernel("pipeline_copies").launch(LaunchConfig(1, 64), din, out, zfill);
        std::vector<int> want(448);
        int zf8 = zfill > 8 ? 8 : zfill;
        for (int t = 0; t < 64; ++t) {
          int r = 63 - t;
          for (int j = 0; j < 4; ++j) want[4 * t + j] = j < 4 - zfill / 4 ? in[4 * r + j] : 0;
          for (int j = 0; j < 2; ++j) want[256 + 2 * t + j] = j < 2 - zf8 / 4 ? in[256 + 2 * r + j] : 0;
          want[384 + t] = in[384 + r];
        }
        check_exact(out.download(), want, "pipeline_copies zfill " + std::to_string(zfill));
      });
    }
  }
}

}  // namespace kiln::e2e
