// @realcode PyTorch c10::complex-style arithmetic: an alignas(2 * sizeof(T)) complex<T> class template with constexpr constructors, real()/imag(), compound operators, free operator overloads for complex-complex and complex-scalar, std::abs/arg/exp/log/sqrt/polar-like overloads in a namespace, is_complex<T> trait with if constexpr in the kernels, a scalar_value_type trait, and a templated reduction kernel computing sum(|z|^2) in the value type; instantiated for complex<float> and complex<double> plus a plain float path.
// @let N = 1 << 22
// @buf zf f32[2 * N] uniform(-2, 2)
// @buf wf f32[2 * N] uniform(-2, 2)
// @buf zd f64[2 * N] uniform(-2, 2)
// @buf wd f64[2 * N] uniform(-2, 2)
// @buf xr f32[N] uniform(0.1, 3)
// @buf of f32[2 * N] zero
// @buf od f64[2 * N] zero
// @buf orl f32[N] zero
// @buf normf f32[N / 256] zero
// @buf normd f64[N / 256] zero
// @launch complex_kernel<c10::complex<float>> grid(N / 256) block(256) args(zf, wf, of, i32(N))
// @launch complex_kernel<c10::complex<double>> grid(N / 256) block(256) args(zd, wd, od, i32(N))
// @launch complex_kernel<float> grid(N / 256) block(256) args(xr, xr, orl, i32(N))
// @launch abs2_block_sum<c10::complex<float>, 256> grid(N / 256) block(256) args(zf, normf, i32(N))
// @launch abs2_block_sum<c10::complex<double>, 256> grid(N / 256) block(256) args(zd, normd, i32(N))
// @check of rel=1e-4 abs=1e-4
// @check od rel=1e-12 abs=1e-12
// @check orl rel=1e-5 abs=1e-6
// @check normf rel=1e-5 abs=1e-5
// @check normd rel=1e-13 abs=1e-13
#include <cmath>
#include <type_traits>
#include <cuda_runtime.h>

#define C10_HOST_DEVICE __host__ __device__

namespace c10 {

template <typename T>
struct alignas(sizeof(T) * 2) complex {
  using value_type = T;
  T real_ = T(0);
  T imag_ = T(0);

  constexpr complex() = default;
  C10_HOST_DEVICE constexpr complex(const T &re, const T &im = T()) : real_(re), imag_(im) {}
  template <typename U>
  C10_HOST_DEVICE explicit constexpr complex(const complex<U> &other) : complex(T(other.real()), T(other.imag())) {}

  constexpr C10_HOST_DEVICE T real() const { return real_; }
  constexpr C10_HOST_DEVICE T imag() const { return imag_; }
  constexpr C10_HOST_DEVICE void real(T value) { real_ = value; }

  constexpr C10_HOST_DEVICE complex<T> &operator+=(const complex<T> &rhs) {
    real_ += rhs.real_;
    imag_ += rhs.imag_;
    return *this;
  }
  constexpr C10_HOST_DEVICE complex<T> &operator-=(const complex<T> &rhs) {
    real_ -= rhs.real_;
    imag_ -= rhs.imag_;
    return *this;
  }
  constexpr C10_HOST_DEVICE complex<T> &operator*=(const complex<T> &rhs) {
    T a = real_, b = imag_, c = rhs.real(), d = rhs.imag();
    real_ = a * c - b * d;
    imag_ = a * d + b * c;
    return *this;
  }
  constexpr C10_HOST_DEVICE complex<T> &operator*=(const T &rhs) {
    real_ *= rhs;
    imag_ *= rhs;
    return *this;
  }
  constexpr C10_HOST_DEVICE complex<T> &operator/=(const complex<T> &rhs) {
    // Smith's algorithm, as c10 does, to avoid overflow in c*c + d*d
    T a = real_, b = imag_, c = rhs.real(), d = rhs.imag();
    auto abs_c = c >= 0 ? c : -c;
    auto abs_d = d >= 0 ? d : -d;
    if (abs_c >= abs_d) {
      if (abs_c == T(0) && abs_d == T(0)) {
        c = abs_c;
        d = abs_d;
      }
      auto rat = d / c;
      auto scl = T(1.0) / (c + d * rat);
      real_ = (a + b * rat) * scl;
      imag_ = (b - a * rat) * scl;
    } else {
      auto rat = c / d;
      auto scl = T(1.0) / (d + c * rat);
      real_ = (a * rat + b) * scl;
      imag_ = (b * rat - a) * scl;
    }
    return *this;
  }
};

static_assert(sizeof(complex<float>) == 8 && alignof(complex<float>) == 8, "complex<float> is 8-aligned");
static_assert(alignof(complex<double>) == 16, "complex<double> is 16-aligned");

template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator+(const complex<T> &lhs, const complex<T> &rhs) {
  complex<T> result = lhs;
  return result += rhs;
}
template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator-(const complex<T> &lhs, const complex<T> &rhs) {
  complex<T> result = lhs;
  return result -= rhs;
}
template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator-(const complex<T> &val) {
  return complex<T>(-val.real(), -val.imag());
}
template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator*(const complex<T> &lhs, const complex<T> &rhs) {
  complex<T> result = lhs;
  return result *= rhs;
}
template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator*(const T &lhs, const complex<T> &rhs) {
  complex<T> result = rhs;
  return result *= lhs;
}
template <typename T>
constexpr C10_HOST_DEVICE complex<T> operator/(const complex<T> &lhs, const complex<T> &rhs) {
  complex<T> result = lhs;
  return result /= rhs;
}
template <typename T>
constexpr C10_HOST_DEVICE bool operator==(const complex<T> &lhs, const complex<T> &rhs) {
  return (lhs.real() == rhs.real()) && (lhs.imag() == rhs.imag());
}

template <typename T>
struct is_complex : public std::false_type {};
template <typename T>
struct is_complex<complex<T>> : public std::true_type {};

template <typename T>
struct scalar_value_type {
  using type = T;
};
template <typename T>
struct scalar_value_type<complex<T>> {
  using type = T;
};

}  // namespace c10

