// @realcode C++17 statement-level style from modern code bases: [[nodiscard]], [[maybe_unused]], [[likely]]/[[unlikely]] on branches and switch cases, `if (init; cond)` and `switch (init; x)`, structured bindings in range-for over a constexpr table of pairs, constexpr lambdas, `#pragma unroll 1` and `_Pragma("unroll 4")` inside a macro, a `[[fallthrough]]` chain, and __syncwarp with a partial mask taken from __activemask inside a divergent branch.
// @let N = 1 << 22
// @buf codes u32[N] uniform(0, 1000)
// @buf vals f32[N] uniform(-10, 10)
// @buf out f32[N] zero
// @buf tally u32[N / 32] zero
// @launch classify_codes grid(N / 256) block(256) args(codes, vals, out, tally, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check tally exact

#define UNROLL4 _Pragma("unroll 4")

struct Band { unsigned lo; float gain; };
__device__ constexpr Band kBands[] = {{0, 0.5f}, {100, 1.0f}, {400, 1.5f}, {900, 3.0f}};

[[nodiscard]] __device__ inline float band_gain(unsigned code) {
  float g = 0.f;
  for (auto [lo, gain] : kBands)
    if (code >= lo) g = gain;
  return g;
}

[[nodiscard]] __device__ inline int steps_for(unsigned code) { return (int)(code % 7u); }

__global__ void classify_codes(const unsigned *__restrict__ codes, const float *__restrict__ vals, float *__restrict__ out,
                               unsigned *__restrict__ tally, int n) {
  __shared__ unsigned s_count[8][32];
  [[maybe_unused]] const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr auto square = [](float x) constexpr { return x * x; };
  static_assert(square(3.f) == 9.f, "constexpr lambda");
  float acc = 0.f;
  if (const unsigned c = codes[i]; c < 10) [[unlikely]] {
    acc = -1.f;
  } else {
    acc = vals[i] * band_gain(c);
  }
  switch (const unsigned k = codes[i] & 3u; k) {
  case 0: [[likely]]
    acc += 1.f;
    [[fallthrough]];
  case 1:
    acc *= 0.5f;
    break;
  case 2:
    acc = square(acc) * 0.01f;
    break;
  default:
    acc = -acc;
  }
  int steps = steps_for(codes[i]);
#pragma unroll 1
  for (int s = 0; s < steps; ++s) acc = acc * 0.9f + 0.1f;
  float tail = 0.f;
  UNROLL4
  for (int s = 0; s < steps + 2; ++s) tail += (float)s * 0.25f;
  out[i] = acc + tail;
  s_count[warp][lane] = 0;
  __syncwarp();
  if (codes[i] & 1u) {
    unsigned m = __activemask();
    s_count[warp][__ffs(m) - 1] = (unsigned)__popc(m);  // the lowest active lane's slot, one writer value
    __syncwarp(m);
  }
  __syncwarp();
  if (lane == 0) {
    unsigned t = 0;
    for (int l = 0; l < 32; ++l) t += s_count[warp][l];
    tally[i >> 5] = t;
  }
}
