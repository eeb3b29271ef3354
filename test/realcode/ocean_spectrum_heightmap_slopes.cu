// @realcode CUDA samples oceanFFT-style kernels: float2 complex helpers (complex_exp with __sinf/__cosf-free sincosf, complex_add, complex_mult, conj), generateSpectrumKernel evolving a Phillips spectrum h0 in time with the dispersion relation sqrt(g k) and mirroring h0(-k) through (in_width - x) indexing, updateHeightmapKernel with the (x + y) & 1 checkerboard sign of an un-shifted inverse FFT, and calculateSlopeKernel writing float2 central differences with clamped edges into a vertex-buffer-like array.
// @let W = 2048
// @let H = 2048
// @buf h0 f32[2 * (W + 4) * (H + 1)] uniform(-1, 1)
// @buf ht f32[2 * W * H] zero
// @buf hptr f32[W * H] zero
// @buf slope f32[2 * W * H] zero
// @launch generateSpectrumKernel grid(cdiv(W, 8), cdiv(H, 8)) block(8, 8) args(h0, ht, u32(W + 4), u32(W), u32(H), f32(1.75), f32(100.0))
// @launch updateHeightmapKernel grid(cdiv(W, 8), cdiv(H, 8)) block(8, 8) args(hptr, ht, u32(W))
// @launch calculateSlopeKernel grid(cdiv(W, 8), cdiv(H, 8)) block(8, 8) args(hptr, slope, u32(W), u32(H))
// @check ht rel=1e-4 abs=1e-5
// @check hptr rel=1e-4 abs=1e-5
// @check slope rel=1e-3 abs=1e-5
#include <cuda_runtime.h>

#define CUDART_PI_F 3.141592654f

// complex math functions
__device__ float2 conjugate(float2 arg) { return make_float2(arg.x, -arg.y); }

__device__ float2 complex_exp(float arg) {
  float s, c;
  sincosf(arg, &s, &c);
  return make_float2(c, s);
}

__device__ float2 complex_add(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }

__device__ float2 complex_mult(float2 ab, float2 cd) {
  return make_float2(ab.x * cd.x - ab.y * cd.y, ab.x * cd.y + ab.y * cd.x);
}

// generate wave heightfield at time t based on initial heightfield and dispersion relationship
__global__ void generateSpectrumKernel(float2 *h0, float2 *ht, unsigned int in_width, unsigned int out_width,
                                       unsigned int out_height, float t, float patchSize) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned int in_index = y * in_width + x;
  unsigned int in_mindex = (out_height - y) * in_width + (out_width - x);  // mirrored
  unsigned int out_index = y * out_width + x;

  // calculate wave vector
  float2 k;
  k.x = (-(int)out_width / 2.0f + x) * (2.0f * CUDART_PI_F / patchSize);
  k.y = (-(int)out_width / 2.0f + y) * (2.0f * CUDART_PI_F / patchSize);

  // calculate dispersion w(k)
  float k_len = sqrtf(k.x * k.x + k.y * k.y);
  float w = sqrtf(9.81f * k_len);

  if ((x < out_width) && (y < out_height)) {
    float2 h0_k = h0[in_index];
    float2 h0_mk = h0[in_mindex];

    // output frequency-space complex values
    ht[out_index] = complex_add(complex_mult(h0_k, complex_exp(w * t)), complex_mult(conjugate(h0_mk), complex_exp(-w * t)));
  }
}

// update height map values based on output of FFT
__global__ void updateHeightmapKernel(float *heightMap, float2 *ht, unsigned int width) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned int i = y * width + x;

  // cos(pi * (m1 + m2))
  float sign_correction = ((x + y) & 0x01) ? -1.0f : 1.0f;

  heightMap[i] = ht[i].x * sign_correction;
}

// generate slope by partial differences in spatial domain
__global__ void calculateSlopeKernel(float *h, float2 *slopeOut, unsigned int width, unsigned int height) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned int i = y * width + x;

  float2 slope = make_float2(0.0f, 0.0f);

  if ((x > 0) && (y > 0) && (x < width - 1) && (y < height - 1)) {
    slope.x = h[i + 1] - h[i - 1];
    slope.y = h[i + width] - h[i - width];
  }

  slopeOut[i] = slope;
}
