// The construct files of CUDA's intrinsic surface (constructs/simd.cu, intrinsics_api.cu,
// casts.cu, math_api.cu) against CPU references, and bit for bit against nvcc's PTX of the same
// file where the device package has it: scripts/build-device-bundle.sh puts nvcc's PTX of every
// construct file in ptx/nvcc/, beside the ptx/kiln-<arch>/ folders this runs on.
#include <cfenv>
#include <climits>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <type_traits>

#include "construct_common.hpp"

namespace kiln::e2e {
namespace {

// nvcc's module of the same construct file, when kilnc's is being tested and nvcc's is there.
std::optional<Module> nvcc_twin(const Env& env, const std::string& stem) {
  namespace fs = std::filesystem;
  fs::path here = fs::weakly_canonical(env.dir);
  fs::path twin = here.parent_path() / "nvcc";
  if (here == fs::weakly_canonical(twin)) return std::nullopt;
  fs::path ptx = twin / (stem + ".ptx");
  if (!fs::exists(ptx)) return std::nullopt;
  return Module::from_file(env.context, ptx.string());
}

template <class T>
uint64_t bits_of(T v) {
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof v);
  return b;
}

template <class T>
std::string hex(T v) {
  std::ostringstream s;
  s << "0x" << std::hex << bits_of(v);
  return s.str();
}

// How many representable values apart two floats are (0 for equal bits; NaNs equal any NaN).
template <class T>
uint64_t ulps_apart(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) && std::isnan(b)) return 0;
    if (std::isnan(a) || std::isnan(b)) return UINT64_MAX;
    using I = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
    auto ordered = [](T v) {  // monotonic in v: negative floats count down from zero
      I i;
      std::memcpy(&i, &v, sizeof v);
      return i < 0 ? (int64_t)std::numeric_limits<I>::min() - (int64_t)i : (int64_t)i;
    };
    int64_t d = ordered(a) - ordered(b);
    return d < 0 ? (uint64_t)-d : (uint64_t)d;
  } else {
    return a == b ? 0 : UINT64_MAX;
  }
}

// Runs `launch` (which fills a device buffer of T) with kilnc's module and nvcc's, and requires the
// same bits everywhere; `names` labels the `per` results of one element. `ulp_bounds` names the
// results allowed to differ by a stated number of ulps instead (each with its reason at the caller).
template <class T>
void same_as_nvcc(const Env& env, const std::string& stem, const Module& m, const std::vector<std::string>& names,
                  const std::function<std::vector<T>(const Module&)>& launch,
                  const std::map<std::string, uint64_t>& ulp_bounds = {}) {
  auto twin = nvcc_twin(env, stem);
  if (!twin) return;
  std::vector<T> ours = launch(m), theirs = launch(*twin);
  expect(ours.size() == theirs.size(), stem + ": result sizes differ");
  size_t per = names.size();
  for (size_t i = 0; i < ours.size(); ++i) {
    if (bits_of(ours[i]) == bits_of(theirs[i])) continue;
    auto bound = ulp_bounds.find(names[i % per]);
    if (bound != ulp_bounds.end() && ulps_apart(ours[i], theirs[i]) <= bound->second) continue;
    throw Failure(stem + ": " + names[i % per] + " of element " + std::to_string(i / per) + " is " + hex(ours[i]) +
                  ", nvcc's is " + hex(theirs[i]));
  }
}

std::vector<unsigned> random_words(size_t n) {
  std::uniform_int_distribution<unsigned> d;
  std::vector<unsigned> v(n);
  for (unsigned& x : v) x = d(rng());
  // Lane edge values: zero, all ones, signed minima and maxima, carries.
  const unsigned special[] = {0u, ~0u, 0x80008000u, 0x7fff7fffu, 0x80808080u, 0x7f7f7f7fu,
                              0x00ff00ffu, 0xff00ff00u, 0x8000ffffu, 0x01800180u, 1u, 0xfffe0001u};
  for (size_t i = 0; i < std::size(special) && i < n; ++i) v[i] = special[i];
  return v;
}

// ---- SIMD and DPX references: CUDA's lane semantics ----------------------------------
int lane(unsigned x, int w, int i, bool s) {
  int v = (int)((x >> (w * i)) & ((1u << w) - 1));
  return s && v >= (1 << (w - 1)) ? v - (1 << w) : v;
}
unsigned pack(const std::function<int(int, int)>& f, unsigned a, unsigned b, int w, bool s) {
  unsigned r = 0;
  for (int i = 0; i < 32 / w; ++i) r |= ((unsigned)f(lane(a, w, i, s), lane(b, w, i, s)) & ((1u << w) - 1)) << (w * i);
  return r;
}
int sat(int v, int w, bool s) {
  int lo = s ? -(1 << (w - 1)) : 0, hi = s ? (1 << (w - 1)) - 1 : (1 << w) - 1;
  return v < lo ? lo : v > hi ? hi : v;
}

struct SimdFn {
  const char* name;
  bool is_signed;
  std::function<int(int, int, int)> f;  // (x, y, lane width) -> lane result
  bool sad = false;                      // a sum over the lanes, not lanes
};

