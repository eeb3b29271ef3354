// @realcode Mixed fp16/bf16 math in the style of inference kernels: half2 arithmetic with __hmul2/__hfma2/h2sqrt/h2rcp/__habs2/__hmax2, __low2half/__high2half/__halves2half2, comparisons with __hgt2/__hbgt2, bf16 via __nv_bfloat162 with __float22bfloat162_rn/__bfloat1622float2/__hmul2, conversions between the two through float, and __shfl_xor_sync on half2 for a warp sum.
// @let N = 1 << 22
// @buf a f16[N] uniform(0.1, 4)
// @buf b f16[N] uniform(-2, 2)
// @buf c bf16[N] uniform(-3, 3)
// @buf oh f16[N] zero
// @buf ob bf16[N] zero
// @buf wsum f32[N / 64] zero
// @launch mixed_math grid(N / 2 / 256) block(256) args(a, b, c, oh, ob, wsum, i32(N))
// @check oh abs=1e-3 rel=1e-3
// @check ob abs=1e-2 rel=1e-2
// @check wsum abs=1e-2 rel=1e-3
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void mixed_math(const __half2 *__restrict__ a, const __half2 *__restrict__ b, const __nv_bfloat162 *__restrict__ c,
                           __half2 *__restrict__ oh, __nv_bfloat162 *__restrict__ ob, float *__restrict__ wsum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // Out-of-range lanes work on zeros so that the whole warp reaches the shuffles.
  bool in_range = 2 * i < n;
  __half2 av = in_range ? a[i] : __float2half2_rn(1.0f), bv = in_range ? b[i] : __float2half2_rn(0.0f);
  __half2 r = __hfma2(h2sqrt(av), bv, h2rcp(av));
  r = __hmax2(r, __habs2(__hmul2(bv, __float2half2_rn(0.5f))));
  __half2 gt = __hgt2(av, __habs2(bv));
  r = __hadd2(r, gt);
  __half lo = __low2half(r), hi = __high2half(r);
  if (in_range) oh[i] = __halves2half2(__hmin(lo, hi), __hmax(lo, hi));

  float2 cf = __bfloat1622float2(c[i]);
  __nv_bfloat162 cb = __float22bfloat162_rn(make_float2(cf.x * __half2float(lo), cf.y + __half2float(hi)));
  cb = __hmul2(cb, __floats2bfloat162_rn(1.5f, -0.25f));
  __nv_bfloat162 pos = __hbgt2(cb, __float2bfloat162_rn(0.0f)) ? cb : __hneg2(cb);
  if (in_range) ob[i] = pos;

  __half2 s = __hadd2(av, bv);
  for (int off = 16; off > 0; off >>= 1) s = __hadd2(s, __shfl_xor_sync(0xffffffffu, s, off));
  if ((threadIdx.x & 31) == 0) {
    float2 f = __half22float2(s);
    wsum[i / 32] = f.x + f.y;
  }
}
