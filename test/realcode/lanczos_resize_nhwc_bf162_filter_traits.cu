// @realcode Antialiased separable image resampling of bf16 NHWC feature maps as PyTorch's and Pillow's _aa interpolation compute it: a kernel template over a filter traits class (Lanczos-3 with sinc, or Keys bicubic a = -0.5) exposing a constexpr support, per-output-coordinate weight windows normalised to sum one in shared memory, the horizontal pass then the vertical pass over channel pairs loaded as __nv_bfloat162 and accumulated in float, and each pass storing bf16x2 with __float22bfloat162_rn; a 4 x 1024 x 1024 x 32 map shrunk to 600 x 600.
// @let NB = 4
// @let IH = 1024
// @let IW = 1024
// @let C = 32
// @let OH = 600
// @let OW = 600
// @buf src bf16[NB * IH * IW * C] uniform(-1, 1)
// @buf tmp bf16[NB * IH * OW * C] zero
// @buf dst bf16[NB * OH * OW * C] zero
// @buf tmp_c bf16[NB * IH * OW * C] zero
// @buf dst_c bf16[NB * OH * OW * C] zero
// @launch resample_rows<Lanczos3, 32> grid(OW, IH, NB) block(16) args(src, tmp, i32(IW), i32(OW), i32(IH))
// @launch resample_cols<Lanczos3, 32> grid(OH, OW / 8, NB) block(16, 8) args(tmp, dst, i32(IH), i32(OH), i32(OW))
// @launch resample_rows<KeysCubic, 32> grid(OW, IH, NB) block(16) args(src, tmp_c, i32(IW), i32(OW), i32(IH))
// @launch resample_cols<KeysCubic, 32> grid(OH, OW / 8, NB) block(16, 8) args(tmp_c, dst_c, i32(IH), i32(OH), i32(OW))
// @check tmp abs=1e-2 rel=1e-2
// @check dst abs=1e-2 rel=1e-2
// @check tmp_c abs=1e-2 rel=1e-2
// @check dst_c abs=1e-2 rel=1e-2
#include <cuda_bf16.h>

struct Lanczos3 {
  static constexpr float support = 3.0f;
  static __device__ __forceinline__ float sinc(float x) {
    if (x == 0.0f) return 1.0f;
    float px = 3.14159265f * x;
    return __sinf(px) / px;
  }
  static __device__ __forceinline__ float weight(float x) {
    x = fabsf(x);
    return x < support ? sinc(x) * sinc(x / support) : 0.0f;
  }
};

struct KeysCubic {
  static constexpr float support = 2.0f;
  static constexpr float a = -0.5f;
  static __device__ __forceinline__ float weight(float x) {
    x = fabsf(x);
    if (x < 1.0f) return ((a + 2.0f) * x - (a + 3.0f)) * x * x + 1.0f;
    if (x < 2.0f) return (((x - 5.0f) * x + 8.0f) * x - 4.0f) * a;
    return 0.0f;
  }
};

constexpr int kMaxTaps = 16;

// The window of input samples for output coordinate o (antialiased: the filter is stretched by the scale).
template <class Filter>
__device__ int compute_window(int o, int in_size, int out_size, float *w, int &count) {
  const float scale = (float)in_size / out_size;
  const float support = scale >= 1.0f ? Filter::support * scale : Filter::support;
  const float inv = scale >= 1.0f ? 1.0f / scale : 1.0f;
  const float centre = scale * (o + 0.5f);
  int lo = max((int)(centre - support + 0.5f), 0);
  int hi = min((int)(centre + support + 0.5f), in_size);
  count = min(hi - lo, kMaxTaps);
  float total = 0.0f;
  for (int k = 0; k < count; ++k) {
    float v = Filter::weight((lo + k - centre + 0.5f) * inv);
    w[k] = v;
    total += v;
  }
  float r = total != 0.0f ? 1.0f / total : 0.0f;
  for (int k = 0; k < count; ++k) w[k] *= r;
  return lo;
}

