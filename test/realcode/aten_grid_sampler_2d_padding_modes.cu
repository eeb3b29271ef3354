// @realcode ATen grid_sampler_2d forward (bilinear and nearest) over NCHW with the three padding modes (zeros, border, reflection) and align_corners, as the at::native helpers write it: grid_sampler_unnormalize, clip_coordinates, reflect_coordinates with ::fabs/::fmod/::floor on float overloads, an enum-class template parameter, within_bounds_2d and safe_add_2d-style guarded reads, and a CUDA_KERNEL_LOOP over N*H*W output positions.
// @let N = 4
// @let C = 16
// @let IH = 192
// @let IW = 256
// @let OH = 160
// @let OW = 224
// @buf input f32[N * C * IH * IW] uniform(-1, 1)
// @buf grid f32[N * OH * OW * 2] uniform(-1.2, 1.2)
// @buf out_zeros f32[N * C * OH * OW] zero
// @buf out_border f32[N * C * OH * OW] zero
// @buf out_reflect f32[N * C * OH * OW] zero
// @buf out_nearest f32[N * C * OH * OW] zero
// @launch at::native::grid_sampler_2d_kernel<0, 0> grid(cdiv(N * OH * OW, 256)) block(256) args(input, grid, out_zeros, i32(N), i32(C), i32(IH), i32(IW), i32(OH), i32(OW), i32(0))
// @launch at::native::grid_sampler_2d_kernel<0, 1> grid(cdiv(N * OH * OW, 256)) block(256) args(input, grid, out_border, i32(N), i32(C), i32(IH), i32(IW), i32(OH), i32(OW), i32(1))
// @launch at::native::grid_sampler_2d_kernel<0, 2> grid(cdiv(N * OH * OW, 256)) block(256) args(input, grid, out_reflect, i32(N), i32(C), i32(IH), i32(IW), i32(OH), i32(OW), i32(0))
// @launch at::native::grid_sampler_2d_kernel<1, 2> grid(cdiv(N * OH * OW, 256)) block(256) args(input, grid, out_nearest, i32(N), i32(C), i32(IH), i32(IW), i32(OH), i32(OW), i32(1))
// @check out_zeros abs=1e-5 rel=1e-5
// @check out_border abs=1e-5 rel=1e-5
// @check out_reflect abs=1e-5 rel=1e-5
// @check out_nearest abs=1e-5 rel=1e-5
#include <cmath>
#include <cuda_runtime.h>

#define CUDA_KERNEL_LOOP(i, n) \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += blockDim.x * gridDim.x)

