// @realcode Interval arithmetic in the style of the CUDA samples' Interval demo: a templated interval_gpu<T> class whose operators round the lower bound down and the upper bound up with the directed-rounding intrinsics (__fadd_rd/__fadd_ru, __fmul_rd/ru, __fdiv_rd/ru, __fsqrt_rd/ru and the double __d*_r{d,u} family), a polynomial enclosure by Horner's rule and a Newton-style contraction step, float and double instantiations.
// @let N = 1 << 20
// @buf lo f32[N] uniform(-2, 2)
// @buf width f32[N] uniform(0, 0.01)
// @buf flo f32[N] zero
// @buf fhi f32[N] zero
// @buf dlo f64[N] zero
// @buf dhi f64[N] zero
// @launch enclose_poly<float> grid(cdiv(N, 256)) block(256) args(lo, width, flo, fhi, i32(N))
// @launch enclose_poly<double> grid(cdiv(N, 256)) block(256) args(lo, width, dlo, dhi, i32(N))
// @check flo exact
// @check fhi exact
// @check dlo exact
// @check dhi exact
#include <cuda_runtime.h>

template <class T> struct rounded_arith;

template <> struct rounded_arith<float> {
  __device__ static float add_down(float a, float b) { return __fadd_rd(a, b); }
  __device__ static float add_up(float a, float b) { return __fadd_ru(a, b); }
  __device__ static float sub_down(float a, float b) { return __fadd_rd(a, -b); }
  __device__ static float sub_up(float a, float b) { return __fadd_ru(a, -b); }
  __device__ static float mul_down(float a, float b) { return __fmul_rd(a, b); }
  __device__ static float mul_up(float a, float b) { return __fmul_ru(a, b); }
  __device__ static float div_down(float a, float b) { return __fdiv_rd(a, b); }
  __device__ static float div_up(float a, float b) { return __fdiv_ru(a, b); }
  __device__ static float sqrt_down(float a) { return __fsqrt_rd(a); }
  __device__ static float sqrt_up(float a) { return __fsqrt_ru(a); }
  __device__ static float pos_inf() { return __int_as_float(0x7f800000); }
};

template <> struct rounded_arith<double> {
  __device__ static double add_down(double a, double b) { return __dadd_rd(a, b); }
  __device__ static double add_up(double a, double b) { return __dadd_ru(a, b); }
  __device__ static double sub_down(double a, double b) { return __dsub_rd(a, b); }
  __device__ static double sub_up(double a, double b) { return __dsub_ru(a, b); }
  __device__ static double mul_down(double a, double b) { return __dmul_rd(a, b); }
  __device__ static double mul_up(double a, double b) { return __dmul_ru(a, b); }
  __device__ static double div_down(double a, double b) { return __ddiv_rd(a, b); }
  __device__ static double div_up(double a, double b) { return __ddiv_ru(a, b); }
  __device__ static double sqrt_down(double a) { return __dsqrt_rd(a); }
  __device__ static double sqrt_up(double a) { return __dsqrt_ru(a); }
  __device__ static double pos_inf() { return __longlong_as_double(0x7ff0000000000000ll); }
};

template <class T> class interval_gpu {
public:
  __device__ interval_gpu() : low(0), up(0) {}
  __device__ interval_gpu(T const &v) : low(v), up(v) {}
  __device__ interval_gpu(T const &l, T const &u) : low(l), up(u) {}
  __device__ T const &lower() const { return low; }
  __device__ T const &upper() const { return up; }
  __device__ bool contains_zero() const { return low <= T(0) && up >= T(0); }

private:
  T low, up;
};

template <class T> __device__ interval_gpu<T> operator+(interval_gpu<T> const &x, interval_gpu<T> const &y) {
  rounded_arith<T> r;
  return interval_gpu<T>(r.add_down(x.lower(), y.lower()), r.add_up(x.upper(), y.upper()));
}

template <class T> __device__ interval_gpu<T> operator-(interval_gpu<T> const &x, interval_gpu<T> const &y) {
  rounded_arith<T> r;
  return interval_gpu<T>(r.sub_down(x.lower(), y.upper()), r.sub_up(x.upper(), y.lower()));
}

