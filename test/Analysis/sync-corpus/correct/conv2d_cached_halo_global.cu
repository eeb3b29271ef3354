// 2-D convolution with a shared tile for the block's own pixels only (the textbook's
// "cached halo" variant): a tap that falls inside the tile reads shared memory, one
// in the halo reads global memory (the L2 holds it), with the ghost cells outside
// the image skipped. The tile test uses signed thread coordinates.
// LAUNCH: grid=4,4 block=16,16 constant=F_c:f32[25]:rand args=N:f32[3600]:rand P:f32[3600]:zero width:i32=60 height:i32=60
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define FILTER_RADIUS 2
#define TILE_DIM 16

__constant__ float F_c[2 * FILTER_RADIUS + 1][2 * FILTER_RADIUS + 1];

extern "C" __global__ void conv2d_cached_halo_global(const float *N, float *P, int width, int height) {
  const int col = blockIdx.x * TILE_DIM + threadIdx.x;
  const int row = blockIdx.y * TILE_DIM + threadIdx.y;
  __shared__ float N_s[TILE_DIM][TILE_DIM];
  if (row < height && col < width) {
    N_s[threadIdx.y][threadIdx.x] = N[row * width + col];
  } else {
    N_s[threadIdx.y][threadIdx.x] = 0.0f;
  }
  __syncthreads();

  if (col < width && row < height) {
    float Pvalue = 0.0f;
    const int tx = (int)threadIdx.x, ty = (int)threadIdx.y;
    for (int fRow = 0; fRow < 2 * FILTER_RADIUS + 1; fRow++) {
      for (int fCol = 0; fCol < 2 * FILTER_RADIUS + 1; fCol++) {
        if (tx - FILTER_RADIUS + fCol >= 0 && tx - FILTER_RADIUS + fCol < TILE_DIM &&
            ty - FILTER_RADIUS + fRow >= 0 && ty - FILTER_RADIUS + fRow < TILE_DIM) {
          Pvalue += F_c[fRow][fCol] * N_s[ty + fRow - FILTER_RADIUS][tx + fCol - FILTER_RADIUS];
        } else if (row - FILTER_RADIUS + fRow >= 0 && row - FILTER_RADIUS + fRow < height &&
                   col - FILTER_RADIUS + fCol >= 0 && col - FILTER_RADIUS + fCol < width) {
          Pvalue += F_c[fRow][fCol] * N[(row - FILTER_RADIUS + fRow) * width + col - FILTER_RADIUS + fCol];
        }
      }
    }
    P[row * width + col] = Pvalue;
  }
}
