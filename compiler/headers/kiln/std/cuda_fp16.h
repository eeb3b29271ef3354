//===- cuda_fp16.h - CUDA's half-precision API, Kiln's implementation ---------===//
//
// The names, types, overloads, operators, conversions, rounding and NaN /
// saturation behaviour of the CUDA 13 toolkit's <cuda_fp16.h>, written for
// kilnc: arithmetic is LLVM's own f16 / f16x2 arithmetic (so LLVM optimises
// and contracts it as nvcc's -fmad does; the _rn forms are fmas, which never
// contract), and what LLVM has no operation for goes through the primitives
// of <kiln/fp16_prims.hpp>. The approximate functions (hexp, hsin, ...) use
// the same hardware approximations and corrections as the toolkit's header,
// so results match nvcc's bit for bit. Where this header differs from the
// toolkit's on purpose, docs/fp16.md says so and why
// (test/Headers/cuda_fp16_differences.txt is the checked list).
//
// Configuration macros, as in the toolkit: CUDA_NO_HALF (no half/half2
// typedefs), __CUDA_NO_HALF_CONVERSIONS__, __CUDA_NO_HALF_OPERATORS__,
// __CUDA_NO_HALF2_OPERATORS__.
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__
#define __CUDA_FP16_HPP__
#define __CUDA_FP16_TYPES_EXIST__

#include <kiln/fp16_prims.hpp>

#define __KILN_HD static __host__ __device__ __inline__
#define __KILN_D static __device__ __inline__
#define __KILN_OP __host__ __device__ __forceinline__

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

typedef struct __align__(2) {
  unsigned short x;
} __half_raw;

typedef struct __align__(4) {
  unsigned short x;
  unsigned short y;
} __half2_raw;

struct __nv_bfloat16;

struct __align__(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  __host__ __device__ constexpr __half(const __half_raw &hr) : __x(hr.x) {}
  __host__ __device__ __half &operator=(const __half_raw &hr) { __x = hr.x; return *this; }
  __host__ __device__ volatile __half &operator=(const __half_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ volatile __half &operator=(const volatile __half_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ operator __half_raw() const { __half_raw r; r.x = __x; return r; }
  __host__ __device__ operator __half_raw() const volatile { __half_raw r; r.x = __x; return r; }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  explicit __host__ __device__ __half(const __nv_bfloat16 f); // defined by <cuda_bf16.h>
  __host__ __device__ __half(const float f);
  __host__ __device__ __half(const double f);
  __host__ __device__ operator float() const;
  __host__ __device__ __half &operator=(const float f);
  __host__ __device__ __half &operator=(const double f);
  __host__ __device__ __half(const short val);
  __host__ __device__ __half(const unsigned short val);
  __host__ __device__ __half(const int val);
  __host__ __device__ __half(const unsigned int val);
  __host__ __device__ __half(const long val);
  __host__ __device__ __half(const unsigned long val);
  __host__ __device__ __half(const long long val);
  __host__ __device__ __half(const unsigned long long val);
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
  __host__ __device__ __half &operator=(const short val);
  __host__ __device__ __half &operator=(const unsigned short val);
  __host__ __device__ __half &operator=(const int val);
  __host__ __device__ __half &operator=(const unsigned int val);
  __host__ __device__ __half &operator=(const long long val);
  __host__ __device__ __half &operator=(const unsigned long long val);
  // Any bit outside the sign is set (so NaN is true), as in the toolkit.
  __host__ __device__ constexpr operator bool() const { return (__x & 0x7FFFU) != 0U; }
#endif
};

// Copies are plain four-byte moves (trivially copyable; see docs/fp16.md).
struct __align__(4) __half2 {
  __half x;
  __half y;

  __half2() = default;
  __half2(const __half2 &) = default;
  __half2(__half2 &&) = default;
  __half2 &operator=(const __half2 &) = default;
  __half2 &operator=(__half2 &&) = default;
  __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &h2r)
      : x(__half_raw{h2r.x}), y(__half_raw{h2r.y}) {}
  __host__ __device__ __half2 &operator=(const __half2_raw &h2r) {
    x = __half_raw{h2r.x};
    y = __half_raw{h2r.y};
    return *this;
  }
  __host__ __device__ operator __half2_raw() const {
    __half2_raw r;
    r.x = static_cast<__half_raw>(x).x;
    r.y = static_cast<__half_raw>(y).x;
    return r;
  }
};

// ---- Kiln's views of the storage: _Float16 and its pair ---------------------
// Everything below passes halves to these helpers by reference and builds
// results as prvalues: Clang resolves every by-value copy of a __half among
// its fourteen converting constructors, which would make this header, not
// the kernel, the bulk of a compile.
static __device__ __forceinline__ _Float16 __kiln_f16(const __half &h) { return __builtin_bit_cast(_Float16, h); }
static __device__ __forceinline__ __half __kiln_half(const _Float16 f) { return __builtin_bit_cast(__half, f); }
static __device__ __forceinline__ __kiln_f16x2 __kiln_f16x2_of(const __half2 &h) { return __builtin_bit_cast(__kiln_f16x2, h); }
static __device__ __forceinline__ __half2 __kiln_half2(const __kiln_f16x2 v) { return __builtin_bit_cast(__half2, v); }
static __device__ __forceinline__ unsigned short __kiln_bits(const __half &h) { return __builtin_bit_cast(unsigned short, h); }
static __device__ __forceinline__ __half __kiln_half_bits(const unsigned short b) { return __builtin_bit_cast(__half, b); }
static __device__ __forceinline__ __half __kiln_copy(const __half &h) { return __builtin_bit_cast(__half, h); }
static __device__ __forceinline__ __half2 __kiln_pack(const __half &lo, const __half &hi) {
  return __builtin_bit_cast(__half2, __half2_raw{__kiln_bits(lo), __kiln_bits(hi)});
}
static __device__ __forceinline__ __half2 __kiln_pack_f16(const _Float16 lo, const _Float16 hi) {
  return __kiln_pack(__kiln_half(lo), __kiln_half(hi));
}
static __device__ __forceinline__ float __kiln_float(const __half &h) { return (float)__kiln_f16(h); }

// ---- bit views, construction and access ---------------------------------------
__KILN_HD short int __half_as_short(const __half h) { return (short)__kiln_bits(h); }
__KILN_HD unsigned short int __half_as_ushort(const __half h) { return __kiln_bits(h); }
__KILN_HD __half __short_as_half(const short int i) { return __kiln_half_bits((unsigned short)i); }
__KILN_HD __half __ushort_as_half(const unsigned short int i) { return __kiln_half_bits(i); }

__KILN_HD __half2 make_half2(const __half x, const __half y) { return __kiln_pack(x, y); }
__KILN_HD __half2 __halves2half2(const __half a, const __half b) { return __kiln_pack(a, b); }
__KILN_HD __half2 __half2half2(const __half a) { return __kiln_pack(a, a); }
__KILN_HD __half __low2half(const __half2 a) { return __kiln_copy(a.x); }
__KILN_HD __half __high2half(const __half2 a) { return __kiln_copy(a.y); }
__KILN_HD __half2 __low2half2(const __half2 a) { return __kiln_pack(a.x, a.x); }
__KILN_HD __half2 __high2half2(const __half2 a) { return __kiln_pack(a.y, a.y); }
__KILN_HD __half2 __lows2half2(const __half2 a, const __half2 b) { return __kiln_pack(a.x, b.x); }
__KILN_HD __half2 __highs2half2(const __half2 a, const __half2 b) { return __kiln_pack(a.y, b.y); }
__KILN_HD __half2 __lowhigh2highlow(const __half2 a) { return __kiln_pack(a.y, a.x); }

// ---- float and double ---------------------------------------------------------
__KILN_HD float __half2float(const __half a) { return __kiln_float(a); }
__KILN_HD float __low2float(const __half2 a) { return __kiln_float(a.x); }
__KILN_HD float __high2float(const __half2 a) { return __kiln_float(a.y); }
__KILN_HD float2 __half22float2(const __half2 a) { return make_float2(__kiln_float(a.x), __kiln_float(a.y)); }
__KILN_HD __half __float2half(const float a) { return __kiln_half((_Float16)a); }
__KILN_HD __half __float2half_rn(const float a) { return __kiln_half((_Float16)a); }
__KILN_HD __half __float2half_rz(const float a) { return __kiln_half(__kiln_f2h_rz(a)); }
__KILN_HD __half __float2half_rd(const float a) { return __kiln_half(__kiln_f2h_rd(a)); }
__KILN_HD __half __float2half_ru(const float a) { return __kiln_half(__kiln_f2h_ru(a)); }
__KILN_HD __half2 __float2half2_rn(const float a) { return __kiln_pack_f16((_Float16)a, (_Float16)a); }
__KILN_HD __half2 __floats2half2_rn(const float a, const float b) { return __kiln_pack_f16((_Float16)a, (_Float16)b); }
__KILN_HD __half2 __float22half2_rn(const float2 a) { return __floats2half2_rn(a.x, a.y); }
// One rounding from double (cvt.rn.f16.f64), not two through float.
__KILN_HD __half __double2half(const double a) { return __kiln_half((_Float16)a); }

// ---- integers -----------------------------------------------------------------
// To integers: exact in float, then PTX's saturating conversion (NaN is 0,
// 0x8000000000000000 for the 64-bit ones), clamped to the narrow types as
// cvt.rzi.s16.f16 and friends saturate.
#define __KILN_HALF2INT(T, NAME, CONV, LO, HI, MODE)                            \
  static __device__ __forceinline__ T __kiln_half2##NAME(const __half &h) {    \
    auto v = CONV(__kiln_float(h));                                            \
    return (T)(v < (LO) ? (LO) : v > (HI) ? (HI) : v);                         \
  }                                                                            \
  MODE T __half2##NAME(const __half h) { return __kiln_half2##NAME(h); }
