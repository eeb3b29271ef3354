// The construct kernels (constructs/*.cu) on the GPU against CPU references: types and struct
// layout, control flow, warp collectives, atomics under contention, intrinsics, memory spaces and
// barriers, templates and lambdas, and the Kiln spelling. Math lives in construct_math.cpp.
#include <algorithm>
#include <cstring>
#include <map>
#include <set>

#include "constructs/logic.hpp"
#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

std::vector<int> random_ints(size_t n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<int> v(n);
  for (int& x : v) x = d(rng());
  return v;
}

template <class T>
void check_eq(const std::vector<T>& got, const std::vector<T>& want, const std::string& what) {
  expect(got.size() == want.size(), what + ": size differs");
  for (size_t i = 0; i < got.size(); ++i)
    if (!(got[i] == want[i]))
      throw Failure(what + ": element " + std::to_string(i) + " is " + std::to_string((long long)got[i]) + ", expected " +
                    std::to_string((long long)want[i]));
}

// float <-> f16 / bf16 bits, round to nearest even.
uint16_t to_half(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  float a = std::fabs(f);
  if (std::isnan(f)) return uint16_t(sign | 0x7e00u);
  if (a >= 65520.f) return uint16_t(sign | 0x7c00u);
  if (a < std::ldexp(1.f, -14)) {  // subnormal: multiples of 2^-24
    float q = std::nearbyint(a * std::ldexp(1.f, 24));
    return uint16_t(sign | (uint32_t)q);
  }
  int e;
  std::frexp(a, &e);  // a = m 2^e, m in [0.5, 1)
  float scaled = std::nearbyint(std::ldexp(a, 11 - e));  // 11 significant bits
  uint32_t mant = (uint32_t)scaled;
  if (mant == 2048) { mant = 1024; ++e; }
  uint32_t exp = (uint32_t)(e - 1 + 15);
  if (exp >= 31) return uint16_t(sign | 0x7c00u);
  return uint16_t(sign | (exp << 10) | (mant & 0x3ffu));
}
float from_half(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  float v = exp == 0 ? std::ldexp((float)mant, -24) : exp == 31 ? (mant ? NAN : INFINITY) : std::ldexp(float(mant | 0x400), exp - 25);
  return (h & 0x8000) ? -v : v;
}
uint16_t to_bf16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if (std::isnan(f)) return uint16_t((x >> 16) | 0x40);
  x += 0x7fffu + ((x >> 16) & 1u);
  return uint16_t(x >> 16);
}
float from_bf16(uint16_t b) {
  uint32_t x = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

template <class T>
void test_ints(const Env& env, const Module& m, const char* kernel) {
  const int n = 1000 + 13;
  std::vector<T> a(n), b(n);
  std::uniform_int_distribution<long long> d(std::numeric_limits<T>::min() / 2, std::numeric_limits<T>::max() / 2);
  for (int i = 0; i < n; ++i) {
    a[i] = T(d(rng()));
    b[i] = T(d(rng()) >> (i % 5 * 3));
    if (i < 8) a[i] = i < 4 ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
    if (std::is_signed_v<T> && b[i] == T(-1)) b[i] = 3;
  }
  DeviceBuffer<T> da(env.context, a), db(env.context, b);
  auto out = poisoned<T>(env.context, 8 * n);
  m.kernel(kernel).launch(LaunchConfig(blocks_for(n, 128), 128), da, db, out, n);
  std::vector<T> want(8 * n);
  for (int i = 0; i < n; ++i) logic::int_ops<T>(a[i], b[i], &want[8 * i]);
  check_eq(out.download(), want, kernel);
}

struct Inner {
  short s;
  double d;
};
struct Base {
  char tag;
};
struct Params : Base {
  int8_t small;
  long long big;
  float f;
  Inner in;
  int arr[3];
  bool flag;
  unsigned short tail;
};
struct alignas(16) Aligned {
  float v[3];
  int k;
};
struct Particle {
  float x, y;
  int id;
  double mass;
};

void test_types(Harness& h, const Env& env) {
  if (!has_construct(h, env, "types_structs")) return;
  Module m = load_construct(env, "types_structs");
  h.run("types.ints_i8", [&] { test_ints<int8_t>(env, m, "ints_i8"); });
  h.run("types.ints_u8", [&] { test_ints<uint8_t>(env, m, "ints_u8"); });
  h.run("types.ints_i16", [&] { test_ints<int16_t>(env, m, "ints_i16"); });
  h.run("types.ints_u16", [&] { test_ints<uint16_t>(env, m, "ints_u16"); });
  h.run("types.ints_i32", [&] { test_ints<int32_t>(env, m, "ints_i32"); });
  h.run("types.ints_u32", [&] { test_ints<uint32_t>(env, m, "ints_u32"); });
  h.run("types.ints_i64", [&] { test_ints<int64_t>(env, m, "ints_i64"); });
  h.run("types.ints_u64", [&] { test_ints<uint64_t>(env, m, "ints_u64"); });
  h.run("types.bool", [&] {
    const int n = 77;
    std::vector<uint8_t> a(n), b(n);
    for (int i = 0; i < n; ++i) a[i] = i % 2, b[i] = (i / 2) % 2;
    DeviceBuffer<uint8_t> da(env.context, a), db(env.context, b);
    auto out = poisoned<uint8_t>(env.context, 4 * n);
    for (bool flip : {false, true}) {
      m.kernel("bools").launch(LaunchConfig(1, 128), DevicePtr<const bool>(da.raw()), DevicePtr<const bool>(db.raw()),
                               DevicePtr<bool>(out.raw()), flip, n);
      std::vector<uint8_t> want(4 * n);
      for (int i = 0; i < n; ++i) {
        bool x = a[i], y = b[i];
        want[4 * i] = x && y, want[4 * i + 1] = x || y, want[4 * i + 2] = (x != y) != flip, want[4 * i + 3] = !x;
      }
      check_eq(out.download(), want, flip ? "bools (flip)" : "bools");
    }
  });
  h.run("types.float_double", [&] {
    const int n = 515;
    std::vector<float> x(n);
    std::vector<double> y(n);
    std::uniform_real_distribution<double> d(-1000, 1000);
    for (int i = 0; i < n; ++i) x[i] = (float)d(rng()), y[i] = d(rng()) / 7;
    DeviceBuffer<float> dx(env.context, x);
    DeviceBuffer<double> dy(env.context, y);
    auto fo = poisoned<float>(env.context, 6 * n);
    auto dout = poisoned<double>(env.context, 4 * n);
    auto io = poisoned<long long>(env.context, 2 * n);
    m.kernel("floats").launch(LaunchConfig(blocks_for(n, 64), 64), dx, dy, fo, dout, io, n);
    std::vector<float> wf(6 * n);
    std::vector<double> wd(4 * n);
    std::vector<long long> wi(2 * n);
    for (int i = 0; i < n; ++i) {
      float a = x[i];
      double b = y[i];
      wf[6 * i] = a + 1.5f, wf[6 * i + 1] = a * a - 3.0f, wf[6 * i + 2] = a / 7.0f, wf[6 * i + 3] = (float)b;
      wf[6 * i + 4] = (float)(int)a;
      wf[6 * i + 5] = (float)(unsigned)(a < 0 ? -a : a) + (float)(long long)(b * 1000.0);
      wd[4 * i] = b * b + (double)a, wd[4 * i + 1] = b / 3.0 - 1.0, wd[4 * i + 2] = (double)(long long)(b * 1e6);
      wd[4 * i + 3] = (double)(unsigned long long)(b < 0 ? -b : b) * 0.5;
      wi[2 * i] = (long long)(b * 1e6), wi[2 * i + 1] = (int)(a * 100.0f);
    }
    auto gf = fo.download();
    auto gd = dout.download();
    // a * a - 3 and b * b + a may be contracted into an fma (nvcc's default, and kilnc's).
    for (int i = 0; i < n; ++i) {
      if (gf[6 * i + 1] == std::fma(x[i], x[i], -3.0f)) wf[6 * i + 1] = gf[6 * i + 1];
      if (gd[4 * i] == std::fma(y[i], y[i], (double)x[i])) wd[4 * i] = gd[4 * i];
    }
    for (size_t k = 0; k < gf.size(); ++k)
      expect(gf[k] == wf[k], "floats: float output " + std::to_string(k) + " is " + std::to_string(gf[k]) + ", expected " + std::to_string(wf[k]));
    for (size_t k = 0; k < gd.size(); ++k)
      expect(gd[k] == wd[k], "floats: double output " + std::to_string(k) + " is " + std::to_string(gd[k]) + ", expected " + std::to_string(wd[k]));
    check_eq(io.download(), wi, "floats: integer conversions");
  });
  h.run("types.struct_params", [&] {
    Params p{};
    p.tag = 'K';
    p.small = -7;
    p.big = -1234567890123LL;
    p.f = 3.5f;
    p.in = {-300, 2.25};
    p.arr[0] = 1, p.arr[1] = -2, p.arr[2] = 3;
    p.flag = true;
    p.tail = 65000;
    Aligned q{{1.f, 2.f, 4.f}, 99};
    auto out = poisoned<double>(env.context, 16);
    m.kernel("struct_params").launch(LaunchConfig(1, 32), p, q, 17, out);
    double sum = p.tag + p.small + p.big + p.f + p.in.s + p.in.d + p.arr[0] + p.arr[1] + p.arr[2] + p.flag + p.tail;  // as the device: float once big + f
    std::vector<double> want = {double(p.tag), double(p.small), double(p.big), p.f, double(p.in.s), p.in.d, 1, -2, 3, 1, 65000,
                                sum, 7, 99, 17, double(sizeof(Params) * 1000 + alignof(Params) * 10 + sizeof(Aligned))};
    auto got = out.download();
    for (int k = 0; k < 16; ++k)
      expect(got[k] == want[k], "struct field " + std::to_string(k) + " reads " + std::to_string(got[k]) + ", host has " + std::to_string(want[k]));
  });
  h.run("types.structs_in_memory", [&] {
    const int n = 301;
    std::vector<Particle> in(n);
    for (int i = 0; i < n; ++i) in[i] = {float(i) * 0.5f, float(i % 7) - 3.f, i * 3, 1.0 + i};
    DeviceBuffer<Particle> din(env.context, in);
    DeviceBuffer<Particle> dout(env.context, n);
    dout.memset(0);
    m.kernel("structs_in_memory").launch(LaunchConfig(blocks_for(n, 64), 64), din, dout, 0.25f, n);
    auto got = dout.download();
    for (int i = 0; i < n; ++i) {
      Particle w = in[i];
      w.x += 0.25f * w.y;
      w.id += 1;
      w.mass = in[n - 1 - i].mass * 2.0;
      expect(got[i].x == w.x && got[i].y == w.y && got[i].id == w.id && got[i].mass == w.mass,
             "particle " + std::to_string(i) + " is {" + std::to_string(got[i].x) + ", " + std::to_string(got[i].y) + ", " +
                 std::to_string(got[i].id) + ", " + std::to_string(got[i].mass) + "}, expected {" + std::to_string(w.x) + ", " +
                 std::to_string(w.y) + ", " + std::to_string(w.id) + ", " + std::to_string(w.mass) + "}");
    }
  });
  h.run("types.enums", [&] {
    const int n = 200;
    std::vector<logic::Op> ops(n);
    auto a = random_ints(n, -1000, 1000);
    for (int i = 0; i < n; ++i) ops[i] = logic::Op(i % 5);
    DeviceBuffer<logic::Op> dops(env.context, ops);
    DeviceBuffer<int> da(env.context, a);
    auto out = poisoned<int>(env.context, n);
    enum Color { red = 1, green = 5, blue = 9 };
    m.kernel("enums").launch(LaunchConfig(blocks_for(n, 64), 64), dops, da, green, out, n);
    std::vector<int> want(n);
    for (int i = 0; i < n; ++i) {
      int b = green;
      switch (ops[i]) {
        case logic::Op::add: want[i] = a[i] + b; break;
        case logic::Op::sub: want[i] = a[i] - b; break;
        case logic::Op::mul: want[i] = a[i] * b; break;
        case logic::Op::shl: want[i] = int(unsigned(a[i]) << (b & 7)); break;
        default: want[i] = -a[i];
      }
    }
    check_eq(out.download(), want, "enums");
  });
  h.run("types.arrays_pointers", [&] {
    const int n = 333;
    auto in = random_ints(n, -500, 500);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 3 * n);
    m.kernel("arrays_pointers").launch(LaunchConfig(blocks_for(n, 128), 128), din, out, n);
    std::vector<int> want(3 * n);
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    for (int i = 0; i < n; ++i) {
      int local[8];
      for (int k = 0; k < 8; ++k) local[k] = in[i] * (k + 1);
      std::swap(local[in[i] & 7], local[0]);
      int s = 0;
      for (int v : local) s += v;
      want[3 * i] = s + local[(unsigned)in[i] % 8];
      want[3 * i + 1] = i + in[i] + grid[i & 1][i % 3];
      want[3 * i + 2] = 80 + 32;
    }
    check_eq(out.download(), want, "arrays_pointers");
  });
}

