// A 3x3 convolution through an im2col patch matrix in shared memory, the way
// GEMM-based convolutions stage it: the 18x18 input tile of a 16x16 output
// tile (with its one-pixel halo, zero outside the image) is loaded by a
// block-strided loop, the 256 x 9 patch matrix is filled row-major by the
// flat element index e (row e / 9 is an output pixel, column e % 9 a tap),
// so a thread fills other threads' rows, and after the barrier thread t
// takes the dot product of row t with the 9 filter taps.
// LAUNCH: grid=4,4 block=256 constant=c_filter:f32[9]:rand args=img:f32[64*64]:rand out:f32[64*64]:zero width:i32=64 height:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ float c_filter[9];

extern "C" __global__ void __launch_bounds__(256) conv3x3_im2col_shared_patch_rows(const float *img, float *out, int width, int height) {
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
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < 9; ++k)
    acc += patch[t * 9 + k] * c_filter[k];
  const int x = x0 + 1 + t % 16, y = y0 + 1 + t / 16;
  if (x < width && y < height)
    out[y * width + x] = acc;
}
