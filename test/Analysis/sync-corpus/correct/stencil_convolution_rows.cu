// Row pass of a separable convolution: taps in constant memory, a 64x4 block
// stages its rows plus a radius-4 apron loaded by the first R threads of each
// row, with zero padding at the image border.
// LAUNCH: grid=4,4 block=64,4 constant=c_taps:f32[9]:rand args=src:f32[3200]:rand dst:f32[3200]:zero width:i32=200 height:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 4
#define TW 64
#define TH 4

__constant__ float c_taps[2 * R + 1];

extern "C" __global__ void stencil_convolution_rows(const float *src, float *dst, int width, int height) {
  __shared__ float rows[TH][TW + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TW + tx;
  int y = blockIdx.y * TH + ty;
  const float *line = src + y * width;

  rows[ty][tx + R] = (x < width) ? line[x] : 0.0f;
  if (tx < R) {
    int xl = x - R;
    int xr = x + TW;
    rows[ty][tx] = (xl >= 0) ? line[xl] : 0.0f;
    rows[ty][tx + TW + R] = (xr < width) ? line[xr] : 0.0f;
  }
  __syncthreads();

  if (x < width && y < height) {
    float sum = 0.0f;
#pragma unroll
    for (int k = -R; k <= R; ++k) sum += c_taps[R + k] * rows[ty][tx + R + k];
    dst[y * width + x] = sum;
  }
}
