// @realcode warp shuffles on every type overload the CUDA headers provide besides int/float: `__shfl_xor_sync` / `__shfl_down_sync` / `__shfl_up_sync` / `__shfl_sync` on `__half`, `__half2`, `__nv_bfloat16`, `__nv_bfloat162`, `double`, `long long` and `unsigned long long`, with the `width` argument splitting the warp into 8- and 16-lane segments (segmented max / sum / inclusive scan / broadcast), plus `__ldg`, `__ldcs` and `__ldlu` on `__half2` and `__nv_bfloat162` vectors.
// @let N = 1 << 22
// @buf h2in f16[N * 2] uniform(-2, 2)
// @buf b2in bf16[N * 2] uniform(-2, 2)
// @buf din f64[N] uniform(-1, 1)
// @buf lin i64[N] uniform(-1000000000, 1000000000)
// @buf hout f16[N * 2] zero
// @buf bout bf16[N * 2] zero
// @buf dout f64[N] zero
// @buf lout i64[N] zero
// @buf uout u64[N] zero
// @launch shfl_half_types grid(N / 256) block(256) args(h2in, b2in, hout, bout, i32(N))
// @launch shfl_wide_types grid(N / 256) block(256) args(din, lin, dout, lout, uout, i32(N))
// @check hout abs=1e-2 rel=1e-2
// @check bout abs=5e-2 rel=2e-2
// @check dout abs=1e-12 rel=1e-12
// @check lout exact
// @check uout exact
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define FULL 0xffffffffu

__global__ void shfl_half_types(const __half2 *h2in, const __nv_bfloat162 *b2in, __half2 *hout, __nv_bfloat162 *bout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int lane = threadIdx.x & 31;
  __half2 hv = (i & 1) ? __ldg(h2in + i) : __ldcs(h2in + i);
  __nv_bfloat162 bv = (i & 2) ? __ldg(b2in + i) : __ldlu(b2in + i);
  // Segmented (8-lane) max of the scalar halves, then a 16-lane sum of the pairs.
  __half hmax = __hmax(__low2half(hv), __high2half(hv));
  for (int o = 4; o > 0; o >>= 1)
    hmax = __hmax(hmax, __shfl_xor_sync(FULL, hmax, o, 8));
  __half2 hsum = hv;
  for (int o = 8; o > 0; o >>= 1)
    hsum = __hadd2(hsum, __shfl_down_sync(FULL, hsum, o, 16));
  hsum = __shfl_sync(FULL, hsum, 0, 16); // broadcast each segment's lane 0
  __nv_bfloat16 bmin = __hmin(__low2bfloat16(bv), __high2bfloat16(bv));
  for (int o = 4; o > 0; o >>= 1)
    bmin = __hmin(bmin, __shfl_xor_sync(FULL, bmin, o, 8));
  // Inclusive scan of the bf16 pairs in float, across 16-lane segments.
  float2 bf = __bfloat1622float2(bv);
  for (int o = 1; o < 16; o <<= 1) {
    __nv_bfloat162 up = __shfl_up_sync(FULL, __float22bfloat162_rn(bf), o, 16);
    if ((lane & 15) >= o) {
      float2 u = __bfloat1622float2(up);
      bf.x += u.x;
      bf.y += u.y;
    }
  }
  hout[i] = __halves2half2(hmax, __hmul(__low2half(hsum), __float2half(0.0625f)));
  bout[i] = __halves2bfloat162(bmin, __float2bfloat16(bf.x - bf.y));
}

__global__ void shfl_wide_types(const double *din, const long long *lin, double *dout, long long *lout, unsigned long long *uout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int lane = threadIdx.x & 31;
  double d = din[i];
  for (int o = 8; o > 0; o >>= 1)
    d += __shfl_xor_sync(FULL, d, o, 16);
  double prev = __shfl_up_sync(FULL, din[i], 1);
  long long l = lin[i];
  for (int o = 1; o < 8; o <<= 1) {
    long long other = __shfl_up_sync(FULL, l, o, 8);
    if ((lane & 7) >= o)
      l += other;
  }
  unsigned long long u = (unsigned long long)lin[i] ^ 0x9e3779b97f4a7c15ull;
  for (int o = 16; o > 0; o >>= 1) {
    unsigned long long v = __shfl_down_sync(FULL, u, o);
    u = (lane + o < 32 && v > u) ? v : u;
  }
  u = __shfl_sync(FULL, u, 0);
  dout[i] = d * 0.0625 + (lane ? prev : 0.0);
  lout[i] = l;
  uout[i] = u + lane;
}
