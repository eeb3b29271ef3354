// @realcode A half-precision spectral front end as speech/audio models run it on STFT frames: complex bins stored as __half2 (re, im), a per-bin complex filter applied with __hcmadd (the complex multiply-add of <cuda_fp16.h>) plus a complex bias, magnitudes with hsqrt of the squared norm kept in half, a per-frame normalisation by the reciprocal of the frame peak found with __hmax_nan (so that a NaN bin poisons its frame as the float reference does), taken with h2rcp and capped with __hmin_nan, a log-compression through h2log2 on packed pairs, and a bias + ReLU fused with __hfma_relu. One warp per 512-bin frame, reductions with __shfl_xor_sync on __half.
// @let NF = 1 << 15
// @let NBIN = 512
// @buf spec f16[NF * NBIN * 2] uniform(-4, 4)
// @buf filt f16[NBIN * 2] uniform(-1, 1)
// @buf cbias f16[NBIN * 2] uniform(-0.1, 0.1)
// @buf bias f16[NBIN] uniform(-0.5, 0.5)
// @buf mag f16[NF * NBIN] zero
// @buf feat f16[NF * NBIN] zero
// @buf peak f16[NF] zero
// @launch spectral_filter grid(NF / 8) block(256) args(spec, filt, cbias, bias, mag, feat, peak, i32(NF), i32(NBIN))
// @check mag abs=2e-3 rel=2e-3
// @check feat abs=2e-3 rel=4e-3
// @check peak abs=2e-3 rel=2e-3
#include <cuda_fp16.h>

__device__ __forceinline__ __half warp_max_nan(__half v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = __hmax_nan(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

__global__ void __launch_bounds__(256) spectral_filter(const __half2 *__restrict__ spec, const __half2 *__restrict__ filt,
                                                      const __half2 *__restrict__ cbias, const __half *__restrict__ bias,
                                                      __half *__restrict__ mag, __half *__restrict__ feat,
                                                      __half *__restrict__ peak, int nframes, int nbin) {
  const int lane = threadIdx.x & 31;
  const int frame = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
  if (frame >= nframes) return;
  const __half2 *in = spec + (size_t)frame * nbin;
  __half *m = mag + (size_t)frame * nbin;
  __half vmax = __ushort_as_half((unsigned short)0xfc00u);   // -inf
  // 16 bins per lane, kept in registers between the two passes
  __half local[16];
#pragma unroll
  for (int j = 0; j < 16; ++j) {
    const int b = lane + 32 * j;
    const __half2 y = __hcmadd(in[b], filt[b], cbias[b]);       // complex (re, im)
    const __half2 sq = __hmul2(y, y);
    const __half p = hsqrt(__hadd(__low2half(sq), __high2half(sq)));
    local[j] = p;
    m[b] = p;
    vmax = __hmax_nan(vmax, p);
  }
  vmax = warp_max_nan(vmax);
  if (lane == 0) peak[frame] = vmax;
  // gain floor: min(1 / peak, 4) per frame, through the packed reciprocal
  const __half2 inv2 = h2rcp(__halves2half2(vmax, vmax));
  const __half inv = __hmin_nan(__low2half(inv2), __float2half(4.f));
  const __half one = __float2half(1.f);
  __half *f = feat + (size_t)frame * nbin;
#pragma unroll
  for (int j = 0; j < 16; j += 2) {
    const int b0 = lane + 32 * j, b1 = b0 + 32;
    // log2(1 + x / peak) on a packed pair, then scale, bias and ReLU
    const __half2 x = __halves2half2(__hfma(local[j], inv, one), __hfma(local[j + 1], inv, one));
    const __half2 l = h2log2(x);
    f[b0] = __hfma_relu(__low2half(l), __float2half(0.75f), bias[b0]);
    f[b1] = __hfma_relu(__high2half(l), __float2half(0.75f), bias[b1]);
  }
}
