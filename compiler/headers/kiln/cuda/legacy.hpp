//===- kiln/cuda/legacy.hpp - CUDA's older device functions -------*- C++ -*-===//
//
// Functions CUDA still declares for old code: the rounding-mode-argument
// forms of the double conversions and arithmetic (dmul(a, b, cudaRoundZero)
// ...), fdivide, and the deprecated vote/barrier functions on bool
// (any, all, ballot, syncthreads_count/and/or), which vote over the active
// threads as nvcc's do on sm_70 and later.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_LEGACY_HPP
#define KILN_CUDA_LEGACY_HPP

#define __KILN_BY_MODE(F, ...)                                                  \
  switch (mode) {                                                              \
  case cudaRoundZero: return F##_rz(__VA_ARGS__);                              \
  case cudaRoundPosInf: return F##_ru(__VA_ARGS__);                            \
  case cudaRoundMinInf: return F##_rd(__VA_ARGS__);                            \
  default: return F##_rn(__VA_ARGS__);                                         \
  }
static __device__ __forceinline__ double fma(double a, double b, double c, enum cudaRoundMode mode) { __KILN_BY_MODE(__fma, a, b, c) }
static __device__ __forceinline__ double dmul(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { __KILN_BY_MODE(__dmul, a, b) }
static __device__ __forceinline__ double dadd(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { __KILN_BY_MODE(__dadd, a, b) }
static __device__ __forceinline__ double dsub(double a, double b, enum cudaRoundMode mode = cudaRoundNearest) { __KILN_BY_MODE(__dsub, a, b) }
static __device__ __forceinline__ int double2int(double a, enum cudaRoundMode mode = cudaRoundZero) { __KILN_BY_MODE(__double2int, a) }
static __device__ __forceinline__ unsigned int double2uint(double a, enum cudaRoundMode mode = cudaRoundZero) { __KILN_BY_MODE(__double2uint, a) }
static __device__ __forceinline__ long long int double2ll(double a, enum cudaRoundMode mode = cudaRoundZero) { __KILN_BY_MODE(__double2ll, a) }
static __device__ __forceinline__ unsigned long long int double2ull(double a, enum cudaRoundMode mode = cudaRoundZero) { __KILN_BY_MODE(__double2ull, a) }
static __device__ __forceinline__ double ll2double(long long int a, enum cudaRoundMode mode = cudaRoundNearest) { __KILN_BY_MODE(__ll2double, a) }
static __device__ __forceinline__ double ull2double(unsigned long long int a, enum cudaRoundMode mode = cudaRoundNearest) { __KILN_BY_MODE(__ull2double, a) }
#undef __KILN_BY_MODE
// int, unsigned and float convert to double exactly: the mode changes nothing.
static __device__ __forceinline__ double int2double(int a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
static __device__ __forceinline__ double uint2double(unsigned int a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
static __device__ __forceinline__ double float2double(float a, enum cudaRoundMode mode = cudaRoundNearest) { (void)mode; return (double)a; }
static __device__ __forceinline__ double fdivide(double x, double y) { return x / y; }

#define __KILN_DEPRECATED_VOTE(NEW)                                             \
  __attribute__((deprecated(#NEW "() is deprecated in favor of " #NEW "_sync()")))
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__any) bool any(bool cond) { return __any_sync(__activemask(), cond); }
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__all) bool all(bool cond) { return __all_sync(__activemask(), cond); }
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__ballot) unsigned int ballot(bool pred) { return __ballot_sync(__activemask(), pred); }
#undef __KILN_DEPRECATED_VOTE
// The pre-Volta votes over the active threads (nvcc keeps them, deprecated).
#define __KILN_DEPRECATED_VOTE(OLD)                                             \
  __attribute__((deprecated(#OLD "() is not valid on compute_70 and above, and should be replaced with " #OLD "_sync()")))
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__any) int __any(int cond) { return __any_sync(__activemask(), cond); }
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__all) int __all(int cond) { return __all_sync(__activemask(), cond); }
static __device__ __forceinline__ __KILN_DEPRECATED_VOTE(__ballot) unsigned int __ballot(int pred) { return __ballot_sync(__activemask(), pred); }
#undef __KILN_DEPRECATED_VOTE
static __device__ __forceinline__ int syncthreads_count(bool pred) { return __syncthreads_count(pred); }
static __device__ __forceinline__ bool syncthreads_and(bool pred) { return __syncthreads_and(pred); }
static __device__ __forceinline__ bool syncthreads_or(bool pred) { return __syncthreads_or(pred); }

#endif // KILN_CUDA_LEGACY_HPP
