// @realcode one beam-search step in the style of FasterTransformer's topk kernels: per batch item, the log-probs of BEAM beams x V vocabulary tokens are added to each beam's cumulative score, every thread keeps a private top-K list (K = 2 * BEAM, insertion sort in registers, a TopK<T, K> struct with an insert method), the lists are merged across the block by repeated warp arg-max over packed 64-bit (order-preserving float bits, inverted index) keys with __shfl_xor_sync on unsigned long long and a shared-memory round per pick; the step then writes the K best (score, beam, token) triples, and a second kernel applies the length penalty and an end-of-sequence mask.
// @let B = 512
// @let BEAM = 4
// @let V = 8192
// @buf logp f32[B * BEAM * V] uniform(-12, 0)
// @buf cum f32[B * BEAM] uniform(-4, 0)
// @buf out_score f32[B * 2 * BEAM] zero
// @buf out_beam i32[B * 2 * BEAM] zero
// @buf out_tok i32[B * 2 * BEAM] zero
// @buf final f32[B * 2 * BEAM] zero
// @launch beam_topk_kernel<float, 4, 256> grid(B) block(256) args(logp, cum, out_score, out_beam, out_tok, i32(V))
// @launch length_penalty_kernel grid(cdiv(B * 2 * BEAM, 256)) block(256) args(out_score, out_tok, final, i32(B * 2 * BEAM), f32(0.6), i32(17), i32(12))
// @check out_score exact
// @check out_beam exact
// @check out_tok exact
// @check final abs=1e-5 rel=1e-5
#include <cfloat>
#include <cstdint>

template <typename T, int K>
struct TopK {
  T v[K];
  int id[K];
  __device__ __forceinline__ void init() {
#pragma unroll
    for (int i = 0; i < K; ++i) { v[i] = -FLT_MAX; id[i] = -1; }
  }
  // Keep v sorted descending; ties go to the smaller id (ids arrive increasing per thread).
  __device__ __forceinline__ void insert(T x, int i) {
    if (x <= v[K - 1]) return;
    v[K - 1] = x;
    id[K - 1] = i;
#pragma unroll
    for (int k = K - 2; k >= 0; --k) {
      if (v[k + 1] > v[k]) {
        T tv = v[k]; v[k] = v[k + 1]; v[k + 1] = tv;
        int ti = id[k]; id[k] = id[k + 1]; id[k + 1] = ti;
      }
    }
  }
};

// Order-preserving map of a float to u32 (larger float -> larger key).
__device__ __forceinline__ uint32_t flip(float f) {
  uint32_t u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}
__device__ __forceinline__ float unflip(uint32_t u) { return __uint_as_float((u & 0x80000000u) ? (u & 0x7fffffffu) : ~u); }

template <typename T, int BEAM, int BLOCK>
__global__ void __launch_bounds__(BLOCK) beam_topk_kernel(const T *__restrict__ log_probs, const T *__restrict__ cum_log_probs,
                                                          T *__restrict__ out_score, int *__restrict__ out_beam,
                                                          int *__restrict__ out_tok, int V) {
  constexpr int K = 2 * BEAM;
  __shared__ uint64_t warp_best[BLOCK / 32];
  __shared__ uint64_t pick;
  const int b = blockIdx.x;
  TopK<T, K> local;
  local.init();
  for (int beam = 0; beam < BEAM; ++beam) {
    const T base = cum_log_probs[b * BEAM + beam];
    const T *row = log_probs + ((size_t)b * BEAM + beam) * V;
    for (int t = threadIdx.x; t < V; t += BLOCK) local.insert(base + row[t], beam * V + t);
  }
  int head = 0; // next candidate of this thread's sorted list
  for (int k = 0; k < K; ++k) {
    uint64_t key = 0;
    if (head < K && local.id[head] >= 0)
      key = ((uint64_t)flip(local.v[head]) << 32) | (uint32_t)(0x7fffffff - local.id[head]);
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
      uint64_t other = __shfl_xor_sync(0xffffffffu, key, o);
      key = other > key ? other : key;
    }
    if ((threadIdx.x & 31) == 0) warp_best[threadIdx.x >> 5] = key;
    __syncthreads();
    if (threadIdx.x < 32) {
      uint64_t w = threadIdx.x < BLOCK / 32 ? warp_best[threadIdx.x] : 0;
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        uint64_t other = __shfl_xor_sync(0xffffffffu, w, o);
        w = other > w ? other : w;
      }
      if (threadIdx.x == 0) pick = w;
    }
    __syncthreads();
    const uint64_t best = pick;
    const int flat = 0x7fffffff - (int)(uint32_t)best;
    if (head < K && local.id[head] == flat) ++head; // the owner advances its list
    if (threadIdx.x == 0) {
      out_score[b * K + k] = unflip((uint32_t)(best >> 32));
      out_beam[b * K + k] = flat / V;
      out_tok[b * K + k] = flat % V;
    }
    __syncthreads();
  }
}

// GNMT length penalty ((5 + len) / 6)^alpha; finished hypotheses (EOS) keep the raw score.
__global__ void length_penalty_kernel(const float *__restrict__ score, const int *__restrict__ tok, float *__restrict__ out, int n,
                                      float alpha, int step, int eos_mod) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const bool eos = (tok[i] % eos_mod) == 0;
  const float lp = powf((5.0f + (float)step) / 6.0f, alpha);
  out[i] = eos ? score[i] : score[i] / lp;
}

template __global__ void beam_topk_kernel<float, 4, 256>(const float *, const float *, float *, int *, int *, int);
