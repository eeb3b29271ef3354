// @realcode Compile-time unrolling with the standard library's metaprogramming instead of #pragma unroll: an FIR filter whose taps are a std::index_sequence expanded by fold expressions, tag dispatch on std::integral_constant for the boundary policy (clamp, wrap, zero), std::enable_if_t-selected overloads for integer and floating sample types, std::conditional_t for the accumulator, and a std::tuple-free parameter pack of tap counts instantiated from one variadic helper.
// @let N = 1 << 22
// @buf xf f32[N] uniform(-1, 1)
// @buf xi i16[N] uniform(-30000, 30000)
// @buf yf f32[3 * N] zero
// @buf yi i32[3 * N] zero
// @launch fir_all<float> grid(N / 256) block(256) args(xf, yf, i32(N))
// @launch fir_all<short> grid(N / 256) block(256) args(xi, yi, i32(N))
// @check yf abs=1e-5 rel=1e-5
// @check yi exact
#include <cuda_runtime.h>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace fir {

enum class Edge { Clamp, Wrap, Zero };
template <Edge E> using edge_t = std::integral_constant<Edge, E>;

__device__ __forceinline__ int at(int i, int n, edge_t<Edge::Clamp>) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }
__device__ __forceinline__ int at(int i, int n, edge_t<Edge::Wrap>) { return (i % n + n) % n; }
__device__ __forceinline__ int at(int i, int n, edge_t<Edge::Zero>) { return (i < 0 || i >= n) ? -1 : i; }

// Taps: symmetric integer weights 1, 2, 3, ... peaking in the middle.
template <std::size_t K, std::size_t Taps> struct tap : std::integral_constant<int, (K < Taps / 2 ? K + 1 : Taps - K)> {};

template <typename T> using acc_t = std::conditional_t<std::is_integral<T>::value, int, float>;

template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__device__ __forceinline__ float scale(float acc, int norm) {
  return acc / (float)norm;
}
template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__device__ __forceinline__ int scale(int acc, int norm) {
  return (acc + norm / 2) / norm;
}

template <typename T, typename EdgeTag, std::size_t... K>
__device__ acc_t<T> filter_at(const T *x, int i, int n, EdgeTag e, std::index_sequence<K...>) {
  constexpr std::size_t taps = sizeof...(K);
  constexpr int norm = (tap<K, taps>::value + ...);
  auto sample = [&](int j) -> acc_t<T> {
    int idx = at(j, n, e);
    return idx < 0 ? acc_t<T>(0) : acc_t<T>(x[idx]);
  };
  acc_t<T> acc = ((acc_t<T>(tap<K, taps>::value) * sample(i + (int)K - (int)(taps / 2))) + ...);
  return scale<T>(acc, norm);
}

template <std::size_t Taps, typename T, typename EdgeTag>
__device__ acc_t<T> filter(const T *x, int i, int n, EdgeTag e) {
  return filter_at(x, i, n, e, std::make_index_sequence<Taps>{});
}

}  // namespace fir

template <typename T> __global__ void fir_all(const T *__restrict__ x, fir::acc_t<T> *__restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  y[i] = fir::filter<5>(x, i, n, fir::edge_t<fir::Edge::Clamp>{});
  y[n + i] = fir::filter<9>(x, i, n, fir::edge_t<fir::Edge::Wrap>{});
  y[2 * n + i] = fir::filter<7>(x, i, n, fir::edge_t<fir::Edge::Zero>{});
}

template __global__ void fir_all<float>(const float *, float *, int);
template __global__ void fir_all<short>(const short *, int *, int);
