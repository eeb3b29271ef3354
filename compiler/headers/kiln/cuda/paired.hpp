//===- kiln/cuda/paired.hpp - sm_100's float2 arithmetic ----------*- C++ -*-===//
#ifndef KILN_CUDA_PAIRED_HPP
#define KILN_CUDA_PAIRED_HPP

#if __CUDA_ARCH__ >= 1000
// sm_100's paired float arithmetic: each lane rounded as the scalar one.
#define __KILN_PAIRED(NAME, SCALAR)                                             \
  static __device__ __forceinline__ float2 NAME(float2 x, float2 y) {          \
    return make_float2(SCALAR(x.x, y.x), SCALAR(x.y, y.y));                    \
  }
#define __KILN_PAIRED3(NAME, SCALAR)                                            \
  static __device__ __forceinline__ float2 NAME(float2 x, float2 y, float2 z) { \
    return make_float2(SCALAR(x.x, y.x, z.x), SCALAR(x.y, y.y, z.y));          \
  }
__KILN_PAIRED(__fadd2_rn, __fadd_rn) __KILN_PAIRED(__fadd2_rz, __fadd_rz)
__KILN_PAIRED(__fadd2_ru, __fadd_ru) __KILN_PAIRED(__fadd2_rd, __fadd_rd)
__KILN_PAIRED(__fmul2_rn, __fmul_rn) __KILN_PAIRED(__fmul2_rz, __fmul_rz)
__KILN_PAIRED(__fmul2_ru, __fmul_ru) __KILN_PAIRED(__fmul2_rd, __fmul_rd)
__KILN_PAIRED3(__ffma2_rn, __fmaf_rn) __KILN_PAIRED3(__ffma2_rz, __fmaf_rz)
__KILN_PAIRED3(__ffma2_ru, __fmaf_ru) __KILN_PAIRED3(__ffma2_rd, __fmaf_rd)
#undef __KILN_PAIRED
#undef __KILN_PAIRED3
#endif

#endif // KILN_CUDA_PAIRED_HPP
