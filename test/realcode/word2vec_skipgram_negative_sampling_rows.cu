// @realcode word2vec skip-gram with negative sampling, gradient step for one (centre, context, negatives) example per warp: dot products of 128-float embedding rows by float4 lanes and shuffles, logistic losses, and the updates written to per-example gradient rows (the Hogwild scatter left to a later reduction so the step is deterministic).
// @let EX = 1 << 16
// @let VOCAB = 50000
// @let DIM = 128
// @let NEG = 5
// @buf centre u32[EX] uniform(0, 50000)
// @buf context u32[EX * 6] uniform(0, 50000)
// @buf syn0 f32[VOCAB * DIM] uniform(-0.5, 0.5)
// @buf syn1 f32[VOCAB * DIM] uniform(-0.5, 0.5)
// @buf grad_in f32[EX * DIM] zero
// @buf loss f32[EX] zero
// @launch sgns_step<5> grid(EX / 8) block(256) args(centre, context, syn0, syn1, grad_in, loss, i32(EX), f32(0.025))
// @check grad_in abs=1e-5 rel=1e-3
// @check loss abs=1e-4 rel=1e-4
#include <cuda_runtime.h>

constexpr int kDim = 128;

__device__ __forceinline__ float warp_dot(const float4 &a, const float4 &b) {
  float s = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
  for (int off = 16; off; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
  return s;
}

__device__ __forceinline__ float sigmoid(float x) { return 1.0f / (1.0f + __expf(-x)); }

template <int NEG>
__global__ void sgns_step(const unsigned *__restrict__ centre, const unsigned *__restrict__ context, const float *__restrict__ syn0,
                          const float *__restrict__ syn1, float *__restrict__ grad_in, float *__restrict__ loss, int examples, float alpha) {
  int ex = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x & 31;
  if (ex >= examples) return;
  const float4 h = reinterpret_cast<const float4 *>(syn0 + size_t(centre[ex]) * kDim)[lane];
  float4 g = make_float4(0.f, 0.f, 0.f, 0.f);
  float l = 0.0f;
#pragma unroll
  for (int k = 0; k <= NEG; ++k) {
    // Sample 0 is the true context (label 1), the rest are negatives.
    unsigned word = context[size_t(ex) * (NEG + 1) + k];
    const float4 o = reinterpret_cast<const float4 *>(syn1 + size_t(word) * kDim)[lane];
    float label = k == 0 ? 1.0f : 0.0f;
    float f = warp_dot(h, o);
    float p = sigmoid(f);
    l -= label > 0.0f ? __logf(p + 1e-7f) : __logf(1.0f - p + 1e-7f);
    float coeff = (label - p) * alpha;
    g.x = fmaf(coeff, o.x, g.x);
    g.y = fmaf(coeff, o.y, g.y);
    g.z = fmaf(coeff, o.z, g.z);
    g.w = fmaf(coeff, o.w, g.w);
  }
  reinterpret_cast<float4 *>(grad_in + size_t(ex) * kDim)[lane] = g;
  if (lane == 0) loss[ex] = l;
}

// The instantiation the host code launches.
template __global__ void sgns_step<5>(const unsigned *, const unsigned *, const float *, const float *, float *, float *, int, float);
