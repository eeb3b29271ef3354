// C math functions in float and double, and the fast intrinsics: one kernel per function, all
// with the signature (x, y, z, out, n); the host checks each against its documented ulp bound.
#include <math.h>
#include <cmath>

#define KERNEL(T, NAME, EXPR)                                                                       \
  extern "C" __global__ void NAME(const T* __restrict__ xs, const T* __restrict__ ys,              \
                                  const T* __restrict__ zs, T* __restrict__ out, int n) {          \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                                                  \
    if (i >= n) return;                                                                             \
    T x = xs[i], y = ys[i], z = zs[i];                                                              \
    (void)y;                                                                                        \
    (void)z;                                                                                        \
    out[i] = EXPR;                                                                                  \
  }
#define F1(name) KERNEL(float, f_##name, name(x))
#define F2(name) KERNEL(float, f_##name, name(x, y))
#define D1(name) KERNEL(double, d_##name, name(x))
#define D2(name) KERNEL(double, d_##name, name(x, y))

F1(expf) F1(exp2f) F1(exp10f) F1(expm1f) F1(logf) F1(log2f) F1(log10f) F1(log1pf)
F1(sqrtf) F1(rsqrtf) F1(cbrtf) F1(sinf) F1(cosf) F1(tanf) F1(asinf) F1(acosf) F1(atanf)
F1(sinhf) F1(coshf) F1(tanhf) F1(asinhf) F1(acoshf) F1(atanhf) F1(erff) F1(erfcf)
F1(lgammaf) F1(tgammaf) F1(fabsf) F1(floorf) F1(ceilf) F1(roundf) F1(truncf) F1(rintf)
F2(powf) F2(atan2f) F2(fmodf) F2(hypotf) F2(fminf) F2(fmaxf) F2(copysignf) F2(fdimf)
KERNEL(float, f_fmaf, fmaf(x, y, z))
KERNEL(float, f_ldexpf, ldexpf(x, (int)y))
KERNEL(float, f_div, x / y)
// Intrinsics.
KERNEL(float, f___expf, __expf(x))
KERNEL(float, f___logf, __logf(x))
KERNEL(float, f___log2f, __log2f(x))
KERNEL(float, f___sinf, __sinf(x))
KERNEL(float, f___cosf, __cosf(x))
KERNEL(float, f___fdividef, __fdividef(x, y))
KERNEL(float, f___saturatef, __saturatef(x))
KERNEL(float, f___fmaf_rn, __fmaf_rn(x, y, z))
KERNEL(float, f___fsqrt_rn, __fsqrt_rn(x))
KERNEL(float, f___fdiv_rn, __fdiv_rn(x, y))

D1(exp) D1(exp2) D1(expm1) D1(log) D1(log2) D1(log10) D1(log1p) D1(sqrt) D1(rsqrt) D1(cbrt)
D1(sin) D1(cos) D1(tan) D1(asin) D1(acos) D1(atan) D1(sinh) D1(cosh) D1(tanh) D1(erf)
D1(fabs) D1(floor) D1(ceil) D1(round) D1(trunc)
D2(pow) D2(atan2) D2(fmod) D2(hypot) D2(fmin) D2(fmax)
KERNEL(double, d_fma, fma(x, y, z))
KERNEL(double, d_div, x / y)

// The float overloads of the double names and std:: must pick the float functions: each pair
// must agree bit for bit with the f-suffixed call.
extern "C" __global__ void overloads(const float* xs, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  float* o = out + 8 * i;
  o[0] = sin(x) - sinf(x);
  o[1] = std::exp(x) - expf(x);
  o[2] = std::sqrt(fabs(x)) - sqrtf(fabsf(x));
  o[3] = pow(x, 2.0f) - powf(x, 2.0f);
  o[4] = std::tanh(x) - tanhf(x);
  o[5] = (float)(isnan(x) + 2 * isinf(x) + 4 * isfinite(x));
  o[6] = (float)(sizeof(sin(x)) + sizeof(std::log(x)) * 10);
  o[7] = min(x, 1.0f) + max(x, -1.0f);
}
