// @realcode Richardson-Lucy deconvolution of a blurred image, as microscopy and astronomy GPU tools iterate it: a separable Gaussian point-spread function whose taps sit in a __constant__ array, the blur estimate computed by a row pass and a column pass through shared-memory tiles with clamped halos (templated on the pass direction), the ratio image observed / max(blurred, eps), its correlation with the flipped PSF (the same separable passes, symmetric taps), and the multiplicative update of the estimate; each iteration is four launches in a launch loop, with ping-pong buffers chosen by sel().
// @let W = 2048
// @let H = 2048
// @let R = 7
// @let ITERS = 6
// @const c_psf f32[15] set(0, 0.0009) set(1, 0.0044) set(2, 0.0175) set(3, 0.0540) set(4, 0.1295) set(5, 0.2420) set(6, 0.3521) set(7, 0.3989) set(8, 0.3521) set(9, 0.2420) set(10, 0.1295) set(11, 0.0540) set(12, 0.0175) set(13, 0.0044) set(14, 0.0009)
// @buf observed f32[W * H] uniform(0.05, 1)
// @buf est f32[W * H] fill(0.5)
// @buf tmp f32[W * H] zero
// @buf blurred f32[W * H] zero
// @buf ratio f32[W * H] zero
// @loop it = 0; it < ITERS; it = it + 1
//   @launch conv_pass<true> grid(W / 32, H / 8) block(32, 8) args(est, tmp, i32(W), i32(H))
//   @launch conv_pass<false> grid(W / 32, H / 8) block(32, 8) args(tmp, blurred, i32(W), i32(H))
//   @launch ratio_image grid(W * H / 256) block(256) args(observed, blurred, ratio, f32(1e-6), i32(W * H))
//   @launch conv_pass<true> grid(W / 32, H / 8) block(32, 8) args(ratio, tmp, i32(W), i32(H))
//   @launch conv_pass<false> grid(W / 32, H / 8) block(32, 8) args(tmp, blurred, i32(W), i32(H))
//   @launch multiply_update grid(W * H / 256) block(256) args(est, blurred, f32(0.25), i32(W * H))
// @end
// @check est abs=1e-5 rel=1e-4
// @check ratio abs=1e-5 rel=1e-4
#include <cuda_runtime.h>

#define RADIUS 7
#define TAPS (2 * RADIUS + 1)
#define TILE_X 32
#define TILE_Y 8

__constant__ float c_psf[TAPS];

// One separable pass; the symmetric PSF makes convolution and correlation the same pass.
template <bool ROWS> __global__ void conv_pass(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  __shared__ float tile[TILE_Y + 2 * RADIUS][TILE_X + 2 * RADIUS];
  const int x = blockIdx.x * TILE_X + threadIdx.x;
  const int y = blockIdx.y * TILE_Y + threadIdx.y;
  if (ROWS) {
    for (int dx = threadIdx.x; dx < TILE_X + 2 * RADIUS; dx += TILE_X) {
      const int gx = min(max((int)(blockIdx.x * TILE_X) + dx - RADIUS, 0), w - 1);
      tile[threadIdx.y][dx] = in[y * w + gx];
    }
  } else {
    for (int dy = threadIdx.y; dy < TILE_Y + 2 * RADIUS; dy += TILE_Y) {
      const int gy = min(max((int)(blockIdx.y * TILE_Y) + dy - RADIUS, 0), h - 1);
      tile[dy][threadIdx.x] = in[gy * w + x];
    }
  }
  __syncthreads();
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k < TAPS; ++k) acc += c_psf[k] * (ROWS ? tile[threadIdx.y][threadIdx.x + k] : tile[threadIdx.y + k][threadIdx.x]);
  out[y * w + x] = acc;
}

template __global__ void conv_pass<true>(const float *__restrict__, float *__restrict__, int, int);
template __global__ void conv_pass<false>(const float *__restrict__, float *__restrict__, int, int);

__global__ void ratio_image(const float *__restrict__ observed, const float *__restrict__ blurred, float *ratio, float eps, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ratio[i] = observed[i] / fmaxf(blurred[i], eps);
}

// The PSF taps (unnormalised Gaussian samples) sum to about 2 per pass, 4 over the two: scale divides it out.
__global__ void multiply_update(float *est, const float *__restrict__ corr, float scale, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) est[i] *= corr[i] * scale;
}
