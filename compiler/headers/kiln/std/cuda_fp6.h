//===- cuda_fp6.h - CUDA's 6-bit floating-point API, Kiln's implementation ===//
//
// The names, types, overloads and conversions of the CUDA toolkit's <cuda_fp6.h>
// for the OCP MX FP6 formats, written for kilnc: E2M3 (bias 1, largest 7.5) and
// E3M2 (bias 3, largest 28), neither with infinities or NaN. A value sits in the
// low 6 bits of a byte; pairs and quadruples are one byte per value. Conversions
// to FP6 round to nearest even (cudaRoundNearest, what the constructors use) or
// toward zero (cudaRoundZero); magnitudes up to half the smallest subnormal give
// a signed zero, beyond the largest finite value its saturated value of the same
// sign, and NaN the positive largest. The hardware cvt for these formats is
// sm_100's; on the targets kilnc has (sm_80 to sm_90) the toolkit uses integer
// code too, and so does this header (test/Headers/cuda_fp6_fp4_software.test
// compares it with the toolkit's bit for bit).
//
// Configuration macros, as in the toolkit: __CUDA_NO_FP6_CONVERSIONS__,
// __CUDA_NO_FP6_CONVERSION_OPERATORS__.
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_FP6_H__
#define __CUDA_FP6_H__
#define __CUDA_FP6_HPP__
#define __CUDA_FP6_TYPES_EXIST__

#include <cuda_fp8.h>

#define __CUDA_FP6_DECL__ static __device__ __inline__
#define __CUDA_HOSTDEVICE_FP6__ __host__ __device__
#define __CUDA_HOSTDEVICE_FP6_DECL__ static __host__ __device__ __inline__

typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;

typedef enum __nv_fp6_interpretation_t {
  __NV_E2M3,
  __NV_E3M2,
} __nv_fp6_interpretation_t;

// Rounds a double to a sign-magnitude format without infinities or NaN (FP6, FP4):
// MANT fraction bits, exponent bias BIAS, largest code MAX_CODE, sign at bit SIGN_BIT.
__CUDA_HOSTDEVICE_FP6_DECL__ unsigned char __internal_kiln_double_to_mx(const double x, const int mant_bits,
                                                                        const int bias, const unsigned max_code,
                                                                        const unsigned sign_bit,
                                                                        const enum cudaRoundMode rounding) {
  const unsigned long long bits = (unsigned long long)__double_as_longlong(x);
  const unsigned long long mag = bits & 0x7FFFFFFFFFFFFFFFULL;
  if (mag > 0x7FF0000000000000ULL) // NaN: the positive largest value
    return (unsigned char)max_code;
  const unsigned char sign = (unsigned char)((bits >> 63) << sign_bit);
  if (mag == 0ULL)
    return sign;
  const int exp = (int)(mag >> 52) - 1023; // subnormal doubles are far below every subnormal here
  // The largest finite value: (2 - 2^-mant) * 2^(max_exp) with max_exp from the code.
  const int max_exp = (int)(max_code >> mant_bits) - bias;
  const unsigned long long max_frac = (unsigned long long)(max_code & ((1U << mant_bits) - 1U)) << (52 - mant_bits);
  if (exp > max_exp || (exp == max_exp && (mag & 0xFFFFFFFFFFFFFULL) > max_frac))
    return (unsigned char)(sign | max_code);
  // Keep mant_bits fraction bits, more below the smallest normal exponent (1 - bias).
  const int shift = 52 - mant_bits + (exp < 1 - bias ? (1 - bias) - exp : 0);
  if (shift > 62) // below a quarter of the smallest subnormal: rounds to zero either way
    return sign;
  const unsigned long long sig = (mag & 0xFFFFFFFFFFFFFULL) | (1ULL << 52);
  unsigned long long kept = sig >> shift;
  const unsigned long long rest = sig & ((1ULL << shift) - 1ULL);
  const unsigned long long half = 1ULL << (shift - 1);
  if (rounding == cudaRoundNearest && (rest > half || (rest == half && (kept & 1ULL))))
    ++kept;
  // Normal: the biased exponent above the implicit bit (a rounding carry moves it up);
  // subnormal: the kept bits are the code.
  const unsigned long long code =
      exp < 1 - bias ? kept : ((unsigned long long)(exp + bias - 1) << mant_bits) + kept;
  return (unsigned char)(sign | code);
}

