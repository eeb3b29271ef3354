//===- cuda_bf16.h - CUDA's bfloat16 API, Kiln's implementation ---------------===//
//
// The names, types, overloads, operators, conversions, rounding and NaN /
// saturation behaviour of the CUDA 13 toolkit's <cuda_bf16.h>, written for
// kilnc (see <cuda_fp16.h>, which this header includes as the toolkit's
// does). Arithmetic is LLVM's bfloat arithmetic: add.bf16x2 on sm_90, the
// fma.rn.bf16 forms on sm_80, as nvcc's header chooses per target. The
// approximate functions follow the toolkit's algorithms (ex2.approx.f32,
// lg2.approx.f32, ... without ftz, then one rounding to bfloat16).
//
// Configuration macros, as in the toolkit: CUDA_NO_BFLOAT16,
// __CUDA_NO_BFLOAT16_CONVERSIONS__, __CUDA_NO_BFLOAT16_OPERATORS__,
// __CUDA_NO_BFLOAT162_OPERATORS__.
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__
#define __CUDA_BF16_HPP__
#define __CUDA_BF16_TYPES_EXIST__

#include <cuda_fp16.h>

#define __KILN_HD static __host__ __device__ __inline__
#define __KILN_D static __device__ __inline__
#define __KILN_OP __host__ __device__ __forceinline__
// The instructions nvcc's header uses from sm_90 on (add.bf16, cvt.rn.bf16.s32,
// cvt.rm.bf16.f32, tanh.approx.bf16, atom.add.noftz.bf16, ...).
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define __KILN_BF16_SM90 1
#else
#define __KILN_BF16_SM90 0
#endif

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

typedef struct __align__(2) {
  unsigned short x;
} __nv_bfloat16_raw;

typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
} __nv_bfloat162_raw;

struct __align__(2) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
  __nv_bfloat16() = default;
  __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &hr) : __x(hr.x) {}
  __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) { __x = hr.x; return *this; }
  __host__ __device__ volatile __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ volatile __nv_bfloat16 &operator=(const volatile __nv_bfloat16_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ operator __nv_bfloat16_raw() const { __nv_bfloat16_raw r; r.x = __x; return r; }
  __host__ __device__ operator __nv_bfloat16_raw() const volatile {
    __nv_bfloat16_raw r;
    r.x = __x;
    return r;
  }
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
  explicit __host__ __device__ __nv_bfloat16(const __half f);
  __host__ __device__ __nv_bfloat16(const float f);
  __host__ __device__ __nv_bfloat16(const double f);
  __host__ __device__ operator float() const;
  __host__ __device__ __nv_bfloat16 &operator=(const float f);
  __host__ __device__ __nv_bfloat16 &operator=(const double f);
  __host__ __device__ __nv_bfloat16(short val);
  __host__ __device__ __nv_bfloat16(unsigned short val);
  __host__ __device__ __nv_bfloat16(int val);
  __host__ __device__ __nv_bfloat16(unsigned int val);
  __host__ __device__ __nv_bfloat16(long val);
  __host__ __device__ __nv_bfloat16(unsigned long val);
  __host__ __device__ __nv_bfloat16(long long val);
  __host__ __device__ __nv_bfloat16(unsigned long long val);
  __host__ __device__ operator signed char() const;
  __host__ __device__ operator unsigned char() const;
  __host__ __device__ operator char() const;
  __host__ __device__ operator short() const;
  __host__ __device__ operator unsigned short() const;
  __host__ __device__ operator int() const;
  __host__ __device__ operator unsigned int() const;
  __host__ __device__ operator long() const;
  __host__ __device__ operator unsigned long() const;
  __host__ __device__ operator long long() const;
  __host__ __device__ operator unsigned long long() const;
  __host__ __device__ __nv_bfloat16 &operator=(short val);
  __host__ __device__ __nv_bfloat16 &operator=(unsigned short val);
  __host__ __device__ __nv_bfloat16 &operator=(int val);
  __host__ __device__ __nv_bfloat16 &operator=(unsigned int val);
  __host__ __device__ __nv_bfloat16 &operator=(long long val);
  __host__ __device__ __nv_bfloat16 &operator=(unsigned long long val);
  __host__ __device__ constexpr operator bool() const { return (__x & 0x7FFFU) != 0U; }
#endif
};

// Copies are plain four-byte moves (trivially copyable; see docs/fp16.md).
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;

  __nv_bfloat162() = default;
  __nv_bfloat162(const __nv_bfloat162 &) = default;
  __nv_bfloat162(__nv_bfloat162 &&) = default;
  __nv_bfloat162 &operator=(const __nv_bfloat162 &) = default;
  __nv_bfloat162 &operator=(__nv_bfloat162 &&) = default;
  __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &h2r)
      : x(__nv_bfloat16_raw{h2r.x}), y(__nv_bfloat16_raw{h2r.y}) {}
  __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r) {
    x = __nv_bfloat16_raw{h2r.x};
    y = __nv_bfloat16_raw{h2r.y};
    return *this;
  }
  __host__ __device__ operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw r;
    r.x = static_cast<__nv_bfloat16_raw>(x).x;
    r.y = static_cast<__nv_bfloat16_raw>(y).x;
    return r;
  }
};