#define __KILN_HALF2INT_ALL(T, NAME, CONV, LO, HI)                              \
  __KILN_HALF2INT(T, NAME##_rn, CONV##_rn, LO, HI, __KILN_D)                    \
  __KILN_HALF2INT(T, NAME##_rz, CONV##_rz, LO, HI, __KILN_HD)                   \
  __KILN_HALF2INT(T, NAME##_rd, CONV##_rd, LO, HI, __KILN_D)                    \
  __KILN_HALF2INT(T, NAME##_ru, CONV##_ru, LO, HI, __KILN_D)
__KILN_HALF2INT_ALL(short int, short, __kiln_f2i, -32768, 32767)
__KILN_HALF2INT_ALL(unsigned short int, ushort, __kiln_f2ui, 0U, 65535U)
__KILN_HALF2INT_ALL(int, int, __kiln_f2i, (-2147483647 - 1), 2147483647)
__KILN_HALF2INT_ALL(unsigned int, uint, __kiln_f2ui, 0U, 0xFFFFFFFFU)
__KILN_HALF2INT_ALL(long long int, ll, __kiln_f2ll, (-9223372036854775807LL - 1), 9223372036854775807LL)
__KILN_HALF2INT_ALL(unsigned long long int, ull, __kiln_f2ull, 0ULL, 0xFFFFFFFFFFFFFFFFULL)
__KILN_HALF2INT(signed char, char_rz, __kiln_f2i_rz, -128, 127, __KILN_HD)
__KILN_HALF2INT(unsigned char, uchar_rz, __kiln_f2ui_rz, 0U, 255U, __KILN_HD)
#undef __KILN_HALF2INT_ALL
#undef __KILN_HALF2INT

// From integers: round to nearest is LLVM's conversion (cvt.rn.f16.s32, one
// rounding); the directed ones round to float in the same direction first,
// which composes exactly (a directed rounding of a directed rounding in the
// same direction is the direct one).
#define __KILN_INT2HALF(T, NAME, TOF)                                           \
  __KILN_HD __half __##NAME##2half_rn(const T i) { return __kiln_half((_Float16)i); } \
  __KILN_HD __half __##NAME##2half_rz(const T i) { return __kiln_half(__kiln_f2h_rz(TOF##_rz(i))); } \
  __KILN_HD __half __##NAME##2half_rd(const T i) { return __kiln_half(__kiln_f2h_rd(TOF##_rd(i))); } \
  __KILN_HD __half __##NAME##2half_ru(const T i) { return __kiln_half(__kiln_f2h_ru(TOF##_ru(i))); }
__KILN_INT2HALF(short int, short, __kiln_i2f)
__KILN_INT2HALF(unsigned short int, ushort, __kiln_ui2f)
__KILN_INT2HALF(int, int, __kiln_i2f)
__KILN_INT2HALF(unsigned int, uint, __kiln_ui2f)
__KILN_INT2HALF(long long int, ll, __kiln_ll2f)
__KILN_INT2HALF(unsigned long long int, ull, __kiln_ull2f)
#undef __KILN_INT2HALF

// ---- classification -------------------------------------------------------------
__KILN_HD bool __hisnan(const __half a) { return __kiln_f16(a) != __kiln_f16(a); }
__KILN_HD __half2 __hisnan2(const __half2 a) {
  const _Float16 x = __kiln_f16(a.x), y = __kiln_f16(a.y);
  return __kiln_pack_f16(x != x ? (_Float16)1.0f : (_Float16)0.0f, y != y ? (_Float16)1.0f : (_Float16)0.0f);
}
__KILN_HD int __hisinf(const __half a) {
  unsigned short b = __kiln_bits(a);
  return b == 0xFC00U ? -1 : b == 0x7C00U ? 1 : 0;
}

// ---- arithmetic -------------------------------------------------------------------
// + - * contract into fma where -fmad allows it (add.f16 of nvcc's header
// does too); the _rn forms are single-rounding fmas, which never contract.
__KILN_HD __half __hadd(const __half a, const __half b) { return __kiln_half(__kiln_f16(a) + __kiln_f16(b)); }
__KILN_HD __half __hsub(const __half a, const __half b) { return __kiln_half(__kiln_f16(a) - __kiln_f16(b)); }
__KILN_HD __half __hmul(const __half a, const __half b) { return __kiln_half(__kiln_f16(a) * __kiln_f16(b)); }
__KILN_HD __half __hadd_rn(const __half a, const __half b) {
  return __kiln_half(__kiln_fma(__kiln_f16(a), (_Float16)1.0f, __kiln_f16(b)));
}
__KILN_HD __half __hsub_rn(const __half a, const __half b) {
  return __kiln_half(__kiln_fma(__kiln_f16(b), (_Float16)-1.0f, __kiln_f16(a)));
}
__KILN_HD __half __hmul_rn(const __half a, const __half b) {
  return __kiln_half(__kiln_fma(__kiln_f16(a), __kiln_f16(b), (_Float16)-0.0f));
}
// _sat: clamped to [0, 1], NaN to +0 (fma.rn.sat.f16).
__KILN_HD __half __hadd_sat(const __half a, const __half b) {
  return __kiln_half(__kiln_fma_sat(__kiln_f16(a), (_Float16)1.0f, __kiln_f16(b)));
}
__KILN_HD __half __hsub_sat(const __half a, const __half b) {
  return __kiln_half(__kiln_fma_sat(__kiln_f16(b), (_Float16)-1.0f, __kiln_f16(a)));
}
__KILN_HD __half __hmul_sat(const __half a, const __half b) {
  return __kiln_half(__kiln_fma_sat(__kiln_f16(a), __kiln_f16(b), (_Float16)-0.0f));
}
__KILN_D __half __hfma(const __half a, const __half b, const __half c) {
  return __kiln_half(__kiln_fma(__kiln_f16(a), __kiln_f16(b), __kiln_f16(c)));
}
__KILN_D __half __hfma_sat(const __half a, const __half b, const __half c) {
  return __kiln_half(__kiln_fma_sat(__kiln_f16(a), __kiln_f16(b), __kiln_f16(c)));
}
__KILN_D __half __hfma_relu(const __half a, const __half b, const __half c) {
  return __kiln_half(__kiln_fma_relu(__kiln_f16(a), __kiln_f16(b), __kiln_f16(c)));
}
__KILN_HD __half __hneg(const __half a) { return __kiln_half(-__kiln_f16(a)); }
__KILN_HD __half __habs(const __half a) { return __kiln_half(__kiln_abs(__kiln_f16(a))); }
// The toolkit's division: rcp.approx.ftz times a, one Newton step where the
// quotient is a subnormal half (the same steps give the same bits).
static __device__ __forceinline__ _Float16 __kiln_hdiv(const __half &a, const __half &b) {
  const float fa = __kiln_float(a), fb = __kiln_float(b);
  const float rcp = __kiln_rcp_approx_ftz(fb);
  float fv = rcp * fa;
  _Float16 v = (_Float16)fv;
  const _Float16 av = __kiln_abs(v);
  if (av < __kiln_f16(__kiln_half_bits(0x008FU)) && (_Float16)0.0f < av) {
    const float err = __kiln_fma(-fb, fv, fa);
    fv = __kiln_fma(rcp, err, fv);
    v = (_Float16)fv;
  }
  return v;
}
__KILN_HD __half __hdiv(const __half a, const __half b) { return __kiln_half(__kiln_hdiv(a, b)); }
// max/min return the number when one input is NaN (max.f16), the _nan forms
// NaN (max.NaN.f16).
__KILN_HD __half __hmax(const __half a, const __half b) { return __kiln_half(__kiln_max(__kiln_f16(a), __kiln_f16(b))); }
__KILN_HD __half __hmin(const __half a, const __half b) { return __kiln_half(__kiln_min(__kiln_f16(a), __kiln_f16(b))); }
__KILN_HD __half __hmax_nan(const __half a, const __half b) {
  return __kiln_half(__kiln_max_nan(__kiln_f16(a), __kiln_f16(b)));
}
__KILN_HD __half __hmin_nan(const __half a, const __half b) {
  return __kiln_half(__kiln_min_nan(__kiln_f16(a), __kiln_f16(b)));
}

// ---- half2 arithmetic: one f16x2 instruction per operation --------------------
#define __KILN_V(a) __kiln_f16x2_of(a)
__KILN_HD __half2 __hadd2(const __half2 a, const __half2 b) { return __kiln_half2(__KILN_V(a) + __KILN_V(b)); }
__KILN_HD __half2 __hsub2(const __half2 a, const __half2 b) { return __kiln_half2(__KILN_V(a) - __KILN_V(b)); }
__KILN_HD __half2 __hmul2(const __half2 a, const __half2 b) { return __kiln_half2(__KILN_V(a) * __KILN_V(b)); }
__KILN_HD __half2 __hadd2_rn(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma(__KILN_V(a), (__kiln_f16x2)(_Float16)1.0f, __KILN_V(b)));
}
__KILN_HD __half2 __hsub2_rn(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma(__KILN_V(b), (__kiln_f16x2)(_Float16)-1.0f, __KILN_V(a)));
}
__KILN_HD __half2 __hmul2_rn(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma(__KILN_V(a), __KILN_V(b), (__kiln_f16x2)(_Float16)-0.0f));
}
__KILN_HD __half2 __hadd2_sat(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma_sat(__KILN_V(a), (__kiln_f16x2)(_Float16)1.0f, __KILN_V(b)));
}
__KILN_HD __half2 __hsub2_sat(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma_sat(__KILN_V(b), (__kiln_f16x2)(_Float16)-1.0f, __KILN_V(a)));
}
__KILN_HD __half2 __hmul2_sat(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_fma_sat(__KILN_V(a), __KILN_V(b), (__kiln_f16x2)(_Float16)-0.0f));
}
__KILN_D __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c) {
  return __kiln_half2(__kiln_fma(__KILN_V(a), __KILN_V(b), __KILN_V(c)));
}
__KILN_D __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c) {
  return __kiln_half2(__kiln_fma_sat(__KILN_V(a), __KILN_V(b), __KILN_V(c)));
}
__KILN_D __half2 __hfma2_relu(const __half2 a, const __half2 b, const __half2 c) {
  return __kiln_half2(__kiln_fma_relu(__KILN_V(a), __KILN_V(b), __KILN_V(c)));
}
__KILN_HD __half2 __hneg2(const __half2 a) { return __kiln_half2(-__KILN_V(a)); }
__KILN_HD __half2 __habs2(const __half2 a) { return __kiln_half2(__kiln_abs(__KILN_V(a))); }
__KILN_HD __half2 __h2div(const __half2 a, const __half2 b) {
  return __kiln_pack_f16(__kiln_hdiv(a.x, b.x), __kiln_hdiv(a.y, b.y));
}
__KILN_HD __half2 __hmax2(const __half2 a, const __half2 b) { return __kiln_half2(__kiln_max(__KILN_V(a), __KILN_V(b))); }
__KILN_HD __half2 __hmin2(const __half2 a, const __half2 b) { return __kiln_half2(__kiln_min(__KILN_V(a), __KILN_V(b))); }
__KILN_HD __half2 __hmax2_nan(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_max_nan(__KILN_V(a), __KILN_V(b)));
}
__KILN_HD __half2 __hmin2_nan(const __half2 a, const __half2 b) {
  return __kiln_half2(__kiln_min_nan(__KILN_V(a), __KILN_V(b)));
}
// (a.x + i a.y)(b.x + i b.y) + c with the toolkit's four fmas, in its order.
__KILN_D __half2 __hcmadd(const __half2 a, const __half2 b, const __half2 c) {
  _Float16 re = __kiln_fma(__kiln_f16(a.x), __kiln_f16(b.x), __kiln_f16(c.x));
  _Float16 im = __kiln_fma(__kiln_f16(a.x), __kiln_f16(b.y), __kiln_f16(c.y));
  re = __kiln_fma(-__kiln_f16(a.y), __kiln_f16(b.y), re);
  im = __kiln_fma(__kiln_f16(a.y), __kiln_f16(b.x), im);
  return __kiln_pack_f16(re, im);
}
#undef __KILN_V

