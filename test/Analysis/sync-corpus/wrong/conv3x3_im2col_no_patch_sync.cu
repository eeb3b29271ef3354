// conv3x3_im2col_shared_patch_rows without the barrier between filling the patch
// matrix and the dot products: thread t reads row t while the threads whose flat
// elements e = 9t .. 9t + 8 (e / 9 = t) may still be writing it.
// LAUNCH: grid=4,4 block=256 constant=c_filter:f32[9]:rand args=img:f32[64*64]:rand out:f32[64*64]:zero width:i32=64 height:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ float c_filter[9];

extern "C" __global__ void __launch_bounds__(256) conv3x3_im2col_no_patch_sync(const float *img, float *out, int width, int height) {
  __shared__ float tile[18][18];
  __shared__ float patch[256 * 9];
  const int t = threadIdx.x;
  const int x0 = blockIdx.x * 16 - 1, y0 = blockIdx.y * 16 - 1;
  for (int i = t; i < 18 * 18; i += 256) {
    const int y = y0 + i / 18, x = x0 + i % 18;
    tile[i / 18][i % 18] = (x >= 0 && x < width && y >= 0 && y < height) ? img[y * width + x] : 0.0f;
  }
  __syncthreads();
  for (int e = t; e < 256 * 9; e += 256) {
    const int p = e / 9, k = e % 9;
    patch[e] = tile[p / 16 + k / 3][p % 16 + k % 3];
  }
  float acc = 0.0f;
  for (int k = 0; k < 9; ++k)
    // CHECK: conv3x3_im2col_no_patch_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    acc += patch[t * 9 + k] * c_filter[k];
  const int x = x0 + 1 + t % 16, y = y0 + 1 + t / 16;
  if (x < width && y < height)
    out[y * width + x] = acc;
}
