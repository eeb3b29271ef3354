// @realcode Saturating narrowing casts in the modern libcu++ style: cuda::std::numeric_limits, cuda::std::is_signed_v and if constexpr pick the bounds, <cuda/std/cstdint> fixed-width types, one templated kernel instantiated for int16, int8 and uint8 outputs, and a per-block count of the clamped values.
// @let N = 1 << 22
// @buf in i32[N] uniform(-70000, 70000)
// @buf out16 i16[N] zero
// @buf out8 i8[N] zero
// @buf outu8 u8[N] zero
// @buf clamped u32[3 * cdiv(N, 256)] zero
// @launch saturate_kernel<short> grid(cdiv(N, 256)) block(256) args(in, out16, clamped, i32(N), i32(0))
// @launch saturate_kernel<signed char> grid(cdiv(N, 256)) block(256) args(in, out8, clamped, i32(N), i32(1))
// @launch saturate_kernel<unsigned char> grid(cdiv(N, 256)) block(256) args(in, outu8, clamped, i32(N), i32(2))
// @check out16 exact
// @check out8 exact
// @check outu8 exact
// @check clamped exact
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>

template <typename To>
__device__ __forceinline__ To saturate_cast(cuda::std::int32_t v, bool &clipped) {
  using L = cuda::std::numeric_limits<To>;
  static_assert(L::is_integer, "integers only");
  constexpr cuda::std::int32_t lo = static_cast<cuda::std::int32_t>(L::min());
  constexpr cuda::std::int32_t hi = static_cast<cuda::std::int32_t>(L::max());
  if constexpr (!cuda::std::is_signed_v<To>) {
    static_assert(lo == 0, "unsigned types start at zero");
  }
  clipped = v < lo || v > hi;
  return static_cast<To>(v < lo ? lo : (v > hi ? hi : v));
}

template <typename To>
__global__ void saturate_kernel(const cuda::std::int32_t *__restrict__ in, To *__restrict__ out,
                                cuda::std::uint32_t *clamped, int n, int slot) {
  __shared__ cuda::std::uint32_t block_count;
  if (threadIdx.x == 0) block_count = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    bool clipped;
    out[i] = saturate_cast<To>(in[i], clipped);
    if (clipped) atomicAdd(&block_count, 1u);
  }
  __syncthreads();
  if (threadIdx.x == 0) clamped[slot * gridDim.x + blockIdx.x] = block_count;
}

template __global__ void saturate_kernel<cuda::std::int16_t>(const cuda::std::int32_t *, cuda::std::int16_t *,
                                                             cuda::std::uint32_t *, int, int);
template __global__ void saturate_kernel<cuda::std::int8_t>(const cuda::std::int32_t *, cuda::std::int8_t *,
                                                            cuda::std::uint32_t *, int, int);
template __global__ void saturate_kernel<cuda::std::uint8_t>(const cuda::std::int32_t *, cuda::std::uint8_t *,
                                                             cuda::std::uint32_t *, int, int);
