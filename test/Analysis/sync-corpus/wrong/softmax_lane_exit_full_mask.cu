// Row softmax for rows of 24 columns, one warp per row: the lanes past the
// row's end return early, and the butterfly then uses a full mask although
// lanes 24..31 have left.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define COLS 24

extern "C" __global__ void softmax_lane_exit_full_mask(float *out, const float *inp, int rows) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= rows || lane >= COLS) return; // (a)
  float v = inp[row * COLS + lane];
  float m = v;
  for (int o = 16; o > 0; o /= 2)
    // CHECK: softmax_lane_exit_full_mask.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float e = expf(v - m);
  float s = e;
  for (int o = 16; o > 0; o /= 2) s += __shfl_xor_sync(0xffffffff, s, o);
  out[row * COLS + lane] = e / s;
}