// ---- Kiln's views of the storage: __bf16 and its pair -------------------------
// By reference, results as prvalues: see <cuda_fp16.h>.
static __device__ __forceinline__ __bf16 __kiln_bf16(const __nv_bfloat16 &h) { return __builtin_bit_cast(__bf16, h); }
static __device__ __forceinline__ __nv_bfloat16 __kiln_bfloat16(const __bf16 f) { return __builtin_bit_cast(__nv_bfloat16, f); }
static __device__ __forceinline__ __kiln_bf16x2 __kiln_bf16x2_of(const __nv_bfloat162 &h) {
  return __builtin_bit_cast(__kiln_bf16x2, h);
}
static __device__ __forceinline__ __nv_bfloat162 __kiln_bfloat162(const __kiln_bf16x2 v) {
  return __builtin_bit_cast(__nv_bfloat162, v);
}
static __device__ __forceinline__ unsigned short __kiln_bits(const __nv_bfloat16 &h) { return __builtin_bit_cast(unsigned short, h); }
static __device__ __forceinline__ __nv_bfloat16 __kiln_bfloat16_bits(const unsigned short b) {
  return __builtin_bit_cast(__nv_bfloat16, b);
}
static __device__ __forceinline__ __nv_bfloat16 __kiln_copy(const __nv_bfloat16 &h) { return __builtin_bit_cast(__nv_bfloat16, h); }
static __device__ __forceinline__ __nv_bfloat162 __kiln_pack(const __nv_bfloat16 &lo, const __nv_bfloat16 &hi) {
  return __builtin_bit_cast(__nv_bfloat162, __nv_bfloat162_raw{__kiln_bits(lo), __kiln_bits(hi)});
}
static __device__ __forceinline__ __nv_bfloat162 __kiln_pack_bf16(const __bf16 lo, const __bf16 hi) {
  return __kiln_pack(__kiln_bfloat16(lo), __kiln_bfloat16(hi));
}
static __device__ __forceinline__ float __kiln_float(const __nv_bfloat16 &h) { return (float)__kiln_bf16(h); }

// ---- bit views, construction and access ---------------------------------------
__KILN_HD short int __bfloat16_as_short(const __nv_bfloat16 h) { return (short)__kiln_bits(h); }
__KILN_HD unsigned short int __bfloat16_as_ushort(const __nv_bfloat16 h) { return __kiln_bits(h); }
__KILN_HD __nv_bfloat16 __short_as_bfloat16(const short int i) { return __kiln_bfloat16_bits((unsigned short)i); }
__KILN_HD __nv_bfloat16 __ushort_as_bfloat16(const unsigned short int i) { return __kiln_bfloat16_bits(i); }

__KILN_HD __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __kiln_pack(x, y); }
__KILN_HD __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_pack(a, b); }
__KILN_HD __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __kiln_pack(a, a); }
__KILN_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return __kiln_copy(a.x); }
__KILN_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return __kiln_copy(a.y); }
__KILN_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __kiln_pack(a.x, a.x); }
__KILN_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __kiln_pack(a.y, a.y); }
__KILN_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __kiln_pack(a.x, b.x); }
__KILN_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __kiln_pack(a.y, b.y); }
__KILN_HD __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __kiln_pack(a.y, a.x); }

// ---- float and double -----------------------------------------------------------
__KILN_HD float __bfloat162float(const __nv_bfloat16 a) { return __kiln_float(a); }
__KILN_HD float __low2float(const __nv_bfloat162 a) { return __kiln_float(a.x); }
__KILN_HD float __high2float(const __nv_bfloat162 a) { return __kiln_float(a.y); }
__KILN_HD float2 __bfloat1622float2(const __nv_bfloat162 a) { return make_float2(__kiln_float(a.x), __kiln_float(a.y)); }
__KILN_HD __nv_bfloat16 __float2bfloat16(const float a) { return __kiln_bfloat16((__bf16)a); }
__KILN_HD __nv_bfloat16 __float2bfloat16_rn(const float a) { return __kiln_bfloat16((__bf16)a); }
__KILN_HD __nv_bfloat16 __float2bfloat16_rz(const float a) { return __kiln_bfloat16(__kiln_f2bf_rz(a)); }
// Down/up: cvt.rm/rp.bf16.f32 on sm_90; before it the upper half of the
// float, moved one step outward when bits were cut off on that side.
static __device__ __forceinline__ __bf16 __kiln_f2bf_directed(const float a, const bool up) {
  const unsigned u = __float_as_uint(a);
  if ((u & 0x7FFFFFFFU) > 0x7F800000U)
    return __builtin_bit_cast(__bf16, (unsigned short)0x7FFFU);
  unsigned short r = (unsigned short)(u >> 16);
  if ((u & 0xFFFFU) != 0U && ((u >> 31) != 0U) != up)
    ++r;
  return __builtin_bit_cast(__bf16, r);
}
static __device__ __forceinline__ __bf16 __kiln_f2bf_rd(const float a) {
#if __KILN_BF16_SM90
  return __kiln_f2bf_rd_sm90(a);
#else
  return __kiln_f2bf_directed(a, false);
#endif
}
static __device__ __forceinline__ __bf16 __kiln_f2bf_ru(const float a) {
#if __KILN_BF16_SM90
  return __kiln_f2bf_ru_sm90(a);
#else
  return __kiln_f2bf_directed(a, true);
#endif
}
__KILN_HD __nv_bfloat16 __float2bfloat16_rd(const float a) { return __kiln_bfloat16(__kiln_f2bf_rd(a)); }
__KILN_HD __nv_bfloat16 __float2bfloat16_ru(const float a) { return __kiln_bfloat16(__kiln_f2bf_ru(a)); }
__KILN_HD __nv_bfloat162 __float2bfloat162_rn(const float a) { return __kiln_pack_bf16((__bf16)a, (__bf16)a); }
__KILN_HD __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) { return __kiln_pack_bf16((__bf16)a, (__bf16)b); }
__KILN_HD __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
// One rounding from double (cvt.rn.bf16.f64 on sm_90, round-to-odd through
// float before: LLVM's lowering, the toolkit's algorithm).
__KILN_HD __nv_bfloat16 __double2bfloat16(const double a) { return __kiln_bfloat16((__bf16)a); }

// ---- integers -------------------------------------------------------------------
#define __KILN_BF2INT(T, NAME, CONV, LO, HI, MODE)                              \
  static __device__ __forceinline__ T __kiln_bfloat162##NAME(const __nv_bfloat16 &h) { \
    auto v = CONV(__kiln_float(h));                                            \
    return (T)(v < (LO) ? (LO) : v > (HI) ? (HI) : v);                         \
  }                                                                            \
  MODE T __bfloat162##NAME(const __nv_bfloat16 h) { return __kiln_bfloat162##NAME(h); }
