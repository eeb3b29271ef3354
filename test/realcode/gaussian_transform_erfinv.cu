// @realcode Inverse-transform sampling as in option pricing and dropout-noise code: uniform to normal with erfinvf/normcdfinvf, back with normcdff/erfcf, frexpf/ldexpf to split magnitudes, CUDART_SQRT_TWO style constants from <math_constants.h>, double-precision check with erfinv/normcdf.
// @let N = 1 << 22
// @buf u f32[N] uniform(0.0001, 0.9999)
// @buf z f32[N] zero
// @buf back f32[N] zero
// @buf mant f32[N] zero
// @buf zd f64[N] zero
// @launch gaussian_transform grid(cdiv(N, 256)) block(256) args(u, z, back, mant, zd, i32(N))
// @check z abs=1e-5 rel=1e-5
// @check back abs=1e-6 rel=1e-5
// @check mant abs=1e-6 rel=1e-6
// @check zd abs=1e-12 rel=1e-12
#include <cuda_runtime.h>
#include <math_constants.h>
#include <math.h>

__global__ void gaussian_transform(const float *__restrict__ u, float *__restrict__ z, float *__restrict__ back,
                                   float *__restrict__ mant, double *__restrict__ zd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float p = u[i];
  float a = CUDART_SQRT_TWO_F * erfinvf(2.0f * p - 1.0f);
  float b = normcdfinvf(p);
  z[i] = 0.5f * (a + b);
  back[i] = (i & 1) ? normcdff(z[i]) : 0.5f * erfcf(-z[i] * CUDART_SQRT_HALF_F);
  int e;
  float m = frexpf(z[i] * 1000.0f, &e);
  mant[i] = ldexpf(m, e > 4 ? 4 : e) + (float)e;
  double pd = p;
  zd[i] = normcdfinv(pd) - CUDART_SQRT_TWO * erfinv(2.0 * pd - 1.0) + normcdf(0.25 * pd);
}
