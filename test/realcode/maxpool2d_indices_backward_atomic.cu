// @realcode PyTorch's max_pool2d_with_indices forward and backward (NCHW) in ATen's CUDA style: a CUDA_KERNEL_LOOP grid-stride macro over int64_t output indices, template <typename scalar_t, typename accscalar_t>, kernel size / stride / padding / dilation as runtime arguments, NaN propagation (a NaN input wins, as at::_isnan makes it), the arg-max stored as a flattened h * W + w index, and the backward scattering grad_output into grad_input with atomicAdd (overlapping windows: stride 2, kernel 3) after a zeroing pass.
// @let N = 16
// @let C = 64
// @let H = 112
// @let W = 112
// @let OH = 56
// @let OW = 56
// @buf input f32[N * C * H * W] uniform(-4, 4)
// @buf output f32[N * C * OH * OW] zero
// @buf indices i64[N * C * OH * OW] zero
// @buf grad_out f32[N * C * OH * OW] uniform(-1, 1)
// @buf grad_in f32[N * C * H * W] uniform(-1, 1)
// @launch max_pool_forward_nchw<float, float> grid(cdiv(N * C * OH * OW, 256)) block(256) args(input, i64(N * C * OH * OW), i32(C), i32(H), i32(W), i32(OH), i32(OW), i32(3), i32(3), i32(2), i32(2), i32(1), i32(1), i32(1), i32(1), output, indices)
// @launch zero_kernel grid(cdiv(N * C * H * W, 256)) block(256) args(grad_in, i64(N * C * H * W))
// @launch max_pool_backward_nchw_atomic<float> grid(cdiv(N * C * OH * OW, 256)) block(256) args(grad_out, indices, i64(N * C * OH * OW), i32(H * W), i32(OH * OW), grad_in)
// @check output exact
// @check indices exact
// @check grad_in abs=1e-5 rel=1e-5
#include <cstdint>
#include <cfloat>

#define CUDA_KERNEL_LOOP_TYPE(i, n, index_type)                                                   \
  int64_t _i_n_d_e_x = blockIdx.x * blockDim.x + threadIdx.x;                                    \
  for (index_type i = _i_n_d_e_x; _i_n_d_e_x < (n); _i_n_d_e_x += blockDim.x * gridDim.x, i = _i_n_d_e_x)
#define CUDA_KERNEL_LOOP(i, n) CUDA_KERNEL_LOOP_TYPE(i, n, int64_t)

namespace at {
template <typename T> __device__ __forceinline__ bool _isnan(T v) { return v != v; }
} // namespace at

template <typename scalar_t, typename accscalar_t>
__global__ void max_pool_forward_nchw(const scalar_t *bottom_data, const int64_t nthreads, const int channels, const int height,
                                      const int width, const int pooled_height, const int pooled_width, const int kernel_h,
                                      const int kernel_w, const int stride_h, const int stride_w, const int pad_h,
                                      const int pad_w, const int dilation_h, const int dilation_w, scalar_t *top_data,
                                      int64_t *top_mask) {
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    int hstart = ph * stride_h - pad_h;
    int wstart = pw * stride_w - pad_w;
    const int hend = min(hstart + (kernel_h - 1) * dilation_h + 1, height);
    const int wend = min(wstart + (kernel_w - 1) * dilation_w + 1, width);
    while (hstart < 0) hstart += dilation_h;
    while (wstart < 0) wstart += dilation_w;
    accscalar_t maxval = -FLT_MAX;
    int maxidx = hstart * width + wstart;
    const scalar_t *btm = bottom_data + (n * channels + c) * height * width;
    for (int h = hstart; h < hend; h += dilation_h) {
      for (int w = wstart; w < wend; w += dilation_w) {
        scalar_t val = btm[h * width + w];
        if ((static_cast<accscalar_t>(val) > maxval) || at::_isnan(val)) {
          maxidx = h * width + w;
          maxval = static_cast<accscalar_t>(val);
        }
      }
    }
    top_data[index] = static_cast<scalar_t>(maxval);
    top_mask[index] = maxidx;
  }
}

__global__ void zero_kernel(float *p, int64_t n) {
  CUDA_KERNEL_LOOP(i, n) { p[i] = 0.f; }
}

template <typename scalar_t>
__global__ void max_pool_backward_nchw_atomic(const scalar_t *top_diff, const int64_t *top_mask, const int64_t nthreads,
                                              const int plane_in, const int plane_out, scalar_t *bottom_diff) {
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int64_t plane = index / plane_out;
    atomicAdd(bottom_diff + plane * plane_in + top_mask[index], top_diff[index]);
  }
}

template __global__ void max_pool_forward_nchw<float, float>(const float *, const int64_t, const int, const int, const int,
                                                             const int, const int, const int, const int, const int, const int,
                                                             const int, const int, const int, const int, float *, int64_t *);
template __global__ void max_pool_backward_nchw_atomic<float>(const float *, const int64_t *, const int64_t, const int, const int,
                                                              float *);
