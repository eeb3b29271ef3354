// @realcode PyTorch/c10-style templated element-wise math that calls the C++ standard library in device code: `std::exp`, `std::tanh`, `std::erf`, `std::log1p`, `std::sqrt`, `std::abs` (int and float overloads), `std::isnan`/`std::isinf`/`std::signbit`, `std::nextafter`, `std::ldexp`/`std::frexp`, `std::hypot`, `std::fma`, `std::copysign` and `std::lgamma` from <cmath> on float and double through one template, M_SQRT1_2 / M_2_SQRTPI / M_PI from <cmath>'s POSIX constants, an `opmath_t` type map, activation functors (GELU erf and tanh forms, SiLU, Mish, softplus with threshold, ELU), NaN-propagating clamp, and an integer branch with std::abs on int64_t.
// @let N = 1 << 22
// @buf xf f32[N] uniform(-6, 6)
// @buf xd f64[N] uniform(-6, 6)
// @buf xi i64[N] uniform(-100000, 100000)
// @buf yf f32[N * 8] zero
// @buf yd f64[N * 8] zero
// @buf yi i64[N] zero
// @buf bits i32[N] zero
// @launch activations<float> grid(N / 256) block(256) args(xf, yf, bits, i32(N))
// @launch activations<double> grid(N / 256) block(256) args(xd, yd, bits, i32(N))
// @launch int_abs_mix grid(N / 256) block(256) args(xi, yi, i32(N))
// @check yf abs=1e-5 rel=1e-5
// @check yd abs=1e-13 rel=1e-13
// @check yi exact
// @check bits exact
#include <cmath>
#include <cstdint>
#include <cuda_runtime.h>

template <class T> struct OpMath { using type = T; };
template <class T> using opmath_t = typename OpMath<T>::type;

template <class T> struct GeluErf {
  __device__ T operator()(T x) const {
    using std::erf;
    return T(0.5) * x * (T(1) + erf(x * T(M_SQRT1_2)));
  }
};
template <class T> struct GeluTanh {
  __device__ T operator()(T x) const {
    const T kBeta = T(M_SQRT2) * T(M_2_SQRTPI) * T(0.5);
    const T kKappa = T(0.044715);
    T inner = kBeta * (x + kKappa * x * x * x);
    return T(0.5) * x * (T(1) + std::tanh(inner));
  }
};
template <class T> struct Silu { __device__ T operator()(T x) const { return x / (T(1) + std::exp(-x)); } };
template <class T> struct Softplus {
  T beta, threshold;
  __device__ T operator()(T x) const {
    return x * beta > threshold ? x : std::log1p(std::exp(x * beta)) / beta;
  }
};
template <class T> struct Mish {
  __device__ T operator()(T x) const { return x * std::tanh(std::log1p(std::exp(x))); }
};
template <class T> struct Elu {
  T alpha;
  __device__ T operator()(T x) const { return x > T(0) ? x : alpha * (std::exp(x) - T(1)); }
};

template <class T> __device__ T clamp_propagate_nan(T v, T lo, T hi) {
  return std::isnan(v) ? v : (v < lo ? lo : (v > hi ? hi : v));
}

template <class T> __global__ void activations(const T *x, T *y, int *bits, int n) {
  using acc_t = opmath_t<T>;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  acc_t v = static_cast<acc_t>(x[i]);
  T *out = y + size_t(i) * 8;
  out[0] = GeluErf<acc_t>()(v);
  out[1] = GeluTanh<acc_t>()(v);
  out[2] = Silu<acc_t>()(v);
  out[3] = Softplus<acc_t>{acc_t(2), acc_t(20)}(v);
  out[4] = Mish<acc_t>()(v);
  out[5] = clamp_propagate_nan(Elu<acc_t>{acc_t(1.5)}(v), acc_t(-1), acc_t(4));
  int e;
  acc_t m = std::frexp(v, &e);
  out[6] = std::ldexp(m, e + 1) + std::hypot(v, acc_t(3)) + std::fma(v, v, acc_t(M_PI)) +
           std::copysign(std::sqrt(std::abs(v)), v) + std::lgamma(std::abs(v) + acc_t(0.5));
  out[7] = std::nextafter(v, acc_t(0)) - v;
  int flags = (std::signbit(v) ? 1 : 0) | (std::isinf(std::exp(v * acc_t(100))) ? 2 : 0) | ((e & 0xff) << 8);
  if (sizeof(T) == 4)
    bits[i] = flags;
  else
    bits[i] ^= flags << 2;
}

template __global__ void activations<float>(const float *, float *, int *, int);
template __global__ void activations<double>(const double *, double *, int *, int);

__global__ void int_abs_mix(const int64_t *x, int64_t *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int64_t a = std::abs(x[i]);
  int b = std::abs(int(x[i] % 1000));
  y[i] = a * 3 - b + (int64_t)std::llabs(x[i] - 5) + std::labs(long(x[i] / 7));
}
