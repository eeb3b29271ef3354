// @realcode Functional-style device code: generic (auto-parameter) lambdas, a mutable lambda keeping a running state, an immediately-invoked lambda initialising a const, lambdas captured by value into a templated kernel, a template template parameter choosing the accumulator policy and a variadic fold over a parameter pack of transforms.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf y f32[N] zero
// @buf z f64[N / 8] zero
// @launch run_pipeline grid(cdiv(N, 256)) block(256) args(x, y, z, i32(N), f32(0.5))
// @check y abs=1e-6 rel=1e-6
// @check z abs=1e-9 rel=1e-9
#include <utility>

template <typename T>
struct SumPolicy {
  T acc{};
  __device__ void add(T v) { acc += v; }
};

template <typename T>
struct AbsMaxPolicy {
  T acc{};
  __device__ void add(T v) { acc = fmax(acc, v < T(0) ? -v : v); }
};

template <template <typename> class Policy, typename T, typename F>
__device__ T accumulate8(const float *p, F f) {
  Policy<T> pol;
#pragma unroll
  for (int k = 0; k < 8; ++k) pol.add(static_cast<T>(f(p[k], k)));
  return pol.acc;
}

template <typename... Fs>
__device__ float apply_all(float v, Fs... fs) {
  ((v = fs(v)), ...);
  return v;
}

template <typename Transform, typename Weight>
__global__ void pipeline_kernel(const float *__restrict__ x, float *__restrict__ y, double *__restrict__ z, int n, Transform tf,
                                Weight wt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  y[i] = tf(x[i]);
  if ((i & 7) == 0 && i + 8 <= n) {
    double s = accumulate8<SumPolicy, double>(x + i, wt);
    double m = accumulate8<AbsMaxPolicy, double>(x + i, [](auto v, auto) { return v; });
    z[i / 8] = s + m;
  }
}

__global__ void run_pipeline(const float *__restrict__ x, float *__restrict__ y, double *__restrict__ z, int n, float gain) {
  // a kernel that forwards to the templated one through device lambdas (no extended-lambda flag needed)
  const float bias = [&] {
    float b = 0.f;
    for (int k = 1; k <= 4; ++k) b += gain / k;
    return b;
  }();
  auto square = [](auto v) { return v * v; };
  auto shift = [bias](float v) { return v - bias; };
  auto scale = [=](float v) { return v * gain; };
  auto tf = [=](float v) { return apply_all(v, scale, square, shift); };
  int counter = 0;
  auto weight = [counter, gain](float v, int k) mutable { counter += k; return v * gain + counter; };
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  y[i] = tf(x[i]);
  if ((i & 7) == 0 && i + 8 <= n) {
    double s = accumulate8<SumPolicy, double>(x + i, weight);
    double m = accumulate8<AbsMaxPolicy, double>(x + i, [](auto v, auto) { return v; });
    z[i / 8] = s + m;
  }
}
