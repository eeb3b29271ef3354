//===- cuda_fp4.h - CUDA's 4-bit floating-point API, Kiln's implementation ===//
//
// The names, types, overloads and conversions of the CUDA toolkit's <cuda_fp4.h>
// for the OCP MX FP4 format E2M1 (bias 1, values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and
// their negatives; no infinities or NaN), written for kilnc. A value sits in the
// low 4 bits of a byte; a pair is one byte (the first value in the low nibble), a
// quadruple two. The rounding, saturation and NaN rules are <cuda_fp6.h>'s, whose
// integer conversion code this header shares (test/Headers/cuda_fp6_fp4_software.test).
//
// Configuration macros, as in the toolkit: __CUDA_NO_FP4_CONVERSIONS__,
// __CUDA_NO_FP4_CONVERSION_OPERATORS__.
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_FP4_H__
#define __CUDA_FP4_H__
#define __CUDA_FP4_HPP__
#define __CUDA_FP4_TYPES_EXIST__

#include <cuda_fp6.h>

#define __CUDA_FP4_DECL__ static __device__ __inline__
#define __CUDA_HOSTDEVICE_FP4__ __host__ __device__
#define __CUDA_HOSTDEVICE_FP4_DECL__ static __host__ __device__ __inline__

typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;

typedef enum __nv_fp4_interpretation_t {
  __NV_E2M1,
} __nv_fp4_interpretation_t;

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4_storage_t __nv_cvt_double_to_fp4(
    const double x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  (void)fp4_interpretation;
  return __internal_kiln_double_to_mx(x, 1, 1, 0x7U, 3U, rounding);
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4x2_storage_t __nv_cvt_double2_to_fp4x2(
    const double2 x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  return (__nv_fp4x2_storage_t)((__nv_cvt_double_to_fp4(x.y, fp4_interpretation, rounding) << 4) |
                                __nv_cvt_double_to_fp4(x.x, fp4_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4_storage_t __nv_cvt_float_to_fp4(
    const float x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_double_to_fp4((double)x, fp4_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4x2_storage_t __nv_cvt_float2_to_fp4x2(
    const float2 x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  return (__nv_fp4x2_storage_t)((__nv_cvt_float_to_fp4(x.y, fp4_interpretation, rounding) << 4) |
                                __nv_cvt_float_to_fp4(x.x, fp4_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4_storage_t __nv_cvt_halfraw_to_fp4(
    const __half_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_float_to_fp4(__internal_halfraw_to_float(x), fp4_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4x2_storage_t __nv_cvt_halfraw2_to_fp4x2(
    const __half2_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  __half_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp4x2_storage_t)((__nv_cvt_halfraw_to_fp4(hi, fp4_interpretation, rounding) << 4) |
                                __nv_cvt_halfraw_to_fp4(lo, fp4_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4_storage_t __nv_cvt_bfloat16raw_to_fp4(
    const __nv_bfloat16_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  return __nv_cvt_float_to_fp4(__internal_bf16raw_to_float(x), fp4_interpretation, rounding);
}

__CUDA_HOSTDEVICE_FP4_DECL__ __nv_fp4x2_storage_t __nv_cvt_bfloat16raw2_to_fp4x2(
    const __nv_bfloat162_raw x, const __nv_fp4_interpretation_t fp4_interpretation, const enum cudaRoundMode rounding) {
  __nv_bfloat16_raw lo, hi;
  lo.x = x.x;
  hi.x = x.y;
  return (__nv_fp4x2_storage_t)((__nv_cvt_bfloat16raw_to_fp4(hi, fp4_interpretation, rounding) << 4) |
                                __nv_cvt_bfloat16raw_to_fp4(lo, fp4_interpretation, rounding));
}

__CUDA_HOSTDEVICE_FP4_DECL__ __half_raw __nv_cvt_fp4_to_halfraw(const __nv_fp4_storage_t x,
                                                               const __nv_fp4_interpretation_t fp4_interpretation) {
  (void)fp4_interpretation;
  __half_raw res;
  res.x = __internal_kiln_mx_to_half_bits(x & 0xFU, 1, 2, 1);
  return res;
}

__CUDA_HOSTDEVICE_FP4_DECL__ __half2_raw __nv_cvt_fp4x2_to_halfraw2(const __nv_fp4x2_storage_t x,
                                                                   const __nv_fp4_interpretation_t fp4_interpretation) {
  __half2_raw res;
  res.x = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)x, fp4_interpretation).x;
  res.y = __nv_cvt_fp4_to_halfraw((__nv_fp4_storage_t)(x >> 4), fp4_interpretation).x;
  return res;
}

__CUDA_HOSTDEVICE_FP4_DECL__ unsigned short int __internal_pack_u8x2_to_u16(const unsigned char src_lo,
                                                                            const unsigned char src_hi) {
  return (unsigned short int)(((unsigned short int)src_hi << 8) | (unsigned short int)src_lo);
}

#if !defined(__CUDA_NO_FP4_CONVERSIONS__)
#if !defined(__CUDA_NO_FP4_CONVERSION_OPERATORS__)
#define __KILN_FP4_OPS __KILN_MX_SCALAR_OPS(fp4, __NV_E2M1, 0x7U)
#define __KILN_FP4X2_OPS __KILN_MX_X2_OPS(fp4, __NV_E2M1)
#define __KILN_FP4X4_OPS __KILN_MX_X4_OPS(fp4, __NV_E2M1, __nv_fp4x2_storage_t, 8)
#else
#define __KILN_FP4_OPS
#define __KILN_FP4X2_OPS
#define __KILN_FP4X4_OPS
#endif
#define __KILN_FP4_BODY __KILN_MX_SCALAR_CTORS(__nv_fp4_e2m1, fp4, __NV_E2M1) __KILN_FP4_OPS
#define __KILN_FP4X2_BODY __KILN_MX_X2_CTORS(__nv_fp4x2_e2m1, fp4, __NV_E2M1) __KILN_FP4X2_OPS
#define __KILN_FP4X4_BODY __KILN_MX_X4_CTORS(__nv_fp4x4_e2m1, fp4, __NV_E2M1, __internal_pack_u8x2_to_u16) __KILN_FP4X4_OPS
#else
#define __KILN_FP4_BODY
#define __KILN_FP4X2_BODY
#define __KILN_FP4X4_BODY
#endif

struct __align__(1) __nv_fp4_e2m1 {
  __nv_fp4_storage_t __x;
  __nv_fp4_e2m1() = default;
  __KILN_FP4_BODY
};
struct __align__(1) __nv_fp4x2_e2m1 {
  __nv_fp4x2_storage_t __x;
  __nv_fp4x2_e2m1() = default;
  __KILN_FP4X2_BODY
};
struct __align__(2) __nv_fp4x4_e2m1 {
  __nv_fp4x4_storage_t __x;
  __nv_fp4x4_e2m1() = default;
  __KILN_FP4X4_BODY
};
#undef __KILN_FP4_BODY
#undef __KILN_FP4X2_BODY
#undef __KILN_FP4X4_BODY
#undef __KILN_FP4_OPS
#undef __KILN_FP4X2_OPS
#undef __KILN_FP4X4_OPS

#endif // __CUDA_FP4_H__
