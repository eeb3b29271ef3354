// @realcode bf16 normalisation and activation in the style of fused inference kernels that stay in bf16 arithmetic: hrsqrt/h2rsqrt for the inverse RMS, __hfma_relu and __hfma2_relu for a fused scale+bias+ReLU, __hmax2/__hmin2/__habs2 clamps on __nv_bfloat162, __hisnan/__hisinf census, __hadd_sat/__hfma_sat on __half, hexp2/hlog2 and __hmax_nan, warp shuffles of __nv_bfloat162.
// @let ROWS = 8192
// @let D = 1024
// @buf x bf16[ROWS * D] uniform(-3, 3)
// @buf gamma bf16[D] uniform(0.5, 1.5)
// @buf beta bf16[D] uniform(-0.2, 0.2)
// @buf y bf16[ROWS * D] zero
// @buf hs f16[ROWS * 4] zero
// @buf census i32[ROWS] fill(-1)
// @launch rms_relu_bf16 grid(ROWS) block(128) args(x, gamma, beta, y, hs, census, i32(D))
// @check y abs=0.04 rel=0.02
// @check hs abs=0.01 rel=0.01
// @check census exact
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void rms_relu_bf16(const __nv_bfloat16 *__restrict__ x, const __nv_bfloat16 *__restrict__ gamma,
                              const __nv_bfloat16 *__restrict__ beta, __nv_bfloat16 *__restrict__ y,
                              __half *__restrict__ hs, int *__restrict__ census, int d) {
  const __nv_bfloat162 *row = reinterpret_cast<const __nv_bfloat162 *>(x + (size_t)blockIdx.x * d);
  const __nv_bfloat162 *g2 = reinterpret_cast<const __nv_bfloat162 *>(gamma);
  const __nv_bfloat162 *b2 = reinterpret_cast<const __nv_bfloat162 *>(beta);
  __nv_bfloat162 *out = reinterpret_cast<__nv_bfloat162 *>(y + (size_t)blockIdx.x * d);
  float ss = 0.f;
  int bad = 0;
  __nv_bfloat162 peak = __float2bfloat162_rn(0.f);
  for (int k = threadIdx.x; k < d / 2; k += blockDim.x) {
    __nv_bfloat162 v = row[k];
    float2 f = __bfloat1622float2(v);
    ss += f.x * f.x + f.y * f.y;
    bad += __hisnan(v.x) + __hisinf(v.y);
    peak = __hmax2(peak, __habs2(v));
  }
  for (int o = 16; o; o >>= 1) {
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
    bad += __shfl_xor_sync(0xffffffffu, bad, o);
    peak = __hmax2(peak, __shfl_xor_sync(0xffffffffu, peak, o));
  }
  __shared__ float s_ss[4];
  __shared__ __nv_bfloat162 s_peak[4];
  __shared__ int s_bad[4];
  if ((threadIdx.x & 31) == 0) { s_ss[threadIdx.x >> 5] = ss; s_peak[threadIdx.x >> 5] = peak; s_bad[threadIdx.x >> 5] = bad; }
  __syncthreads();
  ss = s_ss[0] + s_ss[1] + s_ss[2] + s_ss[3];
  peak = __hmax2(__hmax2(s_peak[0], s_peak[1]), __hmax2(s_peak[2], s_peak[3]));
  __nv_bfloat16 inv = hrsqrt(__float2bfloat16_rn(ss / d + 1e-5f));
  __nv_bfloat162 inv2 = h2rsqrt(__float2bfloat162_rn(ss / d + 1e-5f));
  const __nv_bfloat162 lo = __float2bfloat162_rn(-2.f), hi = __float2bfloat162_rn(2.f);
  for (int k = threadIdx.x; k < d / 2; k += blockDim.x) {
    __nv_bfloat162 v = __hmul2(row[k], inv2);
    __nv_bfloat162 r = __hfma2_relu(v, g2[k], b2[k]);
    r = __hmin2(__hmax2(r, lo), hi);
    __nv_bfloat16 e = __hfma_relu(row[k].x, inv, b2[k].y);
    out[k] = __halves2bfloat162(__hmax(r.x, e), r.y);
  }
  if (threadIdx.x == 0) {
    census[blockIdx.x] = s_bad[0] + s_bad[1] + s_bad[2] + s_bad[3];
    __half p = __float2half(__bfloat162float(__hmax(peak.x, peak.y)));
    __half big = __float2half(60000.f);
    hs[blockIdx.x * 4 + 0] = __hadd_sat(p, __float2half(-1.5f));      // saturates to [0, 1]
    hs[blockIdx.x * 4 + 1] = __hfma_sat(p, __float2half(0.25f), __float2half(0.1f));
    hs[blockIdx.x * 4 + 2] = __hmax_nan(hlog2(p), __hmul(big, __float2half(0.f)));
    hs[blockIdx.x * 4 + 3] = hexp2(__hneg(p));
  }
}