// ---- comparisons ----------------------------------------------------------------
// Ordered ones are false when either input is NaN; the ...u forms true.
// Pairs: 1.0/0.0 per half, 0xFFFF/0 per half (_mask), both halves (__hb..).
#define __KILN_HCMP(NAME, EXPR)                                                  \
  static __device__ __forceinline__ bool __kiln_cmp##NAME(const __half &a, const __half &b) { \
    const _Float16 x = __kiln_f16(a), y = __kiln_f16(b);                       \
    return EXPR;                                                               \
  }                                                                            \
  __KILN_HD bool __h##NAME(const __half a, const __half b) { return __kiln_cmp##NAME(a, b); } \
  __KILN_HD __half2 __h##NAME##2(const __half2 a, const __half2 b) {           \
    return __kiln_pack_f16(__kiln_cmp##NAME(a.x, b.x) ? (_Float16)1.0f : (_Float16)0.0f, \
                           __kiln_cmp##NAME(a.y, b.y) ? (_Float16)1.0f : (_Float16)0.0f); \
  }                                                                            \
  __KILN_HD unsigned int __h##NAME##2_mask(const __half2 a, const __half2 b) {  \
    return (__kiln_cmp##NAME(a.x, b.x) ? 0x0000FFFFU : 0U) |                   \
           (__kiln_cmp##NAME(a.y, b.y) ? 0xFFFF0000U : 0U);                    \
  }                                                                            \
  __KILN_HD bool __hb##NAME##2(const __half2 a, const __half2 b) {              \
    return __kiln_cmp##NAME(a.x, b.x) && __kiln_cmp##NAME(a.y, b.y);           \
  }
