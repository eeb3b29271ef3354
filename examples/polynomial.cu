// y = c0 + c1 x + c2 x^2 + c3 x^3 with the coefficients in __constant__ memory (set from the host).
__constant__ float poly_coeffs[4];

extern "C" __global__ void poly_eval(const float* __restrict__ x, float* __restrict__ y, long n) {
  for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) {
    float v = x[i];
    y[i] = ((poly_coeffs[3] * v + poly_coeffs[2]) * v + poly_coeffs[1]) * v + poly_coeffs[0];
  }
}
