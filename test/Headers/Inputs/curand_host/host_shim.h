// Just enough of the CUDA device environment to compile Kiln's <curand_kernel.h>
// as host C++, so its integer streams can be compared with cuRAND's own
// (the floating-point draws use device approximations and are checked on the GPU).
#include <cmath>
#define __device__
#define __forceinline__ inline
#define __sincosf kiln_test_sincosf
struct uint2 { unsigned x, y; };
struct uint4 { unsigned x, y, z, w; };
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
struct double2 { double x, y; };
struct double4 { double x, y, z, w; };
static uint4 make_uint4(unsigned a, unsigned b, unsigned c, unsigned d) { return {a, b, c, d}; }
static float4 make_float4(float a, float b, float c, float d) { return {a, b, c, d}; }
static double4 make_double4(double a, double b, double c, double d) { return {a, b, c, d}; }
static unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
template <class T> static T __ldg(const T *p) { return *p; }
static void kiln_test_sincosf(float v, float *s, float *c) { *s = std::sin(v); *c = std::cos(v); }
static void sincospi(double v, double *s, double *c) { *s = std::sin(v * M_PI); *c = std::cos(v * M_PI); }
// Sobol's next draw flips the direction vector at the lowest zero bit; its
// normals take erfcinv, which host C++ lacks (the integer streams are compared).
static int __ffs(unsigned x) { return __builtin_ffs((int)x); }
static int __ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
static float erfcinvf(float) { return 0.0f; }
static double erfcinv(double) { return 0.0; }
