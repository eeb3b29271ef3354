// @realcode A 2-D acoustic wave solver as seismic modelling codes write it: second-order leapfrog in time (u_next = 2u - u_prev + c^2 dt^2 lap(u)) with an 8th-order (radius 4) finite-difference Laplacian whose coefficients sit in __constant__ memory, reads through __ldg and const __restrict__ pointers, a per-point velocity model, a Ricker-wavelet point source injected each step by one thread, and a sponge (Cerjan) absorbing boundary that damps the new time level near the edges. Two buffers ping-pong: the new time level overwrites the oldest in place, as each point reads its own old value only.
// @let NX = 2048
// @let NZ = 2048
// @let NT = 24
// @buf u0 f32[NX * NZ] zero
// @buf u1 f32[NX * NZ] zero
// @buf vel f32[NX * NZ] uniform(1500, 3500)
// @const c_fd f32[5] set(0, -2.8472222) set(1, 1.6) set(2, -0.2) set(3, 0.025396825) set(4, -0.0017857143)
// @loop t = 0; t < NT; t = t + 1
//   @launch wave_step grid(cdiv(NX, 32), cdiv(NZ, 8)) block(32, 8) args(sel(t % 2 == 0, u0, u1), sel(t % 2 == 0, u1, u0), vel, i32(NX), i32(NZ), f32(0.0005), f32(1.0 / 100), i32(t))
// @end
// @check u0 abs=1e-4 rel=1e-3
// @check u1 abs=1e-4 rel=1e-3
#include <cuda_runtime.h>
#include <math_constants.h>

#define RADIUS 4
#define SPONGE 40
__constant__ float c_fd[RADIUS + 1];

__device__ __forceinline__ float ricker(float t, float f0) {
  float a = CUDART_PI_F * f0 * (t - 1.2f / f0);
  a *= a;
  return (1.f - 2.f * a) * __expf(-a);
}

__device__ __forceinline__ float sponge(int i, int n) {
  int d = min(i, n - 1 - i);
  if (d >= SPONGE) return 1.f;
  float x = 0.015f * (SPONGE - d);
  return __expf(-x * x);
}

// u_prev is overwritten with the next time level.
__global__ void __launch_bounds__(256) wave_step(float *u_prev, const float *__restrict__ u,
                                                 const float *__restrict__ vel, int nx,
                                                 int nz, float dt, float inv_h2, int step) {
  const int ix = blockIdx.x * blockDim.x + threadIdx.x;
  const int iz = blockIdx.y * blockDim.y + threadIdx.y;
  if (ix >= nx || iz >= nz) return;
  const size_t idx = (size_t)iz * nx + ix;
  float lap = 0.f;
  if (ix >= RADIUS && ix < nx - RADIUS && iz >= RADIUS && iz < nz - RADIUS) {
    lap = 2.f * c_fd[0] * __ldg(&u[idx]);
#pragma unroll
    for (int r = 1; r <= RADIUS; ++r)
      lap += c_fd[r] * (__ldg(&u[idx - r]) + __ldg(&u[idx + r]) + __ldg(&u[idx - (size_t)r * nx]) +
                        __ldg(&u[idx + (size_t)r * nx]));
    lap *= inv_h2;
  }
  const float c = __ldg(&vel[idx]) * 1e-3f;
  float next = 2.f * u[idx] - u_prev[idx] + c * c * dt * dt * lap * 1e6f;
  if (ix == nx / 2 && iz == nz / 8) next += ricker(step * dt, 200.f);
  const float damp = sponge(ix, nx) * sponge(iz, nz);
  u_prev[idx] = next * damp;
}
