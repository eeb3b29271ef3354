//===- kiln/cuda/math.hpp - the CUDA Math API ---------------------*- C++ -*-===//
//
// Every single- and double-precision function of CUDA's Math API, and the
// float overloads of the double names that nvcc's math_functions.h adds.
// "libdevice.NAME" calls __nv_NAME from the toolkit's libdevice.10.bc, so
// accuracy and special cases are CUDA's by construction; functions with an
// exact MLIR equivalent (sqrt, fabs, floor, ceil, trunc, round, rint, fma,
// fmin, fmax, copysign) become math/arith ops and work without libdevice.
//
// The C library's host declarations (glibc's math.h) stay as they are: these
// are __device__ overloads of them. isnan/isinf/isfinite/signbit/fpclassify
// come from the C++ library (<cmath>'s constexpr ones, usable on the device)
// and lower through Clang's __builtin_isnan & co.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_MATH_HPP
#define KILN_CUDA_MATH_HPP

// NAMEf(float), NAME(double), and the C++ overload NAME(float).
#define __KILN_MATH1(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float x);                  \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x);                       \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float x);
#define __KILN_MATH2(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float x, float y);         \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x, double y);             \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float x, float y);
#define __KILN_MATH3(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float x, float y, float z); \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x, double y, double z);   \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float x, float y, float z);
#define __KILN_MATH4(NAME)                                                      \
  __KILN_PRIM("libdevice." #NAME "f") float NAME##f(float a, float b, float c, float d); \
  __KILN_PRIM("libdevice." #NAME) double NAME(double a, double b, double c, double d); \
  __KILN_PRIM("libdevice." #NAME "f") float NAME(float a, float b, float c, float d);
// Functions that -use_fast_math compiles to their __-prefixed intrinsic
// (CUDA's documented list: __sinf, __cosf, __tanf, __sincosf, __expf,
// __exp10f, __logf, __log2f, __log10f, __powf), the float forms only, as nvcc.
#ifdef __USE_FAST_MATH__
#define __KILN_FAST_F(NAME) "libdevice.fast_" #NAME "f"
#else
#define __KILN_FAST_F(NAME) "libdevice." #NAME "f"
#endif
#define __KILN_MATH1_FAST(NAME)                                                 \
  __KILN_PRIM(__KILN_FAST_F(NAME)) float NAME##f(float x);                     \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x);                       \
  __KILN_PRIM(__KILN_FAST_F(NAME)) float NAME(float x);
#define __KILN_MATH2_FAST(NAME)                                                 \
  __KILN_PRIM(__KILN_FAST_F(NAME)) float NAME##f(float x, float y);            \
  __KILN_PRIM("libdevice." #NAME) double NAME(double x, double y);             \
  __KILN_PRIM(__KILN_FAST_F(NAME)) float NAME(float x, float y);
// NAMEf(float) -> R and NAME(double) -> R (ilogb, llrint ...).
#define __KILN_MATH_TO(NAME, R, LDF, LD)                                        \
  __KILN_PRIM("libdevice." LDF) R NAME##f(float x);                            \
  __KILN_PRIM("libdevice." LD) R NAME(double x);                               \
  __KILN_PRIM("libdevice." LDF) R NAME(float x);

__KILN_MATH1(acos) __KILN_MATH1(acosh) __KILN_MATH1(asin) __KILN_MATH1(asinh)
__KILN_MATH1(atan) __KILN_MATH1(atanh) __KILN_MATH1(cbrt) __KILN_MATH1(ceil)
__KILN_MATH1_FAST(cos) __KILN_MATH1(cosh) __KILN_MATH1(cospi) __KILN_MATH1(cyl_bessel_i0)
__KILN_MATH1(cyl_bessel_i1) __KILN_MATH1(erf) __KILN_MATH1(erfc) __KILN_MATH1(erfcinv)
__KILN_MATH1(erfcx) __KILN_MATH1(erfinv) __KILN_MATH1_FAST(exp) __KILN_MATH1_FAST(exp10)
__KILN_MATH1(exp2) __KILN_MATH1(expm1) __KILN_MATH1(fabs) __KILN_MATH1(floor)
__KILN_MATH1(j0) __KILN_MATH1(j1) __KILN_MATH1(lgamma) __KILN_MATH1_FAST(log)
__KILN_MATH1_FAST(log10) __KILN_MATH1(log1p) __KILN_MATH1_FAST(log2) __KILN_MATH1(logb)
__KILN_MATH1(nearbyint) __KILN_MATH1(normcdf) __KILN_MATH1(normcdfinv) __KILN_MATH1(rcbrt)
__KILN_MATH1(rint) __KILN_MATH1(round) __KILN_MATH1(rsqrt) __KILN_MATH1_FAST(sin)
__KILN_MATH1(sinh) __KILN_MATH1(sinpi) __KILN_MATH1(sqrt) __KILN_MATH1_FAST(tan)
__KILN_MATH1(tanh) __KILN_MATH1(tgamma) __KILN_MATH1(trunc) __KILN_MATH1(y0)
__KILN_MATH1(y1)
__KILN_MATH2(atan2) __KILN_MATH2(copysign) __KILN_MATH2(fdim) __KILN_MATH2(fmax)
__KILN_MATH2(fmin) __KILN_MATH2(fmod) __KILN_MATH2(hypot) __KILN_MATH2(nextafter)
__KILN_MATH2_FAST(pow) __KILN_MATH2(remainder) __KILN_MATH2(rhypot)
__KILN_MATH3(fma) __KILN_MATH3(norm3d) __KILN_MATH3(rnorm3d)
__KILN_MATH4(norm4d) __KILN_MATH4(rnorm4d)
__KILN_MATH_TO(ilogb, int, "ilogbf", "ilogb")
__KILN_MATH_TO(llrint, long long int, "llrintf", "llrint")
__KILN_MATH_TO(llround, long long int, "llroundf", "llround")
// long is 64 bits on the device as on the host (LP64): lrint is llrint.
__KILN_MATH_TO(lrint, long int, "llrintf", "llrint")
__KILN_MATH_TO(lround, long int, "llroundf", "llround")
#undef __KILN_MATH1
#undef __KILN_MATH2
#undef __KILN_MATH3
#undef __KILN_MATH4
#undef __KILN_MATH1_FAST
#undef __KILN_MATH2_FAST
#undef __KILN_MATH_TO

// With integer or pointer arguments.
__KILN_PRIM("libdevice.ldexpf") float ldexpf(float x, int e);
__KILN_PRIM("libdevice.ldexp") double ldexp(double x, int e);
__KILN_PRIM("libdevice.ldexpf") float ldexp(float x, int e);
__KILN_PRIM("libdevice.scalbnf") float scalbnf(float x, int n);
__KILN_PRIM("libdevice.scalbn") double scalbn(double x, int n);
__KILN_PRIM("libdevice.scalbnf") float scalbn(float x, int n);
__KILN_PRIM("libdevice.jnf") float jnf(int n, float x);
__KILN_PRIM("libdevice.jn") double jn(int n, double x);
__KILN_PRIM("libdevice.ynf") float ynf(int n, float x);
__KILN_PRIM("libdevice.yn") double yn(int n, double x);
__KILN_PRIM("libdevice.frexpf") float frexpf(float x, int *e);
__KILN_PRIM("libdevice.frexp") double frexp(double x, int *e);
__KILN_PRIM("libdevice.frexpf") float frexp(float x, int *e);
__KILN_PRIM("libdevice.modff") float modff(float x, float *ipart);
__KILN_PRIM("libdevice.modf") double modf(double x, double *ipart);
__KILN_PRIM("libdevice.modff") float modf(float x, float *ipart);
__KILN_PRIM("libdevice.remquof") float remquof(float x, float y, int *quo);
__KILN_PRIM("libdevice.remquo") double remquo(double x, double y, int *quo);
__KILN_PRIM("libdevice.remquof") float remquo(float x, float y, int *quo);
__KILN_PRIM(__KILN_FAST_F(sincos)) void sincosf(float x, float *s, float *c);
__KILN_PRIM("libdevice.sincos") void sincos(double x, double *s, double *c);
__KILN_PRIM(__KILN_FAST_F(sincos)) void sincos(float x, float *s, float *c);
#undef __KILN_FAST_F
__KILN_PRIM("libdevice.sincospif") void sincospif(float x, float *s, float *c);
__KILN_PRIM("libdevice.sincospi") void sincospi(double x, double *s, double *c);
__KILN_PRIM("libdevice.sincospif") void sincospi(float x, float *s, float *c);
__KILN_PRIM("libdevice.normf") float normf(int dim, const float *p);
__KILN_PRIM("libdevice.norm") double norm(int dim, const double *p);
__KILN_PRIM("libdevice.rnormf") float rnormf(int dim, const float *p);
__KILN_PRIM("libdevice.rnorm") double rnorm(int dim, const double *p);
__KILN_PRIM("libdevice.nanf") float nanf(const char *tag);
__KILN_PRIM("libdevice.nan") double nan(const char *tag);
__KILN_PRIM("libdevice.powif") float powif(float x, int e);
__KILN_PRIM("libdevice.powi") double powi(double x, int e);
// scalbln: the exponent clamped to int, as CUDA documents it.
static __device__ __forceinline__ double scalbln(double x, long int n) {
  return scalbn(x, n > 2147483647L ? 2147483647 : n < -2147483647L - 1 ? -2147483647 - 1 : (int)n);
}
static __device__ __forceinline__ float scalblnf(float x, long int n) {
  return scalbnf(x, n > 2147483647L ? 2147483647 : n < -2147483647L - 1 ? -2147483647 - 1 : (int)n);
}
static __device__ __forceinline__ float scalbln(float x, long int n) { return scalblnf(x, n); }
// fdividef is the regular (IEEE) division unless fast math is asked for, as
// CUDA documents it and nvcc compiles it; __fdividef is the approximate one.
#ifdef __USE_FAST_MATH__
__KILN_PRIM("libdevice.fast_fdividef") float fdividef(float x, float y);
#else
static __device__ __forceinline__ float fdividef(float x, float y) { return x / y; }
#endif

// Integer abs and min/max (nvcc's math_functions.h overloads).
__KILN_PRIM("bit.abs") int abs(int x);
__KILN_PRIM("bit.abs") long int labs(long int x);
__KILN_PRIM("bit.abs") long long int llabs(long long int x);
__KILN_PRIM("bit.abs") long int abs(long int x);
__KILN_PRIM("bit.abs") long long int abs(long long int x);
__KILN_PRIM("libdevice.fabsf") float abs(float x);
__KILN_PRIM("libdevice.fabs") double abs(double x);
// min/max and umin...ullmax are __host__ __device__ in nvcc's
// math_functions.hpp: host code (a launcher picking a block size) calls them.
#define __KILN_MINMAX(A, B, R)                                                  \
  __host__ __KILN_PRIM("minmax.min") R min(A a, B b);                          \
  __host__ __KILN_PRIM("minmax.max") R max(A a, B b);
__KILN_MINMAX(int, int, int)
__KILN_MINMAX(unsigned int, unsigned int, unsigned int)
__KILN_MINMAX(int, unsigned int, unsigned int)
__KILN_MINMAX(unsigned int, int, unsigned int)
__KILN_MINMAX(long int, long int, long int)
__KILN_MINMAX(unsigned long int, unsigned long int, unsigned long int)
__KILN_MINMAX(long int, unsigned long int, unsigned long int)
__KILN_MINMAX(unsigned long int, long int, unsigned long int)
__KILN_MINMAX(long long int, long long int, long long int)
__KILN_MINMAX(unsigned long long int, unsigned long long int, unsigned long long int)
__KILN_MINMAX(long long int, unsigned long long int, unsigned long long int)
__KILN_MINMAX(unsigned long long int, long long int, unsigned long long int)
__KILN_MINMAX(float, float, float)
__KILN_MINMAX(double, double, double)
__KILN_MINMAX(float, double, double)
__KILN_MINMAX(double, float, double)
#undef __KILN_MINMAX
__host__ __KILN_PRIM("minmax.umin") unsigned int umin(unsigned int a, unsigned int b);
__host__ __KILN_PRIM("minmax.umax") unsigned int umax(unsigned int a, unsigned int b);
__host__ __KILN_PRIM("minmax.min") long long int llmin(long long int a, long long int b);
__host__ __KILN_PRIM("minmax.max") long long int llmax(long long int a, long long int b);
__host__ __KILN_PRIM("minmax.umin") unsigned long long int ullmin(unsigned long long int a, unsigned long long int b);
__host__ __KILN_PRIM("minmax.umax") unsigned long long int ullmax(unsigned long long int a, unsigned long long int b);

// glibc's classification helpers, which CUDA also has on the device.
__KILN_PRIM("libdevice.isnanf") int __isnanf(float x);
__KILN_PRIM("libdevice.isinff") int __isinff(float x);
__KILN_PRIM("libdevice.finitef") int __finitef(float x);
__KILN_PRIM("libdevice.isnand") int __isnan(double x);
__KILN_PRIM("libdevice.isinfd") int __isinf(double x);
__KILN_PRIM("libdevice.isfinited") int __finite(double x);
__KILN_PRIM("libdevice.signbitf") int __signbitf(float x);
__KILN_PRIM("libdevice.signbitd") int __signbit(double x);

// ---- intrinsics: fast approximations and exactly rounded arithmetic ---------
__KILN_PRIM("libdevice.fast_expf") float __expf(float x);
__KILN_PRIM("libdevice.fast_exp10f") float __exp10f(float x);
__KILN_PRIM("libdevice.fast_logf") float __logf(float x);
__KILN_PRIM("libdevice.fast_log2f") float __log2f(float x);
__KILN_PRIM("libdevice.fast_log10f") float __log10f(float x);
__KILN_PRIM("libdevice.fast_sinf") float __sinf(float x);
__KILN_PRIM("libdevice.fast_cosf") float __cosf(float x);
__KILN_PRIM("libdevice.fast_tanf") float __tanf(float x);
__KILN_PRIM("libdevice.fast_tanhf") float __tanhf(float x);
__KILN_PRIM("libdevice.fast_sincosf") void __sincosf(float x, float *s, float *c);
__KILN_PRIM("libdevice.fast_powf") float __powf(float x, float y);
__KILN_PRIM("libdevice.fast_fdividef") float __fdividef(float x, float y);
__KILN_PRIM("libdevice.saturatef") float __saturatef(float x);
// One libdevice function per operation and rounding mode (rn, rz, ru, rd).
#define __KILN_ROUNDED(R, NAME, ...)                                            \
  __KILN_PRIM("libdevice." #NAME "_rn") R __##NAME##_rn(__VA_ARGS__);          \
  __KILN_PRIM("libdevice." #NAME "_rz") R __##NAME##_rz(__VA_ARGS__);          \
  __KILN_PRIM("libdevice." #NAME "_ru") R __##NAME##_ru(__VA_ARGS__);          \
  __KILN_PRIM("libdevice." #NAME "_rd") R __##NAME##_rd(__VA_ARGS__);
__KILN_ROUNDED(float, fadd, float x, float y)
__KILN_ROUNDED(float, fsub, float x, float y)
__KILN_ROUNDED(float, fmul, float x, float y)
__KILN_ROUNDED(float, fdiv, float x, float y)
__KILN_ROUNDED(float, fmaf, float x, float y, float z)
__KILN_ROUNDED(float, fmaf_ieee, float x, float y, float z)
__KILN_ROUNDED(float, frcp, float x)
__KILN_ROUNDED(float, fsqrt, float x)
__KILN_ROUNDED(double, dadd, double x, double y)
__KILN_ROUNDED(double, dsub, double x, double y)
__KILN_ROUNDED(double, dmul, double x, double y)
__KILN_ROUNDED(double, ddiv, double x, double y)
__KILN_ROUNDED(double, fma, double x, double y, double z)
__KILN_ROUNDED(double, drcp, double x)
__KILN_ROUNDED(double, dsqrt, double x)
__KILN_PRIM("libdevice.frsqrt_rn") float __frsqrt_rn(float x);

// ---- type conversions in every rounding mode ----------------------------------
__KILN_ROUNDED(int, float2int, float x)
__KILN_ROUNDED(unsigned int, float2uint, float x)
__KILN_ROUNDED(long long int, float2ll, float x)
__KILN_ROUNDED(unsigned long long int, float2ull, float x)
__KILN_ROUNDED(float, int2float, int x)
__KILN_ROUNDED(float, uint2float, unsigned int x)
__KILN_ROUNDED(float, ll2float, long long int x)
__KILN_ROUNDED(float, ull2float, unsigned long long int x)
__KILN_ROUNDED(float, double2float, double x)
__KILN_ROUNDED(int, double2int, double x)
__KILN_ROUNDED(unsigned int, double2uint, double x)
__KILN_ROUNDED(long long int, double2ll, double x)
__KILN_ROUNDED(unsigned long long int, double2ull, double x)
__KILN_ROUNDED(double, ll2double, long long int x)
__KILN_ROUNDED(double, ull2double, unsigned long long int x)
#undef __KILN_ROUNDED
// int and unsigned convert to double exactly: only _rn exists.
__KILN_PRIM("libdevice.int2double_rn") double __int2double_rn(int x);
__KILN_PRIM("libdevice.uint2double_rn") double __uint2double_rn(unsigned int x);
__KILN_PRIM("libdevice.double2hiint") int __double2hiint(double x);
__KILN_PRIM("libdevice.double2loint") int __double2loint(double x);
__KILN_PRIM("libdevice.hiloint2double") double __hiloint2double(int hi, int lo);
__KILN_PRIM("libdevice.float_as_int") int __float_as_int(float x);
__KILN_PRIM("libdevice.int_as_float") float __int_as_float(int x);
__KILN_PRIM("libdevice.float_as_uint") unsigned int __float_as_uint(float x);
__KILN_PRIM("libdevice.uint_as_float") float __uint_as_float(unsigned int x);
__KILN_PRIM("libdevice.double_as_longlong") long long int __double_as_longlong(double x);
__KILN_PRIM("libdevice.longlong_as_double") double __longlong_as_double(long long int x);


#endif // KILN_CUDA_MATH_HPP
