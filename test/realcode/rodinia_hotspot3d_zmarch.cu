// @realcode Rodinia hotspot3D (the opt1 kernel): a 2-D grid of threads marches up the z axis of a 3-D thermal grid, keeping the bottom, current and top temperatures in registers and rotating them each layer; the boundary clamps are ternaries on the indices, coefficients are float arguments, launched ping-pong for a few iterations.
// @let NX = 512
// @let NY = 512
// @let NZ = 8
// @let ITERS = 6
// @buf power f32[NX * NY * NZ] uniform(0, 0.5)
// @buf t0 f32[NX * NY * NZ] uniform(320, 340)
// @buf t1 f32[NX * NY * NZ] zero
// @loop it = 0; it < ITERS; it = it + 1
//   @launch hotspotOpt1 grid(NX / 64, NY / 4) block(64, 4) args(power, sel(it % 2, t1, t0), sel(it % 2, t0, t1), i32(NX), i32(NY), i32(NZ), f32(0.1), f32(0.1), f32(0.1), f32(0.1), f32(0.1), f32(0.1), f32(0.35), f32(0.0005))
// @end
// @check t0 abs=1e-3 rel=1e-5
// @check t1 abs=1e-3 rel=1e-5
#include <cuda_runtime.h>

__global__ void hotspotOpt1(float *p, float *tIn, float *tOut, int nx, int ny, int nz, float ce, float cw, float cn,
                            float cs, float ct, float cb, float cc, float sdc) {
  float amb_temp = 80.0;

  int i = blockDim.x * blockIdx.x + threadIdx.x;
  int j = blockDim.y * blockIdx.y + threadIdx.y;

  int c = i + j * nx;
  int xy = nx * ny;

  int W = (i == 0) ? c : c - 1;
  int E = (i == nx - 1) ? c : c + 1;
  int N = (j == 0) ? c : c - nx;
  int S = (j == ny - 1) ? c : c + nx;

  float temp1, temp2, temp3;
  temp1 = temp2 = tIn[c];
  temp3 = tIn[c + xy];
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] + cb * temp1 + ct * temp3 +
            sdc * p[c] + ct * amb_temp;
  c += xy;
  W += xy;
  E += xy;
  N += xy;
  S += xy;

  for (int k = 1; k < nz - 1; ++k) {
    temp1 = temp2;
    temp2 = temp3;
    temp3 = tIn[c + xy];
    tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] + cb * temp1 + ct * temp3 +
              sdc * p[c] + ct * amb_temp;
    c += xy;
    W += xy;
    E += xy;
    N += xy;
    S += xy;
  }
  temp1 = temp2;
  temp2 = temp3;
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] + cb * temp1 + ct * temp3 +
            sdc * p[c] + ct * amb_temp;
}