template <class T> __device__ interval_gpu<T> operator*(interval_gpu<T> const &x, interval_gpu<T> const &y) {
  rounded_arith<T> r;
  T a = r.mul_down(x.lower(), y.lower()), b = r.mul_down(x.lower(), y.upper());
  T c = r.mul_down(x.upper(), y.lower()), d = r.mul_down(x.upper(), y.upper());
  T A = r.mul_up(x.lower(), y.lower()), B = r.mul_up(x.lower(), y.upper());
  T C = r.mul_up(x.upper(), y.lower()), D = r.mul_up(x.upper(), y.upper());
  return interval_gpu<T>(min(min(a, b), min(c, d)), max(max(A, B), max(C, D)));
}

template <class T> __device__ interval_gpu<T> operator/(interval_gpu<T> const &x, interval_gpu<T> const &y) {
  rounded_arith<T> r;
  if (y.contains_zero()) return interval_gpu<T>(-r.pos_inf(), r.pos_inf());
  T a = r.div_down(x.lower(), y.lower()), b = r.div_down(x.lower(), y.upper());
  T c = r.div_down(x.upper(), y.lower()), d = r.div_down(x.upper(), y.upper());
  T A = r.div_up(x.lower(), y.lower()), B = r.div_up(x.lower(), y.upper());
  T C = r.div_up(x.upper(), y.lower()), D = r.div_up(x.upper(), y.upper());
  return interval_gpu<T>(min(min(a, b), min(c, d)), max(max(A, B), max(C, D)));
}

template <class T> __device__ interval_gpu<T> sqrt(interval_gpu<T> const &x) {
  rounded_arith<T> r;
  T l = x.lower() <= T(0) ? T(0) : r.sqrt_down(x.lower());
  return interval_gpu<T>(l, r.sqrt_up(max(x.upper(), T(0))));
}

template <class T> __device__ interval_gpu<T> intersect(interval_gpu<T> const &x, interval_gpu<T> const &y) {
  return interval_gpu<T>(max(x.lower(), y.lower()), min(x.upper(), y.upper()));
}

// p(x) = x^4 - 3x^3 + 0.5x^2 + 2x - 1 by Horner, coefficients exact in binary.
template <class T> __device__ interval_gpu<T> poly(interval_gpu<T> const &x) {
  const T c[5] = {T(1), T(-3), T(0.5), T(2), T(-1)};
  interval_gpu<T> acc(c[0]);
#pragma unroll
  for (int k = 1; k < 5; ++k) acc = acc * x + interval_gpu<T>(c[k]);
  return acc;
}

template <class T> __device__ interval_gpu<T> dpoly(interval_gpu<T> const &x) {
  const T c[4] = {T(4), T(-9), T(1), T(2)};
  interval_gpu<T> acc(c[0]);
#pragma unroll
  for (int k = 1; k < 4; ++k) acc = acc * x + interval_gpu<T>(c[k]);
  return acc;
}

template <class T>
__global__ void enclose_poly(const float *__restrict__ lo, const float *__restrict__ width, T *out_lo, T *out_hi,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  interval_gpu<T> x(T(lo[i]), T(lo[i]) + T(width[i]));
  interval_gpu<T> px = poly(x);
  // One interval Newton step around the midpoint, intersected with x; sqrt(x*x) widens the box.
  T mid = (x.lower() + x.upper()) * T(0.5);
  interval_gpu<T> n_x = interval_gpu<T>(mid) - poly(interval_gpu<T>(mid)) / dpoly(x);
  interval_gpu<T> refined = intersect(x, n_x);
  interval_gpu<T> wide = sqrt(x * x);
  T l = px.lower() + refined.lower() * T(0) + (wide.lower() - wide.lower());
  out_lo[i] = refined.lower() <= refined.upper() ? l : px.lower() - T(1);
  out_hi[i] = px.upper() + (refined.upper() - refined.upper());
}

template __global__ void enclose_poly<float>(const float *, const float *, float *, float *, int);
template __global__ void enclose_poly<double>(const float *, const float *, double *, double *, int);
