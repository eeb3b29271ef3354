// @realcode the pragma / attribute / builtin spellings that library headers hide behind macros: `_Pragma("unroll")` and `_Pragma("unroll 1")` inside #define'd loop macros, a stringising PRAGMA(x) helper, `#pragma unroll (N / 2)` with a template-dependent parenthesised count, `#pragma nounroll`, `[[likely]]` / `[[unlikely]]` / `[[fallthrough]]` / `[[maybe_unused]]` / `[[nodiscard]]`, `[[gnu::noinline]]` and `__attribute__((always_inline))`, `__align__(16)` and `alignas(32)` structs read through reinterpret_cast, `__builtin_expect`, `__builtin_assume`, `__builtin_unreachable` after an exhaustive switch, `__builtin_assume_aligned`, `__builtin_clz` / `__builtin_popcount` / `__builtin_popcountll` (the GCC bit builtins nvcc accepts in device code), and `__builtin_offsetof` in device code.
// @let N = 1 << 22
// @buf x f32[N] uniform(-2, 2)
// @buf u u32[N] uniform(1, 4294967295)
// @buf y f32[N] zero
// @buf bits u32[N * 2] zero
// @launch zoo<8> grid(N / 256) block(256) args(x, u, y, bits, i32(N))
// @check y abs=1e-5 rel=1e-5
// @check bits exact
#include <cstddef>
#include <cuda_runtime.h>

#define KILN_UNROLL _Pragma("unroll")
#define KILN_NO_UNROLL _Pragma("unroll 1")
#define PRAGMA(x) _Pragma(#x)
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define FORCE_INLINE __attribute__((always_inline)) inline
#define FOR_UNROLLED(i, n) KILN_UNROLL for (int i = 0; i < (n); ++i)

struct __align__(16) Quad { float a, b, c, d; };
struct alignas(32) Octet { float v[8]; };
struct Header { char tag; short len; int off; double w; };

enum class Op : unsigned char { Add, Mul, Max, Min };

template <int K> __device__ FORCE_INLINE float window_sum(const float *p) {
  float s = 0.0f;
  FOR_UNROLLED(k, K) s += p[k];
  return s;
}

template <int K> [[gnu::noinline]] __device__ float window_prod(const float *p) {
  float s = 1.0f;
#pragma unroll (K / 2)
  for (int k = 0; k < K; ++k)
    s *= 1.0f + 0.125f * p[k];
  return s;
}

[[nodiscard]] __device__ float apply(Op op, float a, float b) {
  switch (op) {
  case Op::Add: return a + b;
  case Op::Mul: return a * b;
  case Op::Max: return fmaxf(a, b);
  case Op::Min: return fminf(a, b);
  }
  __builtin_unreachable();
}

template <int K> __global__ void zoo(const float *x, const unsigned *u, float *y, unsigned *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (UNLIKELY(i >= n)) [[unlikely]]
    return;
  const float *xa = static_cast<const float *>(__builtin_assume_aligned(x, 16));
  int base = i & ~(K - 1);
  __builtin_assume(base >= 0);
  float v = window_sum<K>(xa + base) + window_prod<K>(xa + base);
  [[maybe_unused]] int spare = 0;
  PRAGMA(unroll 2)
  for (int k = 0; k < (i & 3); ++k)
    v += xa[base + k] * 0.5f;
#pragma nounroll
  for (int k = 0; k < 3; ++k)
    v *= 0.75f;
  KILN_NO_UNROLL for (int k = 0; k < 2; ++k) v -= 0.01f;
  float w = 0.0f;
  switch (i & 3) {
  case 0:
    w += 1.0f;
    [[fallthrough]];
  case 1:
    w += 2.0f;
    break;
  default:
    [[likely]] w -= 1.0f;
  }
  const Quad q = reinterpret_cast<const Quad *>(xa)[i >> 2];
  const Octet o = reinterpret_cast<const Octet *>(xa)[i >> 3];
  v = apply(static_cast<Op>(i & 3), v + w, q.b + o.v[7]);
  unsigned m = u[i];
  if (LIKELY(m != 0u)) {
    bits[2 * i] = (unsigned)__builtin_clz(m) | ((unsigned)__builtin_popcount(m) << 16) |
                  ((unsigned)__builtin_popcountll((unsigned long long)m * 0x9e3779b97f4a7c15ull) << 24);
    bits[2 * i + 1] = m ^ (unsigned)(__builtin_offsetof(Header, off) * 1000 + offsetof(Header, w));
  }
  y[i] = v;
}

template __global__ void zoo<8>(const float *, const unsigned *, float *, unsigned *, int);
