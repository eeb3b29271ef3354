// @realcode Fused softmax cross-entropy with label smoothing over fp16 logits (llm.c-style classifier head): one block per row, half2 loads, an online max/sum-exp in float across the vocabulary, the smoothed loss per row and the fp16 gradient (softmax - smoothed one-hot) / B written in the same pass.
// @let B = 2048
// @let V = 8192
// @buf logits f16[B * V] uniform(-8, 8)
// @buf targets i32[B] uniform(0, 8192)
// @buf losses f32[B] zero
// @buf grads f16[B * V] zero
// @launch xent_smooth<256> grid(B) block(256) args(logits, targets, losses, grads, i32(V), f32(0.1))
// @check losses abs=1e-3 rel=1e-4
// @check grads abs=1e-6 rel=1e-2
#include <cuda_fp16.h>

struct MaxSum {
  float m, s;  // running maximum and sum of exp(x - m)
};

__device__ __forceinline__ MaxSum combine(MaxSum a, MaxSum b) {
  float m = fmaxf(a.m, b.m);
  return {m, a.s * __expf(a.m - m) + b.s * __expf(b.m - m)};
}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) xent_smooth(const __half *__restrict__ logits, const int *__restrict__ targets,
                                                       float *__restrict__ losses, __half *__restrict__ grads, int V, float eps) {
  __shared__ MaxSum partial[THREADS / 32];
  __shared__ float row_sum_x[THREADS / 32];
  const __half2 *row = reinterpret_cast<const __half2 *>(logits + size_t(blockIdx.x) * V);
  MaxSum acc = {-INFINITY, 0.0f};
  float sum_x = 0.0f;
  for (int i = threadIdx.x; i < V / 2; i += THREADS) {
    float2 x = __half22float2(row[i]);
    acc = combine(acc, {fmaxf(x.x, x.y), __expf(x.x - fmaxf(x.x, x.y)) + __expf(x.y - fmaxf(x.x, x.y))});
    sum_x += x.x + x.y;
  }
  for (int off = 16; off; off >>= 1) {
    MaxSum o = {__shfl_xor_sync(0xffffffffu, acc.m, off), __shfl_xor_sync(0xffffffffu, acc.s, off)};
    acc = combine(acc, o);
    sum_x += __shfl_xor_sync(0xffffffffu, sum_x, off);
  }
  if ((threadIdx.x & 31) == 0) {
    partial[threadIdx.x / 32] = acc;
    row_sum_x[threadIdx.x / 32] = sum_x;
  }
  __syncthreads();
  MaxSum total = partial[0];
  float all_x = row_sum_x[0];
  for (int w = 1; w < THREADS / 32; ++w) {
    total = combine(total, partial[w]);
    all_x += row_sum_x[w];
  }
  const float lse = total.m + __logf(total.s);
  const int t = targets[blockIdx.x];
  // Smoothed target: 1 - eps on the label, eps / V spread over every class.
  if (threadIdx.x == 0) {
    float xt = __half2float(logits[size_t(blockIdx.x) * V + t]);
    losses[blockIdx.x] = (1.0f - eps) * (lse - xt) + eps * (lse - all_x / V);
  }
  const float scale = 1.0f / gridDim.x, off_target = eps / V;
  __half2 *g = reinterpret_cast<__half2 *>(grads + size_t(blockIdx.x) * V);
  for (int i = threadIdx.x; i < V / 2; i += THREADS) {
    float2 x = __half22float2(row[i]);
    float p0 = __expf(x.x - lse), p1 = __expf(x.y - lse);
    float y0 = off_target + (2 * i == t ? 1.0f - eps : 0.0f), y1 = off_target + (2 * i + 1 == t ? 1.0f - eps : 0.0f);
    g[i] = __floats2half2_rn((p0 - y0) * scale, (p1 - y1) * scale);
  }
}

// The instantiation the host code launches.
template __global__ void xent_smooth<256>(const __half *, const int *, float *, __half *, int, float);
