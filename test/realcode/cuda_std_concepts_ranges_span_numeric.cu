// @realcode libcu++ beyond the basics, as recent CCCL-based code writes device helpers: `cuda::std::integral` / `floating_point` / `same_as` concepts used through `enable_if_t` in C++17 mode, range-for loops over a `cuda::std::span<float, 8>` and a C array through a generic `range_sum` using `cuda::std::ranges::begin` and `cuda::std::remove_cvref_t`, `cuda::std::ranges::size` / `cuda::std::size` on them, `cuda::std::accumulate` / `inner_product` / `partial_sum` / `iota` from <cuda/std/numeric>, `cuda::std::addressof`, `cuda::std::exchange`, `cuda::std::distance` / `next` / `prev` / `reverse_iterator` from <cuda/std/iterator>, `cuda::std::memcpy` from <cuda/std/cstring>, and `cuda::std::source_location::current().line()` captured into the output.
// @let N = 1 << 20
// @buf x f32[N * 8] uniform(-1, 1)
// @buf yi i32[N * 4] uniform(-1000, 1000)
// @buf outf f32[N * 4] zero
// @buf outi i64[N * 4] zero
// @launch span_numeric grid(N / 128) block(128) args(x, outf, i32(N))
// @launch integral_ops grid(N / 128) block(128) args(yi, outi, i32(N))
// @check outf abs=1e-5 rel=1e-5
// @check outi exact
#include <cuda/std/concepts>
#include <cuda/std/cstring>
#include <cuda/std/iterator>
#include <cuda/std/numeric>
#include <cuda/std/ranges>
#include <cuda/std/source_location>
#include <cuda/std/span>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

template <class T, cuda::std::enable_if_t<cuda::std::floating_point<T>, int> = 0>
__device__ T scaled(T v) { return v * T(0.5) + T(0.25); }
template <class T, cuda::std::enable_if_t<cuda::std::integral<T> && !cuda::std::same_as<T, bool>, int> = 0>
__device__ T scaled(T v) { return (v >> 1) + 1; }

template <class Range> __device__ auto range_sum(const Range &r) {
  using V = cuda::std::remove_cvref_t<decltype(*cuda::std::ranges::begin(r))>;
  V s{};
  for (auto v : r)
    s += v;
  return s;
}

struct Packed {
  float lo;
  int hi;
};

__global__ void span_numeric(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float buf[8];
  for (int k = 0; k < int(cuda::std::size(buf)); ++k)
    buf[k] = x[size_t(i) * 8 + k];
  cuda::std::span<float, 8> s(buf);
  float total = cuda::std::accumulate(s.begin(), s.end(), 0.0f);
  float dot = cuda::std::inner_product(s.begin(), s.begin() + 4, s.rbegin(), 0.0f);
  float pref[8];
  cuda::std::partial_sum(s.begin(), s.end(), pref);
  auto mid = cuda::std::next(s.begin(), 3);
  auto back = cuda::std::prev(s.end(), 2);
  cuda::std::reverse_iterator<float *> rit(buf + 8);
  Packed p{scaled(total), int(cuda::std::ranges::size(s))};
  Packed q;
  cuda::std::memcpy(&q, cuda::std::addressof(p), sizeof(Packed));
  float old = cuda::std::exchange(buf[0], q.lo);
  out[size_t(i) * 4 + 0] = total + old * 0.0f + range_sum(s) - buf[0];
  out[size_t(i) * 4 + 1] = dot + *mid - *back + *rit;
  out[size_t(i) * 4 + 2] = pref[7] - pref[3] + float(cuda::std::distance(mid, back));
  out[size_t(i) * 4 + 3] = q.lo + float(q.hi);
}

__global__ void integral_ops(const int *y, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v[4];
  cuda::std::iota(v, v + 4, y[size_t(i) * 4]);
  long long acc = cuda::std::accumulate(v, v + 4, 0ll, [](long long a, int b) { return a * 3 + scaled(b); });
  long long tri_src[8];
  for (int k = 0; k < 8; ++k)
    tri_src[k] = (y[size_t(i) * 4 + 1] & 15) + k;
  long long tri = range_sum(tri_src) + (long long)cuda::std::ranges::size(tri_src);
  int line = int(cuda::std::source_location::current().line());
  out[size_t(i) * 4 + 0] = acc;
  out[size_t(i) * 4 + 1] = tri;
  out[size_t(i) * 4 + 2] = scaled(static_cast<long long>(y[size_t(i) * 4 + 2])) * 7;
  out[size_t(i) * 4 + 3] = line > 0 ? y[size_t(i) * 4 + 3] - line : -1;
}
