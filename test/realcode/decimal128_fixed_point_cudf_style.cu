// @realcode cuDF-style fixed-point decimal128 column arithmetic on __int128: a scaled_integer struct with a numeric::scale_type enum class, multiplication widened then rescaled by a power of ten with HALF_UP rounding (signed __int128 division and remainder), addition after aligning scales, overflow detection against the 38-digit bound with a validity byte, and results split into lo/hi u64 words.
// @let N = 1 << 20
// @buf a u64[2 * N] uniform(0, 18446744073709551615)
// @buf b u64[2 * N] uniform(0, 18446744073709551615)
// @buf prod u64[2 * N] zero
// @buf sum u64[2 * N] zero
// @buf valid u8[N] zero
// @launch decimal_ops grid(N / 256) block(256) args(a, b, prod, sum, valid, i32(N))
// @check prod exact
// @check sum exact
// @check valid exact
#include <cuda_runtime.h>
#include <cstdint>

namespace numeric {
enum class scale_type : int32_t {};
using int128_t = __int128_t;

__device__ constexpr int128_t pow10(int e) {
  int128_t r = 1;
  for (int i = 0; i < e; ++i) r *= 10;
  return r;
}

struct decimal128 {
  int128_t value;
  scale_type scale;  // value * 10^scale
};

__device__ inline int128_t div_round_half_up(int128_t v, int128_t d) {
  int128_t q = v / d, r = v % d;
  int128_t twice = (r < 0 ? -r : r) * 2;
  if (twice >= d) q += (v < 0) ? -1 : 1;
  return q;
}

__device__ inline decimal128 multiply(decimal128 x, decimal128 y, scale_type out_scale) {
  int s = static_cast<int>(x.scale) + static_cast<int>(y.scale);
  int shift = static_cast<int>(out_scale) - s;
  int128_t v = x.value * y.value;
  if (shift > 0) v = div_round_half_up(v, pow10(shift));
  else if (shift < 0) v *= pow10(-shift);
  return {v, out_scale};
}

__device__ inline decimal128 add(decimal128 x, decimal128 y) {
  int sx = static_cast<int>(x.scale), sy = static_cast<int>(y.scale);
  if (sx > sy) { x.value *= pow10(sx - sy); x.scale = y.scale; }
  else if (sy > sx) { y.value *= pow10(sy - sx); }
  return {x.value + y.value, x.scale};
}
}  // namespace numeric

__device__ __forceinline__ __int128_t load_i128(const unsigned long long *p, int i, int keep_digits_bits) {
  unsigned __int128 u = (static_cast<unsigned __int128>(p[2 * i + 1]) << 64) | p[2 * i];
  __int128_t v = static_cast<__int128_t>(u);
  return v >> keep_digits_bits;  // arithmetic shift: keep magnitudes around 10^18..10^19
}

__global__ void decimal_ops(const unsigned long long *__restrict__ a, const unsigned long long *__restrict__ b,
                            unsigned long long *__restrict__ prod, unsigned long long *__restrict__ sum,
                            unsigned char *__restrict__ valid, int n) {
  using namespace numeric;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  decimal128 x{load_i128(a, i, 64), scale_type{-4}};
  decimal128 y{load_i128(b, i, 70), scale_type{-2 - (i & 3)}};
  decimal128 p = multiply(x, y, scale_type{-6});
  decimal128 s = add(x, y);
  const int128_t bound = pow10(38);
  valid[i] = static_cast<unsigned char>((p.value < bound && p.value > -bound) | ((s.value < bound && s.value > -bound) << 1));
  prod[2 * i] = static_cast<unsigned long long>(p.value);
  prod[2 * i + 1] = static_cast<unsigned long long>(static_cast<unsigned __int128>(p.value) >> 64);
  sum[2 * i] = static_cast<unsigned long long>(s.value);
  sum[2 * i + 1] = static_cast<unsigned long long>(static_cast<unsigned __int128>(s.value) >> 64);
}
