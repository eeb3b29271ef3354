// @realcode Top-k / top-p (nucleus) token sampling as LLM serving engines do it after the logits: one 256-thread block per sequence over a 32000-token vocabulary, a per-thread register top-8 list (sorted insertion) over a strided pass with temperature scaling, a block-wide merge of the candidates by repeated warp argmax (__shfl_xor_sync on (value, index) pairs, ties to the smaller index) and a shared-memory round per pick, a softmax over the k survivors with expf, the nucleus cut at cumulative probability p, and the sample drawn from a uniform given per sequence; writes the token id, its probability and the k candidate ids.
// @let B = 4096
// @let V = 32000
// @let TOPK = 8
// @buf logits f32[B * V] uniform(-8, 8)
// @buf coins f32[B] uniform(0, 1)
// @buf token i32[B] zero
// @buf prob f32[B] zero
// @buf cand i32[B * TOPK] zero
// @launch sample_topk_topp<8> grid(B) block(256) args(logits, coins, token, prob, cand, i32(V), f32(0.7), f32(0.9))
// @check token exact
// @check cand exact
// @check prob abs=1e-6 rel=1e-5
#include <cfloat>

struct Cand {
  float v;
  int i;
};

__device__ __forceinline__ bool better(Cand a, Cand b) { return a.v > b.v || (a.v == b.v && a.i < b.i); }

__device__ __forceinline__ Cand warp_best(Cand c) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    Cand other;
    other.v = __shfl_xor_sync(0xffffffffu, c.v, o);
    other.i = __shfl_xor_sync(0xffffffffu, c.i, o);
    if (better(other, c)) c = other;
  }
  return c;
}

template <int K>
__global__ void __launch_bounds__(256) sample_topk_topp(const float *__restrict__ logits, const float *__restrict__ coins,
                                                       int *__restrict__ token, float *__restrict__ prob,
                                                       int *__restrict__ cand, int vocab, float temperature,
                                                       float top_p) {
  __shared__ Cand warp_win[8];
  __shared__ Cand picked[K];
  const float *row = logits + (size_t)blockIdx.x * vocab;
  const float inv_t = 1.f / temperature;

  Cand mine[K];
#pragma unroll
  for (int j = 0; j < K; ++j) mine[j] = Cand{-FLT_MAX, 0x7fffffff};
  for (int t = threadIdx.x; t < vocab; t += blockDim.x) {
    Cand c{row[t] * inv_t, t};
    if (!better(c, mine[K - 1])) continue;
    int j = K - 1;
    while (j > 0 && better(c, mine[j - 1])) {
      mine[j] = mine[j - 1];
      --j;
    }
    mine[j] = c;
  }

  // K rounds: the block's best head wins, its owner pops it.
  int head = 0;
  for (int k = 0; k < K; ++k) {
    const Cand h = head < K ? mine[head] : Cand{-FLT_MAX, 0x7fffffff};
    const Cand w = warp_best(h);
    if ((threadIdx.x & 31) == 0) warp_win[threadIdx.x >> 5] = w;
    __syncthreads();
    if (threadIdx.x < 32) {
      Cand b = threadIdx.x < (blockDim.x >> 5) ? warp_win[threadIdx.x] : Cand{-FLT_MAX, 0x7fffffff};
      b = warp_best(b);
      if (threadIdx.x == 0) picked[k] = b;
    }
    __syncthreads();
    if (head < K && mine[head].i == picked[k].i) ++head;
  }

  if (threadIdx.x == 0) {
    float p[K], sum = 0.f;
    const float mx = picked[0].v;
#pragma unroll
    for (int k = 0; k < K; ++k) {
      p[k] = expf(picked[k].v - mx);
      sum += p[k];
    }
    // nucleus: keep the shortest prefix whose mass reaches top_p
    float cum = 0.f;
    int keep = K;
#pragma unroll
    for (int k = 0; k < K; ++k) {
      cum += p[k] / sum;
      if (cum >= top_p) { keep = k + 1; break; }
    }
    float kept = 0.f;
    for (int k = 0; k < keep; ++k) kept += p[k];
    const float u = coins[blockIdx.x] * kept;
    float run = 0.f;
    int choice = keep - 1;
    for (int k = 0; k < keep; ++k) {
      run += p[k];
      if (u < run) { choice = k; break; }
    }
    token[blockIdx.x] = picked[choice].i;
    prob[blockIdx.x] = p[choice] / kept;
#pragma unroll
    for (int k = 0; k < K; ++k) cand[(size_t)blockIdx.x * K + k] = picked[k].i;
  }
}

template __global__ void sample_topk_topp<8>(const float *, const float *, int *, float *, int *, int, float, float);