void test_half(Harness& h, const Env& env) {
  if (!has_construct(h, env, "types_half")) return;
  Module m = load_construct(env, "types_half");
  for (bool bf : {false, true}) {
    h.run(bf ? "types.bf16" : "types.f16", [&] {
      const int n = 1000 + 1;
      std::vector<uint16_t> a(n), b(n);
      std::uniform_real_distribution<float> d(-100, 100);
      for (int i = 0; i < n; ++i) {
        a[i] = bf ? to_bf16(d(rng())) : to_half(d(rng()));
        b[i] = bf ? to_bf16(d(rng()) / 10) : to_half(d(rng()) / 10);
      }
      auto conv = [&](float f) { return bf ? to_bf16(f) : to_half(f); };
      auto back = [&](uint16_t v) { return bf ? from_bf16(v) : from_half(v); };
      DeviceBuffer<uint16_t> da(env.context, a), db(env.context, b);
      auto out = poisoned<uint16_t>(env.context, 4 * n);
      auto fout = poisoned<float>(env.context, n);
      if (bf)
        m.kernel("bfloats").launch(LaunchConfig(blocks_for(n, 128), 128), DevicePtr<const bfloat16>(da.raw()),
                                   DevicePtr<const bfloat16>(db.raw()), DevicePtr<bfloat16>(out.raw()), fout, n);
      else
        m.kernel("halves").launch(LaunchConfig(blocks_for(n, 128), 128), DevicePtr<const half>(da.raw()),
                                  DevicePtr<const half>(db.raw()), DevicePtr<half>(out.raw()), fout, n);
      std::vector<uint16_t> want(4 * n);
      std::vector<float> wf(n);
      for (int i = 0; i < n; ++i) {
        float x = back(a[i]), y = back(b[i]);
        want[4 * i] = conv(x + y), want[4 * i + 1] = conv(x * y), want[4 * i + 2] = conv(x - y), want[4 * i + 3] = conv(x * 0.1f);
        wf[i] = x;
      }
      check_eq(out.download(), want, bf ? "bf16 bits" : "f16 bits");
      auto gf = fout.download();
      for (int i = 0; i < n; ++i) expect(gf[i] == wf[i], "conversion to float of element " + std::to_string(i));
    });
  }
}

