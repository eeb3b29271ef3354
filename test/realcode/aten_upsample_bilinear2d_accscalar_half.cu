// @realcode ATen-style bilinear upsampling forward and backward over NCHW tensors for float and __half: an acc_type trait mapping __half to float, area_pixel_compute_scale / area_pixel_compute_source_index helpers honouring align_corners, a CUDA_KERNEL_LOOP grid-stride macro over int64_t, the forward kernel templated on scalar_t/accscalar_t, and the backward pass scattering gradients with fastAtomicAdd-like atomicAdd on float and on __half (sm_70+ native half atomics).
// @let NB = 4
// @let CH = 64
// @let IH = 64
// @let IW = 96
// @let OH = 128
// @let OW = 160
// @buf in_f f32[NB * CH * IH * IW] uniform(-1, 1)
// @buf in_h f16[NB * CH * IH * IW] uniform(-1, 1)
// @buf out_f f32[NB * CH * OH * OW] zero
// @buf out_fa f32[NB * CH * OH * OW] zero
// @buf out_h f16[NB * CH * OH * OW] zero
// @buf gout f32[NB * CH * OH * OW] uniform(-1, 1)
// @buf gin f32[NB * CH * IH * IW] zero
// @launch upsample_bilinear2d_out_frame<float, float> grid(cdiv(OH * OW, 256)) block(256) args(in_f, out_f, i32(NB * CH), i32(IH), i32(IW), i32(OH), i32(OW), i32(0))
// @launch upsample_bilinear2d_out_frame<float, float> grid(cdiv(OH * OW, 256)) block(256) args(in_f, out_fa, i32(NB * CH), i32(IH), i32(IW), i32(OH), i32(OW), i32(1))
// @launch upsample_bilinear2d_out_frame<__half, float> grid(cdiv(OH * OW, 256)) block(256) args(in_h, out_h, i32(NB * CH), i32(IH), i32(IW), i32(OH), i32(OW), i32(0))
// @launch upsample_bilinear2d_backward_out_frame<float> grid(cdiv(NB * CH * OH * OW, 256)) block(256) args(gout, gin, i32(NB * CH), i32(IH), i32(IW), i32(OH), i32(OW), i32(1))
// @check out_f rel=1e-5 abs=1e-6
// @check out_fa rel=1e-5 abs=1e-6
// @check out_h rel=2e-3 abs=2e-3
// @check gin rel=1e-4 abs=1e-4
#include <cuda_fp16.h>
#include <cstdint>

#define CUDA_KERNEL_LOOP(i, n) \
  for (int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (int64_t)blockDim.x * gridDim.x)

template <typename T> struct acc_type { using type = T; };
template <> struct acc_type<__half> { using type = float; };

template <typename accscalar_t>
__host__ __device__ __forceinline__ accscalar_t area_pixel_compute_scale(int in, int out, bool align_corners) {
  if (align_corners) return out > 1 ? (accscalar_t)(in - 1) / (out - 1) : accscalar_t(0);
  return (accscalar_t)in / out;
}

template <typename accscalar_t>
__device__ __forceinline__ accscalar_t area_pixel_compute_source_index(accscalar_t scale, int dst, bool align_corners) {
  if (align_corners) return scale * dst;
  accscalar_t src = scale * (dst + accscalar_t(0.5)) - accscalar_t(0.5);
  return src < accscalar_t(0) ? accscalar_t(0) : src;  // linear modes clamp at 0
}

