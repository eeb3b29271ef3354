// @realcode A particle-smoothing kernel by an author fond of C++17: nested namespace definitions (kern::detail::v2), static constexpr member arrays of a class template (a binomial stencil) read at constant indices in constexpr initialisers through an index_sequence fold, inline constexpr variable templates with an explicit specialisation, pointer-to-data-member non-type template parameters (get<&Particle::x>), a hand-written recursive variadic tuple with a user deduction guide (CTAD) and an if constexpr getter returning auto&, the tuple protocol (std::tuple_size/tuple_element specialisations plus a free get<I>) for structured bindings of a custom type, enum class bit flags with __host__ __device__ constexpr operators checked by a message-less static_assert, aggregate initialisation of a derived struct with a base, auto non-type template parameters of char and unsigned type, a union with a constructor, a templated conversion operator converting to double and int, lambdas returning lambdas, an immediately invoked lambda initialising a const, a comma fold over a pack of lambdas, and [[maybe_unused]].
// @let N = 1 << 22
// @buf ps f32[N * 4] uniform(0, 2)
// @buf ids i32[N] uniform(0, 1000)
// @buf out f32[N] zero
// @launch pack_particles grid(cdiv(N, 256)) block(256) args(ps, ids, i32(N))
// @launch smooth grid(cdiv(N, 256)) block(256) args(out, ps, i32(N))
// @check ps exact
// @check out abs=1e-4 rel=1e-6
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

namespace kern::detail::v2 {
template <class T> struct Table {
  static constexpr T w[5] = {T(1), T(4), T(6), T(4), T(1)};
  static constexpr int n = 5;
};
template <class T> inline constexpr T scale_v = T(1) / T(16);
template <> inline constexpr int scale_v<int> = 4;
} // namespace kern::detail::v2

struct Particle { float x, y, m; int id; };
template <float Particle::*M> __device__ float get(const Particle &p) { return p.*M; }

template <class... Ts> struct Tup;
template <> struct Tup<> {};
template <class H, class... Ts> struct Tup<H, Ts...> : Tup<Ts...> {
  H h;
  __device__ Tup(H a, Ts... r) : Tup<Ts...>(r...), h(a) {}
};
template <class... Ts> Tup(Ts...) -> Tup<Ts...>;
template <std::size_t I, class H, class... Ts> __device__ auto &getT(Tup<H, Ts...> &t) {
  if constexpr (I == 0) return t.h;
  else return getT<I - 1>(static_cast<Tup<Ts...> &>(t));
}

struct Pt { float a; int b; };
namespace std {
template <> struct tuple_size<Pt> : integral_constant<size_t, 2> {};
template <> struct tuple_element<0, Pt> { using type = float; };
template <> struct tuple_element<1, Pt> { using type = int; };
} // namespace std
template <std::size_t I> __device__ auto get(const Pt &p) {
  if constexpr (I == 0) return p.a;
  else return p.b;
}

enum class Flags : uint16_t { None = 0, A = 1, B = 2, C = 4 };
__host__ __device__ constexpr Flags operator|(Flags a, Flags b) { return Flags(uint16_t(a) | uint16_t(b)); }
__host__ __device__ constexpr bool any(Flags a, Flags b) { return (uint16_t(a) & uint16_t(b)) != 0; }

struct Base { int k; };
struct Derived : Base { float v; };
template <auto V> struct Const { static constexpr auto value = V; };
union Slot { float f; int i; __device__ Slot() : i(0) {} };
struct Conv {
  int v;
  template <class T> __device__ operator T() const { return T(v) * T(2); }
};
template <class... F> __device__ void for_each_arg(F... f) { (f(), ...); }

// Constant indices into the constexpr table, each read in a constexpr initialiser: no ODR-use
// of the host-side array in device code.
template <std::size_t I> __device__ float weight() {
  constexpr float v = kern::detail::v2::Table<float>::w[I];
  return v;
}
template <std::size_t... I> __device__ float stencil(const Particle *ps, int i, int n, std::index_sequence<I...>) {
  return ((weight<I>() * get<&Particle::x>(ps[(i + int(I)) % n])) + ...);
}

__global__ void pack_particles(Particle *ps, const int *ids, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ps[i].id = ids[i];
}

__global__ void smooth(float *out, const Particle *ps, int n) {
  using namespace kern::detail::v2;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0;
  const int shift = ps[i].id & 3; // a run-time offset into the neighbourhood
  acc = stencil(ps, i + shift, n, std::make_index_sequence<Table<float>::n>{});
  acc *= scale_v<float>;
  acc += scale_v<int>;
  Tup tp(1.5f, 2, 3.0);
  getT<1>(tp) += ps[i].id & 7;
  acc += getT<0>(tp) + getT<1>(tp) + (float)getT<2>(tp);
  auto [pa, pb] = Pt{get<&Particle::m>(ps[i]), ps[i].id};
  acc += pa + pb * 1e-3f;
  constexpr Flags f = Flags::A | Flags::C;
  static_assert(any(f, Flags::C));
  if (any(Flags(ps[i].id & 7), f)) acc += 0.25f;
  Derived d{{3}, 0.5f};
  acc += d.k + d.v + Const<'a'>::value * 1e-2f + Const<7u>::value;
  Slot s;
  s.f = acc;
  Conv c{ps[i].id};
  double dd = c;
  int ii = c;
  acc += (float)(dd * 1e-3) + ii * 1e-3f + (s.i & 1);
  const auto mk = [](float base) { return [base](auto x) { return base * x; }; };
  auto tw = mk(get<&Particle::y>(ps[i]));
  acc += tw(3) + tw(1.5f);
  const float k0 = [&] {
    float r = 0;
    for (int t = 0; t < 3; ++t) r += ps[(i + t) % n].y;
    return r;
  }();
  for_each_arg([&] { acc += 1; }, [&] { acc *= 0.5f; }, [&] { acc += k0; });
  [[maybe_unused]] const int unused = 0;
  out[i] = acc;
}