#define __KILN_BF2INT_ALL(T, NAME, CONV, LO, HI)                                \
  __KILN_BF2INT(T, NAME##_rn, CONV##_rn, LO, HI, __KILN_D)                      \
  __KILN_BF2INT(T, NAME##_rz, CONV##_rz, LO, HI, __KILN_HD)                     \
  __KILN_BF2INT(T, NAME##_rd, CONV##_rd, LO, HI, __KILN_D)                      \
  __KILN_BF2INT(T, NAME##_ru, CONV##_ru, LO, HI, __KILN_D)
__KILN_BF2INT_ALL(short int, short, __kiln_f2i, -32768, 32767)
__KILN_BF2INT_ALL(unsigned short int, ushort, __kiln_f2ui, 0U, 65535U)
__KILN_BF2INT_ALL(int, int, __kiln_f2i, (-2147483647 - 1), 2147483647)
__KILN_BF2INT_ALL(unsigned int, uint, __kiln_f2ui, 0U, 0xFFFFFFFFU)
__KILN_BF2INT_ALL(long long int, ll, __kiln_f2ll, (-9223372036854775807LL - 1), 9223372036854775807LL)
__KILN_BF2INT_ALL(unsigned long long int, ull, __kiln_f2ull, 0ULL, 0xFFFFFFFFFFFFFFFFULL)
__KILN_BF2INT(signed char, char_rz, __kiln_f2i_rz, -128, 127, __KILN_HD)
__KILN_BF2INT(unsigned char, uchar_rz, __kiln_f2ui_rz, 0U, 255U, __KILN_HD)
#undef __KILN_BF2INT_ALL
#undef __KILN_BF2INT

// From integers to nearest: one rounding (cvt.rn.bf16.s32 on sm_90; before,
// float rounded toward zero with a sticky last bit, then to nearest, since
// rounding through float twice would be wrong above 2^24). Directed: float
// in the same direction first, which composes exactly.
#if __KILN_BF16_SM90
#define __KILN_INT2BF_RN(T, TOF) return __kiln_bfloat16((__bf16)i);
#else
#define __KILN_INT2BF_RN(T, TOF)                                                 \
  float z = TOF##_rz(i);                                                       \
  if (TOF##_ru(i) != TOF##_rd(i))                                              \
    z = __uint_as_float(__float_as_uint(z) | 1U);                              \
  return __kiln_bfloat16((__bf16)z);
#endif
#define __KILN_INT2BF(T, NAME, TOF, RN_MODE)                                    \
  RN_MODE __nv_bfloat16 __##NAME##2bfloat16_rn(const T i) { __KILN_INT2BF_RN(T, TOF) } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_rz(const T i) { return __kiln_bfloat16(__kiln_f2bf_rz(TOF##_rz(i))); } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_rd(const T i) { return __kiln_bfloat16(__kiln_f2bf_rd(TOF##_rd(i))); } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_ru(const T i) { return __kiln_bfloat16(__kiln_f2bf_ru(TOF##_ru(i))); }
__KILN_INT2BF(int, int, __kiln_i2f, __KILN_HD)
__KILN_INT2BF(unsigned int, uint, __kiln_ui2f, __KILN_HD)
__KILN_INT2BF(long long int, ll, __kiln_ll2f, __KILN_HD)
__KILN_INT2BF(unsigned long long int, ull, __kiln_ull2f, __KILN_HD)
#undef __KILN_INT2BF
#undef __KILN_INT2BF_RN
// 16-bit integers are exact in float.
#define __KILN_SHORT2BF(T, NAME)                                                 \
  __KILN_HD __nv_bfloat16 __##NAME##2bfloat16_rn(const T i) { return __kiln_bfloat16((__bf16)(float)i); } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_rz(const T i) { return __kiln_bfloat16(__kiln_f2bf_rz((float)i)); } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_rd(const T i) { return __kiln_bfloat16(__kiln_f2bf_rd((float)i)); } \
  __KILN_D __nv_bfloat16 __##NAME##2bfloat16_ru(const T i) { return __kiln_bfloat16(__kiln_f2bf_ru((float)i)); }
__KILN_SHORT2BF(short int, short)
__KILN_SHORT2BF(unsigned short int, ushort)
#undef __KILN_SHORT2BF

// ---- classification ---------------------------------------------------------------
__KILN_HD bool __hisnan(const __nv_bfloat16 a) { return __kiln_bf16(a) != __kiln_bf16(a); }
__KILN_HD __nv_bfloat162 __hisnan2(const __nv_bfloat162 a) {
  const __bf16 x = __kiln_bf16(a.x), y = __kiln_bf16(a.y);
  return __kiln_pack_bf16(x != x ? (__bf16)1.0f : (__bf16)0.0f, y != y ? (__bf16)1.0f : (__bf16)0.0f);
}
__KILN_HD int __hisinf(const __nv_bfloat16 a) {
  unsigned short b = __kiln_bits(a);
  return b == 0xFF80U ? -1 : b == 0x7F80U ? 1 : 0;
}

// ---- arithmetic ---------------------------------------------------------------------
// + - * contract into fma where -fmad allows it; LLVM selects add.bf16 on
// sm_90 and fma.rn.bf16 with 1.0 / -0.0 before it, as nvcc's header does.
#define __KILN_B(a) __kiln_bf16(a)
__KILN_HD __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__KILN_B(a) + __KILN_B(b)); }
__KILN_HD __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__KILN_B(a) - __KILN_B(b)); }
__KILN_HD __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__KILN_B(a) * __KILN_B(b)); }
__KILN_HD __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_fma(__KILN_B(a), (__bf16)1.0f, __KILN_B(b)));
}
__KILN_HD __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_fma(__KILN_B(b), (__bf16)-1.0f, __KILN_B(a)));
}
__KILN_HD __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_fma(__KILN_B(a), __KILN_B(b), (__bf16)-0.0f));
}
// _sat: the fma, then max with 0 (NaN becomes 0) and min with 1.
static __device__ __forceinline__ __bf16 __kiln_sat(const __bf16 v) {
  return __kiln_min(__kiln_max(v, (__bf16)0.0f), (__bf16)1.0f);
}
__KILN_HD __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_sat(__kiln_fma(__KILN_B(a), (__bf16)1.0f, __KILN_B(b))));
}
__KILN_HD __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_sat(__kiln_fma(__KILN_B(b), (__bf16)-1.0f, __KILN_B(a))));
}
__KILN_HD __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_sat(__kiln_fma(__KILN_B(a), __KILN_B(b), (__bf16)-0.0f)));
}
__KILN_D __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
  return __kiln_bfloat16(__kiln_fma(__KILN_B(a), __KILN_B(b), __KILN_B(c)));
}
__KILN_D __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
  return __kiln_bfloat16(__kiln_sat(__kiln_fma(__KILN_B(a), __KILN_B(b), __KILN_B(c))));
}
__KILN_D __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) {
  return __kiln_bfloat16(__kiln_fma_relu(__KILN_B(a), __KILN_B(b), __KILN_B(c)));
}
__KILN_HD __nv_bfloat16 __hneg(const __nv_bfloat16 a) { return __kiln_bfloat16(-__KILN_B(a)); }
__KILN_HD __nv_bfloat16 __habs(const __nv_bfloat16 a) { return __kiln_bfloat16(__kiln_abs(__KILN_B(a))); }
// The toolkit's division: div.approx.f32 (the divisor scaled by 1/4 when
// it is at least 2^126, the quotient scaled back by an fma), rounded once.
static __device__ __forceinline__ __bf16 __kiln_hdiv(const __nv_bfloat16 &a, const __nv_bfloat16 &b) {
  const float fa = __kiln_float(a);
  float fb = __kiln_float(b);
  const bool big = fabsf(fb) >= __uint_as_float(0x7E800000U);
  if (big)
    fb *= 0.25f;
  float q = __kiln_div_approx(fa, fb);
  if (big)
    q = __kiln_fma(q, 0.25f, -0.0f);
  return (__bf16)q;
}
__KILN_HD __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__kiln_hdiv(a, b)); }
__KILN_HD __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__kiln_max(__KILN_B(a), __KILN_B(b))); }
__KILN_HD __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_bfloat16(__kiln_min(__KILN_B(a), __KILN_B(b))); }
__KILN_HD __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_max_nan(__KILN_B(a), __KILN_B(b)));
}
__KILN_HD __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __kiln_bfloat16(__kiln_min_nan(__KILN_B(a), __KILN_B(b)));
}
#undef __KILN_B

