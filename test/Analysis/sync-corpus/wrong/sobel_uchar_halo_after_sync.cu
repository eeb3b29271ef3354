// sobel_uchar_tile_edge_halo with its barrier between the centre pixels and
// the halo loads instead of after them: the halo bytes are read by the
// neighbouring threads with nothing ordering the stores.
// LAUNCH: grid=4,4 block=16,16 args=img:u8[4096]:rand(0,256) out:u8[4096]:zero w:i32=64 h:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 16

__device__ __forceinline__ unsigned char px(const unsigned char *img, int x, int y, int w, int h) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return img[y * w + x];
}

extern "C" __global__ void __launch_bounds__(256) sobel_uchar_halo_after_sync(const unsigned char *img, unsigned char *out, int w, int h) {
  __shared__ unsigned char tile[B + 2][B + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  tile[ty + 1][tx + 1] = px(img, x, y, w, h);
  __syncthreads();
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
  // CHECK: sobel_uchar_halo_after_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  int gx = -tile[ty][tx] + tile[ty][tx + 2] - 2 * tile[ty + 1][tx] + 2 * tile[ty + 1][tx + 2] -
           tile[ty + 2][tx] + tile[ty + 2][tx + 2];
  int gy = -tile[ty][tx] - 2 * tile[ty][tx + 1] - tile[ty][tx + 2] + tile[ty + 2][tx] +
           2 * tile[ty + 2][tx + 1] + tile[ty + 2][tx + 2];
  int mag = abs(gx) + abs(gy);
  if (x < w && y < h)
    out[y * w + x] = (unsigned char)min(mag, 255);
}
