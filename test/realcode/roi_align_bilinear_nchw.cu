// @realcode RoIAlign forward as torchvision's and Detectron2's CUDA kernels compute it: one thread per pooled output element of an NCHW feature map, a CUDA_1D_KERNEL_LOOP grid-stride macro, rois given as (batch index, x1, y1, x2, y2) scaled by spatial_scale with the aligned half-pixel offset, an adaptive sampling grid (ceil(roi_size / pooled_size) samples per bin when sampling_ratio <= 0), a templated bilinear_interpolate helper that returns 0 outside [-1, H] x [-1, W] and clamps at the last row/column, and the bin average; plus the backward pass scattering gradients with atomicAdd.
// @let NB = 4
// @let C = 256
// @let H = 64
// @let W = 64
// @let NR = 1024
// @let PH = 7
// @let PW = 7
// @buf feat f32[NB * C * H * W] uniform(-1, 1)
// @buf rraw f32[NR * 5] uniform(0, 1)
// @buf rois f32[NR * 5] zero
// @buf out f32[NR * C * PH * PW] zero
// @buf gout f32[NR * C * PH * PW] uniform(-1, 1)
// @buf gfeat f32[NB * C * H * W] zero
// @launch make_rois grid(cdiv(NR, 128)) block(128) args(rraw, rois, i32(NR), i32(NB), f32(1024))
// @launch roi_align_forward<float> grid(cdiv(NR * C * PH * PW, 512)) block(512) args(i32(NR * C * PH * PW), feat, f32(0.0625), i32(C), i32(H), i32(W), i32(PH), i32(PW), i32(0), u8(1), rois, out)
// @launch roi_align_backward<float> grid(cdiv(NR * C * PH * PW, 512)) block(512) args(i32(NR * C * PH * PW), gout, f32(0.0625), i32(C), i32(H), i32(W), i32(PH), i32(PW), i32(2), u8(1), gfeat, rois)
// @check rois exact
// @check out abs=1e-5 rel=1e-4
// @check gfeat abs=1e-3 rel=1e-4
#include <cuda_runtime.h>

#define CUDA_1D_KERNEL_LOOP(i, n) \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += blockDim.x * gridDim.x)

__global__ void make_rois(const float *__restrict__ raw, float *__restrict__ rois, int n, int nbatch, float image) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= n) return;
  const float *q = raw + 5 * r;
  const float cx = q[1] * image, cy = q[2] * image;
  const float w = 16.f + q[3] * 300.f, h = 16.f + q[4] * 300.f;
  float *o = rois + 5 * r;
  o[0] = (float)min((int)(q[0] * nbatch), nbatch - 1);
  o[1] = cx - 0.5f * w;
  o[2] = cy - 0.5f * h;
  o[3] = cx + 0.5f * w;
  o[4] = cy + 0.5f * h;
}

template <typename T>
__device__ T bilinear_interpolate(const T *input, int height, int width, T y, T x) {
  if (y < -1.0 || y > height || x < -1.0 || x > width) return 0;
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  int y_low = (int)y, x_low = (int)x, y_high, x_high;
  if (y_low >= height - 1) { y_high = y_low = height - 1; y = (T)y_low; } else { y_high = y_low + 1; }
  if (x_low >= width - 1) { x_high = x_low = width - 1; x = (T)x_low; } else { x_high = x_low + 1; }
  const T ly = y - y_low, lx = x - x_low, hy = 1. - ly, hx = 1. - lx;
  const T v1 = input[y_low * width + x_low], v2 = input[y_low * width + x_high];
  const T v3 = input[y_high * width + x_low], v4 = input[y_high * width + x_high];
  return hy * hx * v1 + hy * lx * v2 + ly * hx * v3 + ly * lx * v4;
}

