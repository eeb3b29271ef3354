// @realcode modern-C++ composition on the device: the `overloaded{lambdas...}` idiom (a class template deriving from a pack of lambdas with `using Ts::operator()...` and a deduction guide), variadic CRTP mixins (`struct Particle : Mixins<Particle>...`), fold expressions over `&&`, `+` and the comma operator, `sizeof...`, a tag-dispatched per-record visit over a hand-rolled tagged union, and lambdas handed to a templated __device__ for_each_field.
// @let N = 1 << 21
// @buf tags u8[N] uniform(0, 3)
// @buf payload f32[N * 3] uniform(-5, 5)
// @buf out f32[N * 2] zero
// @buf flags u32[N] zero
// @launch visit_records grid(cdiv(N, 256)) block(256) args(tags, payload, out, flags, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check flags exact

template <class... Ts> struct overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> overloaded(Ts...) -> overloaded<Ts...>;

struct Point { float x; };
struct Segment { float a, b; };
struct Triangle { float a, b, c; };

struct Shape {
  unsigned char tag;
  union { Point p; Segment s; Triangle t; };
};

template <class F> __device__ float visit(const Shape &sh, F &&f) {
  switch (sh.tag) {
  case 0: return f(sh.p);
  case 1: return f(sh.s);
  default: return f(sh.t);
  }
}

template <class Derived> struct Scaled {
  __device__ float scaled(float k) const { return static_cast<const Derived &>(*this).value() * k; }
};
template <class Derived> struct Clamped {
  __device__ float clamped(float lo, float hi) const { return fminf(fmaxf(static_cast<const Derived &>(*this).value(), lo), hi); }
};
template <class Derived> struct Signed {
  __device__ unsigned sign_bit() const { return static_cast<const Derived &>(*this).value() < 0.f ? 1u : 0u; }
};

template <template <class> class... Mixins> struct Measure : Mixins<Measure<Mixins...>>... {
  float v;
  __device__ float value() const { return v; }
  static constexpr int mixins = sizeof...(Mixins);
};

template <class... Fs> __device__ bool all_positive(Fs... fs) { return ((fs > 0.f) && ...); }
template <class... Fs> __device__ float sum_all(Fs... fs) { return (fs + ... + 0.f); }
template <class F, class... Fs> __device__ void for_each_field(F &&f, Fs &...fs) { (f(fs), ...); }

__global__ void visit_records(const unsigned char *__restrict__ tags, const float *__restrict__ payload,
                              float *__restrict__ out, unsigned *__restrict__ flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Shape sh;
  sh.tag = tags[i];
  const float *q = payload + 3 * (size_t)i;
  if (sh.tag == 0) sh.p = Point{q[0]};
  else if (sh.tag == 1) sh.s = Segment{q[0], q[1]};
  else sh.t = Triangle{q[0], q[1], q[2]};
  auto measure = overloaded{
      [](const Point &p) { return fabsf(p.x); },
      [](const Segment &s) { return fabsf(s.b - s.a); },
      [](const Triangle &t) { return sum_all(t.a, t.b, t.c) / 3.f; },
  };
  auto positive = overloaded{
      [](const Point &p) { return all_positive(p.x) ? 1.f : 0.f; },
      [](const Segment &s) { return all_positive(s.a, s.b) ? 1.f : 0.f; },
      [](const Triangle &t) { return all_positive(t.a, t.b, t.c) ? 1.f : 0.f; },
  };
  Measure<Scaled, Clamped, Signed> m;
  m.v = visit(sh, measure);
  float a = q[0], b = q[1], c = q[2];
  int negatives = 0;
  for_each_field([&](float &f) { negatives += f < 0.f; f *= 0.5f; }, a, b, c);
  out[2 * (size_t)i] = m.scaled(1.5f) + m.clamped(-1.f, 1.f) + sum_all(a, b, c);
  out[2 * (size_t)i + 1] = visit(sh, positive) + (float)decltype(m)::mixins;
  flags[i] = m.sign_bit() | (negatives << 1) | (sh.tag << 4);
}