__KILN_HCMP(eq, x == y)
__KILN_HCMP(ne, x < y || x > y)
__KILN_HCMP(le, x <= y)
__KILN_HCMP(ge, x >= y)
__KILN_HCMP(lt, x < y)
__KILN_HCMP(gt, x > y)
__KILN_HCMP(equ, !(x < y || x > y))
__KILN_HCMP(neu, x != y)
__KILN_HCMP(leu, !(x > y))
__KILN_HCMP(geu, !(x < y))
__KILN_HCMP(ltu, !(x >= y))
__KILN_HCMP(gtu, !(x <= y))
#undef __KILN_HCMP

// ---- rounding to integral values ----------------------------------------------
__KILN_D __half htrunc(const __half h) { return __kiln_half(__kiln_trunc(__kiln_f16(h))); }
__KILN_D __half hceil(const __half h) { return __kiln_half(__kiln_ceil(__kiln_f16(h))); }
__KILN_D __half hfloor(const __half h) { return __kiln_half(__kiln_floor(__kiln_f16(h))); }
__KILN_D __half hrint(const __half h) { return __kiln_half(__kiln_rint(__kiln_f16(h))); }
__KILN_D __half2 h2trunc(const __half2 h) { return __kiln_half2(__kiln_trunc(__kiln_f16x2_of(h))); }
__KILN_D __half2 h2ceil(const __half2 h) { return __kiln_half2(__kiln_ceil(__kiln_f16x2_of(h))); }
__KILN_D __half2 h2floor(const __half2 h) { return __kiln_half2(__kiln_floor(__kiln_f16x2_of(h))); }
__KILN_D __half2 h2rint(const __half2 h) { return __kiln_half2(__kiln_rint(__kiln_f16x2_of(h))); }

