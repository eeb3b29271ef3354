// @realcode Macro-heavy code in the CUDA-samples and old-benchmark style: IMUL/__mul24 index macros, MIN/MAX/CLAMP macros with side-effect-free arguments, token pasting to stamp out one kernel per binary operator, stringification into a __constant__ name table, variadic DEVICE_LOG macros compiled out, __CUDA_ARCH__ guards and an #if-selected unroll factor.
// @let N = 1 << 22
// @let UNROLL = 4
// @buf a f32[N] uniform(-2, 2)
// @buf b f32[N] uniform(0.5, 2)
// @buf out_add f32[N] zero
// @buf out_mul f32[N] zero
// @buf out_max f32[N] zero
// @buf out_clamped f32[N] zero
// @launch kernel_add grid(cdiv(N, 256)) block(256) args(a, b, out_add, i32(N))
// @launch kernel_mul grid(cdiv(N, 256)) block(256) args(a, b, out_mul, i32(N))
// @launch kernel_max grid(cdiv(N, 256)) block(256) args(a, b, out_max, i32(N))
// @launch clamp_blend grid(cdiv(N, 256 * UNROLL)) block(256) args(a, b, out_clamped, i32(N))
// @check out_add exact
// @check out_mul exact
// @check out_max exact
// @check out_clamped abs=1e-6 rel=1e-6
#include <cstdio>

#define IMUL(a, b) __mul24(a, b)
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)
#define STR_(x) #x
#define STR(x) STR_(x)
#define GLOBAL_TID() (IMUL(blockIdx.x, blockDim.x) + threadIdx.x)

#ifdef KILN_DEBUG_LOG
#define DEVICE_LOG(fmt, ...) printf("[%s:%d] " fmt "\n", __FILE__, __LINE__, __VA_ARGS__)
#else
#define DEVICE_LOG(fmt, ...) do { } while (0)
#endif

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define UNROLL_FACTOR 4
#else
#define UNROLL_FACTOR 2
#endif

#define OP_add(x, y) ((x) + (y))
#define OP_mul(x, y) ((x) * (y))
#define OP_max(x, y) MAX(x, y)

#define DEFINE_BINARY_KERNEL(name)                                                                         \
  __global__ void kernel_##name(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ o, \
                                int n) {                                                                   \
    int i = GLOBAL_TID();                                                                                  \
    if (i < n) o[i] = OP_##name(a[i], b[i]);                                                               \
    DEVICE_LOG("%s %d", STR(kernel_##name), i);                                                            \
  }

DEFINE_BINARY_KERNEL(add)
DEFINE_BINARY_KERNEL(mul)
DEFINE_BINARY_KERNEL(max)

__constant__ char c_op_names[][8] = {STR(add), STR(mul), STR(max)};

__global__ void clamp_blend(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ o, int n) {
  int base = IMUL(blockIdx.x, blockDim.x * UNROLL_FACTOR) + threadIdx.x;
#if UNROLL_FACTOR == 4
#pragma unroll 4
#else
#pragma unroll 2
#endif
  for (int k = 0; k < 4; ++k) {
    int i = base + k * blockDim.x;
    if (i < n) {
      float t = CLAMP(a[i] * b[i], -1.5f, 1.5f);
      o[i] = t + (c_op_names[1][0] == 'm' ? 0.0f : 1.0f);
    }
  }
}
