// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: lanes that an early exit certainly sends away before a
// full-mask warp collective. The warp-uniform part of the exit condition
// (row >= rows, row the warp's row) is false for any warp that reaches the
// shuffle, so lanes 24..31 have left: an error naming lane 24, not the
// "cannot decide" early-exit warning.
#define COLS 24
__global__ void lane_exit(float *out, const float *inp, int rows) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= rows || lane >= COLS) return;
  float v = inp[row * COLS + lane];
  // CHECK: early-exit-lanes-full-mask.cu:[[@LINE+1]]:{{.*}}error: warp shuffle has lane mask 0xffffffff but lanes 0x00ffffff of warp 0 reach it: the others leave early at line 11 (lane 24 is in the mask and never arrives)
  v += __shfl_xor_sync(0xffffffff, v, 16);
  out[row * COLS + lane] = v;
}

// The warp-uniform exit alone: every lane of a warp leaves or none does.
// CHECK-NOT: early-exit-lanes-full-mask.cu:2{{[0-9]}}:{{.*}}{{error|warning}}
__global__ void warp_exit(float *out, const float *inp, int rows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= rows) return;
  float v = inp[row * 32 + threadIdx.x % 32];
  v += __shfl_xor_sync(0xffffffff, v, 16);
  out[row * 32 + threadIdx.x % 32] = v;
}

// A per-thread bound (rows of 8 lanes, row depends on the lane): which lanes
// leave depends on `rows`, and the shuffle reads across rows (lane ^ 8), so it
// stays the early-exit warning. (Rows of 16 lanes leave in whole segments of
// the lanes it reads: silent, warp-uniform-early-exit-wrong.cu.)
__global__ void thread_exit(const float *x, float *y, int rows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 8;
  if (row >= rows) return;
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: early-exit-lanes-full-mask.cu:[[@LINE+1]]:{{.*}}warning: threads that leave early at line 34 never reach this warp shuffle
  v += __shfl_xor_sync(0xffffffff, v, 8);
  y[row] = v;
}