void test_control(Harness& h, const Env& env) {
  if (!has_construct(h, env, "control_flow")) return;
  Module m = load_construct(env, "control_flow");
  h.run("control.all_forms", [&] {
    const int n = 2049;
    auto in = random_ints(n, -300, 300);
    for (int i = 0; i < 64; ++i) in[i] = i - 32;
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 4 * n);
    m.kernel("control_flow").launch(LaunchConfig(blocks_for(n, 256), 256), din, out, n);
    std::vector<int> want(4 * n);
    for (int i = 0; i < n; ++i) {
      int x = in[i];
      want[4 * i] = logic::classify(x), want[4 * i + 1] = logic::short_circuit(x) + 1;
      want[4 * i + 2] = logic::nested_loops(x), want[4 * i + 3] = logic::classify(x) ^ 0x55;
    }
    check_eq(out.download(), want, "control_flow");
  });
  h.run("control.early_exit", [&] {
    const int n = 1000;
    auto in = random_ints(n, -50, 100000);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, n);
    m.kernel("early_exit").launch(LaunchConfig(blocks_for(n, 128), 128), din, out, n);
    std::vector<int> want(n);
    for (int i = 0; i < n; ++i) {
      long long x = in[i];
      if (x < 0) { want[i] = -1; continue; }
      int steps = 0;
      while (x != 1) {
        x = (x % 2) ? 3 * x + 1 : x / 2;
        if (++steps > 500) { steps = -2; break; }
      }
      want[i] = steps;
    }
    check_eq(out.download(), want, "early_exit");
  });
}

void test_warp(Harness& h, const Env& env) {
  if (!has_construct(h, env, "warp")) return;
  Module m = load_construct(env, "warp");
  h.run("warp.shuffles", [&] {
    const int n = 100, threads = 128;
    auto in = random_ints(n, -100000, 100000);
    std::vector<double> din(n);
    for (int i = 0; i < n; ++i) din[i] = in[i] * 0.001 + 0.5;
    DeviceBuffer<int> dbuf(env.context, in);
    DeviceBuffer<double> ddbuf(env.context, din);
    auto out = poisoned<int>(env.context, 11 * n);
    auto dout = poisoned<double>(env.context, n);
    m.kernel("shuffles").launch(LaunchConfig(1, threads), dbuf, ddbuf, out, dout, n);
    auto V = [&](int t) { return t < n ? in[t] : 0; };
    std::vector<int> want(11 * n);
    std::vector<double> wd(n);
    for (int i = 0; i < n; ++i) {
      int lane = i % 32, base = i - lane;
      auto at = [&](int l) { return V(base + l); };
      auto seg = [&](int w, int l) { return (lane & ~(w - 1)) + l; };
      int* o = &want[11 * i];
      o[0] = at((lane * 7 + 3) % 32);
      o[1] = lane >= 3 ? at(lane - 3) : at(lane);
      o[2] = lane + 5 < 32 ? at(lane + 5) : at(lane);
      o[3] = at(lane ^ 9);
      o[4] = (int)((unsigned)at(31 - lane) * 3u);
      o[5] = (int)(((long long)(lane + 1 < 32 ? at(lane + 1) : at(lane)) * 1000000007LL) % 1000003);
      o[6] = (int)((float)at(lane ^ 16) * 0.5f * 2.0f);
      o[7] = (int)((((unsigned long long)((long long)at(0) * 1000000007LL)) ^ 0xF0F0F0F0F0F0F0F0ull) >> 40);
      o[8] = at(seg(8, 2));
      o[9] = lane % 16 >= 2 ? at(lane - 2) : at(lane);
      int r11 = lane % 4 + 3 < 4 ? at(lane + 3) : at(lane);
      o[10] = r11 * 1000 + at(lane ^ 1);
      int src = lane >= 1 ? base + lane - 1 : i;
      wd[i] = src < n ? din[src] : 0.0;
    }
    check_eq(out.download(), want, "shuffles");
    auto gd = dout.download();
    for (int i = 0; i < n; ++i) expect(gd[i] == wd[i], "double shuffle_up at " + std::to_string(i));
  });
  h.run("warp.votes", [&] {
    const int n = 77;  // the third warp has 13 lanes
    auto in = random_ints(n, -3, 10);
    in[5] = 7;
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<unsigned>(env.context, 7 * n);
    m.kernel("votes").launch(LaunchConfig(1, n), din, out, n);
    auto got = out.download();
    for (int i = 0; i < n; ++i) {
      int lane = i % 32, base = i - lane, width = std::min(32, n - base);
      unsigned active = width == 32 ? 0xffffffffu : (1u << width) - 1;
      unsigned ballot = 0, half = 0;
      bool all = true, any = false;
      for (int l = 0; l < width; ++l) {
        int v = in[base + l];
        ballot |= unsigned(v > 0) << l;
        all = all && v > -1000;
        any = any || v == 7;
        if (l < 16) half |= unsigned(v % 2 == 0) << l;
      }
      const unsigned* o = &got[7 * i];
      std::string at = " at thread " + std::to_string(i);
      expect(o[0] == active, "__activemask" + at);
      expect(o[1] == ballot, "__ballot_sync" + at);
      expect(o[2] == unsigned(all) && o[3] == unsigned(any) && o[4] == 0, "__all_sync/__any_sync" + at);
      unsigned branch = 0;
      for (int l = 0; l < width; l += 3) branch |= 1u << l;
      if (lane % 3 == 0) expect((o[5] & ~branch) == 0 && (o[5] >> lane & 1), "__activemask in a branch" + at);
      if (lane < 16) expect(o[6] == half, "__ballot_sync with a partial mask" + at);
    }
  });
  h.run("warp.match", [&] {
    const int n = 96;
    std::vector<int> in(n);
    std::vector<unsigned long long> lin(n);
    for (int i = 0; i < n; ++i) in[i] = (i % 5) + (i / 64) * 1000, lin[i] = (unsigned long long)(i % 3) << 40;
    DeviceBuffer<int> din(env.context, in);
    DeviceBuffer<unsigned long long> dl(env.context, lin);
    auto out = poisoned<unsigned>(env.context, 4 * n);
    m.kernel("matches").launch(LaunchConfig(1, n), din, dl, out, n);
    auto got = out.download();
    for (int i = 0; i < n; ++i) {
      int base = i - i % 32;
      unsigned m1 = 0, m2 = 0;
      bool same = true;
      for (int l = 0; l < 32; ++l) {
        m1 |= unsigned(in[base + l] == in[i]) << l;
        m2 |= unsigned(lin[base + l] == lin[i]) << l;
        same = same && in[base + l] / 1000 == in[base] / 1000;
      }
      expect(got[4 * i] == m1 && got[4 * i + 1] == m2, "__match_any_sync at " + std::to_string(i));
      expect(got[4 * i + 2] == (same ? 0xffffffffu : 0u) && got[4 * i + 3] == unsigned(same), "__match_all_sync at " + std::to_string(i));
    }
  });
  h.run("warp.reduce", [&] {
    const int n = 64;
    auto in = random_ints(n, -100000, 100000);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 8 * n);
    m.kernel("reductions").launch(LaunchConfig(1, n), din, out, n);
    std::vector<int> want(8 * n);
    for (int w = 0; w < n / 32; ++w) {
      int add = 0, mn = INT32_MAX, mx = INT32_MIN;
      unsigned umn = ~0u, umx = 0, a = ~0u, o = 0, x = 0;
      for (int l = 0; l < 32; ++l) {
        int v = in[32 * w + l];
        unsigned u = (unsigned)v;
        add += v, mn = std::min(mn, v), mx = std::max(mx, v), umn = std::min(umn, u), umx = std::max(umx, u);
        a &= u | 0x10u, o |= u & 0xff, x ^= u;
      }
      for (int l = 0; l < 32; ++l) {
        int* r = &want[8 * (32 * w + l)];
        r[0] = add, r[1] = mn, r[2] = mx, r[3] = (int)umn, r[4] = (int)umx, r[5] = (int)a, r[6] = (int)o, r[7] = (int)x + add;
      }
    }
    check_eq(out.download(), want, "__reduce_*_sync");
  });
  h.run("warp.partial_mask", [&] {
    for (int n : {32, 21, 7}) {
      auto in = random_ints(n, -1000, 1000);
      DeviceBuffer<int> din(env.context, in);
      auto out = poisoned<int>(env.context, n);
      m.kernel("partial_warp_sum").launch(LaunchConfig(1, 32), din, out, n);
      std::vector<int> v(in);
      for (int o = 1; o < 32; o <<= 1) {
        std::vector<int> next(v);
        for (int l = 0; l < n; ++l)
          if ((l ^ o) < n) next[l] = v[l] + v[l ^ o];
        v = next;
      }
      check_eq(out.download(), v, "partial-mask shuffles, n=" + std::to_string(n));
    }
  });
}

