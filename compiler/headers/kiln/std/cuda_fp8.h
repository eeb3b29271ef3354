//===- cuda_fp8.h - CUDA's 8-bit floating-point API, Kiln's implementation ===//
//
// The names, types, overloads and conversions of the CUDA toolkit's
// <cuda_fp8.h> for the E4M3 and E5M2 formats (OCP FP8: E4M3 has no infinity,
// its NaN is S.1111.111, largest finite 448; E5M2 is IEEE-like, largest finite
// 57344), written for kilnc. Conversions to FP8 round to nearest even; with
// __NV_SATFINITE an out-of-range value (infinities included) becomes the
// largest finite value of its sign, with __NV_NOSAT it becomes NaN (E4M3) or
// infinity (E5M2); a NaN stays a NaN. On sm_89 and later the satfinite
// conversions and the FP8 -> half conversions are the hardware's cvt
// instructions (as in the toolkit's header); elsewhere, and for __NV_NOSAT,
// they are exact integer code with the same results.
//
// Configuration macros, as in the toolkit: __CUDA_NO_FP8_CONVERSIONS__,
// __CUDA_NO_FP8_CONVERSION_OPERATORS__. Not provided: __nv_fp8_e8m0 (UE8M0).
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#define __CUDA_FP8_HPP__
#define __CUDA_FP8_TYPES_EXIST__

#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define __CUDA_FP8_DECL__ static __device__ __inline__
#define __CUDA_HOSTDEVICE_FP8__ __host__ __device__
#define __CUDA_HOSTDEVICE_FP8_DECL__ static __host__ __device__ __inline__

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t {
  __NV_NOSAT,
  __NV_SATFINITE,
} __nv_saturation_t;

typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3,
  __NV_E5M2,
} __nv_fp8_interpretation_t;

// The sm_89+ conversions (cvt.rn.satfinite.{e4m3x2,e5m2x2}.{f32,f16x2},
// cvt.rn.f16x2.{e4m3x2,e5m2x2}): the first float goes to the high byte.
#define __KILN_FP8_PRIM(op) __device__ __attribute__((annotate("kiln.intrinsic." op)))
__KILN_FP8_PRIM("nvvm.ff.to.e4m3x2.rn") unsigned short __kiln_ff_to_e4m3x2(float hi, float lo);
__KILN_FP8_PRIM("nvvm.ff.to.e5m2x2.rn") unsigned short __kiln_ff_to_e5m2x2(float hi, float lo);
__KILN_FP8_PRIM("nvvm.f16x2.to.e4m3x2.rn") unsigned short __kiln_f16x2_to_e4m3x2(__kiln_f16x2);
__KILN_FP8_PRIM("nvvm.f16x2.to.e5m2x2.rn") unsigned short __kiln_f16x2_to_e5m2x2(__kiln_f16x2);
__KILN_FP8_PRIM("nvvm.e4m3x2.to.f16x2.rn") __kiln_f16x2 __kiln_e4m3x2_to_f16x2(unsigned short);
__KILN_FP8_PRIM("nvvm.e5m2x2.to.f16x2.rn") __kiln_f16x2 __kiln_e5m2x2_to_f16x2(unsigned short);
#undef __KILN_FP8_PRIM

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
#define __KILN_FP8_HW 1
#else
#define __KILN_FP8_HW 0
#endif

//===----------------------------------------------------------------------===//
// The C-style conversions
//===----------------------------------------------------------------------===//

