// @realcode Caffe-style templated layer kernels instantiated for float and double (template <typename Dtype>, CUDA_KERNEL_LOOP, explicit instantiations): LRNFillScale walking each (n, h, w) column across channels with a running window sum (head/tail loops), LRNComputeOutput with pow(scale, -beta), MaxPoolForward writing the argmax into an int mask, AvePoolForward with padded pool_size, and a Dtype-generic sigmoid cross-entropy loss element kernel.
// @let NUM = 16
// @let CH = 64
// @let HH = 56
// @let WW = 56
// @let PH = 28
// @let PW = 28
// @buf bottom f32[NUM * CH * HH * WW] uniform(-1, 1)
// @buf scale f32[NUM * CH * HH * WW] zero
// @buf top f32[NUM * CH * HH * WW] zero
// @buf dbottom f64[NUM * CH * HH * WW] uniform(-1, 1)
// @buf dscale f64[NUM * CH * HH * WW] zero
// @buf dtop f64[NUM * CH * HH * WW] zero
// @buf pooled f32[NUM * CH * PH * PW] zero
// @buf mask i32[NUM * CH * PH * PW] zero
// @buf avg f64[NUM * CH * PH * PW] zero
// @buf target f32[NUM * CH * HH * WW] uniform(0, 1)
// @buf loss f32[NUM * CH * HH * WW] zero
// @launch LRNFillScale<float> grid(cdiv(NUM * HH * WW, 256)) block(256) args(i32(NUM * HH * WW), bottom, i32(NUM), i32(CH), i32(HH), i32(WW), i32(5), f32(0.0001), f32(1.0), scale)
// @launch LRNComputeOutput<float> grid(cdiv(NUM * CH * HH * WW, 256)) block(256) args(i32(NUM * CH * HH * WW), bottom, scale, f32(-0.75), top)
// @launch LRNFillScale<double> grid(cdiv(NUM * HH * WW, 256)) block(256) args(i32(NUM * HH * WW), dbottom, i32(NUM), i32(CH), i32(HH), i32(WW), i32(5), f64(0.0001), f64(1.0), dscale)
// @launch LRNComputeOutput<double> grid(cdiv(NUM * CH * HH * WW, 256)) block(256) args(i32(NUM * CH * HH * WW), dbottom, dscale, f64(-0.75), dtop)
// @launch MaxPoolForward<float> grid(cdiv(NUM * CH * PH * PW, 256)) block(256) args(i32(NUM * CH * PH * PW), bottom, i32(NUM), i32(CH), i32(HH), i32(WW), i32(PH), i32(PW), i32(3), i32(3), i32(2), i32(2), i32(1), i32(1), pooled, mask)
// @launch AvePoolForward<double> grid(cdiv(NUM * CH * PH * PW, 256)) block(256) args(i32(NUM * CH * PH * PW), dbottom, i32(NUM), i32(CH), i32(HH), i32(WW), i32(PH), i32(PW), i32(3), i32(3), i32(2), i32(2), i32(1), i32(1), avg)
// @launch SigmoidCrossEntropyLossForwardGPU<float> grid(cdiv(NUM * CH * HH * WW, 256)) block(256) args(i32(NUM * CH * HH * WW), bottom, target, loss)
// @check scale rel=1e-5
// @check top rel=1e-5 abs=1e-6
// @check dscale rel=1e-12
// @check dtop rel=1e-12 abs=1e-14
// @check pooled exact
// @check mask exact
// @check avg rel=1e-12 abs=1e-14
// @check loss rel=1e-5 abs=1e-6
#include <cfloat>
#include <cuda_runtime.h>

#define CUDA_KERNEL_LOOP(i, n) for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += blockDim.x * gridDim.x)

template <typename Dtype>
__global__ void LRNFillScale(const int nthreads, const Dtype *const in, const int num, const int channels, const int height,
                             const int width, const int size, const Dtype alpha_over_size, const Dtype k,
                             Dtype *const scale) {
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int w = index % width;
    const int h = (index / width) % height;
    const int n = index / width / height;
    const int offset = (n * channels * height + h) * width + w;
    const int step = height * width;
    const Dtype *const in_off = in + offset;
    Dtype *const scale_off = scale + offset;
    int head = 0;
    const int pre_pad = (size - 1) / 2;
    const int post_pad = size - pre_pad - 1;
    Dtype accum_scale = 0;
    while (head < post_pad && head < channels) {
      accum_scale += in_off[head * step] * in_off[head * step];
      ++head;
    }
    while (head < channels) {
      accum_scale += in_off[head * step] * in_off[head * step];
      if (head - size >= 0) accum_scale -= in_off[(head - size) * step] * in_off[(head - size) * step];
      scale_off[(head - post_pad) * step] = k + accum_scale * alpha_over_size;
      ++head;
    }
    while (head < channels + post_pad) {
      if (head - size >= 0) accum_scale -= in_off[(head - size) * step] * in_off[(head - size) * step];
      scale_off[(head - post_pad) * step] = k + accum_scale * alpha_over_size;
      ++head;
    }
  }
}

