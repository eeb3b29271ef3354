// @realcode Forward-mode automatic differentiation with a templated dual-number class: Dual<T> with operator overloading (+ - * / on duals and scalars from both sides, unary minus, compound assignment), friend math overloads (sin, cos, exp, log, sqrt, pow with a scalar exponent) found by argument-dependent lookup, a generic templated model function evaluated once on floats and once on Dual<float> and Dual<double> to get value and derivative, the Newton step that uses them.
// @let N = 1 << 22
// @buf x f32[N] uniform(0.5, 1.8)
// @buf val f32[N] zero
// @buf der f32[N] zero
// @buf dder f64[N] zero
// @buf newton f32[N] zero
// @launch eval_model grid(N / 256) block(256) args(x, val, der, dder, newton, i32(N))
// @check val rel=2e-5 abs=1e-5
// @check der rel=2e-5 abs=5e-5
// @check dder rel=1e-9 abs=1e-9
// @check newton rel=5e-5 abs=5e-5
#include <cuda_runtime.h>

namespace ad {

template <typename T> struct Dual {
  T v, d;
  __host__ __device__ constexpr Dual(T value = T(0), T deriv = T(0)) : v(value), d(deriv) {}

  __host__ __device__ Dual &operator+=(const Dual &o) {
    v += o.v;
    d += o.d;
    return *this;
  }
  __host__ __device__ Dual &operator*=(const Dual &o) {
    d = d * o.v + v * o.d;
    v *= o.v;
    return *this;
  }
  __host__ __device__ Dual operator-() const { return Dual(-v, -d); }

  friend __host__ __device__ Dual operator+(Dual a, const Dual &b) { return a += b; }
  friend __host__ __device__ Dual operator-(const Dual &a, const Dual &b) { return Dual(a.v - b.v, a.d - b.d); }
  friend __host__ __device__ Dual operator*(Dual a, const Dual &b) { return a *= b; }
  friend __host__ __device__ Dual operator/(const Dual &a, const Dual &b) {
    return Dual(a.v / b.v, (a.d * b.v - a.v * b.d) / (b.v * b.v));
  }
  friend __host__ __device__ Dual operator+(const Dual &a, T s) { return Dual(a.v + s, a.d); }
  friend __host__ __device__ Dual operator+(T s, const Dual &a) { return Dual(a.v + s, a.d); }
  friend __host__ __device__ Dual operator*(const Dual &a, T s) { return Dual(a.v * s, a.d * s); }
  friend __host__ __device__ Dual operator*(T s, const Dual &a) { return Dual(a.v * s, a.d * s); }
  friend __host__ __device__ Dual operator-(T s, const Dual &a) { return Dual(s - a.v, -a.d); }

  friend __device__ Dual sin(const Dual &a) { return Dual(sin(a.v), cos(a.v) * a.d); }
  friend __device__ Dual cos(const Dual &a) { return Dual(cos(a.v), -sin(a.v) * a.d); }
  friend __device__ Dual exp(const Dual &a) {
    T e = exp(a.v);
    return Dual(e, e * a.d);
  }
  friend __device__ Dual log(const Dual &a) { return Dual(log(a.v), a.d / a.v); }
  friend __device__ Dual sqrt(const Dual &a) {
    T s = sqrt(a.v);
    return Dual(s, a.d / (T(2) * s));
  }
  friend __device__ Dual pow(const Dual &a, T p) { return Dual(pow(a.v, p), p * pow(a.v, p - T(1)) * a.d); }
};

template <typename T> __host__ __device__ T value_of(const T &x) { return x; }
template <typename T> __host__ __device__ T value_of(const Dual<T> &x) { return x.v; }

}  // namespace ad

// f(x) = x^2.5 * sin(x) + exp(-x) * log(1 + x) - sqrt(x) / (1 + x * x) - 0.7
template <typename S, typename T> __device__ T model(const T &x) {
  using ::cos;
  using ::exp;
  using ::log;
  using ::pow;
  using ::sin;
  using ::sqrt;
  return pow(x, S(2.5)) * sin(x) + exp(-x) * log(S(1) + x) - sqrt(x) / (S(1) + x * x) + S(-0.7);
}

__global__ void eval_model(const float *__restrict__ xs, float *val, float *der, double *dder, float *newton, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  ad::Dual<float> fx = model<float>(ad::Dual<float>(x, 1.0f));
  ad::Dual<double> dx = model<double>(ad::Dual<double>(x, 1.0));
  val[i] = model<float>(x);
  der[i] = fx.d;
  dder[i] = dx.d;
  newton[i] = x - fx.v / fx.d;
}