// Exact round-to-nearest-even of a double to E4M3 / E5M2.
__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                       const __nv_fp8_interpretation_t fp8_interpretation) {
  const bool e4m3 = fp8_interpretation == __NV_E4M3;
  const int mant_bits = e4m3 ? 3 : 2;
  const int bias = e4m3 ? 7 : 15;
  const int max_code = e4m3 ? 0x7E : 0x7B;
  unsigned long long bits = (unsigned long long)__double_as_longlong(x);
  unsigned char sign = (unsigned char)((bits >> 63) << 7);
  unsigned long long mag = bits & 0x7FFFFFFFFFFFFFFFULL;
  if (mag > 0x7FF0000000000000ULL) // NaN: E4M3's one NaN, or E5M2's with the top payload bits
    return (__nv_fp8_storage_t)(sign | (e4m3 ? 0x7F : (0x7E | (unsigned)((bits >> 50) & 3))));
  int exp = (int)(mag >> 52) - 1023;
  // Below half the smallest subnormal (ties go to the even zero): a signed zero.
  if (exp < 1 - bias - mant_bits - 1 || mag == 0)
    return (__nv_fp8_storage_t)sign;
  unsigned long long sig = (mag & 0xFFFFFFFFFFFFFULL) | (1ULL << 52);
  // Keep mant_bits fraction bits, more below the smallest normal exponent.
  int shift = 52 - mant_bits + (exp < 1 - bias ? (1 - bias) - exp : 0);
  unsigned long long kept = shift >= 64 ? 0 : sig >> shift;
  unsigned long long rest = sig & ((1ULL << shift) - 1);
  unsigned long long half = 1ULL << (shift - 1);
  if (rest > half || (rest == half && (kept & 1)))
    ++kept;
  // Normal: the biased exponent above the implicit bit (a rounding carry moves it up);
  // subnormal: the kept bits are the code.
  unsigned long long code = exp < 1 - bias ? kept : ((unsigned long long)(exp + bias - 1) << mant_bits) + kept;
  if (exp >= 16 || code > (unsigned long long)max_code) {
    if (saturate == __NV_SATFINITE)
      return (__nv_fp8_storage_t)(sign | max_code);
    return (__nv_fp8_storage_t)(sign | (e4m3 ? 0x7F : 0x7C));
  }
  return (__nv_fp8_storage_t)(sign | code);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                          const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__nv_fp8x2_storage_t)((__nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation) << 8) |
                                __nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation));
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                      const __nv_fp8_interpretation_t fp8_interpretation) {
#if __KILN_FP8_HW
  if (saturate == __NV_SATFINITE)
    return (__nv_fp8_storage_t)(fp8_interpretation == __NV_E5M2 ? __kiln_ff_to_e5m2x2(0.0f, x)
                                                                 : __kiln_ff_to_e4m3x2(0.0f, x));
#endif
  // Every float is a double; a NaN's payload becomes the canonical one first.
  float fx = (__float_as_uint(x) & 0x7FFFFFFFU) > 0x7F800000U ? __uint_as_float(0x7FFFFFFFU) : x;
  return __nv_cvt_double_to_fp8((double)fx, saturate, fp8_interpretation);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                         const __nv_fp8_interpretation_t fp8_interpretation) {
#if __KILN_FP8_HW
  if (saturate == __NV_SATFINITE)
    return fp8_interpretation == __NV_E5M2 ? __kiln_ff_to_e5m2x2(x.y, x.x) : __kiln_ff_to_e4m3x2(x.y, x.x);
#endif
  return (__nv_fp8x2_storage_t)((__nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation) << 8) |
                                __nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation));
}

__CUDA_HOSTDEVICE_FP8_DECL__ float __internal_halfraw_to_float(const __half_raw x) {
  return __half2float(__half(x));
}

__CUDA_HOSTDEVICE_FP8_DECL__ float2 __internal_halfraw2_to_float2(const __half2_raw x) {
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return make_float2(__internal_halfraw_to_float(lo), __internal_halfraw_to_float(hi));
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                        const __nv_fp8_interpretation_t fp8_interpretation) {
#if __KILN_FP8_HW
  if (saturate == __NV_SATFINITE) {
    __half2_raw both;
    both.x = x.x;
    both.y = 0;
    __kiln_f16x2 pair = __builtin_bit_cast(__kiln_f16x2, both);
    return (__nv_fp8_storage_t)(fp8_interpretation == __NV_E5M2 ? __kiln_f16x2_to_e5m2x2(pair)
                                                                 : __kiln_f16x2_to_e4m3x2(pair));
  }
#endif
  return __nv_cvt_float_to_fp8(__internal_halfraw_to_float(x), saturate, fp8_interpretation);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                           const __nv_fp8_interpretation_t fp8_interpretation) {
#if __KILN_FP8_HW
  if (saturate == __NV_SATFINITE) {
    __kiln_f16x2 pair = __builtin_bit_cast(__kiln_f16x2, x);
    return fp8_interpretation == __NV_E5M2 ? __kiln_f16x2_to_e5m2x2(pair) : __kiln_f16x2_to_e4m3x2(pair);
  }
#endif
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp8x2_storage_t)((__nv_cvt_halfraw_to_fp8(hi, saturate, fp8_interpretation) << 8) |
                                __nv_cvt_halfraw_to_fp8(lo, saturate, fp8_interpretation));
}

