// @realcode an index-driven gather of mixed-type feature columns, the way columnar/ML feature code reads read-only tables: the __ldg overloads for int4, uint2, double2, char4, short2, longlong2, float2, __half2 and __nv_bfloat16 (and __ldcg/__ldca on double2 and int2) through gathered row indices, combined into per-row features.
// @let N = 1 << 20
// @let R = 1 << 16
// @buf idx i32[N] uniform(0, 65536)
// @buf ti4 i32[R * 4] uniform(-100000, 100000)
// @buf tu2 u32[R * 2] uniform(0, 4000000000)
// @buf td2 f64[R * 2] uniform(-1, 1)
// @buf tc4 i8[R * 4] uniform(-128, 128)
// @buf ts2 i16[R * 2] uniform(-32768, 32768)
// @buf tl2 i64[R * 2] uniform(-1000000000000, 1000000000000)
// @buf tf2 f32[R * 2] uniform(-2, 2)
// @buf th2 f16[R * 2] uniform(-2, 2)
// @buf tbf bf16[R] uniform(-2, 2)
// @buf ints i64[N * 2] zero
// @buf reals f64[N * 2] zero
// @launch gather_features grid(cdiv(N, 256)) block(256) args(idx, ti4, tu2, td2, tc4, ts2, tl2, tf2, th2, tbf, ints, reals, i32(N))
// @check ints exact
// @check reals abs=1e-12 rel=1e-12
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void gather_features(const int *__restrict__ idx, const int4 *__restrict__ ti4, const uint2 *__restrict__ tu2,
                                const double2 *__restrict__ td2, const char4 *__restrict__ tc4, const short2 *__restrict__ ts2,
                                const longlong2 *__restrict__ tl2, const float2 *__restrict__ tf2,
                                const __half2 *__restrict__ th2, const __nv_bfloat16 *__restrict__ tbf,
                                long long *__restrict__ ints, double *__restrict__ reals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = __ldg(idx + i);
  int4 a = __ldg(ti4 + r);
  uint2 b = __ldg(tu2 + r);
  char4 c = __ldg(tc4 + r);
  short2 s = __ldg(ts2 + r);
  longlong2 l = __ldg(tl2 + r);
  int2 a2 = __ldcg(reinterpret_cast<const int2 *>(ti4 + (r ^ 1)));
  long long isum = (long long)a.x + a.y + a.z + a.w + (long long)b.x - (long long)b.y + c.x * c.y + c.z * c.w +
                   s.x * (long long)s.y + a2.x - a2.y;
  ints[2 * (size_t)i] = isum;
  ints[2 * (size_t)i + 1] = (l.x >> 3) ^ l.y;
  double2 d = __ldg(td2 + r);
  double2 d1 = __ldca(td2 + (r ^ 7));
  float2 f = __ldg(tf2 + r);
  float2 h = __half22float2(__ldg(th2 + r));
  float bf = __bfloat162float(__ldg(tbf + r));
  reals[2 * (size_t)i] = d.x * d.y + d1.x + (double)f.x * f.y;
  reals[2 * (size_t)i + 1] = (double)h.x - (double)h.y + (double)bf * d1.y;
}