void test_atomics(Harness& h, const Env& env) {
  if (!has_construct(h, env, "atomics")) return;
  Module m = load_construct(env, "atomics");
  h.run("atomics.integer_ops", [&] {
    const int n = 10007;
    auto v = random_ints(n, -1000000, 1000000);
    DeviceBuffer<int> dv(env.context, v);
    std::vector<int> is(7 * 4);
    std::vector<unsigned> us(9 * 4);
    std::vector<unsigned long long> ls(6 * 4);
    std::vector<long long> lls(2 * 4);
    for (int k = 0; k < 4; ++k) {
      is[k] = 5, is[4 + k] = -5, is[8 + k] = INT32_MAX, is[12 + k] = INT32_MIN, is[16 + k] = -1, is[20 + k] = 0, is[24 + k] = 0x1234;
      us[k] = 1, us[4 + k] = 0, us[8 + k] = ~0u, us[12 + k] = 0, us[16 + k] = ~0u, us[20 + k] = 0, us[24 + k] = 7, us[28 + k] = 0, us[32 + k] = 0;
      ls[k] = 0, ls[4 + k] = ~0ull, ls[8 + k] = 0, ls[12 + k] = ~0ull, ls[16 + k] = 0, ls[20 + k] = 42;
      lls[k] = INT64_MAX, lls[4 + k] = INT64_MIN;
    }
    std::vector<int> wi(is);
    std::vector<unsigned> wu(us);
    std::vector<unsigned long long> wl(ls);
    std::vector<long long> wll(lls);
    for (int i = 0; i < n; ++i) {
      int x = v[i], k = i % 4;
      unsigned ux = (unsigned)x;
      wi[k] = int(unsigned(wi[k]) + ux), wi[4 + k] = int(unsigned(wi[4 + k]) - ux), wi[8 + k] = std::min(wi[8 + k], x);
      wi[12 + k] = std::max(wi[12 + k], x), wi[16 + k] &= ~(1 << (i % 31)), wi[20 + k] |= x & 0x0f0f, wi[24 + k] ^= x;
      wu[k] += ux, wu[4 + k] -= ux, wu[8 + k] = std::min(wu[8 + k], ux), wu[12 + k] = std::max(wu[12 + k], ux);
      wu[16 + k] &= ux | 0xff000000u, wu[20 + k] |= ux & 0xf0u, wu[24 + k] ^= ux * 2654435761u;
      wu[28 + k] = wu[28 + k] >= 17u ? 0 : wu[28 + k] + 1;
      wu[32 + k] = (wu[32 + k] == 0 || wu[32 + k] > 13u) ? 13u : wu[32 + k] - 1;
      unsigned long long lx = (unsigned long long)(long long)x * 0x100000001ull;
      wl[k] += lx, wl[4 + k] = std::min(wl[4 + k], lx), wl[8 + k] = std::max(wl[8 + k], lx);
      wl[12 + k] &= ~(1ull << (i % 63)), wl[16 + k] |= 1ull << (i % 64), wl[20 + k] ^= lx;
      wll[k] = std::min(wll[k], (long long)x * 3000000000LL), wll[4 + k] = std::max(wll[4 + k], (long long)x * 3000000000LL);
    }
    DeviceBuffer<int> di(env.context, is);
    DeviceBuffer<unsigned> du(env.context, us);
    DeviceBuffer<unsigned long long> dl(env.context, ls);
    DeviceBuffer<long long> dll(env.context, lls);
    m.kernel("atomics_int").launch(LaunchConfig(blocks_for(n, 256), 256), dv, di, du, dl, dll, n);
    check_eq(di.download(), wi, "int atomics (add sub min max and or xor)");
    check_eq(du.download(), wu, "unsigned atomics (add sub min max and or xor inc dec)");
    check_eq(dl.download(), wl, "u64 atomics (add min max and or xor)");
    check_eq(dll.download(), wll, "i64 atomicMin/Max");
  });
  h.run("atomics.float_double", [&] {
    const int n = 5003;
    auto v = random_ints(n, -1000, 1000);
    DeviceBuffer<int> dv(env.context, v);
    DeviceBuffer<float> f(env.context, 8);
    DeviceBuffer<double> d(env.context, 8);
    f.memset(0), d.memset(0);
    m.kernel("atomics_float").launch(LaunchConfig(blocks_for(n, 128), 128), dv, f, d, n);
    std::vector<float> wf(8, 0);
    std::vector<double> wd(8, 0);
    for (int i = 0; i < n; ++i) wf[i % 4] += v[i] * 0.25f, wd[i % 4] += v[i] * 0.125, wf[4 + i % 4] += 1, wd[4 + i % 4] += 0.5;
    auto gf = f.download();
    auto gd = d.download();
    for (int k = 0; k < 8; ++k)
      expect(gf[k] == wf[k] && gd[k] == wd[k], "float/double atomicAdd slot " + std::to_string(k) + ": " + std::to_string(gf[k]) + " / " +
                                                   std::to_string(gd[k]) + ", expected " + std::to_string(wf[k]) + " / " + std::to_string(wd[k]));
  });
  h.run("atomics.exch", [&] {
    const int n = 3001;
    DeviceBuffer<int> is(env.context, std::vector<int>{0});
    DeviceBuffer<unsigned> us(env.context, std::vector<unsigned>{0});
    DeviceBuffer<unsigned long long> ls(env.context, std::vector<unsigned long long>{0});
    DeviceBuffer<float> fs(env.context, std::vector<float>{0});
    auto it = poisoned<int>(env.context, n);
    auto ut = poisoned<unsigned>(env.context, n);
    auto lt = poisoned<unsigned long long>(env.context, n);
    auto ft = poisoned<float>(env.context, n);
    m.kernel("atomics_exch").launch(LaunchConfig(blocks_for(n, 128), 128), is, us, ls, fs, it, ut, lt, ft, n);
    // The values taken plus the final one are exactly {0, 1..n} (scaled per type).
    auto check = [&](auto taken, auto last, auto scale, const char* what) {
      std::vector<long double> all(taken.begin(), taken.end());
      all.push_back(last);
      std::sort(all.begin(), all.end());
      for (int k = 0; k <= n; ++k)
        expect(all[k] == (long double)scale(k), std::string(what) + ": value " + std::to_string(k) + " taken twice or never");
    };
    check(it.download(), is.download()[0], [](int k) { return (long double)k; }, "int atomicExch");
    check(ut.download(), us.download()[0], [](int k) { return (long double)(unsigned(k) * 3u); }, "unsigned atomicExch");
    check(lt.download(), ls.download()[0], [](int k) { return (long double)((unsigned long long)k << 33); }, "u64 atomicExch");
    check(ft.download(), fs.download()[0], [](int k) { return (long double)k; }, "float atomicExch");
  });
  h.run("atomics.cas", [&] {
    const int n = 2000;
    DeviceBuffer<int> is(env.context, std::vector<int>{1});
    DeviceBuffer<unsigned> us(env.context, std::vector<unsigned>{2});
    DeviceBuffer<unsigned long long> ls(env.context, std::vector<unsigned long long>{3});
    DeviceBuffer<int> wins(env.context, std::vector<int>{0, 0});
    m.kernel("atomics_cas").launch(LaunchConfig(blocks_for(n, 128), 128), is, us, ls, wins, n);
    int wi = 1;
    unsigned wu = 2;
    for (int i = 0; i < n; ++i) wi = int(unsigned(wi) * 3u + 1u), wu = wu * 5u + 7u;
    expect(is.download()[0] == wi, "int atomicCAS loop lost an update");
    expect(us.download()[0] == wu, "unsigned atomicCAS loop lost an update");
    // u64: x -> 3x + i in an unknown order of i; modulo 3 only the last i is left, and every
    // update happened iff the result's size is about 3^n... check the count via the wins slot instead.
    auto w = wins.download();
    expect(w[0] >= 1 && w[0] <= n && w[1] == 1, "exactly one thread wins atomicCAS_system from 0");
    (void)ls;
  });
  h.run("atomics.scoped", [&] {
    const int n = 1000, threads = 256;
    auto v = random_ints(n, -100000, 100000);
    DeviceBuffer<int> dv(env.context, v);
    uint32_t blocks = blocks_for(n, threads);
    auto out = poisoned<int>(env.context, 6 * blocks);
    DeviceBuffer<unsigned> sys(env.context, std::vector<unsigned>{0, 0, 0, ~0u, 10000, 0});
    m.kernel("atomics_scoped").launch(LaunchConfig(blocks, threads), dv, out, sys, n);
    std::vector<int> want(6 * blocks);
    for (uint32_t b = 0; b < blocks; ++b) {
      int add = 0, mn = INT32_MAX, mx = INT32_MIN, x = 0, cnt = 0;
      unsigned cas = 0;
      for (int i = b * threads; i < std::min<int>(n, (b + 1) * threads); ++i)
        add += v[i], mn = std::min(mn, v[i]), mx = std::max(mx, v[i]), x ^= v[i], ++cnt, cas += unsigned(v[i] & 0xff);
      int* o = &want[6 * b];
      o[0] = add, o[1] = mn, o[2] = mx, o[3] = x, o[4] = cnt, o[5] = (int)cas;
    }
    check_eq(out.download(), want, "_block atomics on shared memory");
    unsigned orbits = 0;
    for (int i = 0; i < std::min(n, 32); ++i) orbits |= 1u << i;
    // atomicDec with limit ~0 from 0: 0 -> ~0 -> ~0-1 ...: after n steps ~0 - (n-1).
    std::vector<unsigned> ws = {unsigned(n), unsigned(n - 1), orbits, ~orbits, 10000u - 2u * n, ~0u - unsigned(n - 1)};
    check_eq(sys.download(), ws, "_system atomics");
  });
}