__CUDA_HOSTDEVICE_FP8_DECL__ float __internal_bf16raw_to_float(const __nv_bfloat16_raw x) {
  return __uint_as_float((unsigned int)x.x << 16);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate,
                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8(__internal_bf16raw_to_float(x), saturate, fp8_interpretation);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate,
                               const __nv_fp8_interpretation_t fp8_interpretation) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp8x2_storage_t)((__nv_cvt_bfloat16raw_to_fp8(hi, saturate, fp8_interpretation) << 8) |
                                __nv_cvt_bfloat16raw_to_fp8(lo, saturate, fp8_interpretation));
}

// FP8 -> half is exact: E5M2 is the top byte of a half; E4M3 is rebiased.
__CUDA_HOSTDEVICE_FP8_DECL__ unsigned short __internal_fp8_to_half_bits(const __nv_fp8_storage_t x,
                                                                        const bool e5m2) {
  unsigned short sign = (unsigned short)((x & 0x80U) << 8);
  if (e5m2) {
    unsigned short h = (unsigned short)(x << 8);
    return (h & 0x7FFFU) > 0x7C00U ? (unsigned short)0x7FFFU : h; // a NaN becomes the canonical one
  }
  unsigned int mag = x & 0x7FU;
  if (mag == 0x7FU)
    return 0x7FFFU;
  unsigned int exp = mag >> 3, frac = mag & 7U;
  if (exp != 0)
    return (unsigned short)(sign | ((exp + 8U) << 10) | (frac << 7));
  if (frac == 0)
    return sign;
  // Subnormal frac * 2^-9: normalise (the leading bit p of frac gives 2^(p-9)).
  unsigned int p = frac >= 4U ? 2U : (frac >= 2U ? 1U : 0U);
  return (unsigned short)(sign | ((p + 6U) << 10) | ((frac - (1U << p)) << (10U - p)));
}

__CUDA_HOSTDEVICE_FP8_DECL__ __half2_raw
__nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                           const __nv_fp8_interpretation_t fp8_interpretation) {
  __half2_raw res;
#if __KILN_FP8_HW
  res = __builtin_bit_cast(__half2_raw, fp8_interpretation == __NV_E5M2 ? __kiln_e5m2x2_to_f16x2(x)
                                                                          : __kiln_e4m3x2_to_f16x2(x));
#else
  res.x = __internal_fp8_to_half_bits((__nv_fp8_storage_t)x, fp8_interpretation == __NV_E5M2);
  res.y = __internal_fp8_to_half_bits((__nv_fp8_storage_t)(x >> 8), fp8_interpretation == __NV_E5M2);
#endif
  return res;
}

__CUDA_HOSTDEVICE_FP8_DECL__ __half_raw
__nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation) {
  __half_raw res;
#if __KILN_FP8_HW
  res.x = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)x, fp8_interpretation).x;
#else
  res.x = __internal_fp8_to_half_bits(x, fp8_interpretation == __NV_E5M2);
#endif
  return res;
}

__CUDA_HOSTDEVICE_FP8_DECL__ unsigned int __internal_pack_u16x2_to_u32(const unsigned short int src_lo,
                                                                       const unsigned short int src_hi) {
  return ((unsigned int)src_hi << 16) | (unsigned int)src_lo;
}

//===----------------------------------------------------------------------===//
// The types: one 8-bit value, pairs and quadruples (low element in the low byte)
//===----------------------------------------------------------------------===//

// The largest finite code (0x7E E4M3, 0x7B E5M2) has all NaN/Inf codes above it.
#define __KILN_FP8_SCALAR(NAME, INTERP, NAN_OR_INF_ABOVE)                                               \
  struct __align__(1) NAME {                                                                            \
    __nv_fp8_storage_t __x;                                                                             \
    NAME() = default;                                                                                   \
    __KILN_FP8_CONVERSIONS(NAME, INTERP, NAN_OR_INF_ABOVE)                                              \
  };

#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
#define __KILN_FP8_INT_CTOR(NAME, T)                                                                    \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const T val) { __x = NAME(static_cast<float>(val)).__x; }
#define __KILN_FP8_SMALL_INT(T, LO, HI, NAN_OR_INF_ABOVE)                                               \
  explicit __CUDA_HOSTDEVICE_FP8__ operator T() const {                                                 \
    const float f = float(*this);                                                                       \
    if ((__x & 0x7FU) > NAN_OR_INF_ABOVE)                                                               \
      return 0;                                                                                         \
    if (f > static_cast<float>(HI))                                                                     \
      return HI;                                                                                        \
    if (f < static_cast<float>(LO))                                                                     \
      return LO;                                                                                        \
    return static_cast<T>(f);                                                                           \
  }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
