// @realcode Polynomial and lookup-table evaluation built by template metaprogramming: constexpr functions filling tables at compile time (binomial rows, a CRC-like byte table, Chebyshev coefficients) used from device code, SFINAE overload selection with enable_if_t / void_t detection of a member, decltype return types, if constexpr dispatch on traits, fold expressions over an index_sequence (Horner's rule unrolled at compile time), and static_asserts on the results.
// @let N = 1 << 23
// @buf x f32[N] uniform(-1, 1)
// @buf k u32[N] uniform(0, 4294967295)
// @buf y f32[N] zero
// @buf h u32[N] zero
// @buf d f64[N] zero
// @launch evaluate grid(cdiv(N, 256)) block(256) args(x, k, y, h, d, i32(N))
// @check y abs=1e-5 rel=1e-5
// @check h exact
// @check d abs=1e-12 rel=1e-12
#include <cuda_runtime.h>
#include <cstdint>
#include <type_traits>
#include <utility>

template <class T, int N>
struct Table {
  T v[N];
  __host__ __device__ constexpr const T &operator[](int i) const { return v[i]; }
};

// Row n of Pascal's triangle.
template <int N>
constexpr Table<unsigned, N + 1> binomials() {
  Table<unsigned, N + 1> t{};
  t.v[0] = 1;
  for (int i = 1; i <= N; ++i)
    t.v[i] = t.v[i - 1] * (N - i + 1) / i;
  return t;
}

// A byte table of a reflected CRC polynomial.
constexpr Table<uint32_t, 256> byte_table(uint32_t poly) {
  Table<uint32_t, 256> t{};
  for (uint32_t b = 0; b < 256; ++b) {
    uint32_t c = b;
    for (int i = 0; i < 8; ++i)
      c = (c & 1) ? (poly ^ (c >> 1)) : (c >> 1);
    t.v[b] = c;
  }
  return t;
}

static_assert(binomials<8>()[4] == 70, "C(8,4)");
__constant__ Table<unsigned, 9> c_binom = binomials<8>();
__constant__ Table<uint32_t, 256> c_crc = byte_table(0x82F63B78u); // CRC-32C
static_assert(byte_table(0xEDB88320u)[1] == 0x77073096u, "CRC-32 table");

// Coefficients of an approximation, from a class with a constexpr table.
template <class T, class Coeffs>
struct Poly {
  static constexpr int terms = Coeffs::terms;
  static constexpr int degree = terms - 1;
  template <std::size_t... I>
  __device__ static T horner(T x, std::index_sequence<I...>) {
    T acc = T(0);
    // A fold over the indices, highest coefficient first.
    ((acc = acc * x + T(Coeffs::coef(terms - 1 - I))), ...);
    return acc;
  }
  __device__ static T eval(T x) { return horner(x, std::make_index_sequence<terms>{}); }
};

struct ExpCoeffs {
  static constexpr int terms = 8;
  __host__ __device__ static constexpr float coef(int i) {
    constexpr float c[terms] = {1.0f, 1.0f, 0.5f, 0.16666667f, 0.041666668f, 0.0083333338f,
                                0.0013888889f, 0.00019841270f};
    return c[i];
  }
};
struct GeometricCoeffs {
  static constexpr int terms = 6;
  __host__ __device__ static constexpr double coef(int i) { return (i & 1) ? -1.0 : 1.0; }
};

// Detection of a member `scale` with void_t.
template <class, class = void>
struct has_scale : std::false_type {};
template <class P>
struct has_scale<P, std::void_t<decltype(P::scale)>> : std::true_type {};

struct Plain {};
struct Scaled {
  static constexpr float scale = 0.5f;
};

// SFINAE: two overloads chosen by the integral/floating nature of T.
template <class T>
__device__ std::enable_if_t<std::is_integral<T>::value, T> mix(T a, T b) {
  return (a ^ (b << 7)) + (b >> 3);
}
template <class T>
__device__ std::enable_if_t<std::is_floating_point<T>::value, T> mix(T a, T b) {
  return a * T(0.75) + b * T(0.25);
}

template <class Policy, class T>
__device__ auto apply_policy(T v) -> decltype(v * 1.0f) {
  if constexpr (has_scale<Policy>::value)
    return v * Policy::scale;
  else
    return v * 1.0f;
}

template <class... Ts>
__device__ constexpr auto sum_all(Ts... ts) {
  return (ts + ... + 0);
}

__device__ uint32_t crc32c_word(uint32_t w) {
  uint32_t c = 0xFFFFFFFFu;
#pragma unroll
  for (int i = 0; i < 4; ++i)
    c = c_crc[(c ^ (w >> (8 * i))) & 0xFF] ^ (c >> 8);
  return ~c;
}

using Approx = Poly<float, ExpCoeffs>;
static_assert(Approx::degree == 7, "degree");
using ApproxD = Poly<double, GeometricCoeffs>;

__global__ void evaluate(const float *__restrict__ x, const uint32_t *__restrict__ k,
                         float *__restrict__ y, uint32_t *__restrict__ h, double *__restrict__ d,
                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float xi = x[i];
  uint32_t ki = k[i];
  float e = Approx::eval(xi); // ~exp(x)
  float s = apply_policy<Scaled>(e) + apply_policy<Plain>(mix(xi, e));
  unsigned weights = 0;
#pragma unroll
  for (int j = 0; j <= 8; ++j)
    weights += c_binom[j] * ((ki >> j) & 1u);
  y[i] = s + sum_all(1.0f, 2.0f, xi) * 0.125f;
  h[i] = crc32c_word(ki) ^ mix(ki, weights);
  d[i] = ApproxD::eval((double)xi * 0.5); // 1 / (1 + x/2), truncated
}