void test_intrinsics(Harness& h, const Env& env) {
  if (!has_construct(h, env, "intrinsics")) return;
  Module m = load_construct(env, "intrinsics");
  h.run("intrinsics.bits", [&] {
    const int n = 1027;
    std::vector<unsigned> a(n);
    std::vector<unsigned long long> b(n);
    std::uniform_int_distribution<unsigned long long> d;
    for (int i = 0; i < n; ++i) a[i] = unsigned(d(rng()) >> (i % 32)), b[i] = d(rng()) >> (i % 64);
    a[0] = 0, b[0] = 0, a[1] = ~0u, b[1] = ~0ull, a[2] = 0x80000000u, b[2] = 1ull << 63;
    DeviceBuffer<unsigned> da(env.context, a);
    DeviceBuffer<unsigned long long> db(env.context, b);
    auto out = poisoned<int>(env.context, 16 * n);
    m.kernel("bit_intrinsics").launch(LaunchConfig(blocks_for(n, 128), 128), da, db, out, n);
    auto brev32 = [](unsigned x) { unsigned r = 0; for (int k = 0; k < 32; ++k) r |= ((x >> k) & 1u) << (31 - k); return r; };
    auto brev64 = [](unsigned long long x) { unsigned long long r = 0; for (int k = 0; k < 64; ++k) r |= ((x >> k) & 1ull) << (63 - k); return r; };
    std::vector<int> want(16 * n);
    for (int i = 0; i < n; ++i) {
      unsigned x = a[i];
      unsigned long long y = b[i];
      int* o = &want[16 * i];
      o[0] = __builtin_popcount(x), o[1] = __builtin_popcountll(y);
      o[2] = x ? __builtin_clz(x) : 32, o[3] = y ? __builtin_clzll(y) : 64;
      o[4] = __builtin_ffs((int)x), o[5] = __builtin_ffsll((long long)y);
      o[6] = (int)brev32(x), o[7] = (int)(brev64(y) >> 32);
      o[8] = (int)(((unsigned long long)x * 0x9E3779B9u) >> 32);
      o[9] = (int)(((long long)(int)x * -123456789LL) >> 32);
      o[10] = (int)((unsigned long long)(((unsigned __int128)y * 0x9E3779B97F4A7C15ull) >> 64) >> 7);
      o[11] = (int)(long long)(((__int128)(long long)y * -987654321987LL) >> 64);
      o[12] = std::abs((int)x) ^ (int)(std::llabs((long long)y) >> 20);
      o[13] = 1;
      float f = (float)(x & 0xffff) * 0.5f;
      std::memcpy(&o[14], &f, 4);
      o[15] = 1;
    }
    check_eq(out.download(), want, "bit intrinsics");
  });
  h.run("intrinsics.min_max", [&] {
    const int n = 600;
    auto a = random_ints(n, -100000, 100000), b = random_ints(n, -100000, 100000);
    std::vector<float> f(n);
    std::vector<double> dd(n);
    for (int i = 0; i < n; ++i) f[i] = a[i] * 1e-5f, dd[i] = b[i] * 1e-5;
    DeviceBuffer<int> da(env.context, a), db(env.context, b);
    DeviceBuffer<float> df(env.context, f);
    DeviceBuffer<double> ddd(env.context, dd);
    auto out = poisoned<long long>(env.context, 12 * n);
    m.kernel("min_max").launch(LaunchConfig(blocks_for(n, 128), 128), da, db, df, ddd, out, n);
    std::vector<long long> want(12 * n);
    for (int i = 0; i < n; ++i) {
      int x = a[i], y = b[i];
      unsigned ux = x, uy = y;
      long long lx = (long long)x * 100000, ly = (long long)y * 99999;
      unsigned long long ulx = lx, uly = ly;
      long long* o = &want[12 * i];
      o[0] = std::min(x, y), o[1] = std::max(x, y), o[2] = std::min(ux, uy), o[3] = std::max(ux, uy);
      o[4] = std::min(lx, ly), o[5] = std::max(lx, ly), o[6] = (long long)std::min(ulx, uly), o[7] = (long long)std::max(ulx, uly);
      o[8] = std::min((unsigned)x, uy);
      o[9] = (long long)(std::fmin(f[i], 0.25f) * 1024.0f) + (long long)(std::fmax(f[i], -0.25f) * 1024.0f);
      o[10] = (long long)(std::fmin(dd[i], 0.5) * 65536.0) + (long long)(std::fmax(dd[i], -0.5) * 65536.0);
      o[11] = std::min(ux, uy) + (long long)std::max(ux, uy) + std::min(lx, ly) + std::max(lx, ly);
    }
    check_eq(out.download(), want, "min/max overloads");
  });
}