// In the order of constructs/simd.cu.
const std::vector<SimdFn>& simd_functions() {
  static const std::vector<SimdFn> fns = {
      {"vabs", true, [](int x, int, int) { return std::abs(x); }},
      {"vabsss", true, [](int x, int, int w) { return sat(std::abs(x), w, true); }},
      {"vneg", true, [](int x, int, int) { return -x; }},
      {"vnegss", true, [](int x, int, int w) { return sat(-x, w, true); }},
      {"vadd", false, [](int x, int y, int) { return x + y; }},
      {"vaddss", true, [](int x, int y, int w) { return sat(x + y, w, true); }},
      {"vaddus", false, [](int x, int y, int w) { return sat(x + y, w, false); }},
      {"vavgs", true, [](int x, int y, int) { int s = x + y; return s >= 0 ? (s + 1) / 2 : -((-s + 1) / 2); }},
      {"vavgu", false, [](int x, int y, int) { return (x + y + 1) >> 1; }},
      {"vhaddu", false, [](int x, int y, int) { return (x + y) >> 1; }},
      {"vcmpeq", false, [](int x, int y, int) { return x == y ? -1 : 0; }},
      {"vcmpges", true, [](int x, int y, int) { return x >= y ? -1 : 0; }},
      {"vcmpgeu", false, [](int x, int y, int) { return x >= y ? -1 : 0; }},
      {"vcmpgts", true, [](int x, int y, int) { return x > y ? -1 : 0; }},
      {"vcmpgtu", false, [](int x, int y, int) { return x > y ? -1 : 0; }},
      {"vcmples", true, [](int x, int y, int) { return x <= y ? -1 : 0; }},
      {"vcmpleu", false, [](int x, int y, int) { return x <= y ? -1 : 0; }},
      {"vcmplts", true, [](int x, int y, int) { return x < y ? -1 : 0; }},
      {"vcmpltu", false, [](int x, int y, int) { return x < y ? -1 : 0; }},
      {"vcmpne", false, [](int x, int y, int) { return x != y ? -1 : 0; }},
      {"vabsdiffu", false, [](int x, int y, int) { return std::abs(x - y); }},
      {"vabsdiffs", true, [](int x, int y, int) { return std::abs(x - y); }},
      {"vmaxs", true, [](int x, int y, int) { return std::max(x, y); }},
      {"vmaxu", false, [](int x, int y, int) { return std::max(x, y); }},
      {"vmins", true, [](int x, int y, int) { return std::min(x, y); }},
      {"vminu", false, [](int x, int y, int) { return std::min(x, y); }},
      {"vseteq", false, [](int x, int y, int) { return x == y; }},
      {"vsetges", true, [](int x, int y, int) { return x >= y; }},
      {"vsetgeu", false, [](int x, int y, int) { return x >= y; }},
      {"vsetgts", true, [](int x, int y, int) { return x > y; }},
      {"vsetgtu", false, [](int x, int y, int) { return x > y; }},
      {"vsetles", true, [](int x, int y, int) { return x <= y; }},
      {"vsetleu", false, [](int x, int y, int) { return x <= y; }},
      {"vsetlts", true, [](int x, int y, int) { return x < y; }},
      {"vsetltu", false, [](int x, int y, int) { return x < y; }},
      {"vsetne", false, [](int x, int y, int) { return x != y; }},
      {"vsadu", false, [](int x, int y, int) { return std::abs(x - y); }, true},
      {"vsads", true, [](int x, int y, int) { return std::abs(x - y); }, true},
      {"vsub", false, [](int x, int y, int) { return x - y; }},
      {"vsubss", true, [](int x, int y, int w) { return sat(x - y, w, true); }},
      {"vsubus", false, [](int x, int y, int w) { return sat(x - y, w, false); }},
  };
  return fns;
}

unsigned simd_reference(const SimdFn& fn, unsigned a, unsigned b, int w) {
  if (fn.sad) {
    unsigned s = 0;
    for (int i = 0; i < 32 / w; ++i) s += (unsigned)fn.f(lane(a, w, i, fn.is_signed), lane(b, w, i, fn.is_signed), w);
    return s;
  }
  return pack([&](int x, int y) { return fn.f(x, y, w); }, a, b, w, fn.is_signed);
}

// DPX, in the order of constructs/simd.cu's dpx kernel.
std::vector<unsigned> dpx_reference(unsigned x, unsigned y, unsigned z) {
  int sx = (int)x, sy = (int)y, sz = (int)z;
  auto relu = [](int v) { return std::max(v, 0); };
  auto wadd = [](int a, int b) { return (int)((unsigned)a + (unsigned)b); };
  auto h = [](unsigned v, int i, bool s) { return s ? (int)(short)(v >> (16 * i)) : (int)((v >> (16 * i)) & 0xffff); };
  auto lanes2 = [&](const std::function<int(int)>& f) { return ((unsigned)f(0) & 0xffff) | ((unsigned)f(1) << 16); };
  std::vector<unsigned> o(48);
  o[0] = relu(std::max(sx, sy));
  o[1] = relu(std::min(sx, sy));
  o[2] = std::max(std::max(sx, sy), sz);
  o[3] = std::min(std::min(sx, sy), sz);
  o[4] = std::max(std::max(x, y), z);
  o[5] = std::min(std::min(x, y), z);
  o[6] = relu(std::max(std::max(sx, sy), sz));
  o[7] = relu(std::min(std::min(sx, sy), sz));
  o[8] = std::max(wadd(sx, sy), sz);
  o[9] = std::min(wadd(sx, sy), sz);
  o[10] = std::max(x + y, z);
  o[11] = std::min(x + y, z);
  o[12] = relu(std::max(wadd(sx, sy), sz));
  o[13] = relu(std::min(wadd(sx, sy), sz));
  o[14] = sx >= sy ? sx : sy, o[15] = sx >= sy;
  o[16] = sx <= sy ? sx : sy, o[17] = sx <= sy;
  o[18] = x >= y ? x : y, o[19] = x >= y;
  o[20] = x <= y ? x : y, o[21] = x <= y;
  o[22] = lanes2([&](int i) { return relu(std::max(h(x, i, true), h(y, i, true))); });
  o[23] = lanes2([&](int i) { return relu(std::min(h(x, i, true), h(y, i, true))); });
  o[24] = lanes2([&](int i) { return std::max(std::max(h(x, i, true), h(y, i, true)), h(z, i, true)); });
  o[25] = lanes2([&](int i) { return std::min(std::min(h(x, i, true), h(y, i, true)), h(z, i, true)); });
  o[26] = lanes2([&](int i) { return relu(std::max(std::max(h(x, i, true), h(y, i, true)), h(z, i, true))); });
  o[27] = lanes2([&](int i) { return relu(std::min(std::min(h(x, i, true), h(y, i, true)), h(z, i, true))); });
  o[28] = lanes2([&](int i) { return std::max(std::max(h(x, i, false), h(y, i, false)), h(z, i, false)); });
  o[29] = lanes2([&](int i) { return std::min(std::min(h(x, i, false), h(y, i, false)), h(z, i, false)); });
  auto sadd = [&](int i) { return (int)(short)(h(x, i, true) + h(y, i, true)); };
  auto uadd = [&](int i) { return (h(x, i, false) + h(y, i, false)) & 0xffff; };
  o[30] = lanes2([&](int i) { return std::max(sadd(i), h(z, i, true)); });
  o[31] = lanes2([&](int i) { return std::min(sadd(i), h(z, i, true)); });
  o[32] = lanes2([&](int i) { return relu(std::max(sadd(i), h(z, i, true))); });
  o[33] = lanes2([&](int i) { return relu(std::min(sadd(i), h(z, i, true))); });
  o[34] = lanes2([&](int i) { return std::max(uadd(i), h(z, i, false)); });
  o[35] = lanes2([&](int i) { return std::min(uadd(i), h(z, i, false)); });
  for (int k = 0; k < 4; ++k) {
    bool s = k < 2, mx = k % 2 == 0;
    auto pick = [&](int i) {
      int a = h(x, i, s), b = h(y, i, s);
      return mx ? std::max(a, b) : std::min(a, b);
    };
    auto pred = [&](int i) { int a = h(x, i, s), b = h(y, i, s); return mx ? a >= b : a <= b; };
    o[36 + 2 * k] = lanes2(pick);
    o[37 + 2 * k] = pred(1) * 2 + pred(0);
  }
  o[44] = (unsigned)relu(std::max(sz, sx)) ^ std::min(std::min(z, x), y);
  o[45] = std::max(wadd(sz, sx), sy);
  o[46] = lanes2([&](int i) { return relu(std::max(std::max(h(z, i, true), h(y, i, true)), h(x, i, true))); });
  o[47] = lanes2([&](int i) { return std::min((h(z, i, false) + h(x, i, false)) & 0xffff, h(y, i, false)); });
  return o;
}