// ---- elementary functions -------------------------------------------------------
// The toolkit's algorithms: a float approximation (ex2/lg2/rcp/rsqrt/sqrt
// .approx.ftz) rounded to half, then one fma that corrects the result on
// the few inputs where that rounding misses (input == `special`: result +=
// `ulp`; the fma is applied with 0 elsewhere, which is what the toolkit's
// code computes too).
static __device__ __forceinline__ _Float16 __kiln_fix(_Float16 r, _Float16 i, unsigned short special,
                                                      unsigned short ulp) {
  const _Float16 p = i == __kiln_f16(__kiln_half_bits(special)) ? (_Float16)1.0f : (_Float16)0.0f;
  return __kiln_fma(p, __kiln_f16(__kiln_half_bits(ulp)), r);
}
static __device__ __forceinline__ float __kiln_hexp_core(const __half &a, unsigned c) {
  return __kiln_ex2_approx_ftz(__kiln_fma(__kiln_float(a), __uint_as_float(c), -0.0f));
}
static __device__ __forceinline__ _Float16 __kiln_hexp(const __half &a) {
  _Float16 r = (_Float16)__kiln_hexp_core(a, 0x3fb8aa3bU);
  const _Float16 h = __kiln_f16(a);
  r = __kiln_fix(r, h, 0x1F79U, 0x9400U);
  r = __kiln_fix(r, h, 0x25CFU, 0x9400U);
  r = __kiln_fix(r, h, 0xC13BU, 0x0400U);
  return __kiln_fix(r, h, 0xC1EFU, 0x0200U);
}
static __device__ __forceinline__ _Float16 __kiln_hexp10(const __half &a) {
  _Float16 r = (_Float16)__kiln_hexp_core(a, 0x40549A78U);
  const _Float16 h = __kiln_f16(a);
  r = __kiln_fix(r, h, 0x34DEU, 0x9800U);
  r = __kiln_fix(r, h, 0x9766U, 0x9000U);
  r = __kiln_fix(r, h, 0x9972U, 0x1000U);
  r = __kiln_fix(r, h, 0xA5C4U, 0x1000U);
  return __kiln_fix(r, h, 0xBF0AU, 0x8100U);
}
static __device__ __forceinline__ _Float16 __kiln_hexp2(const __half &a) {
  const float f = __kiln_ex2_approx_ftz(__kiln_float(a));
  return (_Float16)__kiln_fma(f, __uint_as_float(0x33800000U), f);
}
static __device__ __forceinline__ _Float16 __kiln_hlog2(const __half &a) {
  _Float16 r = (_Float16)__kiln_lg2_approx_ftz(__kiln_float(a));
  r = __kiln_fix(r, r, 0xA2E2U, 0x8080U);
  return __kiln_fix(r, r, 0xBF46U, 0x9400U);
}
static __device__ __forceinline__ _Float16 __kiln_hlog(const __half &a) {
  _Float16 r = (_Float16)(__kiln_lg2_approx_ftz(__kiln_float(a)) * __uint_as_float(0x3f317218U));
  const _Float16 h = __kiln_f16(a);
  r = __kiln_fix(r, h, 0x160DU, 0x9C00U);
  r = __kiln_fix(r, h, 0x3BFEU, 0x8010U);
  r = __kiln_fix(r, h, 0x3C0BU, 0x8080U);
  return __kiln_fix(r, h, 0x6051U, 0x1C00U);
}
static __device__ __forceinline__ _Float16 __kiln_hlog10(const __half &a) {
  _Float16 r = (_Float16)(__kiln_lg2_approx_ftz(__kiln_float(a)) * __uint_as_float(0x3E9A209BU));
  const _Float16 h = __kiln_f16(a);
  r = __kiln_fix(r, h, 0x338FU, 0x1000U);
  r = __kiln_fix(r, h, 0x33F8U, 0x9000U);
  r = __kiln_fix(r, h, 0x57E1U, 0x9800U);
  return __kiln_fix(r, h, 0x719DU, 0x9C00U);
}
// sin/cos: reduction by pi/2 (three fmas) and a degree-8 polynomial, in float.
static __device__ __forceinline__ float __kiln_trig_reduce(const float a, unsigned *quadrant) {
  const float ar = __kiln_fma(a, 0.636619772f, 12582912.0f);
  *quadrant = __float_as_uint(ar);
  const float j = __kiln_fadd_rn(ar, -12582912.0f);
  float t = __kiln_fma(j, -1.5707962512969971e+000f, a);
  return __kiln_fma(j, -7.5497894158615964e-008f, t);
}
static __device__ __forceinline__ float __kiln_sin_cos_poly(const float x, const unsigned i) {
  const float x2 = x * x;
  const bool cosine = (i & 1U) != 0U;
  const float a8 = cosine ? 2.44331571e-5f : -1.95152959e-4f;
  const float a6 = cosine ? -1.38873163e-3f : 8.33216087e-3f;
  const float a4 = cosine ? 4.16666457e-2f : -1.66666546e-1f;
  const float a2 = cosine ? -5.00000000e-1f : 0.0f;
  const float a1 = cosine ? x2 : x;
  const float a0 = cosine ? 1.0f : x;
  float z = __kiln_fma(a8, x2, a6);
  z = __kiln_fma(z, x2, a4);
  z = __kiln_fma(z, x2, a2);
  z = __kiln_fma(z, a1, a0);
  return (i & 2U) != 0U ? -z : z;
}
static __device__ __forceinline__ _Float16 __kiln_hsin(const __half &a) {
  unsigned q;
  const float x = __kiln_trig_reduce(__kiln_float(a), &q);
  _Float16 r = (_Float16)__kiln_sin_cos_poly(x, q);
  const unsigned short sign = __kiln_bits(__kiln_half(r)) & 0x8000U;
  r = __kiln_abs(r);
  const _Float16 i = __kiln_abs(__kiln_f16(a));
  r = __kiln_fix(r, i, 0x32B3U, 0x0800U);
  r = __kiln_fix(r, i, 0x5CB0U, 0x9000U);
  return __kiln_f16(__kiln_half_bits(__kiln_bits(__kiln_half(r)) | sign));
}
static __device__ __forceinline__ _Float16 __kiln_hcos(const __half &a) {
  unsigned q;
  const float x = __kiln_trig_reduce(__kiln_float(a), &q);
  const _Float16 r = (_Float16)__kiln_sin_cos_poly(x, (q & 0x3U) + 1U);
  return __kiln_fix(r, __kiln_abs(__kiln_f16(a)), 0x2B7CU, 0x1000U);
}

