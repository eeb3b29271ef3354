// @realcode Per-element inverse and inverse square root of fp16 pairs (a normalisation prologue): __ldcs/__stcs on __half2, h2rcp, h2rsqrt, h2sqrt, __floats2half2_rn/__float22half2_rn, packed __hmul2_sat and a grid-stride loop.
// @let N = 1 << 27
// @buf x f16[N] uniform(0.01, 8)
// @buf inv f16[N] zero
// @buf inv_sqrt f16[N] zero
// @buf mix f16[N] zero
// @launch rcp_rsqrt_half2 grid(2640) block(256) args(inv, inv_sqrt, mix, x, i32(N / 2))
// @check inv rel=2e-3 abs=1e-3
// @check inv_sqrt rel=2e-3 abs=1e-3
// @check mix rel=2e-3 abs=1e-3
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void rcp_rsqrt_half2(__half2 *inv, __half2 *inv_sqrt, __half2 *mix, const __half2 *x, int n2) {
  const __half2 tenth = __floats2half2_rn(0.1f, 0.1f);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += blockDim.x * gridDim.x) {
    __half2 v = __ldcs(x + i);
    __half2 r = h2rcp(v);
    __half2 s = h2rsqrt(v);
    __stcs(inv + i, r);
    __stcs(inv_sqrt + i, s);
    // sqrt(v) * 0.1 saturated to [0, 1], then paired with the float mean of the two.
    __half2 sat = __hmul2_sat(h2sqrt(v), tenth);
    float2 f = __half22float2(sat);
    __stcs(mix + i, __float22half2_rn(make_float2(f.x, 0.5f * (f.x + f.y))));
  }
}
