// @realcode C++17 template machinery from header-only kernel libraries: `template <auto... Ops>` pipelines of __device__ function pointers applied with a fold over the comma operator, `template <auto V>` constants whose type is deduced (int, unsigned, char, an enum), fold expressions for sums/products of a parameter pack, std::integral_constant and std::conditional_t selecting the accumulator, a class template argument deduction guide for a device-side pair, and inline constexpr variables used in device code.
// @let N = 1 << 22
// @buf x f32[N] uniform(-2, 2)
// @buf y f32[N] zero
// @buf z i32[N] zero
// @launch run_pipeline grid(cdiv(N, 256)) block(256) args(x, y, z, i32(N))
// @check y rel=1e-6 abs=1e-6
// @check z exact
#include <type_traits>
#include <utility>
#include <cstdint>

enum class Mode : uint8_t { Clamp = 2, Wrap = 5 };
inline constexpr float kGain = 1.5f;
inline constexpr int kBias = 3;

__device__ float square(float v) { return v * v; }
__device__ float halve(float v) { return 0.5f * v; }
__device__ float softsign(float v) { return v / (1.0f + fabsf(v)); }
__device__ float gain(float v) { return kGain * v; }

template <auto... Ops>
struct Pipeline {
  __device__ static float apply(float v) {
    ((v = Ops(v)), ...);
    return v;
  }
  static constexpr int size = sizeof...(Ops);
};

template <auto V>
__device__ constexpr auto constant_of() {
  return V;
}

template <typename... T>
__device__ constexpr auto sum_all(T... v) {
  return (v + ... + 0);
}
template <typename... T>
__device__ constexpr auto product_all(T... v) {
  return (v * ... * 1);
}

template <typename A, typename B>
struct DevPair {
  A first;
  B second;
  __device__ DevPair(A a, B b) : first(a), second(b) {}
};
template <typename A, typename B> DevPair(A, B) -> DevPair<A, B>;

template <bool Wide>
using Acc = std::conditional_t<Wide, int64_t, int32_t>;

__global__ void run_pipeline(const float *x, float *y, int *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  using P = Pipeline<square, halve, softsign, gain>;
  static_assert(P::size == 4);
  float v = x[i];
  y[i] = P::apply(v) + Pipeline<softsign>::apply(v);
  DevPair p{i, v};  // deduced DevPair<int, float>
  Acc<true> wide = sum_all(p.first, kBias, (int)constant_of<Mode::Wrap>(), constant_of<7u>(), constant_of<'a'>());
  Acc<false> narrow = product_all(2, (int)constant_of<Mode::Clamp>(), std::integral_constant<int, 3>::value);
  z[i] = (int)(wide % 100003) + narrow + (int)(p.second > 0);
}