// rcp, rsqrt, sqrt: the float approximation rounded once; tanh: libdevice's
// tanhf rounded once.
static __device__ __forceinline__ _Float16 __kiln_hrcp(const __half &a) {
  return (_Float16)__kiln_rcp_approx_ftz(__kiln_float(a));
}
static __device__ __forceinline__ _Float16 __kiln_hrsqrt(const __half &a) {
  return (_Float16)__kiln_rsqrt_approx_ftz(__kiln_float(a));
}
static __device__ __forceinline__ _Float16 __kiln_hsqrt(const __half &a) {
  return (_Float16)__kiln_sqrt_approx_ftz(__kiln_float(a));
}
static __device__ __forceinline__ _Float16 __kiln_htanh(const __half &a) {
  return (_Float16)tanhf(__kiln_float(a));
}

#define __KILN_HMATH(NAME, EXPR)                                                 \
  __KILN_D __half h##NAME(const __half a) { return __kiln_half(EXPR(a)); }     \
  __KILN_D __half2 h2##NAME(const __half2 a) { return __kiln_pack_f16(EXPR(a.x), EXPR(a.y)); }
__KILN_HMATH(exp, __kiln_hexp)
__KILN_HMATH(exp2, __kiln_hexp2)
__KILN_HMATH(exp10, __kiln_hexp10)
__KILN_HMATH(log, __kiln_hlog)
__KILN_HMATH(log2, __kiln_hlog2)
__KILN_HMATH(log10, __kiln_hlog10)
__KILN_HMATH(sin, __kiln_hsin)
__KILN_HMATH(cos, __kiln_hcos)
__KILN_HMATH(rcp, __kiln_hrcp)
__KILN_HMATH(rsqrt, __kiln_hrsqrt)
__KILN_HMATH(sqrt, __kiln_hsqrt)
__KILN_HMATH(tanh, __kiln_htanh)
#undef __KILN_HMATH
// tanh.approx.f16 / .f16x2 (sm_75+).
__KILN_D __half htanh_approx(const __half a) { return __kiln_half(__kiln_tanh_approx(__kiln_f16(a))); }
__KILN_D __half2 h2tanh_approx(const __half2 a) {
  return __kiln_half2(__kiln_tanh_approx(__kiln_f16x2_of(a)));
}

// ---- warp shuffles: the 16 or 32 bits moved as an unsigned -------------------
#define __KILN_HSHFL(NAME, LANE_T)                                               \
  __KILN_D __half2 NAME(const unsigned int mask, const __half2 var, const LANE_T lane, \
                        const int width = warpSize) {                          \
    return __builtin_bit_cast(__half2, NAME(mask, __builtin_bit_cast(unsigned, var), lane, width)); \
  }                                                                            \
  __KILN_D __half NAME(const unsigned int mask, const __half var, const LANE_T lane, \
                       const int width = warpSize) {                           \
    return __kiln_half_bits((unsigned short)NAME(mask, (unsigned)__kiln_bits(var), lane, width)); \
  }
__KILN_HSHFL(__shfl_sync, int)
__KILN_HSHFL(__shfl_up_sync, unsigned int)
__KILN_HSHFL(__shfl_down_sync, unsigned int)
__KILN_HSHFL(__shfl_xor_sync, int)
#undef __KILN_HSHFL

