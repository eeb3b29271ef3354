// @realcode OpenCV-style warpPerspective on RGBA8 images: the inverse 3x3 homography in a __constant__ float array, a border-mode policy chosen at compile time (enum class template parameter: constant, replicate, reflect-101, wrap) through a constexpr if chain in an index remapping helper, bilinear interpolation in float with the four taps read as uchar4 through __ldg, the result rounded with __float2uint_rn and saturated as cv::saturate_cast does, and a nearest-neighbour variant selected by a second template parameter; grid of 32x8 blocks over the destination, one output pixel per thread.
// @let W = 1920
// @let H = 1080
// @const c_hinv f32[9] set(0, 0.97) set(1, 0.06) set(2, -30.5) set(3, -0.04) set(4, 1.02) set(5, 12.25) set(6, 0.00002) set(7, -0.00003) set(8, 1.0)
// @buf src u32[W * H] uniform(0, 4294967295)
// @buf dst_const u32[W * H] zero
// @buf dst_repl u32[W * H] zero
// @buf dst_refl u32[W * H] zero
// @buf dst_wrap u32[W * H] zero
// @buf dst_near u32[W * H] zero
// @launch warp_perspective<(Border)0, (Interp)1> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, dst_const, i32(W), i32(H), u32(0x80402010))
// @launch warp_perspective<(Border)1, (Interp)1> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, dst_repl, i32(W), i32(H), u32(0))
// @launch warp_perspective<(Border)2, (Interp)1> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, dst_refl, i32(W), i32(H), u32(0))
// @launch warp_perspective<(Border)3, (Interp)1> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, dst_wrap, i32(W), i32(H), u32(0))
// @launch warp_perspective<(Border)0, (Interp)0> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, dst_near, i32(W), i32(H), u32(0xff00ff00))
// @check dst_const exact
// @check dst_repl exact
// @check dst_refl exact
// @check dst_wrap exact
// @check dst_near exact
#include <cuda_runtime.h>

enum class Border { Constant, Replicate, Reflect101, Wrap };
enum class Interp { Nearest, Linear };

__constant__ float c_hinv[9];

// Maps a coordinate outside [0, n) into it; returns -1 for the constant border.
template <Border B> __device__ __forceinline__ int border_index(int p, int n) {
  if (p >= 0 && p < n) return p;
  if constexpr (B == Border::Constant) {
    return -1;
  } else if constexpr (B == Border::Replicate) {
    return p < 0 ? 0 : n - 1;
  } else if constexpr (B == Border::Reflect101) {
    if (n == 1) return 0;
    do {
      if (p < 0) p = -p;
      else p = 2 * n - 2 - p;
    } while ((unsigned)p >= (unsigned)n);
    return p;
  } else {
    p %= n;
    return p < 0 ? p + n : p;
  }
}

__device__ __forceinline__ unsigned char saturate_u8(float v) {
  const unsigned u = __float2uint_rn(v);
  return (unsigned char)(u > 255u ? 255u : u);
}

template <Border B>
__device__ __forceinline__ float4 fetch(const uchar4 *src, int x, int y, int w, int h, uchar4 border_value) {
  const int xi = border_index<B>(x, w), yi = border_index<B>(y, h);
  const uchar4 v = (xi < 0 || yi < 0) ? border_value : __ldg(&src[yi * w + xi]);
  return make_float4(v.x, v.y, v.z, v.w);
}

template <Border B, Interp I>
__global__ void warp_perspective(const uchar4 *__restrict__ src, uchar4 *__restrict__ dst, int w, int h, unsigned border) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  const uchar4 bv = *reinterpret_cast<const uchar4 *>(&border);
  const float zw = c_hinv[6] * x + c_hinv[7] * y + c_hinv[8];
  const float inv = zw != 0.f ? 1.f / zw : 0.f;
  const float sx = (c_hinv[0] * x + c_hinv[1] * y + c_hinv[2]) * inv;
  const float sy = (c_hinv[3] * x + c_hinv[4] * y + c_hinv[5]) * inv;
  uchar4 out;
  if constexpr (I == Interp::Nearest) {
    const int ix = __float2int_rd(sx + 0.5f), iy = __float2int_rd(sy + 0.5f);
    const float4 v = fetch<B>(src, ix, iy, w, h, bv);
    out = make_uchar4((unsigned char)v.x, (unsigned char)v.y, (unsigned char)v.z, (unsigned char)v.w);
  } else {
    const int x0 = __float2int_rd(sx), y0 = __float2int_rd(sy);
    const float ax = sx - x0, ay = sy - y0;
    const float4 p00 = fetch<B>(src, x0, y0, w, h, bv), p01 = fetch<B>(src, x0 + 1, y0, w, h, bv);
    const float4 p10 = fetch<B>(src, x0, y0 + 1, w, h, bv), p11 = fetch<B>(src, x0 + 1, y0 + 1, w, h, bv);
    const float w00 = (1.f - ax) * (1.f - ay), w01 = ax * (1.f - ay), w10 = (1.f - ax) * ay, w11 = ax * ay;
    out.x = saturate_u8(p00.x * w00 + p01.x * w01 + p10.x * w10 + p11.x * w11);
    out.y = saturate_u8(p00.y * w00 + p01.y * w01 + p10.y * w10 + p11.y * w11);
    out.z = saturate_u8(p00.z * w00 + p01.z * w01 + p10.z * w10 + p11.z * w11);
    out.w = saturate_u8(p00.w * w00 + p01.w * w01 + p10.w * w10 + p11.w * w11);
  }
  dst[y * w + x] = out;
}

template __global__ void warp_perspective<(Border)0, (Interp)1>(const uchar4 *__restrict__, uchar4 *__restrict__, int, int, unsigned);
template __global__ void warp_perspective<(Border)1, (Interp)1>(const uchar4 *__restrict__, uchar4 *__restrict__, int, int, unsigned);
template __global__ void warp_perspective<(Border)2, (Interp)1>(const uchar4 *__restrict__, uchar4 *__restrict__, int, int, unsigned);
template __global__ void warp_perspective<(Border)3, (Interp)1>(const uchar4 *__restrict__, uchar4 *__restrict__, int, int, unsigned);
template __global__ void warp_perspective<(Border)0, (Interp)0>(const uchar4 *__restrict__, uchar4 *__restrict__, int, int, unsigned);
