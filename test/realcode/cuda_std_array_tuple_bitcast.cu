// @realcode libcu++ containers and utilities as header-only ML code uses them in kernels: cuda::std::array accumulators, a cuda::std::tuple returned from a device function and unpacked with structured bindings and cuda::std::get, cuda::std::bit_cast for float bits, numeric_limits<float>::lowest/infinity/epsilon, cuda::std::fmin/fmax.
// @let N = 1 << 20
// @buf x f32[N * 4] uniform(-8, 8)
// @buf stats f32[N * 3] zero
// @buf keys u32[N] zero
// @launch row4_stats grid(cdiv(N, 128)) block(128) args(x, stats, keys, i32(N))
// @check stats abs=1e-5 rel=1e-5
// @check keys exact
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/bit>
#include <cuda/std/limits>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>

using vec4 = cuda::std::array<float, 4>;

__device__ cuda::std::tuple<float, float, int> min_max_argmax(const vec4 &v) {
  float lo = cuda::std::numeric_limits<float>::infinity();
  float hi = cuda::std::numeric_limits<float>::lowest();
  int arg = -1;
  for (int k = 0; k < (int)v.size(); ++k) {
    lo = cuda::std::fmin(lo, v[k]);
    if (v[k] > hi) { hi = v[k]; arg = k; }
  }
  return cuda::std::make_tuple(lo, hi, arg);
}

// order-preserving key of a float (radix-sort style)
__device__ cuda::std::uint32_t sortable(float f) {
  auto u = cuda::std::bit_cast<cuda::std::uint32_t>(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__global__ void row4_stats(const float *__restrict__ x, float *__restrict__ stats, cuda::std::uint32_t *__restrict__ keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  vec4 v;
  for (int k = 0; k < 4; ++k) v[k] = x[4 * i + k];
  auto [lo, hi, arg] = min_max_argmax(v);
  vec4 sq{};
  for (int k = 0; k < 4; ++k) sq[k] = v[k] * v[k];
  float mean_sq = (sq[0] + sq[1] + sq[2] + sq[3]) * 0.25f;
  auto t = cuda::std::make_tuple(lo, hi, mean_sq);
  stats[3 * i] = cuda::std::get<0>(t);
  stats[3 * i + 1] = cuda::std::get<1>(t);
  stats[3 * i + 2] = cuda::std::fmin(cuda::std::fmax(cuda::std::get<2>(t), cuda::std::numeric_limits<float>::epsilon()), 32.0f);
  keys[i] = sortable(v[arg]) ^ (cuda::std::uint32_t)arg;
}
