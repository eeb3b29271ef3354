// @realcode numerical kernels whose float results depend on which products the compiler fuses into fmas, written the way numerical-recipes ports write them: Clenshaw's recurrence for a Chebyshev series (`b0 = 2 * y * b1 - b2 + c[k]`, the `x - y * C` and `x * 2` shapes), Horner polynomials with negative and alternating coefficients written as subtractions (`1 - x * (0.5f - x * 0.1666f)`), a damped spring integrator with `v -= dt * k * x` and `x += dt * v`, and a reaction-field switching polynomial (`1 + t^3 (-10 + t (15 - 6 t))`); checked exact against nvcc, so every fused or unfused product must match nvcc's choice.
// @let N = 1 << 22
// @buf x f32[N] uniform(-1, 1)
// @buf cheb f32[N] zero
// @buf horner f32[N] zero
// @buf spring f32[N * 2] zero
// @buf sw f32[N] zero
// @launch subtractive_kernels grid(N / 256) block(256) args(x, cheb, horner, spring, sw, i32(N))
// @check cheb exact
// @check horner exact
// @check spring exact
// @check sw exact
#include <cuda_runtime.h>

__constant__ float c_cheb[12] = {1.2661f, 1.1303f, 0.2715f, 0.0443f, 0.00547f, 0.000543f,
                                 4.5e-5f, 3.2e-6f, 2.0e-7f, 1.1e-8f, 5.5e-10f, 2.5e-11f};

__device__ float clenshaw(float x, int n) {
  float b1 = 0.0f, b2 = 0.0f;
  const float y = 2.0f * x;
  for (int k = n - 1; k >= 1; --k) {
    float b0 = y * b1 - b2 + c_cheb[k];
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + 0.5f * c_cheb[0];
}

__device__ float cos_horner(float x) {
  float x2 = x * x;
  return 1.0f - x2 * (0.5f - x2 * (0.041666668f - x2 * (0.0013888889f - x2 * 2.4801587e-5f)));
}

__device__ float switching(float r, float rs, float rc) {
  float t = (r - rs) / (rc - rs);
  return 1.0f + t * t * t * (-10.0f + t * (15.0f - t * 6.0f));
}

__global__ void subtractive_kernels(const float *xs, float *cheb, float *horner, float *spring, float *sw, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = xs[i];
  cheb[i] = clenshaw(x, 12);
  horner[i] = cos_horner(x) - x * 0.25f;
  float pos = x, vel = 0.0f;
  const float dt = 0.01f, k = 40.0f, damp = 0.3f;
  for (int s = 0; s < 64; ++s) {
    vel -= dt * k * pos;
    vel -= dt * damp * vel;
    pos += dt * vel;
  }
  spring[2 * i] = pos;
  spring[2 * i + 1] = vel;
  sw[i] = switching(5.0f + fabsf(x), 5.0f, 6.0f);
}