void test_simd(Harness& h, const Env& env) {
  if (!has_construct(h, env, "simd")) return;
  Module m = load_construct(env, "simd");
  const auto& fns = simd_functions();
  const size_t per = 2 * fns.size();
  const int n = 4096 + 17;
  auto a = random_words(n), b = random_words(n), c = random_words(n);
  // Every pair of special values, too.
  for (int i = 0; i < 12; ++i)
    for (int j = 0; j < 12; ++j) b[12 * i + j + 12] = b[j], a[12 * i + j + 12] = a[i];
  std::vector<std::string> names;
  for (const char* w : {"2", "4"})
    for (const auto& f : fns) names.push_back(std::string("__") + f.name + w);
  auto run_simd = [&](const Module& mod) {
    DeviceBuffer<unsigned> da(env.context, a), db(env.context, b);
    auto out = poisoned<unsigned>(env.context, per * n);
    mod.kernel("simd").launch(LaunchConfig(blocks_for(n, 128), 128), da, db, out, n);
    return out.download();
  };
  h.run("simd.lanes", [&] {
    std::vector<unsigned> got = run_simd(m);
    for (int i = 0; i < n; ++i)
      for (size_t k = 0; k < per; ++k) {
        const SimdFn& fn = fns[k % fns.size()];
        unsigned want = simd_reference(fn, a[i], b[i], k < fns.size() ? 16 : 8);
        if (got[per * i + k] != want)
          throw Failure(names[k] + "(" + hex(a[i]) + ", " + hex(b[i]) + ") = " + hex(got[per * i + k]) + ", expected " +
                        hex(want));
      }
  });
  h.run("simd.same_as_nvcc", [&] { same_as_nvcc<unsigned>(env, "simd", m, names, run_simd); });
  auto run_dpx = [&](const Module& mod) {
    DeviceBuffer<unsigned> da(env.context, a), db(env.context, b), dc(env.context, c);
    auto out = poisoned<unsigned>(env.context, 48 * n);
    mod.kernel("dpx").launch(LaunchConfig(blocks_for(n, 128), 128), da, db, dc, out, n);
    return out.download();
  };
  h.run("simd.dpx", [&] {
    std::vector<unsigned> got = run_dpx(m);
    for (int i = 0; i < n; ++i) {
      std::vector<unsigned> want = dpx_reference(a[i], b[i], c[i]);
      for (int k = 0; k < 48; ++k)
        if (got[48 * i + k] != want[k])
          throw Failure("dpx result " + std::to_string(k) + " for (" + hex(a[i]) + ", " + hex(b[i]) + ", " + hex(c[i]) +
                        ") is " + hex(got[48 * i + k]) + ", expected " + hex(want[k]));
    }
  });
  std::vector<std::string> dpx_names;
  for (int k = 0; k < 48; ++k) dpx_names.push_back("dpx result " + std::to_string(k));
  h.run("simd.dpx_same_as_nvcc", [&] { same_as_nvcc<unsigned>(env, "simd", m, dpx_names, run_dpx); });
}

// ---- integer intrinsics, memory, clocks, atomics ---------------------------------------
unsigned long long funnel(unsigned lo, unsigned hi) { return (unsigned long long)hi << 32 | lo; }
unsigned fns_reference(unsigned mask, unsigned base, int offset) {
  if (offset == 0) return (mask >> base) & 1u ? base : 0xffffffffu;
  int pos = (int)base, count = std::abs(offset) - 1, inc = offset > 0 ? 1 : -1;
  for (; pos >= 0 && pos < 32; pos += inc)
    if ((mask >> pos) & 1u) {
      if (count == 0) return (unsigned)pos;
      --count;
    }
  return 0xffffffffu;
}
unsigned brev32(unsigned x) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}
unsigned bswap32(unsigned x) { return __builtin_bswap32(x); }

