// @realcode A generic saturating down-cast written over libcu++ traits of the extended floating types: cuda::std::numeric_limits<__half>, <__nv_bfloat16> and <__nv_fp8_e4m3> (max, lowest, epsilon, digits, has_infinity), cuda::std::isnan/isinf/isfinite/fabs on __half and __nv_bfloat16, cuda::std::is_same_v dispatch, and per-element status flags as cuda::std::byte with |=, <<, to_integer, packed four to a word.
// @let N = 1 << 22
// @buf x f32[N] uniform(-100000, 100000)
// @buf h f16[N] zero
// @buf b bf16[N] zero
// @buf q u8[N] zero
// @buf flags u8[N] zero
// @buf summary u32[N / 4] zero
// @launch saturate_cast_all grid(N / 256) block(256) args(x, h, b, q, flags, i32(N))
// @launch pack_flags grid(N / 4 / 256) block(256) args(flags, summary, i32(N / 4))
// @check h rel=1e-3 abs=1e-3
// @check b rel=1e-2 abs=1e-2
// @check q exact
// @check flags exact
// @check summary exact
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/cstddef>
#include <cuda/std/cmath>

using cuda::std::byte;

enum : unsigned char { kClampedHigh = 1, kClampedLow = 2, kTiny = 4 };

// Saturates v into T's finite range and reports which side was hit.
template <typename T> __device__ T saturate_to(float v, byte &status, int shift) {
  using lim = cuda::std::numeric_limits<T>;
  const float hi = float(lim::max());
  const float lo = float(lim::lowest());
  if (v > hi) {
    status |= byte{kClampedHigh} << shift;
    v = hi;
  } else if (v < lo) {
    status |= byte{kClampedLow} << shift;
    v = lo;
  }
  // Below epsilon * 2^-digits the value is all rounding error: flag it.
  if (v != 0.0f && fabsf(v) < float(lim::epsilon()) * ldexpf(1.0f, -lim::digits)) status |= byte{kTiny} << shift;
  if constexpr (cuda::std::is_same_v<T, __nv_fp8_e4m3>) {
    static_assert(!lim::has_infinity, "e4m3 has no infinity");
    return T(v);
  } else {
    return static_cast<T>(v);
  }
}

__global__ void saturate_cast_all(const float *__restrict__ x, __half *__restrict__ h, __nv_bfloat16 *__restrict__ b,
                                  __nv_fp8_e4m3 *__restrict__ q, byte *__restrict__ flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i] * (i % 3 == 0 ? 1.0f : 1e-3f);
  byte st{0};
  __half hv = saturate_to<__half>(v, st, 0);
  __nv_bfloat16 bv = saturate_to<__nv_bfloat16>(v * 1e30f, st, 3);
  __nv_fp8_e4m3 qv = saturate_to<__nv_fp8_e4m3>(v, st, 5);
  // A saturated half is finite by construction; the checks are the real code's guards.
  if (cuda::std::isinf(hv) || cuda::std::isnan(hv) || !cuda::std::isfinite(bv)) st |= byte{0x80};
  if (cuda::std::fabs(hv) == cuda::std::numeric_limits<__half>::max()) st |= byte{0x40};
  h[i] = hv;
  b[i] = bv;
  q[i] = qv;
  flags[i] = st;
}

__global__ void pack_flags(const byte *__restrict__ flags, unsigned *__restrict__ summary, int words) {
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w >= words) return;
  unsigned packed = 0;
#pragma unroll
  for (int j = 0; j < 4; j++) packed |= cuda::std::to_integer<unsigned>(flags[4 * w + j]) << (8 * j);
  summary[w] = packed;
}
