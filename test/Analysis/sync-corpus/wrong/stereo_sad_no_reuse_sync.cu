// Block-matching stereo (stereoDisparity style) without the barrier that closes
// each disparity: the next disparity's column pass overwrites col_sad[ty][c] while
// the neighbouring threads may still be summing the previous window from it.
// LAUNCH: grid=2,4 block=32,8 args=left:u32[2048]:rand(0,4000000000) right:u32[2048]:rand(0,4000000000) disparity:u32[2048]:zero w:i32=64 h:i32=32 minDisp:i32=-4 maxDisp:i32=6
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RAD 4
#define BLOCK_W 32
#define BLOCK_H 8

extern "C" __global__ void stereo_sad_no_reuse_sync(const unsigned int *left, const unsigned int *right,
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
      // CHECK: stereo_sad_no_reuse_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+7]]{{(,|$)}}
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
  }
  if (x < w && y < h) disparity[y * w + x] = (unsigned int)(bestDisp - minDisp);
}
