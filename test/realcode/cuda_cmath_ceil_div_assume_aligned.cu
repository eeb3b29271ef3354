// @realcode tiling arithmetic as CCCL-era code writes it: cuda::ceil_div / cuda::round_up / cuda::round_down from <cuda/cmath> for tile counts and padded strides, <cuda/std/climits> and <cuda/std/type_traits> (is_unsigned_v, make_signed_t, conditional_t) choosing index types, and the compiler hints __builtin_assume_aligned, __builtin_assume, __builtin_unreachable and __builtin_expect on a padded row-major copy-and-scale kernel.
// @let ROWS = 4099
// @let COLS = 1021
// @let LD = 1024
// @buf src f32[ROWS * LD] uniform(-1, 1)
// @buf dst f32[ROWS * LD] zero
// @buf tiles u32[8] zero
// @launch pad_scale<unsigned int> grid(cdiv(LD, 128), cdiv(ROWS, 8)) block(32, 8) args(src, dst, tiles, u32(ROWS), u32(COLS), u32(LD), f32(1.5))
// @check dst exact
// @check tiles exact
#include <cuda/cmath>
#include <cuda/std/climits>
#include <cuda/std/type_traits>

template <class Index>
using wide_index_t = cuda::std::conditional_t<(sizeof(Index) * CHAR_BIT < 64), unsigned long long, Index>;

template <class Index>
__global__ void pad_scale(const float *src_, float *dst_, unsigned *__restrict__ tiles, Index rows, Index cols,
                          Index ld, float scale) {
  static_assert(cuda::std::is_unsigned_v<Index>, "unsigned index math");
  using signed_t = cuda::std::make_signed_t<Index>;
  const float *src = static_cast<const float *>(__builtin_assume_aligned(src_, 16));
  float *dst = static_cast<float *>(__builtin_assume_aligned(dst_, 16));
  __builtin_assume(ld % 4 == 0);
  __builtin_assume(cols <= ld);
  const Index tiles_x = cuda::ceil_div(cols, Index(blockDim.x * 4));
  const Index padded = cuda::round_up(cols, Index(32));
  const Index body = cuda::round_down(cols, Index(4));
  if (blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0 && threadIdx.y == 0) {
    tiles[0] = tiles_x;
    tiles[1] = padded;
    tiles[2] = body;
    tiles[3] = cuda::ceil_div(rows, Index(blockDim.y));
    tiles[4] = (unsigned)(signed_t)(cols - padded);
    tiles[5] = cuda::std::numeric_limits<signed_t>::max() == INT_MAX;
    tiles[6] = cuda::ceil_div(Index(UINT_MAX), Index(1u << 20));
    tiles[7] = cuda::round_up(rows * 3u, Index(7));
  }
  const Index r = blockIdx.y * blockDim.y + threadIdx.y;
  if (__builtin_expect(r >= rows, 0)) return;
  const Index c0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (c0 >= ld) return;
  const wide_index_t<Index> base = (wide_index_t<Index>)r * ld + c0;
  float4 v = *reinterpret_cast<const float4 *>(src + base);
  switch ((c0 + 4 <= body) ? 0 : (c0 < cols ? 1 : 2)) {
  case 0:
    v.x *= scale; v.y *= scale; v.z *= scale; v.w *= scale;
    break;
  case 1:  // the ragged tail: only the columns < cols are data
    v.x = c0 + 0 < cols ? v.x * scale : 0.f;
    v.y = c0 + 1 < cols ? v.y * scale : 0.f;
    v.z = c0 + 2 < cols ? v.z * scale : 0.f;
    v.w = c0 + 3 < cols ? v.w * scale : 0.f;
    break;
  case 2:
    v = make_float4(0.f, 0.f, 0.f, 0.f);
    break;
  default:
    __builtin_unreachable();
  }
  *reinterpret_cast<float4 *>(dst + base) = v;
}

template __global__ void pad_scale<unsigned>(const float *, float *, unsigned *__restrict__, unsigned, unsigned, unsigned, float);
