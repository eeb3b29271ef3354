// @realcode 2-D convolution of a 4096 x 4096 image with a 7 x 7 filter in __constant__ memory, input tile plus halo staged in shared memory, clamp-to-edge borders.
// @let W = 4096
// @let H = 4096
// @let R = 3
// @buf img f32[W * H] uniform(0, 1)
// @buf out f32[W * H] zero
// @const c_filter f32[(2 * R + 1) * (2 * R + 1)] uniform(-0.1, 0.1)
// @launch conv2d_tiled grid(W / 16, H / 16) block(16, 16) args(img, out, i32(W), i32(H))
// @check out abs=1e-5 rel=1e-5
#include <cuda_runtime.h>

#define FILTER_RADIUS 3
#define FILTER_WIDTH (2 * FILTER_RADIUS + 1)
#define TILE 16

__constant__ float c_filter[FILTER_WIDTH * FILTER_WIDTH];

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void conv2d_tiled(const float *__restrict__ in, float *__restrict__ out, int width, int height) {
  __shared__ float patch[TILE + 2 * FILTER_RADIUS][TILE + 2 * FILTER_RADIUS];
  const int ox = blockIdx.x * TILE, oy = blockIdx.y * TILE;
  // The (TILE + 2R)^2 patch is loaded cooperatively by the TILE^2 threads.
  for (int i = threadIdx.y * TILE + threadIdx.x; i < (TILE + 2 * FILTER_RADIUS) * (TILE + 2 * FILTER_RADIUS);
       i += TILE * TILE) {
    int py = i / (TILE + 2 * FILTER_RADIUS), px = i % (TILE + 2 * FILTER_RADIUS);
    int gx = clampi(ox + px - FILTER_RADIUS, 0, width - 1);
    int gy = clampi(oy + py - FILTER_RADIUS, 0, height - 1);
    patch[py][px] = in[gy * width + gx];
  }
  __syncthreads();
  float sum = 0.0f;
#pragma unroll
  for (int fy = 0; fy < FILTER_WIDTH; ++fy)
#pragma unroll
    for (int fx = 0; fx < FILTER_WIDTH; ++fx)
      sum += c_filter[fy * FILTER_WIDTH + fx] * patch[threadIdx.y + fy][threadIdx.x + fx];
  int x = ox + threadIdx.x, y = oy + threadIdx.y;
  if (x < width && y < height) out[y * width + x] = sum;
}
