// Warp-per-row cumulative sum whose chunk loop runs to cols instead of cols rounded
// up to the warp: with 200 columns the last chunk has only lanes 0-7 (c = 192 +
// lane), and they call the full-mask __shfl_up_sync without the other 24 lanes.
// Whether lanes part depends on cols, a kernel argument (a multiple of 32 never
// splits a warp), so the analysis can only say they may (a warning; kilnc's exit
// status is deliberately not checked). The correct twin rounds the bound up.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define FULL_MASK 0xffffffffu

extern "C" __global__ void row_cumsum_unpadded_chunks(const float *in, float *out, int rows, int cols) {
  const int warpsPerBlock = blockDim.x / warpSize;
  const int row = blockIdx.x * warpsPerBlock + threadIdx.x / warpSize;
  const int lane = threadIdx.x % warpSize;
  if (row >= rows) return;

  const float *src = in + (size_t)row * cols;
  float *dst = out + (size_t)row * cols;
  float carry = 0.0f;
  for (int c = lane; c < cols; c += warpSize) {
    float v = src[c];
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
      // CHECK: row_cumsum_unpadded_chunks.cu:[[@LINE+1]]: {{error|warning}} warp-mask {{.*}}lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
      float n = __shfl_up_sync(FULL_MASK, v, off);
      if (lane >= off) v += n;
    }
    v += carry;
    dst[c] = v;
    carry = __shfl_sync(FULL_MASK, v, 31);
  }
}
