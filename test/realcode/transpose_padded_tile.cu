// @realcode Matrix transpose through a 32 x 33 shared tile (padding column against bank conflicts), 32 x 8 threads each moving 4 elements, 8192 x 8192 floats.
// @let W = 8192
// @let H = 8192
// @buf in f32[W * H] uniform(-1, 1)
// @buf out f32[W * H] zero
// @launch transpose_tile grid(W / 32, H / 32) block(32, 8) args(out, in, i32(W), i32(H))
// @check out exact
#include <cuda_runtime.h>

constexpr int kTile = 32;
constexpr int kRows = 8;

__global__ void transpose_tile(float *__restrict__ out, const float *__restrict__ in, int width, int height) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x;
  int y = blockIdx.y * kTile + threadIdx.y;
#pragma unroll
  for (int r = 0; r < kTile; r += kRows)
    if (x < width && y + r < height) tile[threadIdx.y + r][threadIdx.x] = in[(size_t)(y + r) * width + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;  // swapped block offsets
  y = blockIdx.x * kTile + threadIdx.y;
#pragma unroll
  for (int r = 0; r < kTile; r += kRows)
    if (x < height && y + r < width) out[(size_t)(y + r) * height + x] = tile[threadIdx.x][threadIdx.y + r];
}
