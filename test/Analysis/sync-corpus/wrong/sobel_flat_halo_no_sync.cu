// sobel_flat_halo_divmod without the barrier after the flattened halo load: a thread reads tile
// elements that the second round of the load stores.
// LAUNCH: grid=4,4 block=16,16 args=img:f32[4096]:urand out:f32[4096]:zero w:i32=64 h:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define BW 16
#define BH 16
#define TW (BW + 2)
#define TH (BH + 2)

extern "C" __global__ void __launch_bounds__(BW * BH) sobel_flat_halo_no_sync(const float *img, float *out, int w, int h) {
  __shared__ float tile[TH][TW];
  const int tid = threadIdx.y * BW + threadIdx.x;
  const int x0 = blockIdx.x * BW - 1, y0 = blockIdx.y * BH - 1;
  for (int i = tid; i < TW * TH; i += BW * BH) {
    int r = i / TW, c = i % TW;
    int gx = min(max(x0 + c, 0), w - 1);
    int gy = min(max(y0 + r, 0), h - 1);
    tile[r][c] = img[gy * w + gx];
  }
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  // CHECK: sobel_flat_halo_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
  float gx = tile[ty - 1][tx + 1] + 2.f * tile[ty][tx + 1] + tile[ty + 1][tx + 1] - tile[ty - 1][tx - 1] -
             2.f * tile[ty][tx - 1] - tile[ty + 1][tx - 1];
  float gy = tile[ty + 1][tx - 1] + 2.f * tile[ty + 1][tx] + tile[ty + 1][tx + 1] - tile[ty - 1][tx - 1] -
             2.f * tile[ty - 1][tx] - tile[ty - 1][tx + 1];
  int x = blockIdx.x * BW + threadIdx.x, y = blockIdx.y * BH + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = sqrtf(gx * gx + gy * gy);
}
