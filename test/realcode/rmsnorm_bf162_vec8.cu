// @realcode RMSNorm over bf16 activations as LLM inference kernels write it: one warp per token row, rows read as int4 (eight __nv_bfloat16 per load) and reinterpreted as four __nv_bfloat162, squares accumulated in float via __bfloat1622float2, a __shfl_xor_sync butterfly, rsqrtf of the mean plus epsilon, then the weights applied with __hmul2 on __nv_bfloat162 pairs after __float2bfloat162_rn, and a residual add with __hadd2; the row max-abs per token with __habs2/__hmax2 kept for a later FP8 scale.
// @let T = 16384
// @let D = 4096
// @buf x bf16[T * D] uniform(-2, 2)
// @buf res bf16[T * D] uniform(-1, 1)
// @buf w bf16[D] uniform(0.5, 1.5)
// @buf y bf16[T * D] zero
// @buf amax f32[T] zero
// @launch rmsnorm_residual grid(T / 4) block(128) args(x, res, w, y, amax, i32(T), i32(D), f32(1e-6))
// @check y abs=2e-2 rel=1e-2
// @check amax abs=2e-2 rel=1e-2
#include <cuda_bf16.h>

static __device__ __forceinline__ float warp_allreduce_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

union Pack8 {
  int4 raw;
  __nv_bfloat162 h2[4];
};

__global__ void __launch_bounds__(128) rmsnorm_residual(const __nv_bfloat16 *__restrict__ x,
                                                        const __nv_bfloat16 *__restrict__ res,
                                                        const __nv_bfloat16 *__restrict__ w,
                                                        __nv_bfloat16 *__restrict__ y, float *__restrict__ amax, int tokens,
                                                        int d, float eps) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= tokens) return;
  const int4 *xr = reinterpret_cast<const int4 *>(x + (size_t)row * d);
  const int4 *rr = reinterpret_cast<const int4 *>(res + (size_t)row * d);
  const int4 *wr = reinterpret_cast<const int4 *>(w);
  int4 *yr = reinterpret_cast<int4 *>(y + (size_t)row * d);
  const int nvec = d / 8;
  float ss = 0.f;
  for (int i = lane; i < nvec; i += 32) {
    Pack8 p;
    p.raw = xr[i];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const float2 f = __bfloat1622float2(p.h2[k]);
      ss += f.x * f.x + f.y * f.y;
    }
  }
  ss = warp_allreduce_sum(ss);
  const float scale = rsqrtf(ss / d + eps);
  const __nv_bfloat162 scale2 = __float2bfloat162_rn(scale);
  __nv_bfloat162 mx = __float2bfloat162_rn(0.f);
  for (int i = lane; i < nvec; i += 32) {
    Pack8 px, pr, pw, out;
    px.raw = xr[i];
    pr.raw = rr[i];
    pw.raw = __ldg(wr + i);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const __nv_bfloat162 normed = __hmul2(__hmul2(px.h2[k], scale2), pw.h2[k]);
      out.h2[k] = __hadd2(normed, pr.h2[k]);
      mx = __hmax2(mx, __habs2(out.h2[k]));
    }
    yr[i] = out.raw;
  }
  float m = fmaxf(__low2float(mx), __high2float(mx));
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0) amax[row] = m;
}
