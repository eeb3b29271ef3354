// @realcode Device code written against libcu++ the way newer CCCL-based libraries do it: cuda::std::span views over each segment, cuda::std::optional for a first-match search, cuda::std::expected<float, Err> carrying a per-segment error code, cuda::std::numbers::pi_v and inv_sqrtpi_v, cuda::std::inner_product and accumulate from <cuda/std/numeric>, cuda::std::abs, range-for over a span, cuda::std::bitset for a small flag set, assert from <cuda/std/cassert>, and cuda::std::numeric_limits for the sentinels.
// @let NSEG = 1 << 16
// @let SEG = 256
// @buf x f32[NSEG * SEG] uniform(-1, 1)
// @buf lens i32[NSEG] uniform(1, 257)
// @buf score f32[NSEG] zero
// @buf first_big i32[NSEG] zero
// @buf flags u32[NSEG] zero
// @launch segment_stats grid(cdiv(NSEG, 128)) block(128) args(x, lens, score, first_big, flags, i32(NSEG), i32(SEG))
// @check score abs=1e-4 rel=1e-4
// @check first_big exact
// @check flags exact
#include <cuda/std/bitset>
#include <cuda/std/cassert>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>
#include <cuda/std/expected>
#include <cuda/std/limits>
#include <cuda/std/numbers>
#include <cuda/std/numeric>
#include <cuda/std/optional>
#include <cuda/std/span>

enum class Err : int { Empty = 1, NotFinite = 2 };

static __device__ cuda::std::optional<int> first_above(cuda::std::span<const float> s, float t) {
  for (cuda::std::size_t i = 0; i < s.size(); ++i)
    if (s[i] > t) return static_cast<int>(i);
  return cuda::std::nullopt;
}

static __device__ cuda::std::expected<float, Err> gaussian_energy(cuda::std::span<const float> s) {
  if (s.empty()) return cuda::std::unexpected(Err::Empty);
  const float sumsq = cuda::std::inner_product(s.begin(), s.end(), s.begin(), 0.0f);
  const float sum = cuda::std::accumulate(s.begin(), s.end(), 0.0f);
  const float mean = sum / static_cast<float>(s.size());
  const float e = sumsq / static_cast<float>(s.size()) - mean * mean;
  if (!(e < cuda::std::numeric_limits<float>::infinity())) return cuda::std::unexpected(Err::NotFinite);
  return e * cuda::std::numbers::inv_sqrtpi_v<float> + cuda::std::numbers::pi_v<float> * 1e-3f;
}

__global__ void __launch_bounds__(128) segment_stats(const float *__restrict__ x, const int *__restrict__ lens,
                                                     float *__restrict__ score, int *__restrict__ first_big,
                                                     cuda::std::uint32_t *__restrict__ flags, int nseg, int seg) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nseg) return;
  const int len = min(max(lens[i], 0), seg);
  assert(len <= seg);
  cuda::std::span<const float> view(x + static_cast<cuda::std::size_t>(i) * seg, static_cast<cuda::std::size_t>(len));
  cuda::std::bitset<8> bits;
  const auto e = gaussian_energy(view);
  if (e.has_value()) {
    score[i] = *e;
  } else {
    score[i] = -1.0f;
    bits.set(static_cast<int>(e.error()) - 1);
  }
  const cuda::std::optional<int> hit = first_above(view, 0.98f);
  first_big[i] = hit.value_or(cuda::std::numeric_limits<int>::max());
  bits.set(2, hit.has_value());
  float lo = cuda::std::numeric_limits<float>::max(), hi = cuda::std::numeric_limits<float>::lowest();
  for (const float v : view) {
    lo = fminf(lo, v);
    hi = fmaxf(hi, v);
  }
  bits.set(3, fmaxf(cuda::std::abs(lo), cuda::std::abs(hi)) > 0.99f);
  bits.set(4, len == seg);
  flags[i] = static_cast<cuda::std::uint32_t>(bits.to_ulong()) | (static_cast<cuda::std::uint32_t>(bits.count()) << 8);
}
