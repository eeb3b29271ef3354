// @realcode strongly-typed physical units in device code: a Quantity<Dim<L, M, T>> class template whose arithmetic operators are hidden friends (found only by ADL, defined inside the class), dimension algebra through template arithmetic on non-type parameters, constexpr user-defined literals (`_m`, `_s`, `_kg`, `_deg` on long double and unsigned long long), `operator""` use inside device lambdas, explicit instantiation definitions and an `extern template` declaration of kernel templates, and a projectile integrator with drag computing range and flight time per launch angle.
// @let N = 1 << 20
// @buf angles f32[N] uniform(5, 85)
// @buf speeds f32[N] uniform(20, 80)
// @buf range f32[N] zero
// @buf tflight f32[N] zero
// @buf energy f64[N] zero
// @launch simulate<float, 400> grid(N / 256) block(256) args(angles, speeds, range, tflight, energy, i32(N))
// @check range abs=1e-3 rel=1e-4 frac=1e-4 (a projectile whose height lands within rounding of zero at a step may stop one step later under one compiler)
// @check tflight abs=1e-4 rel=1e-4 frac=1e-4 (a projectile whose height lands within rounding of zero at a step may stop one step later under one compiler)
// @check energy rel=1e-5 frac=1e-4 (a projectile whose height lands within rounding of zero at a step may stop one step later under one compiler)
#include <cuda_runtime.h>

template <int L, int M, int T> struct Dim {};

template <class D, class V = float> class Quantity;
template <int L, int M, int T, class V> class Quantity<Dim<L, M, T>, V> {
  V v_;

public:
  __host__ __device__ constexpr explicit Quantity(V v) : v_(v) {}
  __host__ __device__ constexpr V value() const { return v_; }

  friend __host__ __device__ constexpr Quantity operator+(Quantity a, Quantity b) { return Quantity(a.v_ + b.v_); }
  friend __host__ __device__ constexpr Quantity operator-(Quantity a, Quantity b) { return Quantity(a.v_ - b.v_); }
  friend __host__ __device__ constexpr Quantity operator-(Quantity a) { return Quantity(-a.v_); }
  friend __host__ __device__ constexpr Quantity operator*(V s, Quantity a) { return Quantity(s * a.v_); }
  friend __host__ __device__ constexpr bool operator<(Quantity a, Quantity b) { return a.v_ < b.v_; }
  template <int L2, int M2, int T2>
  friend __host__ __device__ constexpr Quantity<Dim<L + L2, M + M2, T + T2>, V> operator*(Quantity a, Quantity<Dim<L2, M2, T2>, V> b) {
    return Quantity<Dim<L + L2, M + M2, T + T2>, V>(a.v_ * b.value());
  }
  template <int L2, int M2, int T2>
  friend __host__ __device__ constexpr Quantity<Dim<L - L2, M - M2, T - T2>, V> operator/(Quantity a, Quantity<Dim<L2, M2, T2>, V> b) {
    return Quantity<Dim<L - L2, M - M2, T - T2>, V>(a.v_ / b.value());
  }
  __host__ __device__ Quantity &operator+=(Quantity o) { v_ += o.v_; return *this; }
};

template <class V> using Length = Quantity<Dim<1, 0, 0>, V>;
template <class V> using Mass = Quantity<Dim<0, 1, 0>, V>;
template <class V> using Time = Quantity<Dim<0, 0, 1>, V>;
template <class V> using Velocity = Quantity<Dim<1, 0, -1>, V>;
template <class V> using Accel = Quantity<Dim<1, 0, -2>, V>;
template <class V> using Scalar = Quantity<Dim<0, 0, 0>, V>;

namespace literals {
__host__ __device__ constexpr Length<float> operator""_m(long double x) { return Length<float>(float(x)); }
__host__ __device__ constexpr Time<float> operator""_s(long double x) { return Time<float>(float(x)); }
__host__ __device__ constexpr Mass<float> operator""_kg(unsigned long long x) { return Mass<float>(float(x)); }
__host__ __device__ constexpr float operator""_deg(long double x) { return float(x * 3.14159265358979323846L / 180.0L); }
__host__ __device__ constexpr float operator""_deg(unsigned long long x) { return float(x) * (3.14159265358979323846f / 180.0f); }
} // namespace literals

template <class V, int STEPS>
__global__ void simulate(const V *angles, const V *speeds, V *range, V *tflight, double *energy, int n) {
  using namespace literals;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const Accel<V> g(9.81f);
  const Mass<V> m = 2_kg;
  const auto drag = Scalar<V>(0.02f) / m; // 1/kg
  V theta = angles[i] * 1_deg;
  Velocity<V> vx(speeds[i] * cosf(theta)), vy(speeds[i] * sinf(theta));
  Length<V> x = 0.0_m, y = 0.0_m;
  Time<V> t = 0.0_s;
  const Time<V> dt = 0.01_s;
  auto step = [&](Time<V> h) {
    V speed = sqrtf(vx.value() * vx.value() + vy.value() * vy.value());
    auto k = drag.value() * speed;
    vx = vx - (h.value() * k) * vx * Scalar<V>(1.0f) / Time<V>(1.0f) * Time<V>(1.0f);
    vy = vy - h * g - (h.value() * k) * vy;
    x += vx * h;
    y += vy * h;
    t += h;
  };
  for (int s = 0; s < STEPS; ++s) {
    step(dt);
    if (y < 0.0_m)
      break;
  }
  range[i] = x.value();
  tflight[i] = t.value();
  auto ke = Scalar<V>(0.5f) * m * (vx * vx + vy * vy);
  energy[i] = double(ke.value());
}

extern template __global__ void simulate<double, 100>(const double *, const double *, double *, double *, double *, int);
template __global__ void simulate<float, 400>(const float *, const float *, float *, float *, double *, int);
