// Sobel edge magnitude on an 8-bit image: a 16x16 block stages an 18x18
// unsigned char tile (the CUDA samples' SobelFilter style): every thread its
// own pixel, the threads of the first and last row and column the halo
// pixels beside them, the four corner threads the corners. Byte stores of
// neighbouring threads share words; the analysis must compare bytes.
// LAUNCH: grid=4,4 block=16,16 args=img:u8[4096]:rand(0,256) out:u8[4096]:zero w:i32=64 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

__device__ __forceinline__ unsigned char px(const unsigned char *img, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return img[y * w + x];
}

extern "C" __global__ void __launch_bounds__(256) sobel_uchar_tile_edge_halo(const unsigned char *img, unsigned char *out, int w, int h) {
  __shared__ unsigned char tile[B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  tile[ty + 1][tx + 1] = px(img, x, y, w, h);
  if (tx == 0)
    tile[ty + 1][0] = px(img, x - 1, y, w, h);
  if (tx == B - 1)
    tile[ty + 1][B + 1] = px(img, x + 1, y, w, h);
  if (ty == 0)
    tile[0][tx + 1] = px(img, x, y - 1, w, h);
  if (ty == B - 1)
    tile[B + 1][tx + 1] = px(img, x, y + 1, w, h);
  if (tx == 0 && ty == 0)
    tile[0][0] = px(img, x - 1, y - 1, w, h);
  if (tx == B - 1 && ty == 0)
    tile[0][B + 1] = px(img, x + 1, y - 1, w, h);
  if (tx == 0 && ty == B - 1)
    tile[B + 1][0] = px(img, x - 1, y + 1, w, h);
  if (tx == B - 1 && ty == B - 1)
    tile[B + 1][B + 1] = px(img, x + 1, y + 1, w, h);
  __syncthreads();
  int gx = -tile[ty][tx] + tile[ty][tx + 2] - 2 * tile[ty + 1][tx] + 2 * tile[ty + 1][tx + 2] -
           tile[ty + 2][tx] + tile[ty + 2][tx + 2];
  int gy = -tile[ty][tx] - 2 * tile[ty][tx + 1] - tile[ty][tx + 2] + tile[ty + 2][tx] +
           2 * tile[ty + 2][tx + 1] + tile[ty + 2][tx + 2];
  int mag = abs(gx) + abs(gy);
  if (x < w && y < h)
    out[y * w + x] = (unsigned char)min(mag, 255);
}
