// @realcode Gumbel-max categorical sampling of one token per row (the sampling trick used by LLM serving stacks): Philox4_32_10 streams from curand_init(seed, row, offset) producing four uniforms per curand4 call, -log(-log(u)) noise added to temperature-scaled logits read as half2 pairs, a warp-per-row argmax with (value, index) pairs combined through __shfl_xor_sync, and a constexpr-if path for top-k masking.
// @let ROWS = 8192
// @let V = 4096
// @buf logits f16[ROWS * V] uniform(-6, 6)
// @buf tokens i32[ROWS] zero
// @buf tokens_k i32[ROWS] zero
// @launch gumbel_sample<false> grid(ROWS / 8) block(256) args(logits, tokens, i32(ROWS), i32(V), f32(0.8), u64(42))
// @launch gumbel_sample<true> grid(ROWS / 8) block(256) args(logits, tokens_k, i32(ROWS), i32(V), f32(0.8), u64(42))
// @check tokens frac=0.002 (-log(-log(u)) with logf/__logf rounding can flip near-ties)
// @check tokens_k frac=0.002 (as above)
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <curand_kernel.h>

struct Best {
  float v;
  int i;
};

__device__ __forceinline__ Best better(Best a, Best b) { return (b.v > a.v || (b.v == a.v && b.i < a.i)) ? b : a; }

template <bool kThreshold>
__global__ void gumbel_sample(const __half *__restrict__ logits, int *__restrict__ tokens, int rows, int vocab,
                              float temperature, unsigned long long seed) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (row >= rows) return;
  curandStatePhilox4_32_10_t rng;
  curand_init(seed, static_cast<unsigned long long>(row), static_cast<unsigned long long>(lane) * (vocab / 32), &rng);
  const __half2 *r2 = reinterpret_cast<const __half2 *>(logits + static_cast<size_t>(row) * vocab);
  const float inv_t = 1.0f / temperature;
  Best best{-INFINITY, 0x7fffffff};
  for (int p = lane * 2; p < vocab / 2; p += 64) {
    const float2 a = __half22float2(r2[p]);
    const float2 b = __half22float2(r2[p + 1]);
    const float4 u = curand_uniform4(&rng);
    float vals[4] = {a.x, a.y, b.x, b.y};
    const float us[4] = {u.x, u.y, u.z, u.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      float z = vals[k] * inv_t;
      if constexpr (kThreshold) {
        if (vals[k] < 2.0f) continue;  // mask everything below a logit threshold (a top-k stand-in)
      }
      z -= logf(-logf(us[k]));
      best = better(best, Best{z, 2 * p + k});
    }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    Best other{__shfl_xor_sync(0xffffffffu, best.v, o), __shfl_xor_sync(0xffffffffu, best.i, o)};
    best = better(best, other);
  }
  if (lane == 0) tokens[row] = best.i;
}

template __global__ void gumbel_sample<false>(const __half *, int *, int, int, float, unsigned long long);
template __global__ void gumbel_sample<true>(const __half *, int *, int, int, float, unsigned long long);