namespace c10_complex_math {

template <typename T>
C10_HOST_DEVICE T abs(const c10::complex<T> &z) {
  return ::hypot(z.real(), z.imag());
}
template <typename T>
C10_HOST_DEVICE T arg(const c10::complex<T> &z) {
  return ::atan2(z.imag(), z.real());
}
template <typename T>
C10_HOST_DEVICE c10::complex<T> exp(const c10::complex<T> &x) {
  T e = ::exp(x.real());
  return c10::complex<T>(e * ::cos(x.imag()), e * ::sin(x.imag()));
}
template <typename T>
C10_HOST_DEVICE c10::complex<T> log(const c10::complex<T> &x) {
  return c10::complex<T>(::log(abs(x)), arg(x));
}
template <typename T>
C10_HOST_DEVICE c10::complex<T> polar(const T &r, const T &theta) {
  return c10::complex<T>(r * ::cos(theta), r * ::sin(theta));
}
template <typename T>
C10_HOST_DEVICE c10::complex<T> sqrt(const c10::complex<T> &x) {
  return polar(::sqrt(abs(x)), arg(x) / T(2));
}

}  // namespace c10_complex_math

namespace std {
using c10_complex_math::abs;
using c10_complex_math::arg;
using c10_complex_math::exp;
using c10_complex_math::log;
using c10_complex_math::sqrt;
}  // namespace std

// out = exp(z) * w / (1 + sqrt(z)) + log(w) for complex types; a real fallback for plain floats.
template <typename scalar_t>
__global__ void complex_kernel(const scalar_t *__restrict__ z, const scalar_t *__restrict__ w,
                               scalar_t *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if constexpr (c10::is_complex<scalar_t>::value) {
    using value_t = typename c10::scalar_value_type<scalar_t>::type;
    const scalar_t a = z[i], b = w[i];
    const scalar_t one(value_t(1));
    scalar_t r = std::exp(a) * b / (one + std::sqrt(a));
    r += std::log(b == scalar_t(value_t(0)) ? one : b);
    r += value_t(0.5) * -a;
    out[i] = r;
  } else {
    const scalar_t a = z[i];
    out[i] = std::exp(a) / (scalar_t(1) + std::sqrt(a)) + std::log(a);
  }
}

template <typename scalar_t, int BLOCK>
__global__ void abs2_block_sum(const scalar_t *__restrict__ z, typename c10::scalar_value_type<scalar_t>::type *out,
                               int n) {
  using acc_t = typename c10::scalar_value_type<scalar_t>::type;
  static_assert(c10::is_complex<scalar_t>::value, "complex input");
  __shared__ acc_t partial[BLOCK];
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  acc_t v = 0;
  if (i < n) {
    const scalar_t a = z[i];
    v = a.real() * a.real() + a.imag() * a.imag();
  }
  partial[threadIdx.x] = v;
  __syncthreads();
#pragma unroll
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

template __global__ void complex_kernel<c10::complex<float>>(const c10::complex<float> *, const c10::complex<float> *,
                                                             c10::complex<float> *, int);
template __global__ void complex_kernel<c10::complex<double>>(const c10::complex<double> *,
                                                              const c10::complex<double> *, c10::complex<double> *,
                                                              int);
template __global__ void complex_kernel<float>(const float *, const float *, float *, int);
template __global__ void abs2_block_sum<c10::complex<float>, 256>(const c10::complex<float> *, float *, int);
template __global__ void abs2_block_sum<c10::complex<double>, 256>(const c10::complex<double> *, double *, int);
