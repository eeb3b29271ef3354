// @realcode One templated normalise-and-quantise kernel instantiated for float, double, int and unsigned char inputs and outputs, dispatching with if constexpr on std::is_floating_point_v / std::is_signed_v / std::is_same_v, std::conditional_t accumulators, std::make_unsigned_t, std::enable_if_t overloads and cuda::std::numeric_limits<T>::max()/lowest()/digits.
// @let N = 1 << 22
// @buf xf f32[N] uniform(-3, 3)
// @buf xd f64[N] uniform(-3, 3)
// @buf xi i32[N] uniform(-100000, 100000)
// @buf xu u8[N] uniform(0, 256)
// @buf of i8[N] zero
// @buf od u16[N] zero
// @buf oi f32[N] zero
// @buf ou f64[N] zero
// @launch quantise<float, signed char> grid(cdiv(N, 256)) block(256) args(xf, of, i32(N), f32(40.0))
// @launch quantise<double, unsigned short> grid(cdiv(N, 256)) block(256) args(xd, od, i32(N), f64(10000.0))
// @launch quantise<int, float> grid(cdiv(N, 256)) block(256) args(xi, oi, i32(N), i32(3))
// @launch quantise<unsigned char, double> grid(cdiv(N, 256)) block(256) args(xu, ou, i32(N), u8(2))
// @check of exact
// @check od exact
// @check oi abs=1e-3 rel=1e-6
// @check ou abs=1e-12 rel=1e-12
#include <cuda/std/limits>
#include <type_traits>

template <typename T>
using acc_t = std::conditional_t<std::is_floating_point_v<T>, double, long long>;

template <typename T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
__device__ T magnitude(T x) { return x < T(0) ? -x : x; }

template <typename T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
__device__ std::make_unsigned_t<T> magnitude(T x) {
  using U = std::make_unsigned_t<T>;
  if constexpr (std::is_signed_v<T>) return x < 0 ? U(0) - U(x) : U(x);
  else return x;
}

template <typename Out, typename A>
__device__ Out saturate(A v) {
  if constexpr (std::is_floating_point_v<Out>) {
    return static_cast<Out>(v);
  } else {
    constexpr A lo = static_cast<A>(cuda::std::numeric_limits<Out>::lowest());
    constexpr A hi = static_cast<A>(cuda::std::numeric_limits<Out>::max());
    if constexpr (std::is_floating_point_v<A>) {
      if (!(v == v)) return Out(0);
      v = rint(v);
    }
    return static_cast<Out>(v < lo ? lo : (v > hi ? hi : v));
  }
}

template <typename In, typename Out>
__global__ void quantise(const In *__restrict__ x, Out *__restrict__ out, int n, In scale) {
  static_assert(cuda::std::numeric_limits<Out>::is_specialized, "output must be arithmetic");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  acc_t<In> v = static_cast<acc_t<In>>(x[i]) * static_cast<acc_t<In>>(scale);
  if constexpr (std::is_same_v<In, unsigned char>) {
    v += static_cast<acc_t<In>>(magnitude(x[i]) >> 1);
    out[i] = saturate<Out>(static_cast<double>(v) / cuda::std::numeric_limits<unsigned char>::max());
  } else if constexpr (std::is_integral_v<In>) {
    v -= static_cast<acc_t<In>>(magnitude(x[i]) % 7u);
    out[i] = saturate<Out>(static_cast<float>(v) / static_cast<float>(1 << (cuda::std::numeric_limits<In>::digits / 4)));
  } else {
    if constexpr (std::is_unsigned_v<Out>) v = magnitude(v);
    out[i] = saturate<Out>(v);
  }
}

template __global__ void quantise<float, signed char>(const float *, signed char *, int, float);
template __global__ void quantise<double, unsigned short>(const double *, unsigned short *, int, double);
template __global__ void quantise<int, float>(const int *, float *, int, int);
template __global__ void quantise<unsigned char, double>(const unsigned char *, double *, int, unsigned char);