template <typename T>
__global__ void roi_align_forward(int nthreads, const T *input, const T spatial_scale, int channels, int height, int width,
                                  int pooled_height, int pooled_width, int sampling_ratio, bool aligned, const T *rois,
                                  T *output) {
  CUDA_1D_KERNEL_LOOP(index, nthreads) {
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    const T *offset_rois = rois + n * 5;
    const int roi_batch_ind = (int)offset_rois[0];
    const T offset = aligned ? (T)0.5 : (T)0.0;
    const T roi_start_w = offset_rois[1] * spatial_scale - offset;
    const T roi_start_h = offset_rois[2] * spatial_scale - offset;
    const T roi_end_w = offset_rois[3] * spatial_scale - offset;
    const T roi_end_h = offset_rois[4] * spatial_scale - offset;
    T roi_width = roi_end_w - roi_start_w, roi_height = roi_end_h - roi_start_h;
    if (!aligned) {
      roi_width = max(roi_width, (T)1.);
      roi_height = max(roi_height, (T)1.);
    }
    const T bin_size_h = roi_height / (T)pooled_height, bin_size_w = roi_width / (T)pooled_width;
    const T *offset_input = input + (size_t)(roi_batch_ind * channels + c) * height * width;
    const int roi_bin_grid_h = sampling_ratio > 0 ? sampling_ratio : (int)ceilf(roi_height / pooled_height);
    const int roi_bin_grid_w = sampling_ratio > 0 ? sampling_ratio : (int)ceilf(roi_width / pooled_width);
    const T count = max(roi_bin_grid_h * roi_bin_grid_w, 1);
    T output_val = 0.;
    for (int iy = 0; iy < roi_bin_grid_h; iy++) {
      const T y = roi_start_h + ph * bin_size_h + (iy + .5f) * bin_size_h / (T)roi_bin_grid_h;
      for (int ix = 0; ix < roi_bin_grid_w; ix++) {
        const T x = roi_start_w + pw * bin_size_w + (ix + .5f) * bin_size_w / (T)roi_bin_grid_w;
        output_val += bilinear_interpolate(offset_input, height, width, y, x);
      }
    }
    output[index] = output_val / count;
  }
}

template <typename T>
__global__ void roi_align_backward(int nthreads, const T *grad_output, const T spatial_scale, int channels, int height,
                                   int width, int pooled_height, int pooled_width, int sampling_ratio, bool aligned,
                                   T *grad_input, const T *rois) {
  CUDA_1D_KERNEL_LOOP(index, nthreads) {
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    const T *r = rois + n * 5;
    const T offset = aligned ? (T)0.5 : (T)0.0;
    const T sw = r[1] * spatial_scale - offset, sh = r[2] * spatial_scale - offset;
    const T rw = r[3] * spatial_scale - offset - sw, rh = r[4] * spatial_scale - offset - sh;
    const T bh = rh / (T)pooled_height, bw = rw / (T)pooled_width;
    T *gin = grad_input + (size_t)((int)r[0] * channels + c) * height * width;
    const int gh = sampling_ratio, gw = sampling_ratio;
    const T g = grad_output[index] / (T)(gh * gw);
    for (int iy = 0; iy < gh; iy++) {
      T y = sh + ph * bh + (iy + .5f) * bh / (T)gh;
      for (int ix = 0; ix < gw; ix++) {
        T x = sw + pw * bw + (ix + .5f) * bw / (T)gw;
        if (y < -1.0 || y > height || x < -1.0 || x > width) continue;
        if (y <= 0) y = 0;
        if (x <= 0) x = 0;
        int yl = (int)y, xl = (int)x, yh, xh;
        if (yl >= height - 1) { yh = yl = height - 1; y = (T)yl; } else { yh = yl + 1; }
        if (xl >= width - 1) { xh = xl = width - 1; x = (T)xl; } else { xh = xl + 1; }
        const T ly = y - yl, lx = x - xl, hy = 1. - ly, hx = 1. - lx;
        atomicAdd(gin + yl * width + xl, g * hy * hx);
        atomicAdd(gin + yl * width + xh, g * hy * lx);
        atomicAdd(gin + yh * width + xl, g * ly * hx);
        atomicAdd(gin + yh * width + xh, g * ly * lx);
      }
    }
  }
}

template __global__ void roi_align_forward<float>(int, const float *, const float, int, int, int, int, int, int, bool,
                                                  const float *, float *);
template __global__ void roi_align_backward<float>(int, const float *, const float, int, int, int, int, int, int, bool,
                                                   float *, const float *);
