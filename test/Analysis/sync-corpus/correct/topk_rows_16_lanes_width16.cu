// vLLM/SGLang MoE gating style: a row of 64 expert logits per 16 lanes (two
// rows a warp, block (32, 4)), rows past num_rows return before the width-16
// xor shuffles that find each row's maximum and its index. An odd num_rows
// sends half of the last warp away; the shuffles read only their own 16-lane
// segment, and CUDA asks only the non-exited lanes of the mask to take part.
// LAUNCH: grid=2 block=32,4 args=logits:f32[832]:rand best:f32[13]:zero idx:i32[13]:zero num_rows:i32=13
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LANES_PER_ROW 16
#define EXPERTS 64

extern "C" __global__ void __launch_bounds__(128)
    topk_rows_16_lanes_width16(const float *logits, float *best, int *idx, int num_rows) {
  const int row = blockIdx.x * 8 + threadIdx.y * 2 + threadIdx.x / LANES_PER_ROW;
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
    float ov = __shfl_xor_sync(0xffffffffu, v, mask, LANES_PER_ROW);
    int oe = __shfl_xor_sync(0xffffffffu, e, mask, LANES_PER_ROW);
    if (ov > v || (ov == v && oe < e)) { v = ov; e = oe; }
  }
  if (g == 0) {
    best[row] = v;
    idx[row] = e;
  }
}