std::vector<unsigned> integer_reference(unsigned x, unsigned y, unsigned z) {
  auto s24 = [](unsigned v) { return (int)(v << 8) >> 8; };
  auto sbyte = [](unsigned v, int i) { return (int)(signed char)(v >> (8 * i)); };
  auto ubyte = [](unsigned v, int i) { return (int)((v >> (8 * i)) & 0xff); };
  auto shalf = [](unsigned v, int i) { return (int)(short)(v >> (16 * i)); };
  auto uhalf = [](unsigned v, int i) { return (int)((v >> (16 * i)) & 0xffff); };
  auto dp4 = [&](bool s) {
    unsigned r = z;
    for (int i = 0; i < 4; ++i) r += (unsigned)((s ? sbyte(x, i) : ubyte(x, i)) * (s ? sbyte(y, i) : ubyte(y, i)));
    return r;
  };
  auto dp2 = [&](bool s, bool hi) {
    unsigned r = z;
    for (int i = 0; i < 2; ++i)
      r += (unsigned)((long long)(s ? shalf(x, i) : uhalf(x, i)) * (s ? sbyte(y, i + 2 * hi) : ubyte(y, i + 2 * hi)));
    return r;
  };
  auto uabs = [](long long v) { return (unsigned)(v < 0 ? -v : v); };
  std::vector<unsigned> o(32);
  o[0] = (unsigned)((long long)s24(x) * s24(y));
  o[1] = (unsigned)((unsigned long long)(x & 0xffffff) * (y & 0xffffff));
  o[2] = uabs((long long)(int)x - (int)y) + z;
  o[3] = uabs((long long)x - y) + z;
  o[4] = (unsigned)(int)(((long long)(int)x + (int)y) >> 1);
  o[5] = (unsigned)(int)(((long long)(int)x + (int)y + 1) >> 1);
  o[6] = (unsigned)(((unsigned long long)x + y) >> 1);
  o[7] = (unsigned)(((unsigned long long)x + y + 1) >> 1);
  unsigned s = z & 0x7777, perm = 0;
  unsigned long long yx = funnel(x, y);
  for (int i = 0; i < 4; ++i) perm |= (unsigned)((yx >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  o[8] = perm;
  o[9] = (unsigned)((funnel(x, y) << (z & 31)) >> 32);
  unsigned lc = std::min(z & 63, 32u);
  o[10] = lc == 32 ? x : (unsigned)((funnel(x, y) << lc) >> 32);
  o[11] = (unsigned)(funnel(x, y) >> (z & 31));
  unsigned rc = std::min(z & 63, 32u);
  o[12] = rc == 32 ? y : (unsigned)(funnel(x, y) >> rc);
  o[13] = fns_reference(x, z & 31, (int)(y % 9) - 4);
  o[14] = dp4(true), o[15] = dp4(false);
  o[16] = dp2(true, false), o[17] = dp2(false, false), o[18] = dp2(true, true), o[19] = dp2(false, true);
  o[20] = 0, o[21] = 0;
  o[22] = bswap32(x);
  o[23] = (unsigned)(unsigned short)__builtin_bswap16((unsigned short)y);
  o[24] = (unsigned)(__builtin_bswap64(((unsigned long long)x << 32) | y) >> 16);
  o[25] = (unsigned)(long long)(((__int128)((long long)x << 20) * (long long)(int)y) >> 64);
  o[26] = (unsigned)((unsigned long long)(((unsigned __int128)((unsigned long long)x << 31 | z) *
                                          ((unsigned long long)y << 29)) >> 64) >> 3);
  o[27] = (unsigned)__builtin_popcountll(((unsigned long long)x << 32) | y) + (unsigned)(z ? __builtin_clzll(z) : 64);
  o[28] = y ? 33u + (unsigned)__builtin_ctz(y) : 0u;
  o[29] = brev32(x) ^ brev32(z);
  o[30] = (unsigned)(int)(((long long)(int)x * (int)z) >> 32) + (unsigned)(((unsigned long long)y * z) >> 32);
  o[31] = ((int)x < 0 ? 0u - x : x) + uabs((long long)(int)y);
  return o;
}

struct Record {
  int key;
  float value;
  short tag[3];
};

void test_intrinsics_api(Harness& h, const Env& env) {
  if (!has_construct(h, env, "intrinsics_api")) return;
  Module m = load_construct(env, "intrinsics_api");
  const int n = 2048 + 5;
  auto a = random_words(n), b = random_words(n), c = random_words(n);
  auto run_integer = [&](const Module& mod) {
    DeviceBuffer<unsigned> da(env.context, a), db(env.context, b), dc(env.context, c);
    auto out = poisoned<unsigned>(env.context, 32 * n);
    mod.kernel("integer_intrinsics").launch(LaunchConfig(blocks_for(n, 128), 128), da, db, dc, out, n);
    return out.download();
  };
  const char* names[32] = {"__mul24", "__umul24", "__sad", "__usad", "__hadd", "__rhadd", "__uhadd", "__urhadd",
                           "__byte_perm", "__funnelshift_l", "__funnelshift_lc", "__funnelshift_r", "__funnelshift_rc",
                           "__fns", "__dp4a(int)", "__dp4a(unsigned)", "__dp2a_lo(int)", "__dp2a_lo(unsigned)",
                           "__dp2a_hi(int)", "__dp2a_hi(unsigned)", "__dp4a(char4) - __dp4a(int)",
                           "__dp2a_hi(short2, char4) - __dp2a_hi(int)", "__nv_bswap32", "__nv_bswap16", "__nv_bswap64",
                           "__mul64hi", "__umul64hi", "__popcll + __clzll", "__ffsll", "__brev ^ __brevll",
                           "__mulhi + __umulhi", "abs + llabs"};
  h.run("intrinsics_api.integer", [&] {
    std::vector<unsigned> got = run_integer(m);
    for (int i = 0; i < n; ++i) {
      std::vector<unsigned> want = integer_reference(a[i], b[i], c[i]);
      for (int k = 0; k < 32; ++k)
        if (got[32 * i + k] != want[k])
          throw Failure(std::string(names[k]) + " for (" + hex(a[i]) + ", " + hex(b[i]) + ", " + hex(c[i]) + ") is " +
                        hex(got[32 * i + k]) + ", expected " + hex(want[k]));
    }
  });
  h.run("intrinsics_api.integer_same_as_nvcc", [&] {
    same_as_nvcc<unsigned>(env, "intrinsics_api", m, std::vector<std::string>(names, names + 32), run_integer);
  });
  h.run("intrinsics_api.cache_hints", [&] {
    const int k = 1000 + 3;
    std::vector<float> f(k);
    std::vector<int> iv(4 * k);
    std::vector<double> dv(2 * k);
    std::vector<char> cv(k);
    for (int i = 0; i < k; ++i) {
      f[i] = 0.5f * i - 7;
      for (int j = 0; j < 4; ++j) iv[4 * i + j] = i * 31 + j;
      dv[2 * i] = i * 1.25, dv[2 * i + 1] = -i / 3.0;
      cv[i] = (char)(i * 7);
    }
    DeviceBuffer<float> df(env.context, f);
    DeviceBuffer<int> di(env.context, iv);
    DeviceBuffer<double> dd(env.context, dv);
    DeviceBuffer<char> dc(env.context, cv);
    auto of = poisoned<float>(env.context, k);
    auto oi = poisoned<int>(env.context, 4 * k);
    auto od = poisoned<double>(env.context, 2 * k);
    auto oc = poisoned<char>(env.context, k);
    m.kernel("cache_hints").launch(LaunchConfig(blocks_for(k, 128), 128), df, di, dd, dc, of, oi, od, oc, k);
    expect(of.download() == f, "cache-hinted floats differ from the input");
    expect(oi.download() == iv, "cache-hinted int4s differ from the input");
    expect(od.download() == dv, "cache-hinted double2s differ from the input");
    expect(oc.download() == cv, "cache-hinted chars differ from the input");
  });
  h.run("intrinsics_api.memcpy_memset", [&] {
    const int k = 777;
    std::vector<Record> in(k);
    for (int i = 0; i < k; ++i) in[i] = Record{i * 3 - 100, i * 0.75f, {(short)i, (short)-i, (short)(i * 2)}};
    DeviceBuffer<Record> din(env.context, in);
    auto out = poisoned<Record>(env.context, k);
    auto bits = poisoned<unsigned>(env.context, k);
    auto bytes = poisoned<unsigned char>(env.context, 8 * k);
    m.kernel("mem_functions").launch(LaunchConfig(blocks_for(k, 128), 128), din, out, bits, bytes, k);
    std::vector<Record> ro = out.download();
    std::vector<unsigned> rb = bits.download();
    std::vector<unsigned char> ry = bytes.download();
    for (int i = 0; i < k; ++i) {
      expect(ro[i].key == in[i].key + 1 && ro[i].value == in[i].value && ro[i].tag[0] == in[i].tag[0] &&
                 ro[i].tag[1] == in[i].tag[1] && ro[i].tag[2] == in[i].tag[2],
             "memcpy'd record " + std::to_string(i) + " differs");
      float twice = in[i].value * 2.0f;
      expect(rb[i] == (unsigned)bits_of(twice), "memcpy'd float bits of element " + std::to_string(i));
      for (int j = 0; j < 8; ++j)
        expect(ry[8 * i + j] == (unsigned char)(0x5a + i % 7), "memset byte " + std::to_string(8 * i + j));
    }
  });
  h.run("intrinsics_api.clocks_spaces", [&] {
    auto out = poisoned<long long>(env.context, 2);
    auto flags = poisoned<int>(env.context, 6);
    m.kernel("clocks_and_spaces").launch(LaunchConfig(1, 32), out, flags);
    std::vector<long long> t = out.download();
    std::vector<int> f = flags.download();
    expect(t[0] > 0, "clock64() did not advance over __nanosleep(2000): " + std::to_string(t[0]));
    expect(t[1] > 0, "clock() did not advance over __nanosleep(2000): " + std::to_string(t[1]));
    expect(f[0] == 1 && f[1] == 1 && f[2] == 1, "__isGlobal/__isShared/__isLocal of their own spaces are not all 1");
    expect(f[3] == 0, "a space test says yes for another space's address");
    expect(f[4] == 42, "a store through __cvta_shared_to_generic(__cvta_generic_to_shared(p)) missed p");
    expect(f[5] == 1, "__cvta_generic_to_global of a global variable is not its address");
  });
  h.run("intrinsics_api.atomics_wide", [&] {
    const int k = 3000;
    std::vector<long long> ll0 = {LLONG_MAX, LLONG_MIN, -1, 0, 0};
    std::vector<unsigned long long> ull0 = {ULLONG_MAX, 0, 0};
    DeviceBuffer<long long> dll(env.context, ll0);
    DeviceBuffer<unsigned long long> dull(env.context, ull0);
    DeviceBuffer<unsigned short> dus(env.context, std::vector<unsigned short>{0});
    DeviceBuffer<float> df4(env.context, std::vector<float>(4, 0.0f)), df2(env.context, std::vector<float>(2, 0.0f));
    m.kernel("atomics_wide").launch(LaunchConfig(blocks_for(k, 256), 256), dll, dull, dus, df4, df2, k);
    std::vector<long long> ll = ll0;
    std::vector<unsigned long long> ull = ull0;
    for (int i = 0; i < k; ++i) {
      long long v = (long long)(unsigned)(i * 2654435761u) - (1ll << 31);
      ll[0] = std::min(ll[0], v), ll[1] = std::max(ll[1], v);
      ll[2] &= ~(1ll << (i % 63)), ll[3] |= 1ll << (i % 63), ll[4] ^= v;
      ull[0] = std::min(ull[0], (unsigned long long)v), ull[1] = std::max(ull[1], (unsigned long long)v);
      ull[2] ^= (unsigned long long)v;
    }
    expect(dll.download() == ll, "64-bit atomicMin/Max/And/Or/Xor results");
    expect(dull.download() == ull, "unsigned 64-bit atomics with _block/_system scopes");
    expect(dus.download()[0] == (unsigned short)k, "the 16-bit atomicCAS counter");
    expect(df4.download() == std::vector<float>{(float)k, 2.0f * k, 0.5f * k, -(float)k}, "float4 atomicAdd");
    expect(df2.download() == std::vector<float>{0.25f * k, 4.0f * k}, "float2 atomicAdd_block");
  });
}

// ---- conversions and arithmetic in every rounding mode -----------------------------------
const int kModes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

// Runs f with the CPU's rounding mode set; volatile operands keep the compiler from folding
// or moving the operation out of the mode (this file is also built with -frounding-math).
template <class F>
auto rounded(int mode, F f) {
  std::fesetround(mode);
  auto r = f();
  std::fesetround(FE_TONEAREST);
  return r;
}

// CUDA's float/double -> integer conversions are PTX's cvt: they saturate, and NaN becomes 0 only
// from a float into a 32-bit integer; from a double, or into 64 bits, it is 1 << (bits - 1) (INT_MIN,
// 0x80000000u, INT64_MIN, 2^63: the PTX ISA's cvt, "float-to-integer conversions").
template <class I, class F>
long long to_int(F x, int mode) {
  if (std::isnan(x))
    return sizeof(F) == 4 && sizeof(I) == 4 ? 0 : (long long)(I)(1ull << (8 * sizeof(I) - 1));
  volatile F vx = x;
  F r = rounded(mode, [&] { return (F)std::nearbyint((F)vx); });
  if (r <= (F)std::numeric_limits<I>::min()) return (long long)std::numeric_limits<I>::min();
  if (r >= (F)std::numeric_limits<I>::max()) return (long long)std::numeric_limits<I>::max();
  return (long long)(I)r;
}

std::vector<float> interesting_floats(int n) {
  std::vector<float> v;
  const float special[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1.5f, 2.5f, -2.5f, 1e-40f, -1e-40f, 1e30f, -1e30f,
                           3e9f, -3e9f, 5e18f, -1e19f, 2e19f, INFINITY, -INFINITY, NAN, 8388607.5f, 16777217.0f};
  for (float s : special) v.push_back(s);
  std::uniform_real_distribution<float> u(-100.0f, 100.0f);
  std::uniform_int_distribution<int> e(-60, 60);
  while ((int)v.size() < n) v.push_back(std::ldexp(u(rng()), e(rng())));
  return v;
}

void test_casts(Harness& h, const Env& env) {
  if (!has_construct(h, env, "casts")) return;
  Module m = load_construct(env, "casts");
  const int n = 3000;
  std::vector<float> fx = interesting_floats(n), fy = interesting_floats(n), fz = interesting_floats(n);
  std::shuffle(fy.begin(), fy.end(), rng());
  std::shuffle(fz.begin(), fz.end(), rng());
  std::vector<double> dx(n), dy(n), dz(n);
  for (int i = 0; i < n; ++i) dx[i] = (double)fx[i] * (1 + 1e-9 * i), dy[i] = (double)fy[i] / 3, dz[i] = fz[i];
  const char* mode_names[4] = {"rn", "rz", "ru", "rd"};

  auto run_float = [&](const Module& mod) {
    DeviceBuffer<float> a(env.context, fx), b(env.context, fy), c(env.context, fz);
    auto out = poisoned<float>(env.context, 33 * n);
    mod.kernel("float_arith").launch(LaunchConfig(blocks_for(n, 128), 128), a, b, c, out, n);
    return out.download();
  };
  std::vector<std::string> fnames;
  for (const char* op : {"__fadd", "__fsub", "__fmul", "__fdiv", "__fmaf", "__fmaf_ieee", "__frcp", "__fsqrt"})
    for (const char* md : mode_names) fnames.push_back(std::string(op) + "_" + md);
  fnames.push_back("__frsqrt_rn");
  h.run("casts.float_arith", [&] {
    std::vector<float> got = run_float(m);
    for (int i = 0; i < n; ++i) {
      volatile float x = fx[i], y = fy[i], z = fz[i];
      for (int k = 0; k < 32; ++k) {
        int mode = kModes[k % 4];
        float want = rounded(mode, [&]() -> float {
          switch (k / 4) {
          case 0: return x + y;
          case 1: return x - y;
          case 2: return x * y;
          case 3: return x / y;
          case 4: case 5: return std::fma((float)x, (float)y, (float)z);
          case 6: return 1.0f / x;
          default: return std::sqrt(std::fabs((float)x));
          }
        });
        float g = got[33 * i + k];
        if (!(bits_of(g) == bits_of(want) || (std::isnan(g) && std::isnan(want))))
          throw Failure(fnames[k] + "(" + std::to_string(x) + " " + hex((float)x) + ", " + hex((float)y) + ", " +
                        hex((float)z) + ") = " + hex(g) + ", expected " + hex(want));
      }
    }
  });
  h.run("casts.float_arith_same_as_nvcc", [&] { same_as_nvcc<float>(env, "casts", m, fnames, run_float); });

  auto run_double = [&](const Module& mod) {
    DeviceBuffer<double> a(env.context, dx), b(env.context, dy), c(env.context, dz);
    auto out = poisoned<double>(env.context, 44 * n);
    mod.kernel("double_arith").launch(LaunchConfig(blocks_for(n, 128), 128), a, b, c, out, n);
    return out.download();
  };
  std::vector<std::string> dnames;
  for (const char* op : {"__dadd", "__dsub", "__dmul", "__ddiv", "__fma", "__drcp", "__dsqrt"})
    for (const char* md : mode_names) dnames.push_back(std::string(op) + "_" + md);
  for (const char* md : mode_names)
    for (const char* op : {"dmul", "dadd", "dsub", "fma"}) dnames.push_back(std::string(op) + "(mode " + md + ")");
  h.run("casts.double_arith", [&] {
    std::vector<double> got = run_double(m);
    for (int i = 0; i < n; ++i) {
      volatile double x = dx[i], y = dy[i], z = dz[i];
      for (int k = 0; k < 44; ++k) {
        int op = k < 28 ? k / 4 : (k - 28) % 4;  // the legacy forms: dmul, dadd, dsub, fma
        int mode = k < 28 ? kModes[k % 4] : kModes[(k - 28) / 4];
        if (k >= 28) op = op == 0 ? 2 : op == 1 ? 0 : op == 2 ? 1 : 4;
        double want = rounded(mode, [&]() -> double {
          switch (op) {
          case 0: return x + y;
          case 1: return x - y;
          case 2: return x * y;
          case 3: return x / y;
          case 4: return std::fma((double)x, (double)y, (double)z);
          case 5: return 1.0 / x;
          default: return std::sqrt(std::fabs((double)x));
          }
        });
        double g = got[44 * i + k];
        if (!(bits_of(g) == bits_of(want) || (std::isnan(g) && std::isnan(want))))
          throw Failure(dnames[k] + "(" + hex((double)x) + ", " + hex((double)y) + ", " + hex((double)z) + ") = " +
                        hex(g) + ", expected " + hex(want));
      }
    }
  });
  h.run("casts.double_arith_same_as_nvcc", [&] { same_as_nvcc<double>(env, "casts", m, dnames, run_double); });

  auto run_int = [&](const Module& mod) {
    DeviceBuffer<float> a(env.context, fx);
    DeviceBuffer<double> b(env.context, dx);
    auto out = poisoned<long long>(env.context, 43 * n);
    mod.kernel("to_integer").launch(LaunchConfig(blocks_for(n, 128), 128), a, b, out, n);
    return out.download();
  };
  std::vector<std::string> inames;
  for (const char* src : {"__float2", "__double2"})
    for (const char* t : {"int", "uint", "ll", "ull"})
      for (const char* md : mode_names) inames.push_back(std::string(src) + t + "_" + md);
  for (const char* md : mode_names)
    for (const char* op : {"double2int", "double2ll"}) inames.push_back(std::string(op) + "(mode " + md + ")");
  inames.push_back("__double2hiint");
  inames.push_back("__double2loint");
  inames.push_back("__hiloint2double");
  h.run("casts.to_integer", [&] {
    std::vector<long long> got = run_int(m);
    for (int i = 0; i < n; ++i) {
      std::vector<long long> want;
      auto conv = [&](auto x) {
        for (int t = 0; t < 4; ++t)
          for (int md = 0; md < 4; ++md)
            want.push_back(t == 0   ? to_int<int>(x, kModes[md])
                           : t == 1 ? to_int<unsigned>(x, kModes[md])
                           : t == 2 ? to_int<long long>(x, kModes[md])
                                    : (long long)(unsigned long long)to_int<unsigned long long>(x, kModes[md]));
      };
      conv(fx[i]);
      conv(dx[i]);
      for (int md = 0; md < 4; ++md) want.push_back(to_int<int>(dx[i], kModes[md])), want.push_back(to_int<long long>(dx[i], kModes[md]));
      uint64_t db = bits_of(dx[i]);
      want.push_back((int)(db >> 32));
      want.push_back((int)(uint32_t)db);
      want.push_back((long long)db);
      for (int k = 0; k < 43; ++k)
        if (got[43 * i + k] != want[k])
          throw Failure(inames[k] + "(" + hex(k < 16 ? (double)fx[i] : dx[i]) + ") = " + std::to_string(got[43 * i + k]) +
                        ", expected " + std::to_string(want[k]));
    }
  });
  h.run("casts.to_integer_same_as_nvcc", [&] { same_as_nvcc<long long>(env, "casts", m, inames, run_int); });

  std::vector<unsigned long long> ux(n);
  std::uniform_int_distribution<unsigned long long> ud;
  for (int i = 0; i < n; ++i) ux[i] = ud(rng()) >> (i % 64);
  auto run_float_out = [&](const Module& mod) {
    DeviceBuffer<unsigned long long> a(env.context, ux);
    DeviceBuffer<double> b(env.context, dx);
    auto fo = poisoned<float>(env.context, 20 * n);
    auto dout = poisoned<double>(env.context, 10 * n);
    mod.kernel("to_float").launch(LaunchConfig(blocks_for(n, 128), 128), a, b, fo, dout, n);
    std::vector<float> f = fo.download();
    std::vector<double> d = dout.download();
    std::vector<double> all;  // both, as doubles (float values convert exactly)
    for (int i = 0; i < n; ++i) {
      for (int k = 0; k < 20; ++k) all.push_back(f[20 * i + k]);
      for (int k = 0; k < 10; ++k) all.push_back(d[10 * i + k]);
    }
    return all;
  };
  std::vector<std::string> fonames;
  for (const char* t : {"__int2float", "__uint2float", "__ll2float", "__ull2float", "__double2float"})
    for (const char* md : mode_names) fonames.push_back(std::string(t) + "_" + md);
  fonames.push_back("__int2double_rn");
  fonames.push_back("__uint2double_rn");
  for (const char* t : {"__ll2double", "__ull2double"})
    for (const char* md : mode_names) fonames.push_back(std::string(t) + "_" + md);
  h.run("casts.to_float", [&] {
    std::vector<double> got = run_float_out(m);
    for (int i = 0; i < n; ++i) {
      volatile unsigned long long u = ux[i];
      volatile double d = dx[i];
      std::vector<double> want;
      for (int t = 0; t < 5; ++t)
        for (int md = 0; md < 4; ++md)
          want.push_back(rounded(kModes[md], [&]() -> float {
            switch (t) {
            case 0: return (float)(int)u;
            case 1: return (float)(unsigned)u;
            case 2: return (float)(long long)u;
            case 3: return (float)u;
            default: return (float)d;
            }
          }));
      want.push_back((double)(int)u);
      want.push_back((double)(unsigned)u);
      for (int t = 0; t < 2; ++t)
        for (int md = 0; md < 4; ++md)
          want.push_back(rounded(kModes[md], [&]() -> double { return t == 0 ? (double)(long long)u : (double)u; }));
      for (int k = 0; k < 30; ++k) {
        double g = got[30 * i + k];
        if (!(bits_of(g) == bits_of(want[k]) || (std::isnan(g) && std::isnan(want[k]))))
          throw Failure(fonames[k] + " of element " + std::to_string(i) + " (" + std::to_string(ux[i]) + ", " +
                        hex(dx[i]) + ") = " + hex(g) + ", expected " + hex(want[k]));
      }
    }
  });
  h.run("casts.to_float_same_as_nvcc", [&] { same_as_nvcc<double>(env, "casts", m, fonames, run_float_out); });
}

// ---- the Math API ------------------------------------------------------------------------
using LD = long double;
const LD kPi = 3.141592653589793238462643383279502884L;
LD erfinv_ref(LD y) {  // Newton on erf, from a rough start
  if (!(y > -1 && y < 1)) return NAN;
  LD x = 0;
  for (int i = 0; i < 60; ++i) x -= (erfl(x) - y) / (2 / sqrtl(kPi) * expl(-x * x));
  return x;
}
struct MathRef {
  const char* name;
  std::function<LD(LD, LD, LD, LD, int)> f;  // NaN: not checked against the CPU
  double tolerance = 1e-4;                     // relative, or absolute below 1
};
// In the order of constructs/math_api.cu.
std::vector<MathRef> math_refs(bool single) {
  auto R1 = [](const char* n, LD (*f)(LD)) { return MathRef{n, [f](LD x, LD, LD, LD, int) { return f(x); }}; };
  auto R2 = [](const char* n, LD (*f)(LD, LD)) { return MathRef{n, [f](LD x, LD y, LD, LD, int) { return f(x, y); }}; };
  std::vector<MathRef> v = {
      R1("acos", acosl), R1("acosh", acoshl), R1("asin", asinl), R1("asinh", asinhl), R1("atan", atanl),
      R1("atanh", atanhl), R1("cbrt", cbrtl), R1("ceil", ceill), R1("cos", cosl), R1("cosh", coshl),
      {"cospi", [](LD x, LD, LD, LD, int) { return cosl(kPi * x); }},
      {"cyl_bessel_i0", [](LD x, LD, LD, LD, int) { return (LD)std::cyl_bessel_i(0.0, std::fabs((double)x)); }},
      {"cyl_bessel_i1", [](LD x, LD, LD, LD, int) { LD r = std::cyl_bessel_i(1.0, std::fabs((double)x)); return x < 0 ? -r : r; }},
      R1("erfc", erfcl), {"erfcinv", [](LD x, LD, LD, LD, int) { return erfinv_ref(1 - x); }},
      {"erfcx", [](LD x, LD, LD, LD, int) { return expl(x * x) * erfcl(x); }}, R1("erf", erfl),
      {"erfinv", [](LD x, LD, LD, LD, int) { return erfinv_ref(x); }},
      {"exp10", [](LD x, LD, LD, LD, int) { return powl(10, x); }}, R1("exp2", exp2l), R1("exp", expl),
      R1("expm1", expm1l), R1("fabs", fabsl), R1("floor", floorl),
      {"j0", [](LD x, LD, LD, LD, int) { return (LD)::j0((double)x); }},
      {"j1", [](LD x, LD, LD, LD, int) { return (LD)::j1((double)x); }},
      {"lgamma", [](LD x, LD, LD, LD, int) { return x <= 0 && x == floorl(x) ? NAN : lgammal(x); }},
      R1("log10", log10l), R1("log1p", log1pl), R1("log2", log2l), R1("logb", logbl), R1("log", logl),
      R1("nearbyint", nearbyintl), {"normcdf", [](LD x, LD, LD, LD, int) { return erfcl(-x / sqrtl(2)) / 2; }},
      {"normcdfinv", [](LD x, LD, LD, LD, int) { return -sqrtl(2) * erfinv_ref(1 - 2 * x); }},
      {"rcbrt", [](LD x, LD, LD, LD, int) { return 1 / cbrtl(x); }}, R1("rint", rintl), R1("round", roundl),
      {"rsqrt", [](LD x, LD, LD, LD, int) { return 1 / sqrtl(x); }}, R1("sin", sinl), R1("sinh", sinhl),
      {"sinpi", [](LD x, LD, LD, LD, int) { return sinl(kPi * x); }}, R1("sqrt", sqrtl), R1("tan", tanl),
      R1("tanh", tanhl), {"tgamma", [](LD x, LD, LD, LD, int) { return x <= 0 && x == floorl(x) ? NAN : tgammal(x); }},
      R1("trunc", truncl), {"y0", [](LD x, LD, LD, LD, int) { return (LD)::y0((double)x); }},
      {"y1", [](LD x, LD, LD, LD, int) { return (LD)::y1((double)x); }}};
  if (single) {
    const char* fast[] = {"__cosf", "__exp10f", "__expf", "__log10f", "__log2f", "__logf", "__saturatef", "__sinf", "__tanf", "__tanhf"};
    LD (*ref[])(LD) = {cosl, [](LD x) { return powl(10, x); }, expl, log10l, log2l, logl,
                       [](LD x) -> LD { return x < 0 ? 0 : x > 1 ? 1 : x; }, sinl, tanl, tanhl};
    for (int i = 0; i < 10; ++i) {
      MathRef r = R1(fast[i], ref[i]);
      r.tolerance = 2e-3;
      v.push_back(r);
    }
  }
  std::vector<MathRef> two = {R2("atan2", atan2l), R2("copysign", copysignl), R2("fdim", fdiml)};
  if (single) two.push_back({"fdividef", [](LD x, LD y, LD, LD, int) { return x / y; }, 2e-3});
  for (auto r : std::vector<MathRef>{R2("fmax", fmaxl), R2("fmin", fminl), R2("fmod", fmodl), R2("hypot", hypotl),
                                     {"nextafter", [](LD, LD, LD, LD, int) -> LD { return NAN; }}, R2("pow", powl),
                                     R2("remainder", remainderl),
                                     {"rhypot", [](LD x, LD y, LD, LD, int) { return 1 / hypotl(x, y); }}})
    two.push_back(r);
  if (single) {
    two.push_back({"__fdividef", [](LD x, LD y, LD, LD, int) { return x / y; }, 2e-3});
    two.push_back({"__powf", [](LD x, LD y, LD, LD, int) { return powl(x, y); }, 2e-3});
  }
  v.insert(v.end(), two.begin(), two.end());
  std::vector<MathRef> rest = {
      {"fma", [](LD x, LD y, LD z, LD, int) { return x * y + z; }},
      {"norm3d", [](LD x, LD y, LD z, LD, int) { return sqrtl(x * x + y * y + z * z); }},
      {"rnorm3d", [](LD x, LD y, LD z, LD, int) { return 1 / sqrtl(x * x + y * y + z * z); }},
      {"norm4d", [](LD x, LD y, LD z, LD w, int) { return sqrtl(x * x + y * y + z * z + w * w); }},
      {"rnorm4d", [](LD x, LD y, LD z, LD w, int) { return 1 / sqrtl(x * x + y * y + z * z + w * w); }},
      {"ldexp", [](LD x, LD, LD, LD, int k) { return ldexpl(x, k); }},
      {"scalbn", [](LD x, LD, LD, LD, int k) { return ldexpl(x, k); }},
      {"scalbln", [](LD x, LD, LD, LD, int k) { return ldexpl(x, k); }},
      // libdevice's jn (nvcc's too) runs its recurrence through 2k/x: NaN at x = +-0 for n >= 2,
      // where the C library gives 0; same_as_nvcc checks those bits against nvcc's.
      {"jn", [](LD x, LD, LD, LD, int k) { return x == 0 && (k & 7) >= 2 ? (LD)NAN : (LD)::jn(k & 7, (double)x); }},
      {"yn", [](LD x, LD, LD, LD, int k) { return (LD)::yn(k & 7, std::fabs((double)x)); }},
      {"frexp", [](LD x, LD, LD, LD, int) { int e; LD m = frexpl(x, &e); return m + e; }},
      {"modf", [](LD x, LD, LD, LD, int) { LD t; LD f = modfl(x, &t); return f + t * 3; }},
      {"remquo", [](LD x, LD y, LD, LD, int) { int q; LD r = remquol(x, y, &q); return r + (q & 7); }},
      {"sincos", [](LD x, LD, LD, LD, int) { return sinl(x) + 2 * cosl(x); }},
      {"sincospi", [](LD x, LD, LD, LD, int) { return sinl(kPi * x) + 2 * cosl(kPi * x); }}};
  if (single) rest.push_back({"__sincosf", [](LD x, LD, LD, LD, int) { return sinl(x) + 2 * cosl(x); }, 2e-3});
  for (auto r : std::vector<MathRef>{{"ilogb", [](LD x, LD, LD, LD, int) -> LD { return x == 0 ? NAN : (LD)ilogbl(x); }},
                                     {"lrint", [](LD x, LD, LD, LD, int) { return rintl(x); }},
                                     {"llrint", [](LD x, LD, LD, LD, int) { return rintl(x); }},
                                     {"lround", [](LD x, LD, LD, LD, int) { return roundl(x); }},
                                     {"llround", [](LD x, LD, LD, LD, int) { return roundl(x); }},
                                     {"norm", [](LD x, LD y, LD z, LD w, int) { return sqrtl(x * x + y * y + z * z + w * w); }},
                                     {"rnorm", [](LD x, LD y, LD z, LD w, int) { return 1 / sqrtl(x * x + y * y + z * z + w * w); }}})
    rest.push_back(r);
  if (single) rest.push_back({"sinf(x) + cosf(y)", [](LD x, LD y, LD, LD, int) { return sinl(x) + cosl(y); }});
  v.insert(v.end(), rest.begin(), rest.end());
  return v;
}

template <class T>
void test_math_api_precision(Harness& h, const Env& env, const Module& m, bool single) {
  const std::string kernel = single ? "math_float" : "math_double";
  std::vector<MathRef> refs = math_refs(single);
  const size_t per = refs.size();
  const int n = 2000;
  std::vector<T> x(n), y(n), z(n), w(n);
  std::vector<int> k(n);
  std::uniform_real_distribution<double> ux(-0.99, 0.99), uy(0.5, 3.0), uz(-2.0, 2.0);
  std::uniform_int_distribution<int> uk(-10, 10);
  for (int i = 0; i < n; ++i) x[i] = (T)ux(rng()), y[i] = (T)uy(rng()), z[i] = (T)uz(rng()), w[i] = (T)uz(rng()), k[i] = uk(rng());
  x[0] = 0, x[1] = (T)-0.0, x[2] = (T)0.5, x[3] = (T)-0.5;
  auto run = [&](const Module& mod) {
    DeviceBuffer<T> da(env.context, x), db(env.context, y), dc(env.context, z), dd(env.context, w);
    DeviceBuffer<int> dk(env.context, k);
    auto out = poisoned<T>(env.context, per * n);
    mod.kernel(kernel).launch(LaunchConfig(blocks_for(n, 128), 128), da, db, dc, dd, dk, out, n);
    return out.download();
  };
  std::vector<std::string> names;
  for (const auto& r : refs) names.push_back(r.name);
  h.run("math_api." + kernel, [&] {
    std::vector<T> got = run(m);
    for (int i = 0; i < n; ++i)
      for (size_t j = 0; j < per; ++j) {
        LD want = refs[j].f(x[i], y[i], z[i], w[i], k[i]);
        if (std::isnan(want) || std::isinf(want) || std::fabs(want) > 1e30L) continue;
        LD g = got[per * i + j];
        double tol = refs[j].tolerance * (single ? 1.0 : 1e-5);
        if (!(std::fabs(g - want) <= tol * std::max((LD)1, std::fabs(want))))
          throw Failure(kernel + ": " + names[j] + "(" + std::to_string((double)x[i]) + ", " + std::to_string((double)y[i]) +
                        ", " + std::to_string((double)z[i]) + ", " + std::to_string((double)w[i]) + ", " +
                        std::to_string(k[i]) + ") = " + std::to_string((double)g) + ", CPU " + std::to_string((double)want));
      }
  });
  // Both compilers run libdevice's Bessel code (y0, y1, yn and jn's recurrences), but kilnc through
  // LLVM's optimizer and nvcc through NVVM's, which canonicalise some a*b+c differently before fma
  // contraction (counted in the PTX of ynf: 395 fmas under nvcc, 387 + 8 exact sub.rn under kilnc;
  // yn: 825 against 817); the results may differ in the last places, within libdevice's documented
  // bounds for both: on the H200 (2026-12-01), y1 and yn of double differed by up to 5 ulps (yn's
  // upward recurrence for large n), the float ones by 1. Everything else, hypot and norm*d included (same sqrt.rn, same fmas), is bit
  // for bit; the CPU comparison above checks the Bessel functions' accuracy on its own.
  const std::map<std::string, uint64_t> bessel_ulps = {{"y0", 8}, {"y1", 8}, {"yn", 8}, {"jn", 8}};
  h.run("math_api." + kernel + "_same_as_nvcc", [&] { same_as_nvcc<T>(env, "math_api", m, names, run, bessel_ulps); });
}

void test_math_api(Harness& h, const Env& env) {
  if (!has_construct(h, env, "math_api")) return;
  Module m = load_construct(env, "math_api");
  test_math_api_precision<float>(h, env, m, true);
  test_math_api_precision<double>(h, env, m, false);
}

}  // namespace

std::vector<Suite> intrinsic_api_suites() {
  return {{"constructs.simd", test_simd},
          {"constructs.intrinsics_api", test_intrinsics_api},
          {"constructs.casts", test_casts},
          {"constructs.math_api", test_math_api}};
}

}  // namespace kiln::e2e