namespace at { namespace native {
enum class GridSamplerInterpolation { Bilinear, Nearest };
enum class GridSamplerPadding { Zeros, Border, Reflection };

template <typename scalar_t>
static __forceinline__ __device__ scalar_t grid_sampler_unnormalize(scalar_t coord, int size, bool align_corners) {
  if (align_corners) return ((coord + 1.f) / 2) * (size - 1);
  return ((coord + 1.f) * size - 1) / 2;
}

template <typename scalar_t>
static __forceinline__ __device__ scalar_t clip_coordinates(scalar_t in, int clip_limit) {
  return ::min(static_cast<scalar_t>(clip_limit - 1), ::max(in, static_cast<scalar_t>(0)));
}

template <typename scalar_t>
static __forceinline__ __device__ scalar_t reflect_coordinates(scalar_t in, int twice_low, int twice_high) {
  if (twice_low == twice_high) return static_cast<scalar_t>(0);
  scalar_t min = static_cast<scalar_t>(twice_low) / 2;
  scalar_t span = static_cast<scalar_t>(twice_high - twice_low) / 2;
  in = ::fabs(in - min);
  scalar_t extra = ::fmod(in, span);
  int flips = static_cast<int>(::floor(in / span));
  if (flips % 2 == 0) return extra + min;
  return span - extra + min;
}

template <typename scalar_t>
static __forceinline__ __device__ scalar_t safe_downgrade_to_int_range(scalar_t x) {
  if (!isfinite(static_cast<double>(x)) || ::fabs(x) > INT_MAX - 1) return static_cast<scalar_t>(-100.0);
  return x;
}

template <typename scalar_t>
static __forceinline__ __device__ scalar_t compute_coordinates(scalar_t coord, int size, GridSamplerPadding padding_mode,
                                                               bool align_corners) {
  if (padding_mode == GridSamplerPadding::Border) {
    coord = clip_coordinates(coord, size);
  } else if (padding_mode == GridSamplerPadding::Reflection) {
    if (align_corners) coord = reflect_coordinates(coord, 0, 2 * (size - 1));
    else coord = reflect_coordinates(coord, -1, 2 * size - 1);
    coord = clip_coordinates(coord, size);
  }
  return safe_downgrade_to_int_range(coord);
}

static __forceinline__ __device__ bool within_bounds_2d(int h, int w, int H, int W) {
  return h >= 0 && h < H && w >= 0 && w < W;
}

template <int interp, int padding>
__global__ void grid_sampler_2d_kernel(const float *__restrict__ input, const float *__restrict__ grid,
                                       float *__restrict__ output, int N, int C, int inp_H, int inp_W, int out_H,
                                       int out_W, int align_corners_i) {
  constexpr auto interpolation_mode = static_cast<GridSamplerInterpolation>(interp);
  constexpr auto padding_mode = static_cast<GridSamplerPadding>(padding);
  const bool align_corners = align_corners_i != 0;
  const int nthreads = N * out_H * out_W;
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int w = index % out_W;
    const int h = (index / out_W) % out_H;
    const int n = index / (out_H * out_W);
    const float *g = grid + 2 * index;
    float ix = compute_coordinates(grid_sampler_unnormalize(g[0], inp_W, align_corners), inp_W, padding_mode, align_corners);
    float iy = compute_coordinates(grid_sampler_unnormalize(g[1], inp_H, align_corners), inp_H, padding_mode, align_corners);
    const float *inp_ptr_NC = input + (size_t)n * C * inp_H * inp_W;
    float *out_ptr_NCHW = output + (size_t)n * C * out_H * out_W + h * out_W + w;
    if (interpolation_mode == GridSamplerInterpolation::Bilinear) {
      int ix_nw = static_cast<int>(::floor(ix));
      int iy_nw = static_cast<int>(::floor(iy));
      int ix_ne = ix_nw + 1, iy_ne = iy_nw;
      int ix_sw = ix_nw, iy_sw = iy_nw + 1;
      int ix_se = ix_nw + 1, iy_se = iy_nw + 1;
      float nw = (ix_se - ix) * (iy_se - iy);
      float ne = (ix - ix_sw) * (iy_sw - iy);
      float sw = (ix_ne - ix) * (iy - iy_ne);
      float se = (ix - ix_nw) * (iy - iy_nw);
      for (int c = 0; c < C; ++c, inp_ptr_NC += inp_H * inp_W, out_ptr_NCHW += out_H * out_W) {
        float acc = 0;
        if (within_bounds_2d(iy_nw, ix_nw, inp_H, inp_W)) acc += inp_ptr_NC[iy_nw * inp_W + ix_nw] * nw;
        if (within_bounds_2d(iy_ne, ix_ne, inp_H, inp_W)) acc += inp_ptr_NC[iy_ne * inp_W + ix_ne] * ne;
        if (within_bounds_2d(iy_sw, ix_sw, inp_H, inp_W)) acc += inp_ptr_NC[iy_sw * inp_W + ix_sw] * sw;
        if (within_bounds_2d(iy_se, ix_se, inp_H, inp_W)) acc += inp_ptr_NC[iy_se * inp_W + ix_se] * se;
        *out_ptr_NCHW = acc;
      }
    } else {
      int ix_nearest = static_cast<int>(::nearbyint(ix));
      int iy_nearest = static_cast<int>(::nearbyint(iy));
      for (int c = 0; c < C; ++c, inp_ptr_NC += inp_H * inp_W, out_ptr_NCHW += out_H * out_W)
        *out_ptr_NCHW = within_bounds_2d(iy_nearest, ix_nearest, inp_H, inp_W) ? inp_ptr_NC[iy_nearest * inp_W + ix_nearest] : 0.f;
    }
  }
}
template __global__ void grid_sampler_2d_kernel<0, 0>(const float *, const float *, float *, int, int, int, int, int, int, int);
template __global__ void grid_sampler_2d_kernel<0, 1>(const float *, const float *, float *, int, int, int, int, int, int, int);
template __global__ void grid_sampler_2d_kernel<0, 2>(const float *, const float *, float *, int, int, int, int, int, int, int);
template __global__ void grid_sampler_2d_kernel<1, 2>(const float *, const float *, float *, int, int, int, int, int, int, int);
}}  // namespace at::native
