// @realcode ATen TensorIterator-style broadcasting elementwise kernel: IntDivider<uint32_t> (magic-number division with __umulhi, built in the kernel from the sizes), an OffsetCalculator<NARGS> over at::detail::Array-like fixed arrays, a functor with an opmath type, and the vectorised unroll the launcher uses (thread_work_size 4, block_work_size 512) with a tail loop.
// @let D0 = 96
// @let D1 = 321
// @let D2 = 257
// @let N = D0 * D1 * D2
// @buf a f32[D0 * D1 * D2] uniform(-2, 2)
// @buf b f32[D1 * D2] uniform(-2, 2)
// @buf c f32[D0] uniform(-1, 1)
// @buf out f32[N] zero
// @launch broadcast_fma_kernel<4, 128> grid(cdiv(N, 512)) block(128) args(a, b, c, out, u32(D0), u32(D1), u32(D2), f32(0.75))
// @check out abs=1e-6 rel=1e-6
#include <cstdint>
#include <cuda_runtime.h>

#define C10_HOST_DEVICE __host__ __device__
#define C10_DEVICE __device__

namespace at { namespace detail {
template <typename T, int size_>
struct Array {
  T data[size_];
  C10_HOST_DEVICE T operator[](int i) const { return data[i]; }
  C10_HOST_DEVICE T &operator[](int i) { return data[i]; }
  Array() = default;
  Array(const Array &) = default;
  Array &operator=(const Array &) = default;
  C10_HOST_DEVICE explicit Array(T x) {
    for (int i = 0; i < size_; i++) data[i] = x;
  }
};
}}  // namespace at::detail

template <typename Value> struct DivMod { Value div, mod; };

// Division by a run-time constant d: q = (umulhi(n, m1) + n) >> shift, as in Granlund & Montgomery.
template <typename Value> struct IntDivider;
template <> struct IntDivider<unsigned int> {
  IntDivider() = default;
  C10_HOST_DEVICE IntDivider(unsigned int d) : divisor(d) {
    for (shift = 0; shift < 32; shift++)
      if ((1U << shift) >= divisor) break;
    uint64_t one = 1;
    uint64_t magic = ((one << 32) * ((one << shift) - divisor)) / divisor + 1;
    m1 = (unsigned int)magic;
  }
  C10_HOST_DEVICE inline unsigned int div(unsigned int n) const {
#if defined(__CUDA_ARCH__)
    unsigned int t = __umulhi(n, m1);
    return (t + n) >> shift;
#else
    uint64_t t = ((uint64_t)n * m1) >> 32;
    return (unsigned int)((t + n) >> shift);
#endif
  }
  C10_HOST_DEVICE inline unsigned int mod(unsigned int n) const { return n - div(n) * divisor; }
  C10_HOST_DEVICE inline DivMod<unsigned int> divmod(unsigned int n) const {
    unsigned int q = div(n);
    return {q, n - q * divisor};
  }
  unsigned int divisor;
  unsigned int m1;
  unsigned int shift;
};

constexpr int MAX_DIMS = 8;
template <int NARGS, typename index_t = uint32_t>
struct OffsetCalculator {
  using offset_type = at::detail::Array<index_t, NARGS>;
  C10_HOST_DEVICE OffsetCalculator(int dims, const uint32_t *sizes, const uint32_t *const *strides) : dims(dims) {
    for (int i = 0; i < MAX_DIMS; ++i) {
      sizes_[i] = IntDivider<index_t>(i < dims ? sizes[i] : 1);
      for (int arg = 0; arg < NARGS; arg++) strides_[i][arg] = i < dims ? strides[arg][i] : 0;
    }
  }
  C10_HOST_DEVICE offset_type get(index_t linear_idx) const {
    offset_type offsets;
#pragma unroll
    for (int arg = 0; arg < NARGS; arg++) offsets[arg] = 0;
#pragma unroll
    for (int dim = 0; dim < MAX_DIMS; ++dim) {
      if (dim == dims) break;
      auto divmod = sizes_[dim].divmod(linear_idx);
      linear_idx = divmod.div;
#pragma unroll
      for (int arg = 0; arg < NARGS; arg++) offsets[arg] += divmod.mod * strides_[dim][arg];
    }
    return offsets;
  }
  int dims;
  IntDivider<index_t> sizes_[MAX_DIMS];
  index_t strides_[MAX_DIMS][NARGS];
};

template <typename scalar_t> struct OpMathType { using type = scalar_t; };

template <typename scalar_t>
struct FmaScaleFunctor {
  using opmath_t = typename OpMathType<scalar_t>::type;
  opmath_t alpha;
  C10_DEVICE scalar_t operator()(scalar_t a, scalar_t b, scalar_t c) const {
    return static_cast<scalar_t>(static_cast<opmath_t>(a) * static_cast<opmath_t>(b) * alpha + static_cast<opmath_t>(c));
  }
};

// Dimension 0 is the fastest-moving one, as in TensorIterator. Strides are in elements.
template <int thread_work_size, int num_threads>
__global__ void __launch_bounds__(num_threads)
broadcast_fma_kernel(const float *a, const float *b, const float *c, float *out, uint32_t d0, uint32_t d1, uint32_t d2, float alpha) {
  const uint32_t sizes[3] = {d2, d1, d0};
  const uint32_t out_strides[3] = {1, d2, d2 * d1};
  const uint32_t a_strides[3] = {1, d2, d2 * d1};
  const uint32_t b_strides[3] = {1, d2, 0};
  const uint32_t c_strides[3] = {0, 0, 1};
  const uint32_t *strides[4] = {out_strides, a_strides, b_strides, c_strides};
  OffsetCalculator<4> calc(3, sizes, strides);
  FmaScaleFunctor<float> f{alpha};
  constexpr int block_work_size = thread_work_size * num_threads;
  const uint32_t N = d0 * d1 * d2;
  uint32_t base = blockIdx.x * block_work_size;
  float args[3][thread_work_size];
  uint32_t outs[thread_work_size];
#pragma unroll
  for (int i = 0; i < thread_work_size; i++) {
    uint32_t idx = base + threadIdx.x + i * num_threads;
    if (idx < N) {
      auto off = calc.get(idx);
      args[0][i] = a[off[1]];
      args[1][i] = b[off[2]];
      args[2][i] = c[off[3]];
      outs[i] = off[0];
    }
  }
#pragma unroll
  for (int i = 0; i < thread_work_size; i++) {
    uint32_t idx = base + threadIdx.x + i * num_threads;
    if (idx < N) out[outs[i]] = f(args[0][i], args[1][i], args[2][i]);
  }
}
template __global__ void broadcast_fma_kernel<4, 128>(const float *, const float *, const float *, float *, uint32_t, uint32_t, uint32_t, float);