// One block per (output column, input row, image): its 16 threads cover C / 2 channel pairs.
template <class Filter, int CH>
__global__ void resample_rows(const __nv_bfloat16 *__restrict__ src, __nv_bfloat16 *__restrict__ dst, int iw, int ow, int ih) {
  __shared__ float w[kMaxTaps];
  __shared__ int lo, count;
  const int ox = blockIdx.x, y = blockIdx.y, n = blockIdx.z;
  if (threadIdx.x == 0) {
    int c;
    lo = compute_window<Filter>(ox, iw, ow, w, c);
    count = c;
  }
  __syncthreads();
  const int pair = threadIdx.x; // channel pair
  if (pair >= CH / 2) return;
  const __nv_bfloat162 *in = reinterpret_cast<const __nv_bfloat162 *>(src + (((size_t)n * ih + y) * iw) * CH);
  float2 acc = make_float2(0.f, 0.f);
  for (int k = 0; k < count; ++k) {
    float2 v = __bfloat1622float2(in[(size_t)(lo + k) * (CH / 2) + pair]);
    acc.x += w[k] * v.x;
    acc.y += w[k] * v.y;
  }
  reinterpret_cast<__nv_bfloat162 *>(dst + (((size_t)n * ih + y) * ow + ox) * CH)[pair] = __float22bfloat162_rn(acc);
}

// One block per (output row, eight output columns, image): threadIdx.y picks the column.
template <class Filter, int CH>
__global__ void resample_cols(const __nv_bfloat16 *__restrict__ src, __nv_bfloat16 *__restrict__ dst, int ih, int oh, int ow) {
  __shared__ float w[kMaxTaps];
  __shared__ int lo, count;
  const int oy = blockIdx.x, n = blockIdx.z;
  const int ox = blockIdx.y * blockDim.y + threadIdx.y;
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    int c;
    lo = compute_window<Filter>(oy, ih, oh, w, c);
    count = c;
  }
  __syncthreads();
  const int pair = threadIdx.x;
  if (pair >= CH / 2) return;
  float2 acc = make_float2(0.f, 0.f);
  for (int k = 0; k < count; ++k) {
    const __nv_bfloat162 *in = reinterpret_cast<const __nv_bfloat162 *>(src + (((size_t)n * ih + lo + k) * ow + ox) * CH);
    __nv_bfloat162 v2 = in[pair];
    // Weight applied in bf16x2 and accumulated in float: the fused-epilogue style.
    __nv_bfloat162 wv = __float2bfloat162_rn(w[k]);
    float2 v = __bfloat1622float2(__hmul2(v2, wv));
    acc.x += v.x;
    acc.y += v.y;
  }
  reinterpret_cast<__nv_bfloat162 *>(dst + (((size_t)n * oh + oy) * ow + ox) * CH)[pair] = __float22bfloat162_rn(acc);
}

// Host side: the interpolation mode is an argument of the op.
template <class Filter>
static void resize_aa(const __nv_bfloat16 *src, __nv_bfloat16 *tmp, __nv_bfloat16 *dst, int n, int ih, int iw, int oh, int ow,
                      cudaStream_t s) {
  resample_rows<Filter, 32><<<dim3(ow, ih, n), 16, 0, s>>>(src, tmp, iw, ow, ih);
  resample_cols<Filter, 32><<<dim3(oh, ow / 8, n), dim3(16, 8), 0, s>>>(tmp, dst, ih, oh, ow);
}

void resize_bf16_nhwc32(bool lanczos, const __nv_bfloat16 *src, __nv_bfloat16 *tmp, __nv_bfloat16 *dst, int n, int ih, int iw,
                        int oh, int ow, cudaStream_t s) {
  if (lanczos)
    resize_aa<Lanczos3>(src, tmp, dst, n, ih, iw, oh, ow, s);
  else
    resize_aa<KeysCubic>(src, tmp, dst, n, ih, iw, oh, ow, s);
}
