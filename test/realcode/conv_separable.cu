// @realcode Separable Gaussian-style convolution, radius 8: a row pass and a column pass (two kernels), each staging its strip plus apron in shared memory, taps in __constant__.
// @let W = 4096
// @let H = 4096
// @let R = 8
// @buf src f32[W * H] uniform(0, 1)
// @buf tmp f32[W * H] zero
// @buf dst f32[W * H] zero
// @const c_taps f32[2 * R + 1] uniform(0, 0.12)
// @launch conv_rows grid(W / 64, H / 4) block(64, 4) args(tmp, src, i32(W), i32(H))
// @launch conv_cols grid(W / 16, H / 64) block(16, 16) args(dst, tmp, i32(W), i32(H))
// @check tmp abs=1e-5 rel=1e-5
// @check dst abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define KERNEL_RADIUS 8
#define ROWS_X 64
#define ROWS_Y 4
#define COLS_X 16
#define COLS_Y 16
#define COLS_STEPS 4

__constant__ float c_taps[2 * KERNEL_RADIUS + 1];

__global__ void conv_rows(float *dst, const float *src, int w, int h) {
  __shared__ float strip[ROWS_Y][ROWS_X + 2 * KERNEL_RADIUS];
  int x = blockIdx.x * ROWS_X + threadIdx.x;
  int y = blockIdx.y * ROWS_Y + threadIdx.y;
  const float *row = src + (size_t)y * w;
  strip[threadIdx.y][threadIdx.x + KERNEL_RADIUS] = row[x];
  if (threadIdx.x < KERNEL_RADIUS) {
    int left = x - KERNEL_RADIUS, right = x + ROWS_X;
    strip[threadIdx.y][threadIdx.x] = left >= 0 ? row[left] : 0.0f;
    strip[threadIdx.y][threadIdx.x + ROWS_X + KERNEL_RADIUS] = right < w ? row[right] : 0.0f;
  }
  __syncthreads();
  float sum = 0.0f;
#pragma unroll
  for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k) sum += c_taps[KERNEL_RADIUS - k] * strip[threadIdx.y][threadIdx.x + KERNEL_RADIUS + k];
  dst[(size_t)y * w + x] = sum;
}

// Each block covers COLS_X columns and COLS_Y * COLS_STEPS rows; the apron is one COLS_Y-row step above and below.
__global__ void conv_cols(float *dst, const float *src, int w, int h) {
  __shared__ float strip[COLS_X][(COLS_STEPS + 2) * COLS_Y + 1];
  int x = blockIdx.x * COLS_X + threadIdx.x;
  int y0 = blockIdx.y * COLS_STEPS * COLS_Y - COLS_Y + threadIdx.y;
#pragma unroll
  for (int s = 0; s < COLS_STEPS + 2; ++s) {
    int y = y0 + s * COLS_Y;
    strip[threadIdx.x][threadIdx.y + s * COLS_Y] = (y >= 0 && y < h) ? src[(size_t)y * w + x] : 0.0f;
  }
  __syncthreads();
#pragma unroll
  for (int s = 1; s <= COLS_STEPS; ++s) {
    float sum = 0.0f;
#pragma unroll
    for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k)
      sum += c_taps[KERNEL_RADIUS - k] * strip[threadIdx.x][threadIdx.y + s * COLS_Y + k];
    dst[(size_t)(y0 + s * COLS_Y) * w + x] = sum;
  }
}
