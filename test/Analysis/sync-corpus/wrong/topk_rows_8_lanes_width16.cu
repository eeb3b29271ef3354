// topk_rows_16_lanes_width16 with rows of 8 lanes (four rows a warp) but the
// width-16 shuffles kept: lanes 0-7 read lanes 8-15, which may have returned.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LANES_PER_ROW 16
#define EXPERTS 64

extern "C" __global__ void __launch_bounds__(128)
    topk_rows_8_lanes_width16(const float *logits, float *best, int *idx, int num_rows) {
  const int row = blockIdx.x * 16 + threadIdx.y * 4 + threadIdx.x / 8;
  if (row >= num_rows) return;
  const int g = threadIdx.x % LANES_PER_ROW;
  float v = -3.0e38f;
  int e = 0;
  for (int k = g; k < EXPERTS; k += LANES_PER_ROW) {
    float x = logits[row * EXPERTS + k];
    if (x > v) { v = x; e = k; }
  }
#pragma unroll
  for (int mask = LANES_PER_ROW / 2; mask > 0; mask /= 2) {
    // CHECK: topk_rows_8_lanes_width16.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}12{{(,|$)}}
    float ov = __shfl_xor_sync(0xffffffffu, v, mask, LANES_PER_ROW);
    int oe = __shfl_xor_sync(0xffffffffu, e, mask, LANES_PER_ROW);
    if (ov > v || (ov == v && oe < e)) { v = ov; e = oe; }
  }
  if (g == 0) {
    best[row] = v;
    idx[row] = e;
  }
}
