// @realcode per-thread small-array work written with libcu++'s <cuda/std/functional>, <cuda/std/utility> and <cuda/std/tuple> as portable host/device code does: cuda::std::invoke on member function pointers, data member pointers and function objects, cuda::std::plus<>/multiplies<>/maximum-style transparent functors folded over a cuda::std::make_index_sequence, cuda::std::not_fn, cuda::std::exchange/swap in an insertion sort, and cuda::std::apply over a cuda::std::tuple.
// @let N = 1 << 20
// @buf vals f32[N * 8] uniform(-4, 4)
// @buf stats f32[N * 4] zero
// @buf counts i32[N * 2] zero
// @buf ranks i32[N] zero
// @launch window_stats<8> grid(cdiv(N, 128)) block(128) args(vals, stats, counts, ranks, i32(N))
// @check stats abs=1e-5 rel=1e-5
// @check counts exact
// @check ranks exact
#include <cuda/std/functional>
#include <cuda/std/utility>
#include <cuda/std/tuple>
#include <cuda/std/array>
#include <cuda/std/limits>

struct Window {
  float lo, hi;
  __host__ __device__ float width() const { return hi - lo; }
};

struct Positive {
  __host__ __device__ bool operator()(float v) const { return v > 0.f; }
};

template <class Op, class T, size_t N, size_t... I>
__host__ __device__ T fold_all(Op op, const cuda::std::array<T, N> &a, cuda::std::index_sequence<I...>) {
  T acc = a[0];
  ((acc = cuda::std::invoke(op, acc, a[I + 1])), ...);
  return acc;
}

template <int W>
__global__ void window_stats(const float *__restrict__ vals, float *__restrict__ stats, int *__restrict__ counts,
                             int *__restrict__ ranks, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::array<float, W> a;
  for (int k = 0; k < W; ++k) a[k] = vals[(size_t)i * W + k];
  auto maxf = [](float x, float y) { return x < y ? y : x; };
  auto minf = [](float x, float y) { return y < x ? y : x; };
  using rest = cuda::std::make_index_sequence<W - 1>;
  Window w{fold_all(minf, a, rest{}), fold_all(maxf, a, rest{})};
  float width = cuda::std::invoke(&Window::width, w);
  float lo = cuda::std::invoke(&Window::lo, w);
  float sum = fold_all(cuda::std::plus<>{}, a, rest{});
  float prod = fold_all(cuda::std::multiplies<float>{}, a, rest{});
  // Sorted copy by insertion, as a tiny per-thread sort.
  cuda::std::array<float, W> s = a;
  for (int k = 1; k < W; ++k)
    for (int j = k; j > 0 && s[j] < s[j - 1]; --j) cuda::std::swap(s[j], s[j - 1]);
  float first = cuda::std::exchange(s[0], cuda::std::numeric_limits<float>::lowest());
  auto t = cuda::std::make_tuple(s[W / 2 - 1], s[W / 2], sum);
  float median = cuda::std::apply([](float a0, float a1, float) { return 0.5f * (a0 + a1); }, t);
  stats[(size_t)i * 4 + 0] = width;
  stats[(size_t)i * 4 + 1] = lo + first;
  stats[(size_t)i * 4 + 2] = median;
  stats[(size_t)i * 4 + 3] = cuda::std::get<2>(t) + (prod > 0.f ? 1.f : -1.f);
  auto nonpositive = cuda::std::not_fn(Positive{});
  int pos = 0, nonpos = 0;
  for (int k = 0; k < W; ++k) {
    pos += cuda::std::invoke(Positive{}, a[k]);
    nonpos += nonpositive(a[k]);
  }
  counts[(size_t)i * 2 + 0] = pos;
  counts[(size_t)i * 2 + 1] = nonpos * 16 + (s[0] == cuda::std::numeric_limits<float>::lowest());
  int arg = 0;
  for (int k = 1; k < W; ++k) arg = cuda::std::invoke(cuda::std::greater<>{}, a[k], a[arg]) ? k : arg;
  ranks[i] = arg;
}

template __global__ void window_stats<8>(const float *__restrict__, float *__restrict__, int *__restrict__, int *__restrict__, int);