// FP6 -> half is exact: every FP6 value is a normal half (or a signed zero).
__CUDA_HOSTDEVICE_FP6_DECL__ unsigned short __internal_kiln_mx_to_half_bits(const unsigned code,
                                                                             const int mant_bits,
                                                                             const int exp_bits, const int bias) {
  const unsigned short sign = (unsigned short)(((code >> (mant_bits + exp_bits)) & 1U) << 15);
  const unsigned e = (code >> mant_bits) & ((1U << exp_bits) - 1U);
  unsigned m = code & ((1U << mant_bits) - 1U);
  if (e == 0U && m == 0U)
    return sign;
  int he = (int)e - bias + 15;
  if (e == 0U) { // subnormal m * 2^(1 - bias - mant): normalise
    he = 1 - bias + 15;
    while ((m & (1U << mant_bits)) == 0U) {
      m <<= 1;
      --he;
    }
    m &= (1U << mant_bits) - 1U;
  }
  return (unsigned short)(sign | ((unsigned)he << 10) | (m << (10 - mant_bits)));
}

#define __KILN_FP6_FORMAT(I) (I) == __NV_E3M2 ? 2 : 3, (I) == __NV_E3M2 ? 3 : 1, 0x1FU, 5U

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6_storage_t __nv_cvt_double_to_fp6(
    const double x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return __internal_kiln_double_to_mx(x, __KILN_FP6_FORMAT(fp6_interpretation), rounding);
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6x2_storage_t __nv_cvt_double2_to_fp6x2(
    const double2 x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return (__nv_fp6x2_storage_t)((__nv_cvt_double_to_fp6(x.y, fp6_interpretation, rounding) << 8) |
                                __nv_cvt_double_to_fp6(x.x, fp6_interpretation, rounding));
}

// Every float is a double.
__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6_storage_t __nv_cvt_float_to_fp6(
    const float x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp6((double)x, fp6_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6x2_storage_t __nv_cvt_float2_to_fp6x2(
    const float2 x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return (__nv_fp6x2_storage_t)((__nv_cvt_float_to_fp6(x.y, fp6_interpretation, rounding) << 8) |
                                __nv_cvt_float_to_fp6(x.x, fp6_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6_storage_t __nv_cvt_halfraw_to_fp6(
    const __half_raw x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_float_to_fp6(__internal_halfraw_to_float(x), fp6_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6x2_storage_t __nv_cvt_halfraw2_to_fp6x2(
    const __half2_raw x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)((__nv_cvt_halfraw_to_fp6(hi, fp6_interpretation, rounding) << 8) |
                                __nv_cvt_halfraw_to_fp6(lo, fp6_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6_storage_t __nv_cvt_bfloat16raw_to_fp6(
    const __nv_bfloat16_raw x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_float_to_fp6(__internal_bf16raw_to_float(x), fp6_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP6_DECL__ __nv_fp6x2_storage_t __nv_cvt_bfloat16raw2_to_fp6x2(
    const __nv_bfloat162_raw x, const __nv_fp6_interpretation_t fp6_interpretation, const enum cudaRoundMode rounding) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp6x2_storage_t)((__nv_cvt_bfloat16raw_to_fp6(hi, fp6_interpretation, rounding) << 8) |
                                __nv_cvt_bfloat16raw_to_fp6(lo, fp6_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP6_DECL__ __half_raw __nv_cvt_fp6_to_halfraw(const __nv_fp6_storage_t x,
                                                               const __nv_fp6_interpretation_t fp6_interpretation) {
  __half_raw res;
  res.x = fp6_interpretation == __NV_E3M2 ? __internal_kiln_mx_to_half_bits(x & 0x3FU, 2, 3, 3)
                                           : __internal_kiln_mx_to_half_bits(x & 0x3FU, 3, 2, 1);
  return res;
}

__CUDA_HOSTDEVICE_FP6_DECL__ __half2_raw __nv_cvt_fp6x2_to_halfraw2(const __nv_fp6x2_storage_t x,
                                                                   const __nv_fp6_interpretation_t fp6_interpretation) {
  __half2_raw res;
  res.x = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)x, fp6_interpretation).x;
  res.y = __nv_cvt_fp6_to_halfraw((__nv_fp6_storage_t)(x >> 8), fp6_interpretation).x;
  return res;
}

#undef __KILN_FP6_FORMAT

//===----------------------------------------------------------------------===//
// The types (shared with <cuda_fp4.h>): constructors round to nearest even;
// the integer conversions go through __half (toward zero), unsigned char clamps
// negatives to zero.
//===----------------------------------------------------------------------===//

#define __KILN_MX_SCALAR_CTORS(NAME, PFX, INTERP)                                                        \
  explicit __host__ __device__ NAME(const __half f) {                                                   \
    __x = __nv_cvt_halfraw_to_##PFX(static_cast<__half_raw>(f), INTERP, cudaRoundNearest);               \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const __nv_bfloat16 f) {                                            \
    __x = __nv_cvt_bfloat16raw_to_##PFX(static_cast<__nv_bfloat16_raw>(f), INTERP, cudaRoundNearest);   \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const float f) { __x = __nv_cvt_float_to_##PFX(f, INTERP, cudaRoundNearest); } \
  explicit __host__ __device__ NAME(const double f) { __x = __nv_cvt_double_to_##PFX(f, INTERP, cudaRoundNearest); } \
  explicit __host__ __device__ NAME(const unsigned short int val) { __x = NAME(static_cast<float>(val)).__x; } \
  explicit __host__ __device__ NAME(const unsigned int val) { __x = NAME(static_cast<float>(val)).__x; } \
  explicit __host__ __device__ NAME(const unsigned long int val) { __x = NAME(static_cast<float>(val)).__x; } \
  explicit __host__ __device__ NAME(const unsigned long long int val) { __x = NAME(static_cast<float>(val)).__x; } \
  explicit __host__ __device__ NAME(const short int val) { __x = NAME(static_cast<float>(val)).__x; }   \
  explicit __host__ __device__ NAME(const int val) { __x = NAME(static_cast<float>(val)).__x; }         \
  explicit __host__ __device__ NAME(const long int val) { __x = NAME(static_cast<float>(val)).__x; }    \
  explicit __host__ __device__ NAME(const long long int val) { __x = NAME(static_cast<float>(val)).__x; }

#define __KILN_MX_SCALAR_OPS(PFX, INTERP, MAGNITUDE_MASK)                                               \
  explicit __host__ __device__ operator __half() const {                                                \
    return static_cast<__half>(__nv_cvt_##PFX##_to_halfraw(__x, INTERP));                               \
  }                                                                                                     \
  explicit __host__ __device__ operator float() const {                                                 \
    return __internal_halfraw_to_float(__nv_cvt_##PFX##_to_halfraw(__x, INTERP));                       \
  }                                                                                                     \
  explicit __host__ __device__ operator __nv_bfloat16() const { return __float2bfloat16_rz(float(*this)); } \
  explicit __host__ __device__ operator double() const { return static_cast<double>(float(*this)); }    \
  explicit __host__ __device__ operator unsigned char() const {                                         \
    const float f = float(*this);                                                                       \
    return f < 0.0f ? (unsigned char)0U : static_cast<unsigned char>(f);                                \
  }                                                                                                     \
  explicit __host__ __device__ operator signed char() const { return static_cast<signed char>(float(*this)); } \
  explicit __host__ __device__ operator char() const {                                                  \
    return ((char)-1 < (char)0) ? static_cast<char>(static_cast<signed char>(*this))                    \
                                : static_cast<char>(static_cast<unsigned char>(*this));                 \
  }                                                                                                     \
  explicit __host__ __device__ operator unsigned short int() const { return __half2ushort_rz(__half(*this)); } \
  explicit __host__ __device__ operator unsigned int() const { return __half2uint_rz(__half(*this)); }  \
  explicit __host__ __device__ operator unsigned long int() const {                                     \
    return static_cast<unsigned long>(__half2ull_rz(__half(*this)));                                    \
  }                                                                                                     \
  explicit __host__ __device__ operator unsigned long long int() const { return __half2ull_rz(__half(*this)); } \
  explicit __host__ __device__ operator short int() const { return __half2short_rz(__half(*this)); }    \
  explicit __host__ __device__ operator int() const { return __half2int_rz(__half(*this)); }            \
  explicit __host__ __device__ operator long int() const {                                              \
    return static_cast<long>(__half2ll_rz(__half(*this)));                                              \
  }                                                                                                     \
  explicit __host__ __device__ operator long long int() const { return __half2ll_rz(__half(*this)); }   \
  explicit __host__ __device__ operator bool() const { return (__x & MAGNITUDE_MASK) != 0U; }

#define __KILN_MX_X2_CTORS(NAME, PFX, INTERP)                                                           \
  explicit __host__ __device__ NAME(const __half2 f) {                                                  \
    __x = __nv_cvt_halfraw2_to_##PFX##x2(static_cast<__half2_raw>(f), INTERP, cudaRoundNearest);        \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const __nv_bfloat162 f) {                                           \
    __x = __nv_cvt_bfloat16raw2_to_##PFX##x2(static_cast<__nv_bfloat162_raw>(f), INTERP, cudaRoundNearest); \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const float2 f) { __x = __nv_cvt_float2_to_##PFX##x2(f, INTERP, cudaRoundNearest); } \
  explicit __host__ __device__ NAME(const double2 f) { __x = __nv_cvt_double2_to_##PFX##x2(f, INTERP, cudaRoundNearest); }

#define __KILN_MX_X2_OPS(PFX, INTERP)                                                                   \
  explicit __host__ __device__ operator __half2() const {                                               \
    return static_cast<__half2>(__nv_cvt_##PFX##x2_to_halfraw2(__x, INTERP));                           \
  }                                                                                                     \
  explicit __host__ __device__ operator float2() const {                                                \
    return __internal_halfraw2_to_float2(__nv_cvt_##PFX##x2_to_halfraw2(__x, INTERP));                  \
  }

// A quadruple is two pairs, the first in the low half (PACK: the toolkit's packing helper).
#define __KILN_MX_X4_FROM_DOUBLES(NAME, PFX, INTERP, PACK, T)                                           \
  explicit __host__ __device__ NAME(const T f) {                                                        \
    __x = PACK(__nv_cvt_double2_to_##PFX##x2(make_double2(f.x, f.y), INTERP, cudaRoundNearest),         \
               __nv_cvt_double2_to_##PFX##x2(make_double2(f.z, f.w), INTERP, cudaRoundNearest));        \
  }
#define __KILN_MX_X4_CTORS(NAME, PFX, INTERP, PACK)                                                     \
  explicit __host__ __device__ NAME(const __half2 flo, const __half2 fhi) {                             \
    __x = PACK(__nv_cvt_halfraw2_to_##PFX##x2(static_cast<__half2_raw>(flo), INTERP, cudaRoundNearest), \
               __nv_cvt_halfraw2_to_##PFX##x2(static_cast<__half2_raw>(fhi), INTERP, cudaRoundNearest)); \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const __nv_bfloat162 flo, const __nv_bfloat162 fhi) {               \
    __x = PACK(                                                                                         \
        __nv_cvt_bfloat16raw2_to_##PFX##x2(static_cast<__nv_bfloat162_raw>(flo), INTERP, cudaRoundNearest), \
        __nv_cvt_bfloat16raw2_to_##PFX##x2(static_cast<__nv_bfloat162_raw>(fhi), INTERP, cudaRoundNearest)); \
  }                                                                                                     \
  explicit __host__ __device__ NAME(const float4 f) {                                                   \
    __x = PACK(__nv_cvt_float2_to_##PFX##x2(make_float2(f.x, f.y), INTERP, cudaRoundNearest),           \
               __nv_cvt_float2_to_##PFX##x2(make_float2(f.z, f.w), INTERP, cudaRoundNearest));          \
  }                                                                                                     \
  __KILN_MX_X4_FROM_DOUBLES(NAME, PFX, INTERP, PACK, double4)                                           \
  __KILN_MX_X4_FROM_DOUBLES(NAME, PFX, INTERP, PACK, double4_16a)                                       \
  __KILN_MX_X4_FROM_DOUBLES(NAME, PFX, INTERP, PACK, double4_32a)

#define __KILN_MX_X4_OPS(PFX, INTERP, PAIR_T, PAIR_BITS)                                                \
  explicit __host__ __device__ operator float4() const {                                                \
    const float2 lo = __internal_halfraw2_to_float2(                                                    \
        __nv_cvt_##PFX##x2_to_halfraw2((PAIR_T)(__x & ((1U << PAIR_BITS) - 1U)), INTERP));              \
    const float2 hi = __internal_halfraw2_to_float2(__nv_cvt_##PFX##x2_to_halfraw2((PAIR_T)(__x >> PAIR_BITS), INTERP)); \
    return make_float4(lo.x, lo.y, hi.x, hi.y);                                                         \
  }

#if !defined(__CUDA_NO_FP6_CONVERSIONS__)
#if !defined(__CUDA_NO_FP6_CONVERSION_OPERATORS__)
#define __KILN_FP6_OPS(I) __KILN_MX_SCALAR_OPS(fp6, I, 0x1FU)
#define __KILN_FP6X2_OPS(I) __KILN_MX_X2_OPS(fp6, I)
#define __KILN_FP6X4_OPS(I) __KILN_MX_X4_OPS(fp6, I, __nv_fp6x2_storage_t, 16)
#else
#define __KILN_FP6_OPS(I)
#define __KILN_FP6X2_OPS(I)
#define __KILN_FP6X4_OPS(I)
#endif
#define __KILN_FP6_BODY(NAME, I) __KILN_MX_SCALAR_CTORS(NAME, fp6, I) __KILN_FP6_OPS(I)
#define __KILN_FP6X2_BODY(NAME, I) __KILN_MX_X2_CTORS(NAME, fp6, I) __KILN_FP6X2_OPS(I)
#define __KILN_FP6X4_BODY(NAME, I) __KILN_MX_X4_CTORS(NAME, fp6, I, __internal_pack_u16x2_to_u32) __KILN_FP6X4_OPS(I)
#else
#define __KILN_FP6_BODY(NAME, I)
#define __KILN_FP6X2_BODY(NAME, I)
#define __KILN_FP6X4_BODY(NAME, I)
#endif

#define __KILN_FP6_TYPE(NAME, STORAGE, ALIGN, BODY, INTERP)                                             \
  struct __align__(ALIGN) NAME {                                                                        \
    STORAGE __x;                                                                                        \
    NAME() = default;                                                                                   \
    BODY(NAME, INTERP)                                                                                  \
  };
__KILN_FP6_TYPE(__nv_fp6_e3m2, __nv_fp6_storage_t, 1, __KILN_FP6_BODY, __NV_E3M2)
__KILN_FP6_TYPE(__nv_fp6_e2m3, __nv_fp6_storage_t, 1, __KILN_FP6_BODY, __NV_E2M3)
__KILN_FP6_TYPE(__nv_fp6x2_e3m2, __nv_fp6x2_storage_t, 2, __KILN_FP6X2_BODY, __NV_E3M2)
__KILN_FP6_TYPE(__nv_fp6x2_e2m3, __nv_fp6x2_storage_t, 2, __KILN_FP6X2_BODY, __NV_E2M3)
__KILN_FP6_TYPE(__nv_fp6x4_e3m2, __nv_fp6x4_storage_t, 4, __KILN_FP6X4_BODY, __NV_E3M2)
__KILN_FP6_TYPE(__nv_fp6x4_e2m3, __nv_fp6x4_storage_t, 4, __KILN_FP6X4_BODY, __NV_E2M3)
#undef __KILN_FP6_TYPE
#undef __KILN_FP6_BODY
#undef __KILN_FP6X2_BODY
#undef __KILN_FP6X4_BODY
#undef __KILN_FP6_OPS
#undef __KILN_FP6X2_OPS
#undef __KILN_FP6X4_OPS

#endif // __CUDA_FP6_H__
