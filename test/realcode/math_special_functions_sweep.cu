// @realcode The CUDA Math API beyond the elementary functions, as statistics and physics code calls it: normcdff/normcdfinvf, erfcxf, erfinvf/erfcinvf, the Bessel functions (j0f, j1f, jnf, y0f, y1f, ynf, cyl_bessel_i0f/i1f), lgammaf/tgammaf, sincospif, rhypotf/norm3df/rnorm4df/rnormf, frexpf/ldexpf/scalbnf/remquof/modff/ilogbf, rcbrtf, exp10f/expm1f/log1pf, and their double versions (normcdf, erfcx, rcbrt, rnorm3d, cyl_bessel_i0, lgamma, sinpi, remquo), one output column per function.
// @let N = 1 << 20
// @buf x f32[N] uniform(-3, 3)
// @buf vec f32[4 * N] uniform(-2, 2)
// @buf outf f32[24 * N] zero
// @buf outi i32[4 * N] zero
// @buf outd f64[10 * N] zero
// @launch special_float grid(N / 128) block(128) args(x, vec, outf, outi, i32(N))
// @launch special_double grid(N / 128) block(128) args(x, outd, i32(N))
// @check outf rel=2e-6 abs=1e-6
// @check outi exact
// @check outd rel=1e-14 abs=1e-14
#include <cuda_runtime.h>
#include <math.h>

__global__ void special_float(const float *__restrict__ xs, const float *__restrict__ vec, float *outf, int *outi,
                              int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  float ax = fabsf(x);
  float p = ax / 3.2f + 0.01f;  // in (0, 1)
  float *o = outf + (size_t)i * 24;
  o[0] = normcdff(x);
  o[1] = normcdfinvf(p);
  o[2] = erfcxf(x);
  o[3] = erfinvf(x / 3.1f);
  o[4] = erfcinvf(p * 1.9f);
  o[5] = j0f(x) + j1f(x);
  o[6] = jnf(3, x);
  o[7] = y0f(ax + 0.1f) + y1f(ax + 0.1f);
  o[8] = ynf(2, ax + 0.5f);
  o[9] = cyl_bessel_i0f(x) - cyl_bessel_i1f(x);
  o[10] = lgammaf(x + 3.5f);
  o[11] = tgammaf(x + 3.5f);
  float s, c;
  sincospif(x, &s, &c);
  o[12] = s;
  o[13] = c;
  const float *v = vec + 4 * (size_t)i;
  o[14] = rhypotf(v[0], v[1]);
  o[15] = norm3df(v[0], v[1], v[2]);
  o[16] = rnorm4df(v[0], v[1], v[2], v[3]);
  o[17] = rnormf(4, v);
  int e;
  o[18] = frexpf(x * 100.0f, &e);
  outi[4 * i] = e;
  o[19] = ldexpf(x, e) + scalbnf(x, -3);
  int q;
  o[20] = remquof(x * 10.0f, 0.75f, &q);
  outi[4 * i + 1] = q;
  float ip;
  o[21] = modff(x * 7.0f, &ip) + ip;
  outi[4 * i + 2] = ilogbf(x * 1000.0f);
  outi[4 * i + 3] = (int)lrintf(x * 1000.0f);
  o[22] = rcbrtf(x + 3.5f) + exp10f(x * 0.5f);
  o[23] = expm1f(x * 0.1f) + log1pf(ax);
}

__global__ void special_double(const float *__restrict__ xs, double *outd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = xs[i];
  double *o = outd + (size_t)i * 10;
  o[0] = normcdf(x);
  o[1] = erfcx(x);
  o[2] = rcbrt(x + 3.5);
  o[3] = rnorm3d(x, 1.5, -0.5);
  o[4] = cyl_bessel_i0(x);
  o[5] = lgamma(x + 3.5);
  o[6] = sinpi(x) + cospi(x);
  int q;
  o[7] = remquo(x * 10.0, 0.75, &q) + q;
  o[8] = normcdfinv(fabs(x) / 3.2 + 0.01);
  o[9] = erfinv(x / 3.1) + exp10(x * 0.5);
}