#define __KILN_FP8_OPERATORS(NAME, INTERP, NAN_OR_INF_ABOVE)                                            \
  explicit __CUDA_HOSTDEVICE_FP8__ operator __half() const {                                            \
    return static_cast<__half>(__nv_cvt_fp8_to_halfraw(__x, INTERP));                                   \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator float() const {                                             \
    return __internal_halfraw_to_float(__nv_cvt_fp8_to_halfraw(__x, INTERP));                           \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator __nv_bfloat16() const {                                     \
    return __float2bfloat16_rz(float(*this));                                                           \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator double() const { return static_cast<double>(float(*this)); } \
  __KILN_FP8_SMALL_INT(unsigned char, (unsigned char)0U, (unsigned char)0xFFU, NAN_OR_INF_ABOVE)       \
  __KILN_FP8_SMALL_INT(signed char, (signed char)-128, (signed char)127, NAN_OR_INF_ABOVE)             \
  explicit __CUDA_HOSTDEVICE_FP8__ operator char() const {                                              \
    return ((char)-1 < (char)0) ? static_cast<char>(static_cast<signed char>(*this))                    \
                                : static_cast<char>(static_cast<unsigned char>(*this));                 \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned short int() const { return __half2ushort_rz(__half(*this)); } \
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned int() const { return __half2uint_rz(__half(*this)); } \
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned long int() const {                                 \
    return static_cast<unsigned long>(__half2ull_rz(__half(*this)));                                    \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned long long int() const { return __half2ull_rz(__half(*this)); } \
  explicit __CUDA_HOSTDEVICE_FP8__ operator short int() const { return __half2short_rz(__half(*this)); } \
  explicit __CUDA_HOSTDEVICE_FP8__ operator int() const { return __half2int_rz(__half(*this)); }        \
  explicit __CUDA_HOSTDEVICE_FP8__ operator long int() const {                                          \
    return static_cast<long>(__half2ll_rz(__half(*this)));                                              \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator long long int() const { return __half2ll_rz(__half(*this)); } \
  explicit __CUDA_HOSTDEVICE_FP8__ operator bool() const { return (__x & 0x7FU) != 0U; }
#else
#define __KILN_FP8_OPERATORS(NAME, INTERP, NAN_OR_INF_ABOVE)
#endif
#define __KILN_FP8_CONVERSIONS(NAME, INTERP, NAN_OR_INF_ABOVE)                                          \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __half f) {                                               \
    __x = __nv_cvt_halfraw_to_fp8(static_cast<__half_raw>(f), __NV_SATFINITE, INTERP);                  \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __nv_bfloat16 f) {                                        \
    __x = __nv_cvt_bfloat16raw_to_fp8(static_cast<__nv_bfloat16_raw>(f), __NV_SATFINITE, INTERP);       \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const float f) { __x = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, INTERP); } \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const double f) { __x = __nv_cvt_double_to_fp8(f, __NV_SATFINITE, INTERP); } \
  __KILN_FP8_INT_CTOR(NAME, unsigned short int)                                                         \
  __KILN_FP8_INT_CTOR(NAME, unsigned int)                                                               \
  __KILN_FP8_INT_CTOR(NAME, unsigned long int)                                                          \
  __KILN_FP8_INT_CTOR(NAME, unsigned long long int)                                                     \
  __KILN_FP8_INT_CTOR(NAME, short int)                                                                  \
  __KILN_FP8_INT_CTOR(NAME, int)                                                                        \
  __KILN_FP8_INT_CTOR(NAME, long int)                                                                   \
  __KILN_FP8_INT_CTOR(NAME, long long int)                                                              \
  __KILN_FP8_OPERATORS(NAME, INTERP, NAN_OR_INF_ABOVE)
#else
#define __KILN_FP8_CONVERSIONS(NAME, INTERP, NAN_OR_INF_ABOVE)
#endif

__KILN_FP8_SCALAR(__nv_fp8_e5m2, __NV_E5M2, 0x7CU)
__KILN_FP8_SCALAR(__nv_fp8_e4m3, __NV_E4M3, 0x7EU)

#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
#define __KILN_FP8X2_OPERATORS(INTERP)                                                                  \
  explicit __CUDA_HOSTDEVICE_FP8__ operator __half2() const {                                           \
    return static_cast<__half2>(__nv_cvt_fp8x2_to_halfraw2(__x, INTERP));                               \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ operator float2() const {                                            \
    return __internal_halfraw2_to_float2(__nv_cvt_fp8x2_to_halfraw2(__x, INTERP));                      \
  }
#define __KILN_FP8X4_OPERATORS(INTERP)                                                                  \
  explicit __CUDA_HOSTDEVICE_FP8__ operator float4() const {                                            \
    const float2 lo = __internal_halfraw2_to_float2(                                                    \
        __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(__x & 0xFFFFU), INTERP));                     \
    const float2 hi = __internal_halfraw2_to_float2(                                                    \
        __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)(__x >> 16), INTERP));                         \
    return make_float4(lo.x, lo.y, hi.x, hi.y);                                                         \
  }
#else
#define __KILN_FP8X2_OPERATORS(INTERP)
#define __KILN_FP8X4_OPERATORS(INTERP)
#endif
#define __KILN_FP8X2_CONVERSIONS(NAME, INTERP)                                                          \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __half2 f) {                                              \
    __x = __nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(f), __NV_SATFINITE, INTERP);              \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __nv_bfloat162 f) {                                       \
    __x = __nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(f), __NV_SATFINITE, INTERP);   \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const float2 f) { __x = __nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, INTERP); } \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const double2 f) { __x = __nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, INTERP); } \
  __KILN_FP8X2_OPERATORS(INTERP)