// ---- bfloat162 arithmetic ---------------------------------------------------------
#define __KILN_V(a) __kiln_bf16x2_of(a)
#define __KILN_SPLAT(v) (__kiln_bf16x2)(__bf16)(v)
__KILN_HD __nv_bfloat162 __hadd2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __kiln_bfloat162(__KILN_V(a) + __KILN_V(b)); }
__KILN_HD __nv_bfloat162 __hsub2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __kiln_bfloat162(__KILN_V(a) - __KILN_V(b)); }
__KILN_HD __nv_bfloat162 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __kiln_bfloat162(__KILN_V(a) * __KILN_V(b)); }
__KILN_HD __nv_bfloat162 __hadd2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_fma(__KILN_V(a), __KILN_SPLAT(1.0f), __KILN_V(b)));
}
__KILN_HD __nv_bfloat162 __hsub2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_fma(__KILN_V(b), __KILN_SPLAT(-1.0f), __KILN_V(a)));
}
__KILN_HD __nv_bfloat162 __hmul2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_fma(__KILN_V(a), __KILN_V(b), __KILN_SPLAT(-0.0f)));
}
static __device__ __forceinline__ __kiln_bf16x2 __kiln_sat(const __kiln_bf16x2 v) {
  return __kiln_min(__kiln_max(v, __KILN_SPLAT(0.0f)), __KILN_SPLAT(1.0f));
}
__KILN_HD __nv_bfloat162 __hadd2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_sat(__kiln_fma(__KILN_V(a), __KILN_SPLAT(1.0f), __KILN_V(b))));
}
__KILN_HD __nv_bfloat162 __hsub2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_sat(__kiln_fma(__KILN_V(b), __KILN_SPLAT(-1.0f), __KILN_V(a))));
}
__KILN_HD __nv_bfloat162 __hmul2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_sat(__kiln_fma(__KILN_V(a), __KILN_V(b), __KILN_SPLAT(-0.0f))));
}
__KILN_D __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  return __kiln_bfloat162(__kiln_fma(__KILN_V(a), __KILN_V(b), __KILN_V(c)));
}
__KILN_D __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  return __kiln_bfloat162(__kiln_sat(__kiln_fma(__KILN_V(a), __KILN_V(b), __KILN_V(c))));
}
__KILN_D __nv_bfloat162 __hfma2_relu(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  return __kiln_bfloat162(__kiln_fma_relu(__KILN_V(a), __KILN_V(b), __KILN_V(c)));
}
__KILN_HD __nv_bfloat162 __hneg2(const __nv_bfloat162 a) { return __kiln_bfloat162(-__KILN_V(a)); }
__KILN_HD __nv_bfloat162 __habs2(const __nv_bfloat162 a) { return __kiln_bfloat162(__kiln_abs(__KILN_V(a))); }
__KILN_HD __nv_bfloat162 __h2div(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_pack_bf16(__kiln_hdiv(a.x, b.x), __kiln_hdiv(a.y, b.y));
}
__KILN_HD __nv_bfloat162 __hmax2(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_max(__KILN_V(a), __KILN_V(b)));
}
__KILN_HD __nv_bfloat162 __hmin2(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_min(__KILN_V(a), __KILN_V(b)));
}
__KILN_HD __nv_bfloat162 __hmax2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_max_nan(__KILN_V(a), __KILN_V(b)));
}
__KILN_HD __nv_bfloat162 __hmin2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __kiln_bfloat162(__kiln_min_nan(__KILN_V(a), __KILN_V(b)));
}
__KILN_D __nv_bfloat162 __hcmadd(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) {
  __bf16 re = __kiln_fma(__kiln_bf16(a.x), __kiln_bf16(b.x), __kiln_bf16(c.x));
  __bf16 im = __kiln_fma(__kiln_bf16(a.x), __kiln_bf16(b.y), __kiln_bf16(c.y));
  re = __kiln_fma(-__kiln_bf16(a.y), __kiln_bf16(b.y), re);
  im = __kiln_fma(__kiln_bf16(a.y), __kiln_bf16(b.x), im);
  return __kiln_pack_bf16(re, im);
}
#undef __KILN_V
#undef __KILN_SPLAT

