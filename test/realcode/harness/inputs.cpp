#include "inputs.hpp"

#include <cmath>
#include <cstring>
#include <thread>

namespace realcode {

uint64_t mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

uint64_t seed_of(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

uint16_t float_to_half(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t mag = x & 0x7fffffffu;
  if (mag >= 0x7f800000u) return uint16_t(sign | 0x7c00u | (mag > 0x7f800000u ? 0x200u : 0));  // inf / nan
  if (mag >= 0x477ff000u) return uint16_t(sign | 0x7c00u);                                      // overflow
  if (mag < 0x38800000u) {                                                                       // subnormal half
    if (mag < 0x33000000u) return uint16_t(sign);
    uint32_t e = mag >> 23, m = (mag & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - e;  // 113 - e + 13
    uint32_t half = m >> shift, rem = m & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1))) ++half;
    return uint16_t(sign | half);
  }
  uint32_t h = ((mag - 0x38000000u) >> 13);
  uint32_t rem = mag & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1))) ++h;
  return uint16_t(sign | h);
}

float half_to_float(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ffu, x;
  if (e == 0) {
    if (m == 0) {
      x = sign;
    } else {
      int shift = 0;
      while (!(m & 0x400u)) m <<= 1, ++shift;
      x = sign | uint32_t(113 - shift) << 23 | (m & 0x3ffu) << 13;
    }
  } else if (e == 31) {
    x = sign | 0x7f800000u | m << 13;
  } else {
    x = sign | (e + 112) << 23 | m << 13;
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

uint16_t float_to_bf16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) return uint16_t((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u);
  return uint16_t(x >> 16);
}

float bf16_to_float(uint16_t b) {
  uint32_t x = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

double load_as_double(Elem e, const uint8_t* p) {
  switch (e) {
    case Elem::i8: return double(*reinterpret_cast<const int8_t*>(p));
    case Elem::u8: return double(*p);
    case Elem::i16: { int16_t v; std::memcpy(&v, p, 2); return v; }
    case Elem::u16: { uint16_t v; std::memcpy(&v, p, 2); return v; }
    case Elem::i32: { int32_t v; std::memcpy(&v, p, 4); return v; }
    case Elem::u32: { uint32_t v; std::memcpy(&v, p, 4); return v; }
    case Elem::i64: { int64_t v; std::memcpy(&v, p, 8); return double(v); }
    case Elem::u64: { uint64_t v; std::memcpy(&v, p, 8); return double(v); }
    case Elem::f16: { uint16_t v; std::memcpy(&v, p, 2); return half_to_float(v); }
    case Elem::bf16: { uint16_t v; std::memcpy(&v, p, 2); return bf16_to_float(v); }
    case Elem::f32: { float v; std::memcpy(&v, p, 4); return v; }
    case Elem::f64: { double v; std::memcpy(&v, p, 8); return v; }
  }
  return 0;
}

void store_from_double(Elem e, uint8_t* p, double v) {
  switch (e) {
    case Elem::i8: { int8_t x = int8_t(int64_t(v)); std::memcpy(p, &x, 1); break; }
    case Elem::u8: { uint8_t x = uint8_t(int64_t(v)); std::memcpy(p, &x, 1); break; }
    case Elem::i16: { int16_t x = int16_t(int64_t(v)); std::memcpy(p, &x, 2); break; }
    case Elem::u16: { uint16_t x = uint16_t(int64_t(v)); std::memcpy(p, &x, 2); break; }
    case Elem::i32: { int32_t x = int32_t(int64_t(v)); std::memcpy(p, &x, 4); break; }
    case Elem::u32: { uint32_t x = uint32_t(int64_t(v)); std::memcpy(p, &x, 4); break; }
    case Elem::i64: { int64_t x = int64_t(v); std::memcpy(p, &x, 8); break; }
    case Elem::u64: { uint64_t x = uint64_t(v); std::memcpy(p, &x, 8); break; }
    case Elem::f16: { uint16_t x = float_to_half(float(v)); std::memcpy(p, &x, 2); break; }
    case Elem::bf16: { uint16_t x = float_to_bf16(float(v)); std::memcpy(p, &x, 2); break; }
    case Elem::f32: { float x = float(v); std::memcpy(p, &x, 4); break; }
    case Elem::f64: std::memcpy(p, &v, 8); break;
  }
}

namespace {
// Integer elements straight from the hash: uniform over [lo, hi) without rounding through double.
void store_integer(Elem e, uint8_t* p, int64_t v) {
  size_t n = elem_size(e);
  uint64_t u = uint64_t(v);
  std::memcpy(p, &u, n);  // little-endian: the low n bytes
}

double unit(uint64_t h) { return double(h >> 11) * (1.0 / 9007199254740992.0); }

template <class F>
void parallel_for(int64_t n, F body) {
  unsigned threads = std::max(1u, std::min(32u, std::thread::hardware_concurrency()));
  if (n < (1 << 16)) threads = 1;
  std::vector<std::thread> pool;
  int64_t chunk = (n + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    int64_t b = t * chunk, e = std::min<int64_t>(n, b + chunk);
    if (b >= e) break;
    pool.emplace_back([=] {
      for (int64_t i = b; i < e; ++i) body(i);
    });
  }
  for (auto& th : pool) th.join();
}
}  // namespace

std::vector<uint8_t> make_contents(const Buffer& b, uint64_t seed) {
  const size_t es = elem_size(b.type);
  std::vector<uint8_t> out(size_t(b.count) * es, 0);
  uint8_t* base = out.data();
  const Init& in = b.init;
  const bool is_float = elem_is_float(b.type);
  if (in.kind == "zero" || in.kind == "set") {
    // already zero
  } else if (in.kind == "fill") {
    std::vector<uint8_t> one(es);
    if (is_float) store_from_double(b.type, one.data(), in.params[0]);
    else store_integer(b.type, one.data(), int64_t(in.params[0]));
    parallel_for(b.count, [&](int64_t i) { std::memcpy(base + i * es, one.data(), es); });
  } else if (in.kind == "iota") {
    double start = in.params.empty() ? 0 : in.params[0], step = in.params.empty() ? 1 : in.params[1];
    parallel_for(b.count, [&](int64_t i) {
      if (is_float) store_from_double(b.type, base + i * es, start + step * double(i));
      else store_integer(b.type, base + i * es, int64_t(start) + int64_t(step) * i);
    });
  } else if (in.kind == "uniform") {
    double lo = in.params[0], hi = in.params[1];
    parallel_for(b.count, [&](int64_t i) {
      uint64_t h = mix64(seed ^ mix64(uint64_t(i)));
      if (is_float) {
        store_from_double(b.type, base + i * es, lo + (hi - lo) * unit(h));
      } else {
        uint64_t span = uint64_t(int64_t(hi) - int64_t(lo));
        store_integer(b.type, base + i * es, int64_t(lo) + int64_t(span ? h % span : 0));
      }
    });
  } else if (in.kind == "rowptr") {
    // CSR row offsets: row r holds hash % (maxlen + 1) entries; element 0 is 0.
    uint64_t maxlen = uint64_t(in.params[0]);
    int64_t acc = 0;
    for (int64_t i = 0; i < b.count; ++i) {
      store_integer(b.type, base + i * es, acc);
      acc += int64_t(mix64(seed ^ mix64(uint64_t(i))) % (maxlen + 1));
    }
  } else if (in.kind == "diagdom") {
    // Off-diagonal entries in [-1, 1), diagonal n + [0, 1): strictly diagonally dominant.
    int64_t n = int64_t(in.params[0]);
    parallel_for(b.count, [&](int64_t i) {
      double u = unit(mix64(seed ^ mix64(uint64_t(i))));
      double v = (i / n == i % n) ? double(n) + u : 2 * u - 1;
      store_from_double(b.type, base + i * es, v);
    });
  }
  for (const auto& s : in.sets) {
    if (is_float) store_from_double(b.type, base + s.first * es, s.second);
    else store_integer(b.type, base + s.first * es, int64_t(s.second));
  }
  return out;
}

}  // namespace realcode