template <typename Dtype>
__global__ void LRNComputeOutput(const int nthreads, const Dtype *const in, const Dtype *const scale, const Dtype negative_beta,
                                 Dtype *const out) {
  CUDA_KERNEL_LOOP(index, nthreads) { out[index] = in[index] * pow(scale[index], negative_beta); }
}

template <typename Dtype>
__global__ void MaxPoolForward(const int nthreads, const Dtype *const bottom_data, const int num, const int channels,
                               const int height, const int width, const int pooled_height, const int pooled_width,
                               const int kernel_h, const int kernel_w, const int stride_h, const int stride_w,
                               const int pad_h, const int pad_w, Dtype *const top_data, int *mask) {
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    int hstart = ph * stride_h - pad_h;
    int wstart = pw * stride_w - pad_w;
    const int hend = min(hstart + kernel_h, height);
    const int wend = min(wstart + kernel_w, width);
    hstart = max(hstart, 0);
    wstart = max(wstart, 0);
    Dtype maxval = -FLT_MAX;
    int maxidx = -1;
    const Dtype *const bottom_slice = bottom_data + (n * channels + c) * height * width;
    for (int h = hstart; h < hend; ++h) {
      for (int w = wstart; w < wend; ++w) {
        if (bottom_slice[h * width + w] > maxval) {
          maxidx = h * width + w;
          maxval = bottom_slice[maxidx];
        }
      }
    }
    top_data[index] = maxval;
    mask[index] = maxidx;
  }
}

template <typename Dtype>
__global__ void AvePoolForward(const int nthreads, const Dtype *const bottom_data, const int num, const int channels,
                               const int height, const int width, const int pooled_height, const int pooled_width,
                               const int kernel_h, const int kernel_w, const int stride_h, const int stride_w,
                               const int pad_h, const int pad_w, Dtype *const top_data) {
  CUDA_KERNEL_LOOP(index, nthreads) {
    const int pw = index % pooled_width;
    const int ph = (index / pooled_width) % pooled_height;
    const int c = (index / pooled_width / pooled_height) % channels;
    const int n = index / pooled_width / pooled_height / channels;
    int hstart = ph * stride_h - pad_h;
    int wstart = pw * stride_w - pad_w;
    int hend = min(hstart + kernel_h, height + pad_h);
    int wend = min(wstart + kernel_w, width + pad_w);
    const int pool_size = (hend - hstart) * (wend - wstart);
    hstart = max(hstart, 0);
    wstart = max(wstart, 0);
    hend = min(hend, height);
    wend = min(wend, width);
    Dtype aveval = 0;
    const Dtype *const bottom_slice = bottom_data + (n * channels + c) * height * width;
    for (int h = hstart; h < hend; ++h)
      for (int w = wstart; w < wend; ++w) aveval += bottom_slice[h * width + w];
    top_data[index] = aveval / pool_size;
  }
}

template <typename Dtype>
__global__ void SigmoidCrossEntropyLossForwardGPU(const int nthreads, const Dtype *input_data, const Dtype *target,
                                                  Dtype *loss) {
  CUDA_KERNEL_LOOP(i, nthreads) {
    loss[i] = input_data[i] * (target[i] - (input_data[i] >= 0)) -
              log(1 + exp(input_data[i] - 2 * input_data[i] * (input_data[i] >= 0)));
  }
}

template __global__ void LRNFillScale<float>(const int, const float *const, const int, const int, const int, const int, const int, const float, const float, float *const);
template __global__ void LRNFillScale<double>(const int, const double *const, const int, const int, const int, const int, const int, const double, const double, double *const);
template __global__ void LRNComputeOutput<float>(const int, const float *const, const float *const, const float, float *const);
template __global__ void LRNComputeOutput<double>(const int, const double *const, const double *const, const double, double *const);
template __global__ void MaxPoolForward<float>(const int, const float *const, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, float *const, int *);
template __global__ void AvePoolForward<double>(const int, const double *const, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, const int, double *const);
template __global__ void SigmoidCrossEntropyLossForwardGPU<float>(const int, const float *, const float *, float *);
