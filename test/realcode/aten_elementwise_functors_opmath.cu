// @realcode PyTorch ATen-style element-wise kernels: C10_HOST_DEVICE / C10_LAUNCH_BOUNDS_1 macros, a c10::Half-like class with conversion operators, opmath_type<T> traits (Half -> float), functor structs with operator() (one carrying an alpha scalar, passed to the kernel by value), unrolled_elementwise_kernel<nt, vt, func_t, ...> and a vectorised aligned_vector<T, vec_size> path (alignas, memcpy-free reinterpret loads) chosen by can_vectorize_up_to, at::numeric_limits<T> (C10_HOST_DEVICE constexpr members) in device code, a binary functor for a - alpha * b, static_asserts on the traits and if constexpr on the vector width.
// @let N = 1 << 24
// @buf a f32[N] uniform(-3, 3)
// @buf b f32[N] uniform(-3, 3)
// @buf ha f16[N] uniform(-3, 3)
// @buf hb f16[N] uniform(-3, 3)
// @buf o1 f32[N] zero
// @buf o2 f16[N] zero
// @buf o3 f32[N] zero
// @buf o4 f16[N] zero
// @launch at::native::unrolled_elementwise_kernel<128, 4, at::native::CUDAFunctor_add<float>, float> grid(N / 512) block(128) args(i32(N), f32(0.75), o1, a, b)
// @launch at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<c10::Half>, c10::Half> grid(N / 512) block(128) args(i32(N), f32(-1.25), o2, ha, hb)
// @launch at::native::unrolled_elementwise_kernel<128, 4, at::native::ClampNanMinMaxFunctor<float>, float> grid(N / 512) block(128) args(i32(N), u8(0), o3, a, b)
// @launch at::native::vectorized_elementwise_kernel<8, at::native::ClampNanMinMaxFunctor<c10::Half>, c10::Half> grid(N / 1024) block(128) args(i32(N), u8(0), o4, ha, hb)
// @check o1 rel=1e-6 abs=1e-6
// @check o2 rel=1e-3 abs=1e-3
// @check o3 exact
// @check o4 rel=0 abs=1e-6
#include <algorithm>
#include <cfloat>
#include <cstdint>
#include <type_traits>
#include <cuda_fp16.h>

#define C10_HOST_DEVICE __host__ __device__
#define C10_DEVICE __device__
#define C10_ALWAYS_INLINE __attribute__((always_inline)) inline
#define C10_MAX_THREADS_PER_BLOCK(val) (((val) <= 1024) ? (val) : 1024)
#define C10_LAUNCH_BOUNDS_1(max_threads_per_block) __launch_bounds__((C10_MAX_THREADS_PER_BLOCK((max_threads_per_block))))
#define C10_UNUSED __attribute__((__unused__))

namespace c10 {

struct alignas(2) Half {
  unsigned short x;
  Half() = default;
  C10_HOST_DEVICE Half(float value) {
#if defined(__CUDA_ARCH__)
    x = __half_as_ushort(__float2half(value));
#else
    x = 0;  // host conversions are not needed here
#endif
  }
  C10_HOST_DEVICE operator float() const {
#if defined(__CUDA_ARCH__)
    return __half2float(__ushort_as_half(x));
#else
    return 0.f;
#endif
  }
};
static_assert(sizeof(Half) == 2, "Half must be two bytes");

}  // namespace c10

