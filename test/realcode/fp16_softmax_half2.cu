// @realcode Row softmax over fp16 logits, one warp per row of 1024: __half2 loads, fp32 max and sum by xor shuffles, expf, results written as __half2.
// @let ROWS = 1 << 16
// @let C = 1024
// @buf logits f16[ROWS * C] uniform(-8, 8)
// @buf probs f16[ROWS * C] zero
// @launch softmax_rows_half2 grid(ROWS / 4) block(128) args(probs, logits, i32(ROWS), i32(C))
// @check probs rel=1e-2 abs=1e-4
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <float.h>
#include <math.h>

__device__ __forceinline__ float warp_max(float v) {
  for (int m = 16; m > 0; m >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, m));
  return v;
}
__device__ __forceinline__ float warp_sum(float v) {
  for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
  return v;
}

__global__ void softmax_rows_half2(__half *out, const __half *inp, int rows, int cols) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  if (row >= rows) return;
  const __half2 *x = reinterpret_cast<const __half2 *>(inp + (size_t)row * cols);
  __half2 *y = reinterpret_cast<__half2 *>(out + (size_t)row * cols);
  int pairs = cols / 2;
  float mx = -FLT_MAX;
  for (int i = lane; i < pairs; i += 32) {
    float2 f = __half22float2(x[i]);
    mx = fmaxf(mx, fmaxf(f.x, f.y));
  }
  mx = warp_max(mx);
  float sum = 0.0f;
  for (int i = lane; i < pairs; i += 32) {
    float2 f = __half22float2(x[i]);
    sum += expf(f.x - mx) + expf(f.y - mx);
  }
  float inv = 1.0f / warp_sum(sum);
  for (int i = lane; i < pairs; i += 32) {
    float2 f = __half22float2(x[i]);
    y[i] = __floats2half2_rn(expf(f.x - mx) * inv, expf(f.y - mx) * inv);
  }
}