// ---- comparisons ------------------------------------------------------------------
#define __KILN_BCMP(NAME, EXPR)                                                  \
  static __device__ __forceinline__ bool __kiln_cmp##NAME(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { \
    const __bf16 x = __kiln_bf16(a), y = __kiln_bf16(b);                       \
    return EXPR;                                                               \
  }                                                                            \
  __KILN_HD bool __h##NAME(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __kiln_cmp##NAME(a, b); } \
  __KILN_HD __nv_bfloat162 __h##NAME##2(const __nv_bfloat162 a, const __nv_bfloat162 b) { \
    return __kiln_pack_bf16(__kiln_cmp##NAME(a.x, b.x) ? (__bf16)1.0f : (__bf16)0.0f, \
                            __kiln_cmp##NAME(a.y, b.y) ? (__bf16)1.0f : (__bf16)0.0f); \
  }                                                                            \
  __KILN_HD unsigned int __h##NAME##2_mask(const __nv_bfloat162 a, const __nv_bfloat162 b) { \
    return (__kiln_cmp##NAME(a.x, b.x) ? 0x0000FFFFU : 0U) |                   \
           (__kiln_cmp##NAME(a.y, b.y) ? 0xFFFF0000U : 0U);                    \
  }                                                                            \
  __KILN_HD bool __hb##NAME##2(const __nv_bfloat162 a, const __nv_bfloat162 b) { \
    return __kiln_cmp##NAME(a.x, b.x) && __kiln_cmp##NAME(a.y, b.y);           \
  }
__KILN_BCMP(eq, x == y)
__KILN_BCMP(ne, x < y || x > y)
__KILN_BCMP(le, x <= y)
__KILN_BCMP(ge, x >= y)
__KILN_BCMP(lt, x < y)
__KILN_BCMP(gt, x > y)
__KILN_BCMP(equ, !(x < y || x > y))
__KILN_BCMP(neu, x != y)
__KILN_BCMP(leu, !(x > y))
__KILN_BCMP(geu, !(x < y))
__KILN_BCMP(ltu, !(x >= y))
__KILN_BCMP(gtu, !(x <= y))
#undef __KILN_BCMP

// ---- rounding to integral values ------------------------------------------------
__KILN_D __nv_bfloat16 htrunc(const __nv_bfloat16 h) { return __kiln_bfloat16(__kiln_trunc(__kiln_bf16(h))); }
__KILN_D __nv_bfloat16 hceil(const __nv_bfloat16 h) { return __kiln_bfloat16(__kiln_ceil(__kiln_bf16(h))); }
__KILN_D __nv_bfloat16 hfloor(const __nv_bfloat16 h) { return __kiln_bfloat16(__kiln_floor(__kiln_bf16(h))); }
__KILN_D __nv_bfloat16 hrint(const __nv_bfloat16 h) { return __kiln_bfloat16(__kiln_rint(__kiln_bf16(h))); }
__KILN_D __nv_bfloat162 h2trunc(const __nv_bfloat162 h) { return __kiln_bfloat162(__kiln_trunc(__kiln_bf16x2_of(h))); }
__KILN_D __nv_bfloat162 h2ceil(const __nv_bfloat162 h) { return __kiln_bfloat162(__kiln_ceil(__kiln_bf16x2_of(h))); }
__KILN_D __nv_bfloat162 h2floor(const __nv_bfloat162 h) { return __kiln_bfloat162(__kiln_floor(__kiln_bf16x2_of(h))); }
__KILN_D __nv_bfloat162 h2rint(const __nv_bfloat162 h) { return __kiln_bfloat162(__kiln_rint(__kiln_bf16x2_of(h))); }

