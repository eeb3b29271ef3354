// @realcode Segmented min/max/argmin over fixed-width segments using cuda::std::numeric_limits for the identities (std::numeric_limits in static_asserts, where nvcc allows it without --expt-relaxed-constexpr) (lowest, max, infinity, digits), cuda::std::array for per-thread accumulators, and cuda::std::span views of each segment; int and float outputs.
// @let SEGS = 1 << 16
// @let W = 64
// @buf v f32[SEGS * W] uniform(-1000, 1000)
// @buf k i32[SEGS * W] uniform(-100000, 100000)
// @buf fmin_out f32[SEGS] zero
// @buf fmax_out f32[SEGS] zero
// @buf kminmax i32[2 * SEGS] zero
// @buf argmin u32[SEGS] zero
// @launch segment_stats grid(cdiv(SEGS, 128)) block(128) args(v, k, fmin_out, fmax_out, kminmax, argmin, i32(SEGS))
// @check fmin_out exact
// @check fmax_out exact
// @check kminmax exact
// @check argmin exact
#include <limits>
#include <cuda/std/limits>
#include <cuda/std/array>
#include <cuda/std/span>

constexpr int kWidth = 64;
static_assert(std::numeric_limits<float>::digits == 24, "IEEE single");
static_assert(cuda::std::numeric_limits<int>::max() == 2147483647, "32-bit int");

template <typename T>
struct MinMax {
  T lo = cuda::std::numeric_limits<T>::max();
  T hi = cuda::std::numeric_limits<T>::lowest();
  __device__ void add(T x) {
    lo = x < lo ? x : lo;
    hi = x > hi ? x : hi;
  }
};

__device__ unsigned argmin_of(cuda::std::span<const float> s) {
  float best = cuda::std::numeric_limits<float>::infinity();
  unsigned at = cuda::std::numeric_limits<unsigned>::max();
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] < best) { best = s[i]; at = (unsigned)i; }
  return at;
}

__global__ void segment_stats(const float *v, const int *k, float *fmin_out, float *fmax_out, int *kminmax,
                              unsigned *argmin, int segs) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= segs) return;
  cuda::std::span<const float, kWidth> vs(v + (size_t)s * kWidth, kWidth);
  cuda::std::span<const int> ks(k + (size_t)s * kWidth, kWidth);
  cuda::std::array<MinMax<float>, 2> halves{};
  MinMax<int> ki;
  for (size_t i = 0; i < vs.size(); ++i) halves[i < kWidth / 2 ? 0 : 1].add(vs[i]);
  for (int x : ks) ki.add(x);
  float lo = cuda::std::numeric_limits<float>::infinity(), hi = -lo;
  for (const auto &h : halves) {
    lo = fminf(lo, h.lo);
    hi = fmaxf(hi, h.hi);
  }
  fmin_out[s] = lo;
  fmax_out[s] = hi;
  kminmax[2 * s] = ki.lo;
  kminmax[2 * s + 1] = ki.hi;
  argmin[s] = argmin_of(vs.first<kWidth / 2>()) ^ (argmin_of(vs.last(kWidth / 2)) << 16);
}