struct Affine {
  float scale;
  float shift;
  int bias[2];
};

void test_memory(Harness& h, const Env& env) {
  if (!has_construct(h, env, "memory_spaces")) return;
  Module m = load_construct(env, "memory_spaces");
  h.run("memory.constant_from_host", [&] {
    const int n = 1111;
    float coeffs[8] = {1.f, -0.5f, 0.25f, 2.f, -1.f, 0.125f, 0.f, 0.0625f};
    Affine aff{1.5f, -2.f, {3, -4}};
    m.set_constant("c_coeffs", coeffs);
    m.set_constant("c_affine", aff);
    expect(m.get_constant<int>("g_counter") == 5, "__device__ initial value");
    std::vector<float> x(n);
    std::uniform_real_distribution<float> d(-1, 1);
    for (float& v : x) v = d(rng());
    DeviceBuffer<float> dx(env.context, x);
    auto y = poisoned<float>(env.context, n);
    auto ti = poisoned<int>(env.context, n);
    m.kernel("constants").launch(LaunchConfig(blocks_for(n, 128), 128), dx, y, ti, n);
    auto gy = y.download();
    auto gt = ti.download();
    for (int i = 0; i < n; ++i) {
      float acc = 0.f;
      for (int k = 7; k >= 0; --k) acc = acc * x[i] + coeffs[k];
      float want = acc * aff.scale + aff.shift + (float)aff.bias[i & 1];
      expect(std::fabs(gy[i] - want) <= 1e-5f * (1 + std::fabs(want)), "constant polynomial at " + std::to_string(i));
      expect(gt[i] == 10 * ((i & 3) + 1) + 5, "__constant__ table + __device__ value at " + std::to_string(i));
    }
  });
  h.run("memory.shared_static_dynamic", [&] {
    const int n = 1000;
    auto in = random_ints(n, -1000, 1000);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 2 * n);
    uint32_t blocks = blocks_for(n, 256);
    m.kernel("shared_memory").launch(LaunchConfig(blocks, 256, 256 * sizeof(int)), din, out, n);
    std::vector<int> want(2 * n);
    for (uint32_t b = 0; b < blocks; ++b) {
      int tile[256], dyn[256], sum = 0;
      for (int t = 0; t < 256; ++t) tile[t] = b * 256 + t < (unsigned)n ? in[b * 256 + t] : 0, sum += tile[t];
      for (int t = 0; t < 256; ++t) dyn[(t + 1) % 256] = tile[255 - t];
      for (int t = 0; t < 256 && b * 256 + t < (unsigned)n; ++t) want[2 * (b * 256 + t)] = dyn[t], want[2 * (b * 256 + t) + 1] = sum;
    }
    check_eq(out.download(), want, "shared memory");
  });
  h.run("memory.barrier_reductions", [&] {
    const int n = 500;
    auto in = random_ints(n, -40, 60);
    in[n - 1] = 42;
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 4 * n);
    uint32_t blocks = blocks_for(n, 256);
    m.kernel("barriers").launch(LaunchConfig(blocks, 256), din, out, n);
    std::vector<int> want(4 * n);
    for (uint32_t b = 0; b < blocks; ++b) {
      int count = 0, all = 1, any = 0;
      for (int t = 0; t < 256; ++t) {
        int i = b * 256 + t, v = i < n ? in[i] : 0;
        count += v > 0, all = all && v > -50, any = any || v == 42;
      }
      for (int t = 0; t < 256; ++t) {
        int i = b * 256 + t;
        if (i >= n) break;
        int lane = t % 32, prev = (lane + 31) % 32, j = b * 256 + (t - lane) + (prev + 1) % 32;
        int* o = &want[4 * i];
        o[0] = count, o[1] = all, o[2] = any, o[3] = 2 * (j < n ? in[j] : 0);
      }
    }
    check_eq(out.download(), want, "__syncthreads_count/and/or and __syncwarp");
  });
  h.run("memory.fences_last_block", [&] {
    for (int n : {100000, 12345, 256}) {
      auto in = random_ints(n, -100, 100);
      DeviceBuffer<int> din(env.context, in);
      uint32_t blocks = blocks_for(n, 256);
      auto partial = poisoned<int>(env.context, blocks);
      auto total = poisoned<int>(env.context, 1);
      m.kernel("fences").launch(LaunchConfig(blocks, 256), din, partial, total, n);
      long long want = 0;
      for (int v : in) want += v;
      expect(total.download()[0] == want, "last-block sum " + std::to_string(total.download()[0]) + ", expected " + std::to_string(want));
    }
  });
  h.run("memory.builtins", [&] {
    Dim3 grid(3, 2, 2), block(8, 4, 2);
    size_t threads = grid.volume() * block.volume();
    auto out = poisoned<unsigned>(env.context, 13 * threads);
    m.kernel("builtins").launch(LaunchConfig(grid, block), out);
    std::vector<unsigned> want(13 * threads);
    size_t t = 0;
    for (unsigned bz = 0; bz < 2; ++bz)
      for (unsigned by = 0; by < 2; ++by)
        for (unsigned bx = 0; bx < 3; ++bx)
          for (unsigned tz = 0; tz < 2; ++tz)
            for (unsigned ty = 0; ty < 4; ++ty)
              for (unsigned tx = 0; tx < 8; ++tx, ++t) {
                unsigned v[13] = {tx, ty, tz, bx, by, bz, 8, 4, 2, 3, 2, 2, 32};
                std::copy(v, v + 13, &want[13 * t]);
              }
    check_eq(out.download(), want, "threadIdx/blockIdx/blockDim/gridDim/warpSize");
  });
}

