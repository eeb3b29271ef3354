// Sobel edge detection on a 16x16 tile whose 18x18 haloed input is loaded by a flattened
// block-strided loop: element i of the tile is row i / 18, column i % 18 (the 256 threads
// cover 324 elements in two rounds), then each thread reads its 3x3 neighbourhood.
// LAUNCH: grid=4,4 block=16,16 args=img:f32[4096]:urand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BW 16
#define BH 16
#define TW (BW + 2)
#define TH (BH + 2)

extern "C" __global__ void __launch_bounds__(BW * BH) sobel_flat_halo_divmod(const float *img, float *out, int w, int h) {
  __shared__ float tile[TH][TW];
  const int tid = threadIdx.y * BW + threadIdx.x;
  const int x0 = blockIdx.x * BW - 1, y0 = blockIdx.y * BH - 1;
  for (int i = tid; i < TW * TH; i += BW * BH) {
    int r = i / TW, c = i % TW;
    int gx = min(max(x0 + c, 0), w - 1);
    int gy = min(max(y0 + r, 0), h - 1);
    tile[r][c] = img[gy * w + gx];
  }
  __syncthreads();
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  float gx = tile[ty - 1][tx + 1] + 2.f * tile[ty][tx + 1] + tile[ty + 1][tx + 1] - tile[ty - 1][tx - 1] -
             2.f * tile[ty][tx - 1] - tile[ty + 1][tx - 1];
  float gy = tile[ty + 1][tx - 1] + 2.f * tile[ty + 1][tx] + tile[ty + 1][tx + 1] - tile[ty - 1][tx - 1] -
             2.f * tile[ty - 1][tx] - tile[ty - 1][tx + 1];
  int x = blockIdx.x * BW + threadIdx.x, y = blockIdx.y * BH + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = sqrtf(gx * gx + gy * gy);
}