#define __KILN_FP8X4_CONVERSIONS(NAME, INTERP)                                                          \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __half2 flo, const __half2 fhi) {                         \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(flo), __NV_SATFINITE, INTERP),              \
        __nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(fhi), __NV_SATFINITE, INTERP));             \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const __nv_bfloat162 flo, const __nv_bfloat162 fhi) {           \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(flo), __NV_SATFINITE, INTERP),   \
        __nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(fhi), __NV_SATFINITE, INTERP));  \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const float4 f) {                                               \
    __x = __internal_pack_u16x2_to_u32(__nv_cvt_float2_to_fp8x2(make_float2(f.x, f.y), __NV_SATFINITE, INTERP), \
                                       __nv_cvt_float2_to_fp8x2(make_float2(f.z, f.w), __NV_SATFINITE, INTERP)); \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const double4 f) {                                              \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, INTERP),                      \
        __nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE, INTERP));                     \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const double4_16a f) {                                              \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, INTERP),                      \
        __nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE, INTERP));                     \
  }                                                                                                     \
  explicit __CUDA_HOSTDEVICE_FP8__ NAME(const double4_32a f) {                                              \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, INTERP),                      \
        __nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE, INTERP));                     \
  }                                                                                                     \
  __KILN_FP8X4_OPERATORS(INTERP)
#else
#define __KILN_FP8X2_CONVERSIONS(NAME, INTERP)
#define __KILN_FP8X4_CONVERSIONS(NAME, INTERP)
#endif

#define __KILN_FP8_VECTOR(NAME, STORAGE, ALIGN, CONVERSIONS, INTERP)                                    \
  struct __align__(ALIGN) NAME {                                                                        \
    STORAGE __x;                                                                                        \
    NAME() = default;                                                                                   \
    CONVERSIONS(NAME, INTERP)                                                                           \
  };
__KILN_FP8_VECTOR(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, 2, __KILN_FP8X2_CONVERSIONS, __NV_E5M2)
__KILN_FP8_VECTOR(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, 2, __KILN_FP8X2_CONVERSIONS, __NV_E4M3)
__KILN_FP8_VECTOR(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, 4, __KILN_FP8X4_CONVERSIONS, __NV_E5M2)
__KILN_FP8_VECTOR(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, 4, __KILN_FP8X4_CONVERSIONS, __NV_E4M3)

//===----------------------------------------------------------------------===//
// UE8M0 scale factors
//===----------------------------------------------------------------------===//

