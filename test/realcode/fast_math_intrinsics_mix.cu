// @realcode Fast-math intrinsics as graphics and signal code calls them: __fdividef, rsqrtf, __frsqrt_rn, sincospif/sincosf, __expf/__logf/__powf, __saturatef, __frcp_rn, __fmaf_rz, __umulhi/__mulhi/__umul64hi for fixed-point scaling, and fixed-point phase accumulation with __float2uint_rz.
// @let N = 1 << 22
// @buf x f32[N] uniform(-4, 4)
// @buf y f32[N] uniform(0.25, 8)
// @buf u u32[N] uniform(0, 4000000000)
// @buf of f32[4 * N] zero
// @buf ou u32[2 * N] zero
// @launch fast_mix grid(cdiv(N, 256)) block(256) args(x, y, u, of, ou, i32(N))
// @check of abs=1e-5 rel=1e-5
// @check ou exact
__global__ void fast_mix(const float *__restrict__ x, const float *__restrict__ y, const unsigned *__restrict__ u,
                         float4 *__restrict__ of, uint2 *__restrict__ ou, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float xv = x[i], yv = y[i];
  float s, c;
  sincospif(xv * 0.25f, &s, &c);
  float s2, c2;
  sincosf(yv, &s2, &c2);
  float ratio = __fdividef(xv, yv);
  float inv = rsqrtf(yv) + __frsqrt_rn(yv * 2.0f);
  float g = __saturatef(__expf(-fabsf(xv)) + 0.5f * __logf(yv)) + __powf(yv, 0.3f);
  float r = __frcp_rn(yv) + __fmaf_rz(xv, yv, 1.0f);
  of[i] = make_float4(s * c2 + c * s2, ratio * inv, g, r);
  unsigned uv = u[i];
  unsigned scaled = __umulhi(uv, 2654435761u);
  int signed_hi = __mulhi((int)uv, -123456789);
  unsigned long long wide = __umul64hi((unsigned long long)uv << 20, 0x9E3779B97F4A7C15ull);
  unsigned phase = __float2uint_rz(__saturatef(fabsf(s)) * 65535.0f) << 16;
  ou[i] = make_uint2(scaled ^ (unsigned)signed_hi, (unsigned)wide + phase);
}
