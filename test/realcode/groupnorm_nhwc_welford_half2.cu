// @realcode GroupNorm over NHWC activations in the diffusion-model style: one block per (image, group) reduces the group's HW x C/G values with a Welford mean/M2 per thread merged across the block (Chan's parallel formula in a struct, warp shuffles of three fields, shared partials), reading __half2 pairs of channels; a second pass normalises with per-channel gamma/beta and an optional fused SiLU chosen by a template bool, writing __half2.
// @let NIMG = 8
// @let HW = 64 * 64
// @let C = 320
// @let G = 32
// @buf x f16[NIMG * HW * C] uniform(-3, 3)
// @buf gamma f32[C] uniform(0.5, 1.5)
// @buf beta f32[C] uniform(-0.5, 0.5)
// @buf stats f32[NIMG * G * 2] zero
// @buf y f16[NIMG * HW * C] zero
// @buf y2 f16[NIMG * HW * C] zero
// @launch groupnorm_stats<256> grid(G, NIMG) block(256) args(x, stats, i32(HW), i32(C), i32(G))
// @launch groupnorm_apply<true> grid(HW / 16, NIMG) block(C / 2, 1) args(x, stats, gamma, beta, y, i32(HW), i32(C), i32(G), f32(1e-5))
// @launch groupnorm_apply<false> grid(HW / 16, NIMG) block(C / 2, 1) args(x, stats, gamma, beta, y2, i32(HW), i32(C), i32(G), f32(1e-5))
// @check stats rel=1e-4 abs=1e-4
// @check y rel=1e-2 abs=1e-2
// @check y2 rel=1e-2 abs=1e-2
#include <cuda_fp16.h>

struct Welford {
  float mean, m2, count;
};

__device__ __forceinline__ Welford merge(const Welford &a, const Welford &b) {
  float n = a.count + b.count;
  if (n == 0.0f) return a;
  float delta = b.mean - a.mean;
  float wb = b.count / n;
  return {a.mean + delta * wb, a.m2 + b.m2 + delta * delta * a.count * wb, n};
}

__device__ __forceinline__ void push(Welford &w, float v) {
  w.count += 1.0f;
  float d = v - w.mean;
  w.mean += d / w.count;
  w.m2 += d * (v - w.mean);
}

template <int THREADS>
__global__ void __launch_bounds__(THREADS) groupnorm_stats(const __half *__restrict__ x, float *__restrict__ stats,
                                                          int hw, int c, int groups) {
  const int g = blockIdx.x, img = blockIdx.y;
  const int cpg = c / groups;  // channels per group (even)
  const __half2 *base = reinterpret_cast<const __half2 *>(x + (size_t)img * hw * c + g * cpg);
  Welford w{0.0f, 0.0f, 0.0f};
  const int pairs = cpg / 2;
  for (int idx = threadIdx.x; idx < hw * pairs; idx += THREADS) {
    int p = idx / pairs, q = idx % pairs;
    float2 v = __half22float2(base[(size_t)p * (c / 2) + q]);
    push(w, v.x);
    push(w, v.y);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    Welford other{__shfl_xor_sync(~0u, w.mean, o), __shfl_xor_sync(~0u, w.m2, o), __shfl_xor_sync(~0u, w.count, o)};
    w = merge(w, other);
  }
  __shared__ Welford partial[THREADS / 32];
  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = w;
  __syncthreads();
  if (threadIdx.x == 0) {
    Welford t = partial[0];
    for (int i = 1; i < THREADS / 32; i++) t = merge(t, partial[i]);
    stats[(img * groups + g) * 2 + 0] = t.mean;
    stats[(img * groups + g) * 2 + 1] = t.m2 / t.count;
  }
}

// Block (C/2 threads) covers 16 pixels; thread t owns channels 2t and 2t+1.
template <bool FUSE_SILU>
__global__ void groupnorm_apply(const __half *__restrict__ x, const float *__restrict__ stats,
                                const float *__restrict__ gamma, const float *__restrict__ beta, __half *__restrict__ y,
                                int hw, int c, int groups, float eps) {
  const int img = blockIdx.y;
  const int ch = 2 * threadIdx.x;
  const int g = ch / (c / groups);
  const float mean = stats[(img * groups + g) * 2], var = stats[(img * groups + g) * 2 + 1];
  const float rstd = rsqrtf(var + eps);
  const float2 ga = make_float2(gamma[ch] * rstd, gamma[ch + 1] * rstd);
  const float2 be = make_float2(beta[ch] - mean * ga.x, beta[ch + 1] - mean * ga.y);
  for (int p = blockIdx.x * 16; p < blockIdx.x * 16 + 16; p++) {
    size_t off = ((size_t)img * hw + p) * c + ch;
    float2 v = __half22float2(*reinterpret_cast<const __half2 *>(x + off));
    v.x = v.x * ga.x + be.x;
    v.y = v.y * ga.y + be.y;
    if (FUSE_SILU) {
      v.x = v.x / (1.0f + __expf(-v.x));
      v.y = v.y / (1.0f + __expf(-v.y));
    }
    *reinterpret_cast<__half2 *>(y + off) = __float22half2_rn(v);
  }
}

template __global__ void groupnorm_stats<256>(const __half *, float *, int, int, int);
template __global__ void groupnorm_apply<true>(const __half *, const float *, const float *, const float *, __half *,
                                               int, int, int, float);
template __global__ void groupnorm_apply<false>(const __half *, const float *, const float *, const float *, __half *,
                                                int, int, int, float);
