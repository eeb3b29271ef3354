// @realcode A sweep of the packed 16-bit intrinsics activation and normalisation code leans on: __hmax2/__hmin2/__habs2/__hneg2, h2sqrt/h2rsqrt/h2exp/h2log, __hfma2_relu, __hadd2_sat, lane shuffles __lows2half2/__highs2half2/__lowhigh2highlow, and the bf16 twins (__hmax2_nan, __hfma2, __floats2bfloat162_rn, __low2float/__high2float, __bfloat162bfloat162).
// @let N = 1 << 22
// @buf a f16[N * 2] uniform(0.1, 2)
// @buf b f16[N * 2] uniform(-2, 2)
// @buf p bf16[N * 2] uniform(-4, 4)
// @buf q bf16[N * 2] uniform(0.5, 1.5)
// @buf oh f16[N * 2] zero
// @buf ob bf16[N * 2] zero
// @buf of f32[N] zero
// @launch packed_sweep grid(cdiv(N, 256)) block(256) args(a, b, p, q, oh, ob, of, i32(N))
// @check oh abs=2e-2 rel=2e-2
// @check ob abs=5e-2 rel=2e-2
// @check of abs=1e-2 rel=1e-2
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void packed_sweep(const __half2 *__restrict__ a, const __half2 *__restrict__ b, const __nv_bfloat162 *__restrict__ p,
                             const __nv_bfloat162 *__restrict__ q, __half2 *__restrict__ oh, __nv_bfloat162 *__restrict__ ob,
                             float *__restrict__ of, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = a[i], y = b[i];
  __half2 m = __hmax2(x, __habs2(y));
  __half2 mn = __hmin2(x, __hneg2(y));
  __half2 r = __hfma2_relu(m, h2sqrt(x), mn);
  __half2 s = __hadd2_sat(__hmul2(h2rsqrt(x), __float2half2_rn(0.25f)), __lows2half2(y, x));
  __half2 t = __hmul2(h2exp(__hneg2(x)), h2log(__hadd2(x, __float2half2_rn(1.f))));
  __half2 u = __lowhigh2highlow(__highs2half2(r, s));
  oh[i] = __hadd2(__hadd2(r, s), __hmul2(t, u));
  __nv_bfloat162 pb = p[i], qb = q[i];
  __nv_bfloat162 mx = __hmax2_nan(pb, qb);
  __nv_bfloat162 f = __hfma2(pb, qb, __floats2bfloat162_rn(0.5f, -0.5f));
  __nv_bfloat162 d = __bfloat162bfloat162(__low2bfloat16(mx));
  ob[i] = __hsub2(f, __hmul2(d, __float2bfloat162_rn(0.125f)));
  of[i] = __low2float(oh[i]) + __high2float(x) + __bfloat162float(__high2bfloat16(f)) + __low2float(qb);
}
