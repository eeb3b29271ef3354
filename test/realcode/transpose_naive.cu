// @realcode Matrix transpose, naive: coalesced reads, strided writes (the baseline of every transpose tutorial), 8192 x 8192 floats.
// @let W = 8192
// @let H = 8192
// @buf in f32[W * H] uniform(-1, 1)
// @buf out f32[W * H] zero
// @launch transpose_naive grid(W / 32, H / 32) block(32, 8) args(out, in, i32(W), i32(H))
// @check out exact
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transpose_naive(float *odata, const float *idata, int width, int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height) odata[x * height + (y + j)] = idata[(y + j) * width + x];
}
