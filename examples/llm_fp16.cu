// fp16 kernels in the style of llm.c and of mixed-precision attention code: a row softmax over
// __half2 pairs with float accumulation and warp shuffles, a residual add with a half2 scale,
// and a bias gradient reduced with atomicAdd on __half2. Compiled unchanged by nvcc (the
// toolkit's <cuda_fp16.h>) and kilnc (Kiln's).
#include <cuda_fp16.h>

// One warp per row of C (even) logits: out = exp(x - max) / sum, in half, computed in float.
extern "C" __global__ void softmax_forward_fp16(__half *out, const __half *inp, int N, int C) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= N) return;
  const __half2 *x = reinterpret_cast<const __half2 *>(inp + (long)row * C);
  int C2 = C / 2;
  float maxval = -1e20f;  // below every half value
  for (int c = lane; c < C2; c += 32) {
    float2 v = __half22float2(x[c]);
    maxval = fmaxf(maxval, fmaxf(v.x, v.y));
  }
  for (int off = 16; off > 0; off /= 2) maxval = fmaxf(maxval, __shfl_xor_sync(0xffffffffu, maxval, off));
  float sum = 0.0f;
  for (int c = lane; c < C2; c += 32) {
    float2 v = __half22float2(x[c]);
    sum += expf(v.x - maxval) + expf(v.y - maxval);
  }
  for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, off);
  float norm = 1.0f / sum;
  __half2 *o = reinterpret_cast<__half2 *>(out + (long)row * C);
  for (int c = lane; c < C2; c += 32) {
    float2 v = __half22float2(x[c]);
    o[c] = __floats2half2_rn(expf(v.x - maxval) * norm, expf(v.y - maxval) * norm);
  }
}

// out = a + scale * b in half pairs (one fma.rn.f16x2 per pair).
extern "C" __global__ void residual_scale_fp16(__half2 *out, const __half2 *a, const __half2 *b, __half scale, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) out[i] = __hfma2(__half2half2(scale), b[i], a[i]);
}

// dbias[c] += sum over rows of dout[row][c], pairs of channels per thread (atom.add.noftz.f16x2).
extern "C" __global__ void bias_grad_fp16(__half2 *dbias, const __half2 *dout, int N, int C2) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= C2) return;
  int rows_per_block = (N + gridDim.y - 1) / gridDim.y;
  int r0 = blockIdx.y * rows_per_block, r1 = min(N, r0 + rows_per_block);
  float2 acc = make_float2(0.0f, 0.0f);
  for (int r = r0; r < r1; ++r) {
    float2 v = __half22float2(dout[(long)r * C2 + c]);
    acc.x += v.x;
    acc.y += v.y;
  }
  atomicAdd(dbias + c, __float22half2_rn(acc));
}