// ---- loads and stores with cache hints ------------------------------------------
#define __KILN_HLOAD(NAME)                                                       \
  __KILN_D __half2 NAME(const __half2 *const ptr) {                            \
    return __builtin_bit_cast(__half2, __kiln##NAME(reinterpret_cast<const unsigned int *>(ptr))); \
  }                                                                            \
  __KILN_D __half NAME(const __half *const ptr) {                              \
    return __kiln_half_bits(__kiln##NAME(reinterpret_cast<const unsigned short *>(ptr))); \
  }
#define __KILN_HSTORE(NAME)                                                      \
  __KILN_D void NAME(__half2 *const ptr, const __half2 value) {                \
    __kiln##NAME(reinterpret_cast<unsigned int *>(ptr), __builtin_bit_cast(unsigned int, value)); \
  }                                                                            \
  __KILN_D void NAME(__half *const ptr, const __half value) {                  \
    __kiln##NAME(reinterpret_cast<unsigned short *>(ptr), __kiln_bits(value));        \
  }
__KILN_HLOAD(__ldg) __KILN_HLOAD(__ldcg) __KILN_HLOAD(__ldca) __KILN_HLOAD(__ldcs)
__KILN_HLOAD(__ldlu) __KILN_HLOAD(__ldcv)
__KILN_HSTORE(__stwb) __KILN_HSTORE(__stcg) __KILN_HSTORE(__stcs) __KILN_HSTORE(__stwt)
#undef __KILN_HLOAD
#undef __KILN_HSTORE

// ---- atomics: atom.add.noftz.f16x2 (sm_60+) and .f16 (sm_70+) --------------------
__KILN_D __half2 atomicAdd(__half2 *const address, const __half2 val) {
  return __kiln_half2(__kiln_atomic_add(reinterpret_cast<__kiln_f16x2 *>(address), __kiln_f16x2_of(val)));
}
__KILN_D __half atomicAdd(__half *const address, const __half val) {
  return __kiln_half(__kiln_atomic_add(reinterpret_cast<_Float16 *>(address), __kiln_f16(val)));
}

// ---- members ------------------------------------------------------------------------
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
__host__ __device__ inline __half::__half(const float f) { __x = __kiln_bits(__kiln_half((_Float16)f)); }
__host__ __device__ inline __half::__half(const double f) { __x = __kiln_bits(__kiln_half((_Float16)f)); }
__host__ __device__ inline __half::operator float() const { return __kiln_float(*this); }
__host__ __device__ inline __half &__half::operator=(const float f) { __x = __kiln_bits(__kiln_half((_Float16)f)); return *this; }
__host__ __device__ inline __half &__half::operator=(const double f) { __x = __kiln_bits(__kiln_half((_Float16)f)); return *this; }
// From integers: to nearest, one rounding (cvt.rn.f16.s32 and friends).
#define __KILN_HALF_FROM_INT(T)                                                  \
  __host__ __device__ inline __half::__half(const T val) { __x = __kiln_bits(__kiln_half((_Float16)val)); }
__KILN_HALF_FROM_INT(short) __KILN_HALF_FROM_INT(unsigned short) __KILN_HALF_FROM_INT(int)
__KILN_HALF_FROM_INT(unsigned int) __KILN_HALF_FROM_INT(long) __KILN_HALF_FROM_INT(unsigned long)
__KILN_HALF_FROM_INT(long long) __KILN_HALF_FROM_INT(unsigned long long)
#undef __KILN_HALF_FROM_INT
#define __KILN_HALF_ASSIGN_INT(T)                                                \
  __host__ __device__ inline __half &__half::operator=(const T val) {          \
    __x = __kiln_bits(__kiln_half((_Float16)val));                             \
    return *this;                                                              \
  }
__KILN_HALF_ASSIGN_INT(short) __KILN_HALF_ASSIGN_INT(unsigned short) __KILN_HALF_ASSIGN_INT(int)
__KILN_HALF_ASSIGN_INT(unsigned int) __KILN_HALF_ASSIGN_INT(long long) __KILN_HALF_ASSIGN_INT(unsigned long long)
#undef __KILN_HALF_ASSIGN_INT
// To integers: toward zero, as C++'s float conversions (and saturating).
__host__ __device__ inline __half::operator signed char() const { return __kiln_half2char_rz(*this); }
__host__ __device__ inline __half::operator unsigned char() const { return __kiln_half2uchar_rz(*this); }
__host__ __device__ inline __half::operator char() const {
  return ((char)-1 < (char)0) ? (char)__kiln_half2char_rz(*this) : (char)__kiln_half2uchar_rz(*this);
}
__host__ __device__ inline __half::operator short() const { return __kiln_half2short_rz(*this); }
__host__ __device__ inline __half::operator unsigned short() const { return __kiln_half2ushort_rz(*this); }
__host__ __device__ inline __half::operator int() const { return __kiln_half2int_rz(*this); }
__host__ __device__ inline __half::operator unsigned int() const { return __kiln_half2uint_rz(*this); }
__host__ __device__ inline __half::operator long() const { return (long)__kiln_half2ll_rz(*this); }
__host__ __device__ inline __half::operator unsigned long() const { return (unsigned long)__kiln_half2ull_rz(*this); }
__host__ __device__ inline __half::operator long long() const { return __kiln_half2ll_rz(*this); }
__host__ __device__ inline __half::operator unsigned long long() const { return __kiln_half2ull_rz(*this); }
#endif

// ---- operators ---------------------------------------------------------------------------
// As the functions they name (__hadd, __hneu, __hbeq2, ...), written on the
// storage directly so that no operand is copied.
#define __KILN_F(x) __kiln_f16(x)
#define __KILN_V(x) __kiln_f16x2_of(x)
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__KILN_OP __half operator+(const __half &lh, const __half &rh) { return __kiln_half(__KILN_F(lh) + __KILN_F(rh)); }
__KILN_OP __half operator-(const __half &lh, const __half &rh) { return __kiln_half(__KILN_F(lh) - __KILN_F(rh)); }
__KILN_OP __half operator*(const __half &lh, const __half &rh) { return __kiln_half(__KILN_F(lh) * __KILN_F(rh)); }
__KILN_OP __half operator/(const __half &lh, const __half &rh) { return __kiln_half(__kiln_hdiv(lh, rh)); }
__KILN_OP __half &operator+=(__half &lh, const __half &rh) { lh = __kiln_half(__KILN_F(lh) + __KILN_F(rh)); return lh; }
__KILN_OP __half &operator-=(__half &lh, const __half &rh) { lh = __kiln_half(__KILN_F(lh) - __KILN_F(rh)); return lh; }
__KILN_OP __half &operator*=(__half &lh, const __half &rh) { lh = __kiln_half(__KILN_F(lh) * __KILN_F(rh)); return lh; }
__KILN_OP __half &operator/=(__half &lh, const __half &rh) { lh = __kiln_half(__kiln_hdiv(lh, rh)); return lh; }
__KILN_OP __half &operator++(__half &h) { h = __kiln_half(__KILN_F(h) + (_Float16)1.0f); return h; }
__KILN_OP __half &operator--(__half &h) { h = __kiln_half(__KILN_F(h) - (_Float16)1.0f); return h; }
__KILN_OP __half operator++(__half &h, const int) {
  const _Float16 r = __KILN_F(h);
  h = __kiln_half(r + (_Float16)1.0f);
  return __kiln_half(r);
}
__KILN_OP __half operator--(__half &h, const int) {
  const _Float16 r = __KILN_F(h);
  h = __kiln_half(r - (_Float16)1.0f);
  return __kiln_half(r);
}
__KILN_OP __half operator+(const __half &h) { return __kiln_copy(h); }
__KILN_OP __half operator-(const __half &h) { return __kiln_half(-__KILN_F(h)); }
__KILN_OP bool operator==(const __half &lh, const __half &rh) { return __kiln_cmpeq(lh, rh); }
__KILN_OP bool operator!=(const __half &lh, const __half &rh) { return __kiln_cmpneu(lh, rh); }
__KILN_OP bool operator>(const __half &lh, const __half &rh) { return __kiln_cmpgt(lh, rh); }
__KILN_OP bool operator<(const __half &lh, const __half &rh) { return __kiln_cmplt(lh, rh); }
__KILN_OP bool operator>=(const __half &lh, const __half &rh) { return __kiln_cmpge(lh, rh); }
__KILN_OP bool operator<=(const __half &lh, const __half &rh) { return __kiln_cmple(lh, rh); }
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__KILN_OP __half2 operator+(const __half2 &lh, const __half2 &rh) { return __kiln_half2(__KILN_V(lh) + __KILN_V(rh)); }
__KILN_OP __half2 operator-(const __half2 &lh, const __half2 &rh) { return __kiln_half2(__KILN_V(lh) - __KILN_V(rh)); }
__KILN_OP __half2 operator*(const __half2 &lh, const __half2 &rh) { return __kiln_half2(__KILN_V(lh) * __KILN_V(rh)); }
__KILN_OP __half2 operator/(const __half2 &lh, const __half2 &rh) {
  return __kiln_pack_f16(__kiln_hdiv(lh.x, rh.x), __kiln_hdiv(lh.y, rh.y));
}
__KILN_OP __half2 &operator+=(__half2 &lh, const __half2 &rh) { lh = __kiln_half2(__KILN_V(lh) + __KILN_V(rh)); return lh; }
__KILN_OP __half2 &operator-=(__half2 &lh, const __half2 &rh) { lh = __kiln_half2(__KILN_V(lh) - __KILN_V(rh)); return lh; }
__KILN_OP __half2 &operator*=(__half2 &lh, const __half2 &rh) { lh = __kiln_half2(__KILN_V(lh) * __KILN_V(rh)); return lh; }
__KILN_OP __half2 &operator/=(__half2 &lh, const __half2 &rh) {
  lh = __kiln_pack_f16(__kiln_hdiv(lh.x, rh.x), __kiln_hdiv(lh.y, rh.y));
  return lh;
}
__KILN_OP __half2 &operator++(__half2 &h) { h = __kiln_half2(__KILN_V(h) + (__kiln_f16x2)(_Float16)1.0f); return h; }
__KILN_OP __half2 &operator--(__half2 &h) { h = __kiln_half2(__KILN_V(h) - (__kiln_f16x2)(_Float16)1.0f); return h; }
__KILN_OP __half2 operator++(__half2 &h, const int) {
  const __kiln_f16x2 r = __KILN_V(h);
  h = __kiln_half2(r + (__kiln_f16x2)(_Float16)1.0f);
  return __kiln_half2(r);
}
__KILN_OP __half2 operator--(__half2 &h, const int) {
  const __kiln_f16x2 r = __KILN_V(h);
  h = __kiln_half2(r - (__kiln_f16x2)(_Float16)1.0f);
  return __kiln_half2(r);
}
__KILN_OP __half2 operator+(const __half2 &h) { return __kiln_half2(__KILN_V(h)); }
__KILN_OP __half2 operator-(const __half2 &h) { return __kiln_half2(-__KILN_V(h)); }
__KILN_OP bool operator==(const __half2 &lh, const __half2 &rh) { return __kiln_cmpeq(lh.x, rh.x) && __kiln_cmpeq(lh.y, rh.y); }
__KILN_OP bool operator!=(const __half2 &lh, const __half2 &rh) { return __kiln_cmpneu(lh.x, rh.x) && __kiln_cmpneu(lh.y, rh.y); }
__KILN_OP bool operator>(const __half2 &lh, const __half2 &rh) { return __kiln_cmpgt(lh.x, rh.x) && __kiln_cmpgt(lh.y, rh.y); }
__KILN_OP bool operator<(const __half2 &lh, const __half2 &rh) { return __kiln_cmplt(lh.x, rh.x) && __kiln_cmplt(lh.y, rh.y); }
__KILN_OP bool operator>=(const __half2 &lh, const __half2 &rh) { return __kiln_cmpge(lh.x, rh.x) && __kiln_cmpge(lh.y, rh.y); }
__KILN_OP bool operator<=(const __half2 &lh, const __half2 &rh) { return __kiln_cmple(lh.x, rh.x) && __kiln_cmple(lh.y, rh.y); }
#endif
#undef __KILN_F
#undef __KILN_V

#if !defined(CUDA_NO_HALF)
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;
#endif

#undef __KILN_HD
#undef __KILN_D
#undef __KILN_OP

#endif // __CUDA_FP16_H__