// From the magnitude bits of a float (a double arrives as its float rounded toward zero with
// a sticky low bit): the exponent field is the power of two toward zero, zeros and values
// below 2^-127 included (they clip to code 0); rounding up adds one for a finite value above
// 2^-127 that is not a power of two (a non-zero fraction field).
__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t __internal_e8m0_from_float_bits(
    const unsigned int mag, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  if (mag > 0x7F800000U)
    return (__nv_fp8_storage_t)0xFFU;
  unsigned int code = mag >> 23;
  if (rounding == cudaRoundPosInf && (mag & 0x7FFFFFU) != 0U && mag > 0x00400000U && mag < 0x7F800000U)
    ++code;
  if (code == 0xFFU && saturate == __NV_SATFINITE) // an infinity, or rounded past 2^127
    code = 0xFEU;
  return (__nv_fp8_storage_t)code;
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_float_to_e8m0(const float x, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  return __internal_e8m0_from_float_bits(__float_as_uint(x) & 0x7FFFFFFFU, saturate, rounding);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_float2_to_e8m0x2(const float2 x, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  return (__nv_fp8x2_storage_t)((__nv_cvt_float_to_e8m0(x.y, saturate, rounding) << 8) |
                                __nv_cvt_float_to_e8m0(x.x, saturate, rounding));
}

// A bfloat16's magnitude is the top half of a float's.
__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_e8m0(const __nv_bfloat16_raw x,
                                                                            const __nv_saturation_t saturate,
                                                                            const enum cudaRoundMode rounding) {
  return __internal_e8m0_from_float_bits(((unsigned int)x.x & 0x7FFFU) << 16, saturate, rounding);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t __nv_cvt_bfloat162raw_to_e8m0x2(
    const __nv_bfloat162_raw x, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp8x2_storage_t)((__nv_cvt_bfloat16raw_to_e8m0(hi, saturate, rounding) << 8) |
                                __nv_cvt_bfloat16raw_to_e8m0(lo, saturate, rounding));
}

// |x| as a float rounded toward zero, its lowest bit set when that dropped anything, so that
// the float rules above round a double up exactly when it is not a power of two. Beyond the
// float range this is FLT_MAX (so toward zero a huge double gives 2^127 even without
// saturation, as in the toolkit), below it the smallest subnormal.
__CUDA_HOSTDEVICE_FP8_DECL__ unsigned int __internal_e8m0_double_rz_sticky(const double x) {
  const unsigned long long mag = (unsigned long long)__double_as_longlong(x) & 0x7FFFFFFFFFFFFFFFULL;
  if (mag >= 0x7FF0000000000000ULL)
    return mag == 0x7FF0000000000000ULL ? 0x7F800000U : 0x7FFFFFFFU;
  if (mag == 0ULL)
    return 0U;
  const int exp = (int)(mag >> 52) - 1023;
  if (exp >= 128)
    return 0x7F7FFFFFU;
  if (exp < -149)
    return 1U;
  const unsigned long long sig = (mag & 0xFFFFFFFFFFFFFULL) | (1ULL << 52);
  // Normal floats keep 23 fraction bits; below 2^-126 the field is the shifted significand.
  const int shift = exp >= -126 ? 29 : 29 + (-126 - exp);
  const unsigned int kept = exp >= -126 ? ((unsigned int)(exp + 127) << 23) | (unsigned int)((sig >> shift) & 0x7FFFFFU)
                                        : (unsigned int)(sig >> shift);
  return kept | ((sig & ((1ULL << shift) - 1ULL)) != 0ULL ? 1U : 0U);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t
__nv_cvt_double_to_e8m0(const double x, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  return __internal_e8m0_from_float_bits(__internal_e8m0_double_rz_sticky(x), saturate, rounding);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8x2_storage_t
__nv_cvt_double2_to_e8m0x2(const double2 x, const __nv_saturation_t saturate, const enum cudaRoundMode rounding) {
  return (__nv_fp8x2_storage_t)((__nv_cvt_double_to_e8m0(x.y, saturate, rounding) << 8) |
                                __nv_cvt_double_to_e8m0(x.x, saturate, rounding));
}

// Every code is a bfloat16: the exponent field, 2^-127 as the subnormal 0x0040, NaN canonical.
__CUDA_HOSTDEVICE_FP8_DECL__ unsigned short __internal_e8m0_to_bf16_bits(const __nv_fp8_storage_t x) {
  if (x == 0xFFU)
    return 0x7FFFU;
  if (x == 0U)
    return 0x0040U;
  return (unsigned short)((unsigned short)x << 7);
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(const __nv_fp8_storage_t x) {
  __nv_bfloat16_raw res;
  res.x = __internal_e8m0_to_bf16_bits(x);
  return res;
}

__CUDA_HOSTDEVICE_FP8_DECL__ __nv_bfloat162_raw __nv_cvt_e8m0x2_to_bf162raw(const __nv_fp8x2_storage_t x) {
  __nv_bfloat162_raw res;
  res.x = __internal_e8m0_to_bf16_bits((__nv_fp8_storage_t)x);
  res.y = __internal_e8m0_to_bf16_bits((__nv_fp8_storage_t)(x >> 8));
  return res;
}

// A 64-bit integer rounded up to a power of two (0 gives code 0, as the toolkit's does).
__CUDA_HOSTDEVICE_FP8_DECL__ __nv_fp8_storage_t __internal_e8m0_from_u64_up(const unsigned long long mag) {
  if (mag == 0ULL)
    return (__nv_fp8_storage_t)0U;
  unsigned int floor_log2 = 0;
  while ((mag >> floor_log2) > 1ULL)
    ++floor_log2;
  return (__nv_fp8_storage_t)(127U + floor_log2 + ((mag & (mag - 1ULL)) != 0ULL ? 1U : 0U));
}

struct __align__(1) __nv_fp8_e8m0 {
  __nv_fp8_storage_t __x;
  __nv_fp8_e8m0() = default;
#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const __half f) {
    __x = __nv_cvt_float_to_e8m0(__internal_halfraw_to_float(static_cast<__half_raw>(f)), __NV_SATFINITE,
                                 cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const __nv_bfloat16 f) {
    __x = __nv_cvt_bfloat16raw_to_e8m0(static_cast<__nv_bfloat16_raw>(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const float f) {
    __x = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const double f) {
    __x = __nv_cvt_double_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const unsigned short int val) { __x = __nv_fp8_e8m0((float)val).__x; }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const unsigned int val) { __x = __nv_fp8_e8m0((double)val).__x; }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const unsigned long int val) {
    __x = __internal_e8m0_from_u64_up((unsigned long long)val);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const unsigned long long int val) {
    __x = __internal_e8m0_from_u64_up(val);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const short int val) { __x = __nv_fp8_e8m0((float)val).__x; }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const int val) { __x = __nv_fp8_e8m0((double)val).__x; }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const long int val) {
    __x = __internal_e8m0_from_u64_up(val < 0 ? 0ULL - (unsigned long long)val : (unsigned long long)val);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8_e8m0(const long long int val) {
    __x = __internal_e8m0_from_u64_up(val < 0 ? 0ULL - (unsigned long long)val : (unsigned long long)val);
  }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit __CUDA_HOSTDEVICE_FP8__ operator float() const {
    return __internal_bf16raw_to_float(__nv_cvt_e8m0_to_bf16raw(__x));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator __nv_bfloat16() const {
    return static_cast<__nv_bfloat16>(__nv_cvt_e8m0_to_bf16raw(__x));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator double() const { return static_cast<double>(float(*this)); }
  explicit __CUDA_HOSTDEVICE_FP8__ operator __half() const { return __float2half_rn(float(*this)); }
  // NaN converts to 0, values above the type's range to its largest.
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned char() const {
    const float f = float(*this);
    return __x == 0xFFU ? (unsigned char)0U : (f > 255.0f ? (unsigned char)0xFFU : static_cast<unsigned char>(f));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator signed char() const {
    const float f = float(*this);
    return __x == 0xFFU ? (signed char)0 : (f > 127.0f ? (signed char)127 : static_cast<signed char>(f));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator char() const {
    return ((char)-1 < (char)0) ? static_cast<char>(static_cast<signed char>(*this))
                                : static_cast<char>(static_cast<unsigned char>(*this));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned short int() const { return __bfloat162ushort_rz(__nv_bfloat16(*this)); }
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned int() const { return __bfloat162uint_rz(__nv_bfloat16(*this)); }
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned long int() const {
    return static_cast<unsigned long>(__bfloat162ull_rz(__nv_bfloat16(*this)));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator unsigned long long int() const {
    return __bfloat162ull_rz(__nv_bfloat16(*this));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator short int() const { return __bfloat162short_rz(__nv_bfloat16(*this)); }
  explicit __CUDA_HOSTDEVICE_FP8__ operator int() const { return __bfloat162int_rz(__nv_bfloat16(*this)); }
  explicit __CUDA_HOSTDEVICE_FP8__ operator long int() const {
    return static_cast<long>(__bfloat162ll_rz(__nv_bfloat16(*this)));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator long long int() const { return __bfloat162ll_rz(__nv_bfloat16(*this)); }
  // Every code is a non-zero power of two or NaN.
  explicit __CUDA_HOSTDEVICE_FP8__ operator bool() const { return true; }
#endif
#endif
};

struct __align__(2) __nv_fp8x2_e8m0 {
  __nv_fp8x2_storage_t __x;
  __nv_fp8x2_e8m0() = default;
#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x2_e8m0(const __half2 f) {
    __x = __nv_cvt_float2_to_e8m0x2(__half22float2(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x2_e8m0(const __nv_bfloat162 f) {
    __x = __nv_cvt_bfloat162raw_to_e8m0x2(static_cast<__nv_bfloat162_raw>(f), __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x2_e8m0(const float2 f) {
    __x = __nv_cvt_float2_to_e8m0x2(f, __NV_SATFINITE, cudaRoundPosInf);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x2_e8m0(const double2 f) {
    __x = __nv_cvt_double2_to_e8m0x2(f, __NV_SATFINITE, cudaRoundPosInf);
  }
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit __CUDA_HOSTDEVICE_FP8__ operator __nv_bfloat162() const {
    return static_cast<__nv_bfloat162>(__nv_cvt_e8m0x2_to_bf162raw(__x));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator float2() const {
    return __bfloat1622float2(static_cast<__nv_bfloat162>(*this));
  }
  explicit __CUDA_HOSTDEVICE_FP8__ operator __half2() const { return __float22half2_rn(static_cast<float2>(*this)); }
#endif
#endif
};

#define __KILN_E8M0X4_FROM_DOUBLES(T)                                                                   \
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x4_e8m0(const T f) {                                         \
    __x = __internal_pack_u16x2_to_u32(                                                                 \
        __nv_cvt_double2_to_e8m0x2(make_double2(f.x, f.y), __NV_SATFINITE, cudaRoundPosInf),           \
        __nv_cvt_double2_to_e8m0x2(make_double2(f.z, f.w), __NV_SATFINITE, cudaRoundPosInf));          \
  }
struct __align__(4) __nv_fp8x4_e8m0 {
  __nv_fp8x4_storage_t __x;
  __nv_fp8x4_e8m0() = default;
#if !defined(__CUDA_NO_FP8_CONVERSIONS__)
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x4_e8m0(const __half2 flo, const __half2 fhi) {
    __x = __internal_pack_u16x2_to_u32(__nv_fp8x2_e8m0(flo).__x, __nv_fp8x2_e8m0(fhi).__x);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x4_e8m0(const __nv_bfloat162 flo, const __nv_bfloat162 fhi) {
    __x = __internal_pack_u16x2_to_u32(__nv_fp8x2_e8m0(flo).__x, __nv_fp8x2_e8m0(fhi).__x);
  }
  explicit __CUDA_HOSTDEVICE_FP8__ __nv_fp8x4_e8m0(const float4 f) {
    __x = __internal_pack_u16x2_to_u32(
        __nv_cvt_float2_to_e8m0x2(make_float2(f.x, f.y), __NV_SATFINITE, cudaRoundPosInf),
        __nv_cvt_float2_to_e8m0x2(make_float2(f.z, f.w), __NV_SATFINITE, cudaRoundPosInf));
  }
  __KILN_E8M0X4_FROM_DOUBLES(double4)
  __KILN_E8M0X4_FROM_DOUBLES(double4_16a)
  __KILN_E8M0X4_FROM_DOUBLES(double4_32a)
#if !defined(__CUDA_NO_FP8_CONVERSION_OPERATORS__)
  explicit __CUDA_HOSTDEVICE_FP8__ operator float4() const {
    __nv_fp8x2_e8m0 lo, hi;
    lo.__x = (__nv_fp8x2_storage_t)(__x & 0xFFFFU);
    hi.__x = (__nv_fp8x2_storage_t)(__x >> 16);
    const float2 a = static_cast<float2>(lo), b = static_cast<float2>(hi);
    return make_float4(a.x, a.y, b.x, b.y);
  }
#endif
#endif
};
#undef __KILN_E8M0X4_FROM_DOUBLES

#undef __KILN_FP8_SCALAR
#undef __KILN_FP8_VECTOR
#undef __KILN_FP8_INT_CTOR
#undef __KILN_FP8_SMALL_INT
#undef __KILN_FP8_OPERATORS
#undef __KILN_FP8_CONVERSIONS
#undef __KILN_FP8X2_OPERATORS
#undef __KILN_FP8X4_OPERATORS
#undef __KILN_FP8X2_CONVERSIONS
#undef __KILN_FP8X4_CONVERSIONS
#undef __KILN_FP8_HW

#endif // __CUDA_FP8_H__