void test_templates(Harness& h, const Env& env) {
  if (!has_construct(h, env, "templates_lambdas")) return;
  auto path = *examples::find_kernel_file(env.dir, "templates_lambdas", env.device.arch());
  Module m = load_construct(env, "templates_lambdas");
  h.run("templates.mangled_kernels", [&] {
    // In a bundle, find the kernels by their demangled signatures; in PTX, by the Itanium names.
    std::string int_name = "_Z9tmpl_axpyIiEvT_PKS0_PS0_i", float_name = "_Z9tmpl_axpyIfEvT_PKS0_PS0_i";
    std::string text = read_file(path);
    if (looks_like_bundle(text)) {
      Bundle b = parse_bundle(text);
      int_name.clear(), float_name.clear();
      for (const KernelInfo& k : b.kernels) {
        if (k.signature.find("tmpl_axpy<int>") != std::string::npos) int_name = k.name;
        if (k.signature.find("tmpl_axpy<float>") != std::string::npos) float_name = k.name;
      }
      expect(!int_name.empty() && !float_name.empty(), "the bundle records no signature tmpl_axpy<int>/<float>: " + b.kernel_names());
    }
    const int n = 999;
    auto x = random_ints(n, -1000, 1000), y = random_ints(n, -1000, 1000);
    DeviceBuffer<int> dx(env.context, x), dy(env.context, y);
    m.kernel(int_name).launch(LaunchConfig(blocks_for(n, 128), 128), -3, dx, dy, n);
    std::vector<int> want(n);
    for (int i = 0; i < n; ++i) want[i] = -3 * x[i] + y[i];
    check_eq(dy.download(), want, "tmpl_axpy<int>");
    std::vector<float> fx(x.begin(), x.end()), fy(y.begin(), y.end());
    DeviceBuffer<float> dfx(env.context, fx), dfy(env.context, fy);
    m.kernel(float_name).launch(LaunchConfig(blocks_for(n, 128), 128), 0.5f, dfx, dfy, n);
    auto got = dfy.download();
    for (int i = 0; i < n; ++i) expect(got[i] == 0.5f * fx[i] + fy[i], "tmpl_axpy<float> at " + std::to_string(i));
  });
  h.run("templates.lambdas_constexpr", [&] {
    const int n = 300;
    auto in = random_ints(n, -50, 50);
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<long long>(env.context, 8 * n);
    m.kernel("templates_lambdas").launch(LaunchConfig(blocks_for(n, 128), 128), din, out, n);
    std::vector<long long> want(8 * n);
    for (int i = 0; i < n; ++i) {
      long long x = in[i];
      long long* o = &want[8 * i];
      o[0] = x * (23 * 24 / 2);
      o[1] = x + 6;
      o[2] = 4 * x;
      o[3] = x * x * x + 9;
      o[4] = x + 2 - 3 + 4 + 250;
      o[5] = 7 * x + 2;
      long long rx = 3 * (x + 1), ry = 3 * (2 + x);
      o[6] = (rx * x + ry * 2) * 2;
      o[7] = x > 0 ? x * 24 : -x;
    }
    check_eq(out.download(), want, "templates/lambdas/constexpr");
  });
}