// One thread per output pixel; the loop over planes keeps the index maths per pixel.
template <typename scalar_t, typename accscalar_t>
__global__ void upsample_bilinear2d_out_frame(const scalar_t *__restrict__ idata, scalar_t *__restrict__ odata,
                                              int planes, int ih, int iw, int oh, int ow, int align_corners) {
  const accscalar_t rh = area_pixel_compute_scale<accscalar_t>(ih, oh, align_corners);
  const accscalar_t rw = area_pixel_compute_scale<accscalar_t>(iw, ow, align_corners);
  CUDA_KERNEL_LOOP(index, (int64_t)oh * ow) {
    const int w2 = index % ow, h2 = index / ow;
    const accscalar_t h1r = area_pixel_compute_source_index<accscalar_t>(rh, h2, align_corners);
    const int h1 = (int)h1r;
    const int h1p = h1 < ih - 1 ? 1 : 0;
    const accscalar_t h1lambda = h1r - h1, h0lambda = accscalar_t(1) - h1lambda;
    const accscalar_t w1r = area_pixel_compute_source_index<accscalar_t>(rw, w2, align_corners);
    const int w1 = (int)w1r;
    const int w1p = w1 < iw - 1 ? 1 : 0;
    const accscalar_t w1lambda = w1r - w1, w0lambda = accscalar_t(1) - w1lambda;
    for (int p = 0; p < planes; p++) {
      const scalar_t *ip = idata + (int64_t)p * ih * iw;
      const accscalar_t val =
          h0lambda * (w0lambda * (accscalar_t)ip[h1 * iw + w1] + w1lambda * (accscalar_t)ip[h1 * iw + w1 + w1p]) +
          h1lambda * (w0lambda * (accscalar_t)ip[(h1 + h1p) * iw + w1] +
                      w1lambda * (accscalar_t)ip[(h1 + h1p) * iw + w1 + w1p]);
      odata[(int64_t)p * oh * ow + index] = static_cast<scalar_t>(val);
    }
  }
}

template <typename scalar_t>
__global__ void upsample_bilinear2d_backward_out_frame(const scalar_t *__restrict__ gout, scalar_t *__restrict__ gin,
                                                       int planes, int ih, int iw, int oh, int ow, int align_corners) {
  using accscalar_t = typename acc_type<scalar_t>::type;
  const accscalar_t rh = area_pixel_compute_scale<accscalar_t>(ih, oh, align_corners);
  const accscalar_t rw = area_pixel_compute_scale<accscalar_t>(iw, ow, align_corners);
  CUDA_KERNEL_LOOP(index, (int64_t)planes * oh * ow) {
    const int64_t p = index / ((int64_t)oh * ow);
    const int h2 = (index / ow) % oh, w2 = index % ow;
    const accscalar_t h1r = area_pixel_compute_source_index<accscalar_t>(rh, h2, align_corners);
    const int h1 = (int)h1r, h1p = h1 < ih - 1 ? 1 : 0;
    const accscalar_t h1l = h1r - h1, h0l = accscalar_t(1) - h1l;
    const accscalar_t w1r = area_pixel_compute_source_index<accscalar_t>(rw, w2, align_corners);
    const int w1 = (int)w1r, w1p = w1 < iw - 1 ? 1 : 0;
    const accscalar_t w1l = w1r - w1, w0l = accscalar_t(1) - w1l;
    const accscalar_t g = gout[index];
    scalar_t *base = gin + p * ih * iw;
    atomicAdd(&base[h1 * iw + w1], static_cast<scalar_t>(h0l * w0l * g));
    atomicAdd(&base[h1 * iw + w1 + w1p], static_cast<scalar_t>(h0l * w1l * g));
    atomicAdd(&base[(h1 + h1p) * iw + w1], static_cast<scalar_t>(h1l * w0l * g));
    atomicAdd(&base[(h1 + h1p) * iw + w1 + w1p], static_cast<scalar_t>(h1l * w1l * g));
  }
}

template __global__ void upsample_bilinear2d_out_frame<float, float>(const float *, float *, int, int, int, int, int,
                                                                     int);
template __global__ void upsample_bilinear2d_out_frame<__half, float>(const __half *, __half *, int, int, int, int,
                                                                      int, int);
template __global__ void upsample_bilinear2d_backward_out_frame<float>(const float *, float *, int, int, int, int, int,
                                                                       int);
template __global__ void upsample_bilinear2d_backward_out_frame<__half>(const __half *, __half *, int, int, int, int,
                                                                        int, int);
