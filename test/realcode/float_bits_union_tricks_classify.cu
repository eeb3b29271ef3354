// @realcode the float bit tricks of games and graphics code, written with unions the way C programmers write them: the Quake III inverse square root (0x5f3759df) with one and two Newton steps, a fast log2 from the exponent field plus a polynomial on the mantissa, frexp/ldexp done by hand on the bit fields (a union of float, uint32_t and a bit-field struct {mantissa:23, exponent:8, sign:1}), a classify into zero/subnormal/normal/inf/nan from the fields compared against fpclassify-style constants in an anonymous enum, next-representable-float stepping (nextafter by integer increment of the bits), and a 16-bit float packed by hand with round-to-nearest-even, compared against __float2half_rn.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1000, 1000)
// @buf rs f32[N * 2] zero
// @buf lg f32[N] zero
// @buf fx i32[N * 2] zero
// @buf cls i32[N] zero
// @buf nx f32[N] zero
// @buf h16 u16[N * 2] zero
// @launch sprinkle_specials grid(cdiv(N, 256)) block(256) args(x, i32(N))
// @launch bit_tricks grid(cdiv(N, 256)) block(256) args(x, rs, lg, fx, cls, nx, h16, i32(N))
// @check x exact
// @check rs abs=1e-6 rel=1e-6
// @check lg abs=1e-6 rel=1e-6
// @check fx exact
// @check cls exact
// @check nx exact
// @check h16 exact
#include <cuda_fp16.h>
#include <cstdint>

union FloatBits {
  float f;
  uint32_t u;
  struct {
    uint32_t mantissa : 23;
    uint32_t exponent : 8;
    uint32_t sign : 1;
  } parts;
};

enum { FP_KIND_ZERO = 0, FP_KIND_SUBNORMAL = 1, FP_KIND_NORMAL = 2, FP_KIND_INFINITE = 3, FP_KIND_NAN = 4 };

// Some elements become zeros, subnormals, infinities, NaNs and exact powers of two.
__global__ void sprinkle_specials(float *x, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  FloatBits b;
  b.f = x[i];
  switch (i % 37) {
  case 0: b.u = 0; break;
  case 1: b.u = 0x80000000u; break;
  case 2: b.u = 0x00000001u + (uint32_t)i; b.u &= 0x807fffffu; break;  // subnormal
  case 3: b.u = 0x7f800000u; break;
  case 4: b.u = 0xff800000u; break;
  case 5: b.u = 0x7fc00000u | (uint32_t)(i & 0xffff); break;
  case 6: b.parts.mantissa = 0; break;  // a power of two
  case 7: b.u = 0x477fe000u + (uint32_t)(i & 0x3fff); break;  // near the half overflow
  default: break;
  }
  x[i] = b.f;
}

__device__ float q_rsqrt(float number, int iterations) {
  FloatBits conv;
  const float x2 = number * 0.5f;
  conv.f = number;
  conv.u = 0x5f3759dfu - (conv.u >> 1);
  float y = conv.f;
  for (int k = 0; k < iterations; ++k) y = y * (1.5f - (x2 * y * y));
  return y;
}

__device__ float fast_log2(float v) {
  FloatBits b;
  b.f = v;
  const float e = (float)((int)b.parts.exponent - 127);
  b.parts.exponent = 127;  // mantissa in [1, 2)
  const float m = b.f;
  return e + (-0.34484843f * m + 2.02466578f) * m - 0.67487759f;
}

__device__ float my_frexp(float v, int *e) {
  FloatBits b;
  b.f = v;
  if (b.parts.exponent == 0 || b.parts.exponent == 255) { *e = 0; return v; }  // zero/subnormal/special left alone
  *e = (int)b.parts.exponent - 126;
  b.parts.exponent = 126;
  return b.f;
}

__device__ int classify_bits(float v) {
  FloatBits b;
  b.f = v;
  if (b.parts.exponent == 0) return b.parts.mantissa ? FP_KIND_SUBNORMAL : FP_KIND_ZERO;
  if (b.parts.exponent == 255) return b.parts.mantissa ? FP_KIND_NAN : FP_KIND_INFINITE;
  return FP_KIND_NORMAL;
}

__device__ float next_up(float v) {
  FloatBits b;
  b.f = v;
  if (v != v || b.u == 0x7f800000u) return v;
  if (b.u == 0x80000000u) b.u = 0;
  b.u += (b.u >> 31) ? -1 : 1;
  return b.f;
}

// float -> binary16 with round-to-nearest-even, by hand.
__device__ uint16_t to_half_bits(float v) {
  FloatBits b;
  b.f = v;
  const uint32_t sign = (b.u >> 16) & 0x8000u;
  int exp = (int)b.parts.exponent - 127 + 15;
  uint32_t man = b.parts.mantissa;
  if (b.parts.exponent == 255) return (uint16_t)(sign | 0x7c00u | (man ? 0x200u | (man >> 13) : 0u));
  if (exp >= 31) return (uint16_t)(sign | 0x7c00u);
  if (exp <= 0) {
    if (exp < -10) return (uint16_t)sign;
    man |= 0x800000u;
    const int shift = 14 - exp;
    uint32_t h = man >> shift, rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return (uint16_t)(sign | h);
  }
  uint32_t h = ((uint32_t)exp << 10) | (man >> 13);
  const uint32_t rem = man & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1))) ++h;  // may carry into the exponent: still right
  return (uint16_t)(sign | h);
}

__global__ void __launch_bounds__(256) bit_tricks(const float *__restrict__ x, float *__restrict__ rs, float *__restrict__ lg,
                                                  int *__restrict__ fx, int *__restrict__ cls, float *__restrict__ nx,
                                                  uint16_t *__restrict__ h16, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float v = x[i];
  const float a = fabsf(v) + 1e-3f;
  rs[2 * i] = q_rsqrt(a, 1);
  rs[2 * i + 1] = q_rsqrt(a, 2);
  lg[i] = fast_log2(a);
  int e;
  const float m = my_frexp(v, &e);
  fx[2 * i] = e;
  fx[2 * i + 1] = __float_as_int(m);
  cls[i] = classify_bits(v);
  nx[i] = next_up(v);
  h16[2 * i] = to_half_bits(v);
  h16[2 * i + 1] = __half_as_ushort(__float2half_rn(v));
}
