// @realcode Overflow check before an fp16 optimizer step (apex/AMP style): counts NaNs and infinities of a half gradient with __hisnan/__hisinf after an unscale that can overflow, warp votes and one atomicAdd per warp, and writes the clipped gradient with __hmin/__hmax and the NaN-propagating __hmax_nan.
// @let N = 1 << 26
// @buf grad f16[N] uniform(-60000, 60000)
// @buf clipped f16[N] zero
// @buf maxnan f16[N] zero
// @buf counts u32[2] zero
// @launch nan_inf_census grid(N / (2 * 256)) block(256) args(clipped, maxnan, counts, grad, i32(N), f32(1.5))
// @check clipped rel=1e-3 abs=1e-3
// @check maxnan rel=1e-3 abs=1e-3
// @check counts exact
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void nan_inf_census(__half *clipped, __half *maxnan, unsigned int *counts, const __half *grad, int n, float scale) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * 2;
  if (i + 1 >= n) return;
  __half2 g = *reinterpret_cast<const __half2 *>(grad + i);
  // Multiplying by 1.5 in half overflows the large gradients to +-inf; the 0 * inf
  // of a second product makes NaNs out of those.
  __half2 scaled = __hmul2(g, __float2half2_rn(scale));
  __half2 probe = __hmul2(scaled, __hsub2(scaled, scaled));
  __half lo = __low2half(probe), hi = __high2half(probe);
  int nans = __hisnan(lo) + __hisnan(hi);
  int infs = (__hisinf(__low2half(scaled)) != 0) + (__hisinf(__high2half(scaled)) != 0);
  unsigned int warp_nans = __popc(__ballot_sync(0xffffffffu, nans > 0)) + __popc(__ballot_sync(0xffffffffu, nans > 1));
  unsigned int warp_infs = __popc(__ballot_sync(0xffffffffu, infs > 0)) + __popc(__ballot_sync(0xffffffffu, infs > 1));
  if ((threadIdx.x & 31) == 0) {
    if (warp_nans) atomicAdd(&counts[0], warp_nans);
    if (warp_infs) atomicAdd(&counts[1], warp_infs);
  }
  const __half limit = __ushort_as_half((unsigned short)0x7800);  // 32768
  const __half neg_limit = __hneg(limit);
  clipped[i] = __hmax(__hmin(__low2half(scaled), limit), neg_limit);
  clipped[i + 1] = __hmax(__hmin(__high2half(scaled), limit), neg_limit);
  // __hmax_nan keeps the NaN where __hmax would drop it.
  maxnan[i] = __hmax_nan(lo, __low2half(g));
  maxnan[i + 1] = __hmax_nan(hi, __high2half(g));
}
