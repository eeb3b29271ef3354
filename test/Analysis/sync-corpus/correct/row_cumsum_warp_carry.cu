// Row-wise inclusive cumulative sum, one warp per row: the row is walked in
// 32-column chunks (the bound rounded up so every lane runs every chunk), each chunk
// scanned with __shfl_up_sync and offset by the carry, the running total that
// lane 31 broadcasts with __shfl_sync. Warps past the last row return first; the
// condition depends only on the warp's index, so the full-mask shuffles after it
// still see all 32 lanes.
// LAUNCH: grid=5 block=128 args=in:f32[3800]:rand out:f32[3800]:zero rows:i32=19 cols:i32=200
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define FULL_MASK 0xffffffffu

extern "C" __global__ void row_cumsum_warp_carry(const float *in, float *out, int rows, int cols) {
  const int warpsPerBlock = blockDim.x / warpSize;
  const int row = blockIdx.x * warpsPerBlock + threadIdx.x / warpSize;
  const int lane = threadIdx.x % warpSize;
  if (row >= rows) return;

  const float *src = in + (size_t)row * cols;
  float *dst = out + (size_t)row * cols;
  const int padded = (cols + warpSize - 1) / warpSize * warpSize;
  float carry = 0.0f;
  for (int c = lane; c < padded; c += warpSize) {
    float v = (c < cols) ? src[c] : 0.0f;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
      float n = __shfl_up_sync(FULL_MASK, v, off);
      if (lane >= off) v += n;
    }
    v += carry;
    if (c < cols) dst[c] = v;
    carry = __shfl_sync(FULL_MASK, v, 31);
  }
}
