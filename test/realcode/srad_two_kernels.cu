// @realcode Rodinia-style SRAD v2: a first kernel computes the directional derivatives and the diffusion coefficient from q0sqr (a float argument) with clamping to [0, 1], a second kernel applies the divergence update with lambda; index arrays for the clamped neighbours as Rodinia precomputes them.
// @let R = 2048
// @let C = 2048
// @buf img f32[R * C] uniform(0.05, 1)
// @buf dN f32[R * C] zero
// @buf dS f32[R * C] zero
// @buf dW f32[R * C] zero
// @buf dE f32[R * C] zero
// @buf coef f32[R * C] zero
// @launch srad_coefficients grid(C / 16, R / 16) block(16, 16) args(img, dN, dS, dW, dE, coef, i32(R), i32(C), f32(0.053))
// @launch srad_update grid(C / 16, R / 16) block(16, 16) args(img, dN, dS, dW, dE, coef, i32(R), i32(C), f32(0.5))
// @check coef rel=1e-4 abs=1e-5
// @check img rel=1e-4 abs=1e-5
#include <cuda_runtime.h>

__global__ void srad_coefficients(const float *J, float *dN, float *dS, float *dW, float *dE, float *c, int rows,
                                  int cols, float q0sqr) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows) return;
  int k = y * cols + x;
  int iN = y == 0 ? 0 : y - 1, iS = y == rows - 1 ? rows - 1 : y + 1;
  int jW = x == 0 ? 0 : x - 1, jE = x == cols - 1 ? cols - 1 : x + 1;
  float Jc = J[k];
  float n = J[iN * cols + x] - Jc, s = J[iS * cols + x] - Jc;
  float w = J[y * cols + jW] - Jc, e = J[y * cols + jE] - Jc;
  float G2 = (n * n + s * s + w * w + e * e) / (Jc * Jc);
  float L = (n + s + w + e) / Jc;
  float num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
  float den = 1 + (.25f * L);
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
  float cv = 1.0f / (1.0f + den);
  if (cv < 0) cv = 0;
  else if (cv > 1) cv = 1;
  dN[k] = n; dS[k] = s; dW[k] = w; dE[k] = e;
  c[k] = cv;
}

__global__ void srad_update(float *J, const float *dN, const float *dS, const float *dW, const float *dE,
                            const float *c, int rows, int cols, float lambda) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows) return;
  int k = y * cols + x;
  int iS = y == rows - 1 ? rows - 1 : y + 1;
  int jE = x == cols - 1 ? cols - 1 : x + 1;
  float cN = c[k], cS = c[iS * cols + x], cW = c[k], cE = c[y * cols + jE];
  float D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
  J[k] = J[k] + 0.25f * lambda * D;
}
