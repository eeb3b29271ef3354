// 5x5 box filter on 16x16 blocks with a radius-2 halo: the threads with
// tx < R / ty < R load the side halos and, together, the four corners.
// LAUNCH: grid=6,5 block=16,16 args=src:f32[7200]:rand dst:f32[7200]:zero width:i32=90 height:i32=80
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BX 16
#define BY 16
#define R 2

__device__ __forceinline__ float clamped(const float *img, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return img[y * w + x];
}

extern "C" __global__ void stencil_2d_radius2_corners(const float *src, float *dst, int width, int height) {
  __shared__ float tile[BY + 2 * R][BX + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * BX + tx;
  int gy = blockIdx.y * BY + ty;

  tile[ty + R][tx + R] = clamped(src, gx, gy, width, height);
  if (tx < R) {
    tile[ty + R][tx] = clamped(src, gx - R, gy, width, height);
    tile[ty + R][tx + BX + R] = clamped(src, gx + BX, gy, width, height);
  }
  if (ty < R) {
    tile[ty][tx + R] = clamped(src, gx, gy - R, width, height);
    tile[ty + BY + R][tx + R] = clamped(src, gx, gy + BY, width, height);
  }
  if (tx < R && ty < R) {
    tile[ty][tx] = clamped(src, gx - R, gy - R, width, height);
    tile[ty][tx + BX + R] = clamped(src, gx + BX, gy - R, width, height);
    tile[ty + BY + R][tx] = clamped(src, gx - R, gy + BY, width, height);
    tile[ty + BY + R][tx + BX + R] = clamped(src, gx + BX, gy + BY, width, height);
  }
  __syncthreads();

  if (gx >= width || gy >= height) return;
  float sum = 0.0f;
  for (int dy = -R; dy <= R; ++dy)
    for (int dx = -R; dx <= R; ++dx)
      sum += tile[ty + R + dy][tx + R + dx];
  dst[gy * width + gx] = sum * (1.0f / ((2 * R + 1) * (2 * R + 1)));
}
