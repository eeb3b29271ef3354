// @realcode llm.c-style streaming activation clip on half2 pairs: __ldcs reads (the input is read once), __ldg for the per-channel scale, the clip to [-4, 4] with __hmax2/__hmin2 and __hmin/__hmax against constants, __stcs writes of the result and a plain store of the max-abs per pair.
// @let N = 1 << 25
// @let C = 768
// @buf x f16[N] uniform(-8, 8)
// @buf scale f16[C] uniform(0.5, 1.5)
// @buf y f16[N] zero
// @buf peak f16[N / 2] zero
// @launch clip_stream grid(N / 2 / 256) block(256) args(y, peak, x, scale, i32(N), i32(C))
// @check y rel=1e-3 abs=1e-3
// @check peak rel=1e-3 abs=1e-3
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void clip_stream(__half *__restrict__ y, __half *__restrict__ peak, const __half *__restrict__ x,
                            const __half *__restrict__ scale, int n, int channels) {
  int pair = blockIdx.x * blockDim.x + threadIdx.x;
  if (2 * pair + 1 >= n) return;
  __half2 v = __ldcs(reinterpret_cast<const __half2 *>(x) + pair);
  int c = (2 * pair) % channels;
  __half2 s = __halves2half2(__ldg(scale + c), __ldg(scale + c + 1));
  __half2 scaled = __hmul2(v, s);
  const __half2 hi = __float2half2_rn(4.0f), lo = __float2half2_rn(-4.0f);
  __half2 clipped = __hmin2(__hmax2(scaled, lo), hi);
  __stcs(reinterpret_cast<__half2 *>(y) + pair, clipped);
  __half a = __habs(__low2half(scaled)), b = __habs(__high2half(scaled));
  peak[pair] = __hmin(__hmax(a, b), __float2half(6.0f));
}