void test_kiln_spelling(Harness& h, const Env& env) {
  if (!has_construct(h, env, "kiln_spelling")) return;
  auto path = *examples::find_kernel_file(env.dir, "kiln_spelling", env.device.arch());
  Module m = load_construct(env, "kiln_spelling");
  h.run("kiln.ids", [&] {
    Dim3 grid(2, 3, 1), block(16, 2, 3);
    size_t threads = grid.volume() * block.volume();
    auto out = poisoned<unsigned>(env.context, 14 * threads);
    m.kernel("kiln_ids").launch(LaunchConfig(grid, block), out);
    std::vector<unsigned> want(14 * threads);
    size_t t = 0;
    for (unsigned by = 0; by < 3; ++by)
      for (unsigned bx = 0; bx < 2; ++bx)
        for (unsigned tz = 0; tz < 3; ++tz)
          for (unsigned ty = 0; ty < 2; ++ty)
            for (unsigned tx = 0; tx < 16; ++tx, ++t) {
              unsigned linear = tx + 16 * (ty + 2 * tz);
              unsigned v[14] = {tx, ty, tz, bx, by, 0, 16, 2, 3, 2, 3, 1, linear % 32, linear / 32};
              std::copy(v, v + 14, &want[14 * t]);
            }
    check_eq(out.download(), want, "kiln ids, lane_id, warp_id");
  });
  h.run("kiln.atomic_ref", [&] {
    const int n = 4099;
    auto v = random_ints(n, -100000, 100000);
    DeviceBuffer<int> dv(env.context, v);
    std::vector<int> is(7 * 4, 0);
    for (int k = 0; k < 4; ++k) is[8 + k] = INT32_MAX, is[12 + k] = INT32_MIN, is[16 + k] = INT32_MIN;
    std::vector<unsigned> us(12, 0);
    for (int k = 0; k < 4; ++k) us[k] = ~0u;
    std::vector<unsigned long long> ls(4, 0);
    std::vector<float> fs(4, 0);
    std::vector<int> wi(is);
    std::vector<unsigned> wu(us);
    std::vector<unsigned long long> wl(ls);
    std::vector<float> wf(fs);
    for (int i = 0; i < n; ++i) {
      int x = v[i], k = i % 4;
      wi[k] += x, wi[4 + k] -= x, wi[8 + k] = std::min(wi[8 + k], x), wi[12 + k] = std::max(wi[12 + k], x);
      wi[16 + k] = std::max(wi[16 + k], x * 3);
      wu[k] &= ~(1u << (i % 32)), wu[4 + k] |= 1u << (i % 32), wu[8 + k] ^= (unsigned)x * 2654435761u;
      wl[k] += (unsigned long long)(x + 1000) << 20;
      wf[k] += (float)x * 0.5f;
    }
    for (int k = 0; k < 4; ++k) wi[24 + k] = k * 11;
    DeviceBuffer<int> di(env.context, is);
    DeviceBuffer<unsigned> du(env.context, us);
    DeviceBuffer<unsigned long long> dl(env.context, ls);
    DeviceBuffer<float> df(env.context, fs);
    auto seen = poisoned<int>(env.context, n);
    m.kernel("kiln_atomics").launch(LaunchConfig(blocks_for(n, 128), 128), dv, di, du, dl, df, seen, n);
    auto gi = di.download();
    int last = gi[20];
    gi[20] = wi[20];  // the exchange slot: checked below
    check_eq(gi, wi, "atomic_ref<int> fetch_add/sub/min/max, CAS max, store");
    check_eq(du.download(), wu, "atomic_ref<unsigned> fetch_and/or/xor");
    check_eq(dl.download(), wl, "atomic_ref<u64> fetch_add");
    auto gf = df.download();
    for (int k = 0; k < 4; ++k) expect(std::fabs(gf[k] - wf[k]) <= 1e-3f * (1 + std::fabs(wf[k])), "atomic_ref<float> fetch_add");
    auto s = seen.download();
    s.push_back(last);
    std::sort(s.begin(), s.end());
    for (int k = 0; k <= n; ++k) expect(s[k] == k, "atomic_ref exchange: value " + std::to_string(k) + " taken twice or never");
  });
  h.run("kiln.block_sync_fence", [&] {
    const int n = 1000;
    auto v = random_ints(n, -1000, 1000);
    DeviceBuffer<int> dv(env.context, v);
    uint32_t blocks = blocks_for(n, 128);
    auto out = poisoned<int>(env.context, 2 * blocks);
    m.kernel("kiln_block").launch(LaunchConfig(blocks, 128), dv, out, n);
    std::vector<int> want(2 * blocks, 0);
    for (int i = 0; i < n; ++i) want[2 * (i / 128)] += v[i], want[2 * (i / 128) + 1] |= int(1u << (i % 128 % 32));
    check_eq(out.download(), want, "kiln block atomics, sync and fences");
  });
  h.run("kiln.warp", [&] {
    const int n = 96;
    auto in = random_ints(n, -1000, 1000);
    in[3] = 3;
    DeviceBuffer<int> din(env.context, in);
    auto out = poisoned<int>(env.context, 12 * n);
    m.kernel("kiln_warp").launch(LaunchConfig(1, n), din, out);
    std::vector<int> want(12 * n);
    for (int i = 0; i < n; ++i) {
      int lane = i % 32, base = i - lane;
      auto at = [&](int l) { return in[base + l]; };
      unsigned ballot = 0, even = 0;
      bool all = true, any = false;
      int add = 0, mn = INT32_MAX, mx = INT32_MIN, half = 0;
      unsigned umx = 0;
      for (int l = 0; l < 32; ++l) {
        int x = at(l);
        ballot |= unsigned(x > 0) << l, even |= unsigned(x % 2 == 0) << l;
        all = all && x > -1000, any = any || x == 3;
        add += x, mn = std::min(mn, x), mx = std::max(mx, x), umx = std::max(umx, (unsigned)x);
        if (l < 16) half += x;
      }
      int* o = &want[12 * i];
      o[0] = at(lane * 5 % 32);
      o[1] = lane + 2 < 32 ? at(lane + 2) : at(lane);
      o[2] = lane >= 4 ? at(lane - 4) : at(lane);
      o[3] = (int)((float)at(lane ^ 7) * 0.25f * 4.0f);
      o[4] = (int)ballot, o[5] = all + 2 * any, o[6] = add, o[7] = mn, o[8] = mx, o[9] = (int)umx;
      o[10] = lane < 16 ? half : 0;
      // lane 15 shuffles down from lane 16, outside the mask: undefined, not checked.
      o[11] = (lane < 16 ? (lane + 1 < 16 ? at(lane + 1) : at(lane)) : 0) + (int)even;
    }
    auto got = out.download();
    for (int i = 15; i < n; i += 32) got[12 * i + 11] = want[12 * i + 11];
    check_eq(got, want, "kiln warp collectives");
  });
  h.run("kiln.cluster", [&] {
    auto target = read_ptx_target(read_file(path));
    bool cluster_code = true;
    if (target && target->rfind("sm_8", 0) == 0) cluster_code = false;
    if (looks_like_bundle(read_file(path))) cluster_code = env.device.arch() >= std::string("sm_90");
    if (cluster_code && env.device.arch() < std::string("sm_90")) return;  // needs a Hopper
    const int blocks = 4;
    auto out = poisoned<unsigned>(env.context, 4 * blocks);
    m.kernel("kiln_cluster").launch(LaunchConfig(blocks, 64), out);
    auto got = out.download();
    for (int b = 0; b < blocks; ++b) {
      if (cluster_code)
        expect(got[4 * b] == unsigned(b / 2) && got[4 * b + 1] == 2 && got[4 * b + 2] == unsigned(b % 2) && got[4 * b + 3] == 900,
               "cluster ids of block " + std::to_string(b));
      else
        expect(got[4 * b + 3] == 800, "the pre-sm_90 kiln_cluster marker");
    }
  });
}

}  // namespace

std::vector<Suite> construct_suites() {
  std::vector<Suite> suites = {{"constructs.types", test_types},
                               {"constructs.half", test_half},
                               {"constructs.control", test_control},
                               {"constructs.warp", test_warp},
                               {"constructs.atomics", test_atomics},
                               {"constructs.intrinsics", test_intrinsics},
                               {"constructs.memory", test_memory},
                               {"constructs.templates", test_templates},
                               {"constructs.kiln_spelling", test_kiln_spelling},
                               {"constructs.math", run_math_tests},
                               {"constructs.coop", run_coop_tests},
                               {"constructs.int128", run_int128_tests},
                               {"constructs.wmma", run_wmma_tests}};
  for (auto more : {intrinsic_api_suites(), language_suites()}) suites.insert(suites.end(), more.begin(), more.end());
  return suites;
}

}  // namespace kiln::e2e