namespace at {

template <typename T>
struct OpMathType {
  using type = T;
};
template <>
struct OpMathType<c10::Half> {
  using type = float;
};
template <typename T>
using opmath_type = typename OpMathType<T>::type;
static_assert(std::is_same<opmath_type<c10::Half>, float>::value, "Half computes in float");

// Device-usable limits (std::numeric_limits is host-only without --expt-relaxed-constexpr).
template <typename T>
struct numeric_limits {};
template <>
struct numeric_limits<float> {
  static inline C10_HOST_DEVICE constexpr float min() { return FLT_MIN; }
  static inline C10_HOST_DEVICE constexpr float max() { return FLT_MAX; }
  static inline C10_HOST_DEVICE constexpr float infinity() { return __builtin_huge_valf(); }
};

namespace native {

C10_HOST_DEVICE constexpr int num_threads() { return 128; }
C10_HOST_DEVICE constexpr int thread_work_size() { return 4; }
C10_HOST_DEVICE constexpr int block_work_size() { return thread_work_size() * num_threads(); }

template <typename scalar_t, int vec_size>
struct alignas(sizeof(scalar_t) * vec_size) aligned_vector {
  scalar_t val[vec_size];
};

template <typename scalar_t>
inline int can_vectorize_up_to(const char *pointer) {
  uint64_t address = reinterpret_cast<uint64_t>(pointer);
  constexpr int vec2_alignment = std::alignment_of<aligned_vector<scalar_t, 2>>::value;
  constexpr int vec4_alignment = std::alignment_of<aligned_vector<scalar_t, 4>>::value;
  constexpr int vec8_alignment = std::alignment_of<aligned_vector<scalar_t, 8>>::value;
  if (sizeof(scalar_t) <= 2 && address % vec8_alignment == 0) return 8;
  if (address % vec4_alignment == 0) return 4;
  if (address % vec2_alignment == 0) return 2;
  return 1;
}

template <typename T>
struct CUDAFunctor_add {
  using opmath_t = at::opmath_type<T>;
  opmath_t alpha_;
  CUDAFunctor_add(opmath_t alpha) : alpha_(alpha) {}
  C10_DEVICE T operator()(T self, T other) const {
    return static_cast<opmath_t>(self) + alpha_ * static_cast<opmath_t>(other);
  }
};

// clamp(a, -|b|, |b|) propagating NaN the way at::clamp does; an empty functor.
template <typename T>
struct ClampNanMinMaxFunctor {
  C10_DEVICE T operator()(T v, T bound) const {
    using opmath_t = at::opmath_type<T>;
    const opmath_t x = static_cast<opmath_t>(v);
    const opmath_t hi = ::fabsf(static_cast<opmath_t>(bound));
    if (x != x) return v;  // NaN stays
    if (hi < at::numeric_limits<opmath_t>::min()) return static_cast<T>(opmath_t(0));
    const opmath_t lo = -hi;
    const opmath_t r = x < lo ? lo : (x > hi ? hi : x);
    return static_cast<T>(r == at::numeric_limits<opmath_t>::infinity() ? at::numeric_limits<opmath_t>::max() : r);
  }
};

template <int nt, int vt, typename func_t, typename scalar_t>
C10_LAUNCH_BOUNDS_1(nt)
__global__ void unrolled_elementwise_kernel(int N, func_t f, scalar_t *out, const scalar_t *a, const scalar_t *b) {
  int remaining = N - vt * nt * blockIdx.x;
  int idx = nt * vt * blockIdx.x + threadIdx.x;
  scalar_t args0[vt];
  scalar_t args1[vt];
#pragma unroll
  for (int i = 0; i < vt; i++) {
    if (threadIdx.x + i * nt < remaining) {
      args0[i] = a[idx + i * nt];
      args1[i] = b[idx + i * nt];
    }
  }
  scalar_t results[vt];
#pragma unroll
  for (int i = 0; i < vt; i++) {
    if (threadIdx.x + i * nt < remaining) results[i] = f(args0[i], args1[i]);
  }
#pragma unroll
  for (int i = 0; i < vt; i++) {
    if (threadIdx.x + i * nt < remaining) out[idx + i * nt] = results[i];
  }
}

template <int vec_size, typename func_t, typename scalar_t>
C10_LAUNCH_BOUNDS_1(num_threads())
__global__ void vectorized_elementwise_kernel(int N, func_t f, scalar_t *out, const scalar_t *a, const scalar_t *b) {
  using vec_t = aligned_vector<scalar_t, vec_size>;
  static_assert(sizeof(vec_t) == vec_size * sizeof(scalar_t), "no padding in aligned_vector");
  constexpr int loop_size = thread_work_size() * vec_size / vec_size;  // one vector per step
  const int block_work = num_threads() * vec_size;
  int remaining = N - block_work * blockIdx.x;
  if (remaining < block_work) {
    // tail block: scalar path
    for (int i = threadIdx.x; i < remaining; i += num_threads()) {
      const int j = block_work * blockIdx.x + i;
      out[j] = f(a[j], b[j]);
    }
    return;
  }
  C10_UNUSED const int unused = loop_size;
  const vec_t *av = reinterpret_cast<const vec_t *>(a) + num_threads() * blockIdx.x;
  const vec_t *bv = reinterpret_cast<const vec_t *>(b) + num_threads() * blockIdx.x;
  vec_t *ov = reinterpret_cast<vec_t *>(out) + num_threads() * blockIdx.x;
  vec_t x = av[threadIdx.x];
  vec_t y = bv[threadIdx.x];
  vec_t r;
  if constexpr (vec_size == 1) {
    r.val[0] = f(x.val[0], y.val[0]);
  } else {
#pragma unroll
    for (int k = 0; k < vec_size; ++k) r.val[k] = f(x.val[k], y.val[k]);
  }
  ov[threadIdx.x] = r;
}

template <typename scalar_t, typename func_t>
void gpu_kernel(int N, const func_t &f, scalar_t *out, const scalar_t *a, const scalar_t *b, cudaStream_t stream) {
  const int vec = std::min({can_vectorize_up_to<scalar_t>((const char *)out),
                            can_vectorize_up_to<scalar_t>((const char *)a), can_vectorize_up_to<scalar_t>((const char *)b)});
  switch (vec) {
    case 8: {
      const int grid = (N + num_threads() * 8 - 1) / (num_threads() * 8);
      vectorized_elementwise_kernel<8, func_t><<<grid, num_threads(), 0, stream>>>(N, f, out, a, b);
      return;
    }
    case 4: {
      const int grid = (N + num_threads() * 4 - 1) / (num_threads() * 4);
      vectorized_elementwise_kernel<4, func_t><<<grid, num_threads(), 0, stream>>>(N, f, out, a, b);
      return;
    }
    default: {
      const int grid = (N + block_work_size() - 1) / block_work_size();
      unrolled_elementwise_kernel<num_threads(), thread_work_size(), func_t>
          <<<grid, num_threads(), 0, stream>>>(N, f, out, a, b);
      return;
    }
  }
}

void add_kernel_cuda(int N, float alpha, float *out, const float *a, const float *b, cudaStream_t s) {
  gpu_kernel(N, CUDAFunctor_add<float>(alpha), out, a, b, s);
}
void add_kernel_cuda(int N, float alpha, c10::Half *out, const c10::Half *a, const c10::Half *b, cudaStream_t s) {
  gpu_kernel(N, CUDAFunctor_add<c10::Half>(alpha), out, a, b, s);
}
void clamp_abs_cuda(int N, float *out, const float *a, const float *b, cudaStream_t s) {
  gpu_kernel(N, ClampNanMinMaxFunctor<float>(), out, a, b, s);
}
void clamp_abs_cuda(int N, c10::Half *out, const c10::Half *a, const c10::Half *b, cudaStream_t s) {
  gpu_kernel(N, ClampNanMinMaxFunctor<c10::Half>(), out, a, b, s);
}

}  // namespace native
}  // namespace at
