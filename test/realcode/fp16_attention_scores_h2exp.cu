// @realcode Attention scores in half2 (a FasterTransformer-style decoder step): q . k over head dim 64 with __hfma2 on __half2, the pair summed by __low2float + __high2float, a warp-wide max and sum of exp; the exp weights by h2exp on packed pairs, scaled with __h2div.
// @let B = 1 << 12
// @let T = 256
// @let D = 64
// @buf q f16[B * D] uniform(-0.5, 0.5)
// @buf k f16[B * T * D] uniform(-0.5, 0.5)
// @buf probs f16[B * T] zero
// @launch attn_scores_half2 grid(B) block(T) args(probs, q, k, i32(T))
// @check probs rel=2e-2 abs=1e-3
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define HEAD_DIM 64

__global__ void attn_scores_half2(__half *probs, const __half *q, const __half *k, int t_len) {
  __shared__ __half2 s_q[HEAD_DIM / 2];
  __shared__ float s_red[32];
  __shared__ __half s_score[1024];
  int b = blockIdx.x, t = threadIdx.x;
  if (t < HEAD_DIM / 2) s_q[t] = reinterpret_cast<const __half2 *>(q + (size_t)b * HEAD_DIM)[t];
  __syncthreads();
  const __half2 *k2 = reinterpret_cast<const __half2 *>(k + ((size_t)b * t_len + t) * HEAD_DIM);
  __half2 acc = __float2half2_rn(0.0f);
#pragma unroll
  for (int d = 0; d < HEAD_DIM / 2; ++d) acc = __hfma2(s_q[d], k2[d], acc);
  float score = (__low2float(acc) + __high2float(acc)) * 0.125f;  // 1/sqrt(64)
  // Block max.
  float m = score;
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((t & 31) == 0) s_red[t / 32] = m;
  __syncthreads();
  if (t < 32) {
    float v = t < blockDim.x / 32 ? s_red[t] : -65504.0f;
    for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    if (t == 0) s_red[0] = v;
  }
  __syncthreads();
  float mx = s_red[0];
  __syncthreads();
  s_score[t] = __float2half(score - mx);
  __syncthreads();
  // Pairs of neighbours share one h2exp; even threads own the pair.
  __half2 e2 = __float2half2_rn(0.0f);
  if ((t & 1) == 0) e2 = h2exp(__halves2half2(s_score[t], s_score[t + 1]));
  float e = (t & 1) == 0 ? __low2float(e2) + __high2float(e2) : 0.0f;
  for (int o = 16; o > 0; o >>= 1) e += __shfl_xor_sync(0xffffffffu, e, o);
  if ((t & 31) == 0) s_red[t / 32] = e;
  __syncthreads();
  if (t == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / 32; ++w) total += s_red[w];
    s_red[0] = total;
  }
  __syncthreads();
  if ((t & 1) == 0) {
    __half2 p = __h2div(e2, __float2half2_rn(s_red[0]));
    *reinterpret_cast<__half2 *>(probs + (size_t)b * t_len + t) = p;
  }
}
