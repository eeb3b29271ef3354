// @realcode Monte Carlo in the style of physics codes that use Thrust's device utilities inside hand-written kernels: a thrust::default_random_engine per thread advanced with discard() to its own subsequence, thrust::uniform_real_distribution / normal_distribution / uniform_int_distribution draws, random-phase phasor sums in thrust::complex<float> (thrust::polar, thrust::exp, thrust::abs, thrust::norm, conj), a thrust::pair<float, int> running best and thrust::tuple results unpacked with thrust::get, thrust::maximum / thrust::plus functors, and the raw engine outputs for an exact check.
// @let N = 1 << 20
// @let K = 64
// @buf raw u32[N] zero
// @buf amp f32[N] zero
// @buf best_val f32[N] zero
// @buf best_idx i32[N] zero
// @buf spread f32[N] zero
// @launch phasor_walk<64> grid(N / 256) block(256) args(u32(20261204), raw, amp, best_val, best_idx, spread, i32(N))
// @check raw exact
// @check amp rel=1e-3 abs=1e-3
// @check best_val rel=1e-4 abs=1e-4
// @check best_idx frac=1e-3 (a walk whose two largest magnitudes differ in the last bits may pick the other step when a math function rounds the other way)
// @check spread rel=1e-3 abs=1e-3
#include <thrust/complex.h>
#include <thrust/functional.h>
#include <thrust/pair.h>
#include <thrust/random.h>
#include <thrust/tuple.h>

using cfloat = thrust::complex<float>;

template <int K>
__device__ thrust::tuple<cfloat, thrust::pair<float, int>, float> walk(thrust::default_random_engine &rng) {
  thrust::uniform_real_distribution<float> phase(0.f, 6.2831853f);
  thrust::normal_distribution<float> gauss(1.f, 0.25f);
  thrust::uniform_int_distribution<int> hop(1, 3);
  thrust::maximum<float> take_max;
  thrust::plus<float> add;
  cfloat sum(0.f, 0.f);
  thrust::pair<float, int> best = thrust::make_pair(-1.f, -1);
  float lo = 1e30f, hi = -1e30f;
#pragma unroll 4
  for (int k = 0; k < K; ++k) {
    const float a = gauss(rng);
    const float theta = phase(rng);
    const int steps = hop(rng);
    const cfloat step = thrust::polar(a, theta) * thrust::exp(cfloat(0.f, 0.1f * steps));
    sum += step;
    const float mag = thrust::abs(sum);
    if (mag > best.first) best = thrust::make_pair(mag, k);
    lo = thrust::minimum<float>()(lo, mag);
    hi = take_max(hi, mag);
  }
  return thrust::make_tuple(sum, best, add(hi, -lo));
}

template <int K>
__global__ void phasor_walk(unsigned seed, unsigned *__restrict__ raw, float *__restrict__ amp,
                            float *__restrict__ best_val, int *__restrict__ best_idx, float *__restrict__ spread,
                            int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  thrust::default_random_engine rng(seed);
  rng.discard(4 * K * (unsigned long long)i);  // each thread its own stretch of the stream
  raw[i] = rng();
  const auto result = walk<K>(rng);
  const cfloat z = thrust::get<0>(result);
  amp[i] = thrust::norm(z * thrust::conj(cfloat(1.f, 0.5f)));
  best_val[i] = thrust::get<1>(result).first;
  best_idx[i] = thrust::get<1>(result).second;
  spread[i] = thrust::get<2>(result);
}

template __global__ void phasor_walk<64>(unsigned, unsigned *, float *, float *, int *, float *, int);