// ---- elementary functions -----------------------------------------------------------
// The toolkit's algorithms: a float approximation without ftz (bfloat16 has
// float's exponent range), or libdevice's sinf/cosf, rounded once.
static __device__ __forceinline__ __bf16 __kiln_bexp(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_ex2_approx(__kiln_float(a) * __uint_as_float(0x3FB8AA3CU));
}
static __device__ __forceinline__ __bf16 __kiln_bexp2(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_ex2_approx(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_bexp10_raw(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_ex2_approx(__kiln_float(a) * __uint_as_float(0x40549A78U));
}
static __device__ __forceinline__ __bf16 __kiln_blog2(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_lg2_approx(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_blog(const __nv_bfloat16 &a) {
  return (__bf16)(__kiln_lg2_approx(__kiln_float(a)) * __uint_as_float(0x3f317218U));
}
static __device__ __forceinline__ __bf16 __kiln_blog10(const __nv_bfloat16 &a) {
  return (__bf16)(__kiln_lg2_approx(__kiln_float(a)) * __uint_as_float(0x3E9A209BU));
}
static __device__ __forceinline__ __bf16 __kiln_brcp(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_rcp_approx(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_brsqrt(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_rsqrt_approx(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_bsqrt(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_sqrt_approx(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_bsin(const __nv_bfloat16 &a) {
  return (__bf16)sinf(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_bcos(const __nv_bfloat16 &a) {
  return (__bf16)cosf(__kiln_float(a));
}
static __device__ __forceinline__ __bf16 __kiln_btanh(const __nv_bfloat16 &a) {
  return (__bf16)__kiln_tanh_approx(__kiln_float(a));
}
#define __KILN_BMATH(NAME, EXPR)                                                 \
  __KILN_D __nv_bfloat16 h##NAME(const __nv_bfloat16 a) { return __kiln_bfloat16(EXPR(a)); } \
  __KILN_D __nv_bfloat162 h2##NAME(const __nv_bfloat162 a) { return __kiln_pack_bf16(EXPR(a.x), EXPR(a.y)); }
__KILN_BMATH(exp, __kiln_bexp)
__KILN_BMATH(exp2, __kiln_bexp2)
__KILN_BMATH(log, __kiln_blog)
__KILN_BMATH(log2, __kiln_blog2)
__KILN_BMATH(log10, __kiln_blog10)
__KILN_BMATH(rcp, __kiln_brcp)
__KILN_BMATH(rsqrt, __kiln_brsqrt)
__KILN_BMATH(sqrt, __kiln_bsqrt)
__KILN_BMATH(sin, __kiln_bsin)
__KILN_BMATH(cos, __kiln_bcos)
__KILN_BMATH(tanh, __kiln_btanh)
#undef __KILN_BMATH
// exp10 is corrected on one input (-0.018188..., 0xBC95): the scalar form
// returns 0x3F75, the pair form subtracts 2^-8 with an fma (one rounding),
// each as the toolkit computes it.
__KILN_D __nv_bfloat16 hexp10(const __nv_bfloat16 a) {
  if (__kiln_bits(a) == 0xBC95U)
    return __kiln_bfloat16_bits(0x3F75U);
  return __kiln_bfloat16(__kiln_bexp10_raw(a));
}
static __device__ __forceinline__ __bf16 __kiln_bexp10_lane(const __nv_bfloat16 &a) {
  const __bf16 p = __kiln_bits(a) == 0xBC95U ? __kiln_bf16(__kiln_bfloat16_bits(0x3C00U)) : (__bf16)0.0f;
  return __kiln_fma(p, (__bf16)-0.5f, __kiln_bexp10_raw(a));
}
__KILN_D __nv_bfloat162 h2exp10(const __nv_bfloat162 a) {
  return __kiln_pack_bf16(__kiln_bexp10_lane(a.x), __kiln_bexp10_lane(a.y));
}
// tanh.approx.bf16 / .bf16x2 from sm_90, the float approximation before.
__KILN_D __nv_bfloat16 htanh_approx(const __nv_bfloat16 a) {
#if __KILN_BF16_SM90
  return __kiln_bfloat16(__kiln_tanh_approx(__kiln_bf16(a)));
#else
  return __kiln_bfloat16(__kiln_btanh(a));
#endif
}
__KILN_D __nv_bfloat162 h2tanh_approx(const __nv_bfloat162 a) {
#if __KILN_BF16_SM90
  return __kiln_bfloat162(__kiln_tanh_approx(__kiln_bf16x2_of(a)));
#else
  return __kiln_pack_bf16(__kiln_btanh(a.x), __kiln_btanh(a.y));
#endif
}

// ---- warp shuffles, loads and stores ----------------------------------------------
#define __KILN_BSHFL(NAME, LANE_T)                                               \
  __KILN_D __nv_bfloat162 NAME(const unsigned int mask, const __nv_bfloat162 var, const LANE_T lane, \
                               const int width = warpSize) {                   \
    return __builtin_bit_cast(__nv_bfloat162, NAME(mask, __builtin_bit_cast(unsigned, var), lane, width)); \
  }                                                                            \
  __KILN_D __nv_bfloat16 NAME(const unsigned int mask, const __nv_bfloat16 var, const LANE_T lane, \
                              const int width = warpSize) {                    \
    return __kiln_bfloat16_bits((unsigned short)NAME(mask, (unsigned)__kiln_bits(var), lane, width)); \
  }
__KILN_BSHFL(__shfl_sync, int)
__KILN_BSHFL(__shfl_up_sync, unsigned int)
__KILN_BSHFL(__shfl_down_sync, unsigned int)
__KILN_BSHFL(__shfl_xor_sync, int)
#undef __KILN_BSHFL

#define __KILN_BLOAD(NAME)                                                       \
  __KILN_D __nv_bfloat162 NAME(const __nv_bfloat162 *const ptr) {              \
    return __builtin_bit_cast(__nv_bfloat162, __kiln##NAME(reinterpret_cast<const unsigned int *>(ptr))); \
  }                                                                            \
  __KILN_D __nv_bfloat16 NAME(const __nv_bfloat16 *const ptr) {                \
    return __kiln_bfloat16_bits(__kiln##NAME(reinterpret_cast<const unsigned short *>(ptr))); \
  }
#define __KILN_BSTORE(NAME)                                                      \
  __KILN_D void NAME(__nv_bfloat162 *const ptr, const __nv_bfloat162 value) {  \
    __kiln##NAME(reinterpret_cast<unsigned int *>(ptr), __builtin_bit_cast(unsigned int, value)); \
  }                                                                            \
  __KILN_D void NAME(__nv_bfloat16 *const ptr, const __nv_bfloat16 value) {    \
    __kiln##NAME(reinterpret_cast<unsigned short *>(ptr), __kiln_bits(value));  \
  }
__KILN_BLOAD(__ldg) __KILN_BLOAD(__ldcg) __KILN_BLOAD(__ldca) __KILN_BLOAD(__ldcs)
__KILN_BLOAD(__ldlu) __KILN_BLOAD(__ldcv)
__KILN_BSTORE(__stwb) __KILN_BSTORE(__stcg) __KILN_BSTORE(__stcs) __KILN_BSTORE(__stwt)
#undef __KILN_BLOAD
#undef __KILN_BSTORE

// ---- atomics: atom.add.noftz.bf16 / .bf16x2 on sm_90, compare-and-swap loops before ----
__KILN_D __nv_bfloat162 atomicAdd(__nv_bfloat162 *const address, const __nv_bfloat162 val) {
#if __KILN_BF16_SM90
  return __kiln_bfloat162(__kiln_atomic_add(reinterpret_cast<__kiln_bf16x2 *>(address), __kiln_bf16x2_of(val)));
#else
  unsigned *word = reinterpret_cast<unsigned *>(address);
  unsigned old = *word, assumed;
  do {
    assumed = old;
    const __kiln_bf16x2 sum = __kiln_bf16x2_of(val) + __builtin_bit_cast(__kiln_bf16x2, assumed);
    old = __kiln_atomic_cas(word, assumed, __builtin_bit_cast(unsigned, sum));
  } while (assumed != old);
  return __builtin_bit_cast(__nv_bfloat162, old);
#endif
}
__KILN_D __nv_bfloat16 atomicAdd(__nv_bfloat16 *const address, const __nv_bfloat16 val) {
#if __KILN_BF16_SM90
  return __kiln_bfloat16(__kiln_atomic_add(reinterpret_cast<__bf16 *>(address), __kiln_bf16(val)));
#else
  unsigned short *bits = reinterpret_cast<unsigned short *>(address);
  unsigned short old = *bits, assumed;
  do {
    assumed = old;
    const __bf16 sum = __kiln_bf16(val) + __builtin_bit_cast(__bf16, assumed);
    old = __kiln_atomic_cas(bits, assumed, __builtin_bit_cast(unsigned short, sum));
  } while (assumed != old);
  return __kiln_bfloat16_bits(old);
#endif
}

// ---- members ---------------------------------------------------------------------------
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
// half -> bfloat16: exact in float, rounded once (cvt.rn.bf16.f16).
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const __half f) { __x = __kiln_bits(__kiln_bfloat16((__bf16)__kiln_float(f))); }
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const float f) { __x = __kiln_bits(__kiln_bfloat16((__bf16)f)); }
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const double f) { __x = __kiln_bits(__kiln_bfloat16((__bf16)f)); }
__host__ __device__ inline __nv_bfloat16::operator float() const { return __kiln_float(*this); }
__host__ __device__ inline __nv_bfloat16 &__nv_bfloat16::operator=(const float f) { __x = __kiln_bits(__kiln_bfloat16((__bf16)f)); return *this; }
__host__ __device__ inline __nv_bfloat16 &__nv_bfloat16::operator=(const double f) { __x = __kiln_bits(__kiln_bfloat16((__bf16)f)); return *this; }
#define __KILN_BF16_FROM_INT(T, NAME)                                            \
  __host__ __device__ inline __nv_bfloat16::__nv_bfloat16(T val) { __x = __kiln_bits(__##NAME##2bfloat16_rn(val)); }
#define __KILN_BF16_ASSIGN_INT(T, NAME)                                          \
  __host__ __device__ inline __nv_bfloat16 &__nv_bfloat16::operator=(T val) {  \
    __x = __kiln_bits(__##NAME##2bfloat16_rn(val));                            \
    return *this;                                                              \
  }
__KILN_BF16_FROM_INT(short, short) __KILN_BF16_FROM_INT(unsigned short, ushort) __KILN_BF16_FROM_INT(int, int)
__KILN_BF16_FROM_INT(unsigned int, uint) __KILN_BF16_FROM_INT(long, ll) __KILN_BF16_FROM_INT(unsigned long, ull)
__KILN_BF16_FROM_INT(long long, ll) __KILN_BF16_FROM_INT(unsigned long long, ull)
__KILN_BF16_ASSIGN_INT(short, short) __KILN_BF16_ASSIGN_INT(unsigned short, ushort) __KILN_BF16_ASSIGN_INT(int, int)
__KILN_BF16_ASSIGN_INT(unsigned int, uint) __KILN_BF16_ASSIGN_INT(long long, ll)
__KILN_BF16_ASSIGN_INT(unsigned long long, ull)
#undef __KILN_BF16_FROM_INT
#undef __KILN_BF16_ASSIGN_INT
__host__ __device__ inline __nv_bfloat16::operator signed char() const { return __kiln_bfloat162char_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator unsigned char() const { return __kiln_bfloat162uchar_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator char() const {
  return ((char)-1 < (char)0) ? (char)__kiln_bfloat162char_rz(*this) : (char)__kiln_bfloat162uchar_rz(*this);
}
__host__ __device__ inline __nv_bfloat16::operator short() const { return __kiln_bfloat162short_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator unsigned short() const { return __kiln_bfloat162ushort_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator int() const { return __kiln_bfloat162int_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator unsigned int() const { return __kiln_bfloat162uint_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator long() const { return (long)__kiln_bfloat162ll_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator unsigned long() const { return (unsigned long)__kiln_bfloat162ull_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator long long() const { return __kiln_bfloat162ll_rz(*this); }
__host__ __device__ inline __nv_bfloat16::operator unsigned long long() const { return __kiln_bfloat162ull_rz(*this); }
#endif
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
// bfloat16 -> half (declared by <cuda_fp16.h>): exact in float, rounded once.
__host__ __device__ inline __half::__half(const __nv_bfloat16 f) { __x = __kiln_bits(__kiln_half((_Float16)__kiln_float(f))); }
#endif

// ---- operators ----------------------------------------------------------------------------
#define __KILN_F(x) __kiln_bf16(x)
#define __KILN_V(x) __kiln_bf16x2_of(x)
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
__KILN_OP __nv_bfloat16 operator+(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_bfloat16(__KILN_F(lh) + __KILN_F(rh)); }
__KILN_OP __nv_bfloat16 operator-(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_bfloat16(__KILN_F(lh) - __KILN_F(rh)); }
__KILN_OP __nv_bfloat16 operator*(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_bfloat16(__KILN_F(lh) * __KILN_F(rh)); }
__KILN_OP __nv_bfloat16 operator/(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_bfloat16(__kiln_hdiv(lh, rh)); }
__KILN_OP __nv_bfloat16 &operator+=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { lh = __kiln_bfloat16(__KILN_F(lh) + __KILN_F(rh)); return lh; }
__KILN_OP __nv_bfloat16 &operator-=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { lh = __kiln_bfloat16(__KILN_F(lh) - __KILN_F(rh)); return lh; }
__KILN_OP __nv_bfloat16 &operator*=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { lh = __kiln_bfloat16(__KILN_F(lh) * __KILN_F(rh)); return lh; }
__KILN_OP __nv_bfloat16 &operator/=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { lh = __kiln_bfloat16(__kiln_hdiv(lh, rh)); return lh; }
__KILN_OP __nv_bfloat16 &operator++(__nv_bfloat16 &h) { h = __kiln_bfloat16(__KILN_F(h) + (__bf16)1.0f); return h; }
__KILN_OP __nv_bfloat16 &operator--(__nv_bfloat16 &h) { h = __kiln_bfloat16(__KILN_F(h) - (__bf16)1.0f); return h; }
__KILN_OP __nv_bfloat16 operator++(__nv_bfloat16 &h, const int) {
  const __bf16 r = __KILN_F(h);
  h = __kiln_bfloat16(r + (__bf16)1.0f);
  return __kiln_bfloat16(r);
}
__KILN_OP __nv_bfloat16 operator--(__nv_bfloat16 &h, const int) {
  const __bf16 r = __KILN_F(h);
  h = __kiln_bfloat16(r - (__bf16)1.0f);
  return __kiln_bfloat16(r);
}
__KILN_OP __nv_bfloat16 operator+(const __nv_bfloat16 &h) { return __kiln_copy(h); }
__KILN_OP __nv_bfloat16 operator-(const __nv_bfloat16 &h) { return __kiln_bfloat16(-__KILN_F(h)); }
__KILN_OP bool operator==(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmpeq(lh, rh); }
__KILN_OP bool operator!=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmpneu(lh, rh); }
__KILN_OP bool operator>(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmpgt(lh, rh); }
__KILN_OP bool operator<(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmplt(lh, rh); }
__KILN_OP bool operator>=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmpge(lh, rh); }
__KILN_OP bool operator<=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __kiln_cmple(lh, rh); }
#endif
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
__KILN_OP __nv_bfloat162 operator+(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_bfloat162(__KILN_V(lh) + __KILN_V(rh)); }
__KILN_OP __nv_bfloat162 operator-(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_bfloat162(__KILN_V(lh) - __KILN_V(rh)); }
__KILN_OP __nv_bfloat162 operator*(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_bfloat162(__KILN_V(lh) * __KILN_V(rh)); }
__KILN_OP __nv_bfloat162 operator/(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) {
  return __kiln_pack_bf16(__kiln_hdiv(lh.x, rh.x), __kiln_hdiv(lh.y, rh.y));
}
__KILN_OP __nv_bfloat162 &operator+=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { lh = __kiln_bfloat162(__KILN_V(lh) + __KILN_V(rh)); return lh; }
__KILN_OP __nv_bfloat162 &operator-=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { lh = __kiln_bfloat162(__KILN_V(lh) - __KILN_V(rh)); return lh; }
__KILN_OP __nv_bfloat162 &operator*=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { lh = __kiln_bfloat162(__KILN_V(lh) * __KILN_V(rh)); return lh; }
__KILN_OP __nv_bfloat162 &operator/=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) {
  lh = __kiln_pack_bf16(__kiln_hdiv(lh.x, rh.x), __kiln_hdiv(lh.y, rh.y));
  return lh;
}
__KILN_OP __nv_bfloat162 &operator++(__nv_bfloat162 &h) { h = __kiln_bfloat162(__KILN_V(h) + (__kiln_bf16x2)(__bf16)1.0f); return h; }
__KILN_OP __nv_bfloat162 &operator--(__nv_bfloat162 &h) { h = __kiln_bfloat162(__KILN_V(h) - (__kiln_bf16x2)(__bf16)1.0f); return h; }
__KILN_OP __nv_bfloat162 operator++(__nv_bfloat162 &h, const int) {
  const __kiln_bf16x2 r = __KILN_V(h);
  h = __kiln_bfloat162(r + (__kiln_bf16x2)(__bf16)1.0f);
  return __kiln_bfloat162(r);
}
__KILN_OP __nv_bfloat162 operator--(__nv_bfloat162 &h, const int) {
  const __kiln_bf16x2 r = __KILN_V(h);
  h = __kiln_bfloat162(r - (__kiln_bf16x2)(__bf16)1.0f);
  return __kiln_bfloat162(r);
}
__KILN_OP __nv_bfloat162 operator+(const __nv_bfloat162 &h) { return __kiln_bfloat162(__KILN_V(h)); }
__KILN_OP __nv_bfloat162 operator-(const __nv_bfloat162 &h) { return __kiln_bfloat162(-__KILN_V(h)); }
__KILN_OP bool operator==(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmpeq(lh.x, rh.x) && __kiln_cmpeq(lh.y, rh.y); }
__KILN_OP bool operator!=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmpneu(lh.x, rh.x) && __kiln_cmpneu(lh.y, rh.y); }
__KILN_OP bool operator>(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmpgt(lh.x, rh.x) && __kiln_cmpgt(lh.y, rh.y); }
__KILN_OP bool operator<(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmplt(lh.x, rh.x) && __kiln_cmplt(lh.y, rh.y); }
__KILN_OP bool operator>=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmpge(lh.x, rh.x) && __kiln_cmpge(lh.y, rh.y); }
__KILN_OP bool operator<=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __kiln_cmple(lh.x, rh.x) && __kiln_cmple(lh.y, rh.y); }
#endif
#undef __KILN_F
#undef __KILN_V

#if !defined(CUDA_NO_BFLOAT16)
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif

#undef __KILN_HD
#undef __KILN_D
#undef __KILN_OP
#undef __KILN_BF16_SM90

#endif // __CUDA_BF16_H__
