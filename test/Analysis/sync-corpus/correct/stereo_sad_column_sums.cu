// Block-matching stereo in the style of the toolkit's stereoDisparity sample: for
// every candidate disparity each thread sums |L - R| (__vsadu4 on packed RGBA) down a
// column of the 2*RAD+1 window and stores it; the first 2*RAD threads also do the
// apron columns (a strided loop over BLOCK_W + 2*RAD columns). After a barrier the
// row sums read 2*RAD+1 neighbouring column sums; a second barrier protects them
// from the next disparity's column pass.
// LAUNCH: grid=2,4 block=32,8 args=left:u32[2048]:rand(0,4000000000) right:u32[2048]:rand(0,4000000000) disparity:u32[2048]:zero w:i32=64 h:i32=32 minDisp:i32=-4 maxDisp:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RAD 4
#define BLOCK_W 32
#define BLOCK_H 8

extern "C" __global__ void stereo_sad_column_sums(const unsigned int *left, const unsigned int *right,
                                                  unsigned int *disparity, int w, int h, int minDisp,
                                                  int maxDisp) {
  __shared__ unsigned int col_sad[BLOCK_H][BLOCK_W + 2 * RAD];
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int x = blockIdx.x * BLOCK_W + tx;
  const int y = blockIdx.y * BLOCK_H + ty;

  unsigned int best = 0xffffffffu;
  int bestDisp = 0;
  for (int d = minDisp; d <= maxDisp; d++) {
    for (int c = tx; c < BLOCK_W + 2 * RAD; c += BLOCK_W) {
      int xl = min(max((int)(blockIdx.x * BLOCK_W) + c - RAD, 0), w - 1);
      int xr = min(max(xl + d, 0), w - 1);
      unsigned int s = 0;
      for (int i = -RAD; i <= RAD; i++) {
        int yy = min(max(y + i, 0), h - 1);
        s += __vsadu4(left[yy * w + xl], right[yy * w + xr]);
      }
      col_sad[ty][c] = s;
    }
    __syncthreads();

    unsigned int sad = 0;
#pragma unroll
    for (int i = 0; i <= 2 * RAD; i++) sad += col_sad[ty][tx + i];
    if (sad < best) {
      best = sad;
      bestDisp = d;
    }
    __syncthreads();
  }
  if (x < w && y < h) disparity[y * w + x] = (unsigned int)(bestDisp - minDisp);
}
