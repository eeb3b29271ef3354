// @realcode a GPU CSV reader as columnar data loaders (RAPIDS-style) write it: one thread per fixed-width 64-byte line, the line viewed as cuda::std::span<const char>, fields split at commas into cuda::std::array<span, 4>, each field parsed by a function returning cuda::std::optional<T> (nullopt for empty or malformed: the column's validity bitmap bit), the parsers chosen per column by a traits template over the column type (int32 with sign, fixed-point price with 2 decimals, a 3-letter code packed into 32 bits), a parsed row as cuda::std::tuple consumed through cuda::std::get, and the validity masks built with __ballot_sync per warp (one 32-bit word per 32 rows).
// @let N = 1 << 22
// @let LW = 64
// @buf text u8[N * LW] uniform(0, 256)
// @buf ids i32[N] zero
// @buf prices i64[N] zero
// @buf codes u32[N] zero
// @buf qty i32[N] zero
// @buf valid u32[N / 32 * 4] zero
// @buf totals i64[1] zero
// @launch render_lines grid(cdiv(N, 256)) block(256) args(text, i32(N))
// @launch parse_rows grid(cdiv(N, 256)) block(256) args(text, ids, prices, codes, qty, valid, totals, i32(N))
// @check ids exact
// @check prices exact
// @check codes exact
// @check qty exact
// @check valid exact
// @check totals exact
#include <cuda/std/array>
#include <cuda/std/optional>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cstdint>

constexpr int kLine = 64;
using field_t = cuda::std::span<const char>;

// Turn the random bytes into lines like "123,-45.67,ABC,9\n" with some fields empty or broken.
__global__ void render_lines(char *text, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  char *line = text + (size_t)i * kLine;
  const unsigned r0 = (unsigned char)line[0] | (unsigned char)line[1] << 8 | (unsigned char)line[2] << 16;
  const unsigned r1 = (unsigned char)line[3] | (unsigned char)line[4] << 8;
  char buf[kLine];
  int k = 0;
  auto put_int = [&](long v) {
    if (v < 0) { buf[k++] = '-'; v = -v; }
    char tmp[12]; int t = 0;
    do { tmp[t++] = char('0' + v % 10); v /= 10; } while (v);
    while (t) buf[k++] = tmp[--t];
  };
  if (r0 % 23) put_int((long)(r0 % 100000) - 1000);
  buf[k++] = ',';
  if (r0 % 19) {
    put_int((long)(r1 % 5000) - 250);
    buf[k++] = '.';
    buf[k++] = char('0' + r0 % 10);
    if (r0 % 7) buf[k++] = char('0' + (r0 >> 4) % 10);
  }
  buf[k++] = ',';
  for (int c = 0; c < 3; ++c) buf[k++] = char('A' + (r1 >> (c * 4)) % 26);
  if (r1 % 29 == 0) buf[k - 1] = '?';
  buf[k++] = ',';
  put_int((long)(r0 >> 17));
  buf[k++] = '\n';
  for (int c = 0; c < kLine; ++c) line[c] = c < k ? buf[c] : ' ';
}

__device__ cuda::std::array<field_t, 4> split(field_t line) {
  cuda::std::array<field_t, 4> f{};
  size_t start = 0;
  int col = 0;
  for (size_t j = 0; j < line.size() && col < 4; ++j) {
    if (line[j] == ',' || line[j] == '\n') {
      f[col++] = line.subspan(start, j - start);
      start = j + 1;
    }
  }
  return f;
}

struct Price { long long cents; };
struct Code { uint32_t packed; };

template <class T, class = void> struct parser;

template <class T> struct parser<T, cuda::std::enable_if_t<cuda::std::is_integral_v<T>>> {
  __device__ static cuda::std::optional<T> parse(field_t s) {
    if (s.empty()) return cuda::std::nullopt;
    bool neg = s[0] == '-';
    if (neg) s = s.subspan(1);
    if (s.empty() || s.size() > 9) return cuda::std::nullopt;
    T v = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return cuda::std::nullopt;
      v = v * 10 + (c - '0');
    }
    return neg ? T(-v) : v;
  }
};

template <> struct parser<Price> {
  __device__ static cuda::std::optional<Price> parse(field_t s) {
    size_t dot = 0;
    while (dot < s.size() && s[dot] != '.') ++dot;
    auto whole = parser<int>::parse(s.first(dot));
    if (!whole || dot + 3 != s.size()) return cuda::std::nullopt;  // exactly two decimals
    auto frac = parser<int>::parse(s.last(2));
    if (!frac) return cuda::std::nullopt;
    long long w = *whole;
    return Price{w * 100 + (w < 0 || s[0] == '-' ? -*frac : *frac)};
  }
};

template <> struct parser<Code> {
  __device__ static cuda::std::optional<Code> parse(field_t s) {
    if (s.size() != 3) return cuda::std::nullopt;
    uint32_t p = 0;
    for (char c : s) {
      if (c < 'A' || c > 'Z') return cuda::std::nullopt;
      p = p << 8 | (uint32_t)c;
    }
    return Code{p};
  }
};

template <class... Ts, size_t... I>
__device__ auto parse_all(const cuda::std::array<field_t, 4> &f, cuda::std::index_sequence<I...>) {
  return cuda::std::make_tuple(parser<Ts>::parse(f[I])...);
}

__global__ void __launch_bounds__(256) parse_rows(const char *__restrict__ text, int *__restrict__ ids,
                                                  long long *__restrict__ prices, uint32_t *__restrict__ codes,
                                                  int *__restrict__ qty, uint32_t *__restrict__ valid,
                                                  unsigned long long *__restrict__ total, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool in = i < n;
  field_t line(text + (size_t)(in ? i : 0) * kLine, kLine);
  auto row = parse_all<int, Price, Code, int>(split(line), cuda::std::make_index_sequence<4>{});
  const auto &[id, price, code, q] = row;
  if (in) {
    ids[i] = id.value_or(-1);
    prices[i] = price ? price->cents : 0;
    codes[i] = code.has_value() ? code->packed : 0u;
    qty[i] = cuda::std::get<3>(row).value_or(0);
  }
  const unsigned m0 = __ballot_sync(0xffffffffu, in && id.has_value());
  const unsigned m1 = __ballot_sync(0xffffffffu, in && price.has_value());
  const unsigned m2 = __ballot_sync(0xffffffffu, in && code.has_value());
  const unsigned m3 = __ballot_sync(0xffffffffu, in && q.has_value());
  if ((threadIdx.x & 31) == 0 && in) {
    uint4 *vw = reinterpret_cast<uint4 *>(valid) + i / 32;
    *vw = make_uint4(m0, m1, m2, m3);
  }
  // Total value of the valid rows (integers: the order of the atomics does not matter).
  long long value = in && price && q ? price->cents * (long long)*q : 0;
  for (int off = 16; off; off >>= 1) value += __shfl_down_sync(0xffffffffu, value, off);
  if ((threadIdx.x & 31) == 0 && value) atomicAdd(total, (unsigned long long)value);
}
