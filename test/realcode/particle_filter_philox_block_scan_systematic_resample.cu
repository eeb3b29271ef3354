// @realcode Batched bootstrap particle filters (one 1-D random-walk target per block, 1024 particles a filter) as GPU tracking codes write them: a hand-written Philox4x32-10 counter generator with Box-Muller for the process noise, Gaussian measurement weights, a cub-like BlockScan template (warp shuffles, then a scan of the warp totals) giving the weight CDF in shared memory, the estimate as the weighted mean, and systematic resampling by binary search of one shared uniform offset, eight steps ping-ponging particle buffers.
// @let FILTERS = 4096
// @let P = 1024
// @let STEPS = 8
// @buf p0 f32[FILTERS * P] uniform(-1, 1)
// @buf p1 f32[FILTERS * P] zero
// @buf obs f32[STEPS * FILTERS] uniform(-1, 1)
// @buf est f32[STEPS * FILTERS] zero
// @loop s = 0; s < STEPS; s = s + 1
//   @launch pf_step<1024> grid(FILTERS) block(1024) args(sel(s % 2, p1, p0), sel(s % 2, p0, p1), obs, est, i32(s), i32(FILTERS), f32(0.2), f32(0.5), u32(1234))
// @end
// @check est abs=1e-3 rel=1e-3 frac=1e-3 (systematic resampling picks an ancestor by comparing a uniform with the weight CDF: a CDF value within rounding of it may pick the neighbour under another FMA contraction, and later steps follow that particle)
// @check p0 abs=1e-3 rel=1e-3 frac=1e-2 (the same ancestor flips, propagated to the particles of the last step)
#include <cstdint>

struct Philox4x32 {
  static constexpr uint32_t M0 = 0xD2511F53u, M1 = 0xCD9E8D57u, W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
  __device__ static uint4 round(uint4 c, uint2 k) {
    uint32_t hi0 = __umulhi(M0, c.x), lo0 = M0 * c.x;
    uint32_t hi1 = __umulhi(M1, c.z), lo1 = M1 * c.z;
    return make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
  }
  __device__ static uint4 generate(uint4 c, uint2 k) {
#pragma unroll
    for (int r = 0; r < 10; ++r) {
      c = round(c, k);
      k.x += W0;
      k.y += W1;
    }
    return c;
  }
};

__device__ __forceinline__ float u01(uint32_t x) { return (x >> 8) * (1.0f / 16777216.0f) + (0.5f / 16777216.0f); }

template <int THREADS> struct BlockScan {
  static constexpr int WARPS = THREADS / 32;
  struct TempStorage {
    float warp_totals[WARPS];
  };
  TempStorage &tmp;
  __device__ explicit BlockScan(TempStorage &t) : tmp(t) {}

  __device__ float inclusive_sum(float v, float &block_total) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      float n = __shfl_up_sync(0xffffffffu, v, d);
      if (lane >= d) v += n;
    }
    if (lane == 31) tmp.warp_totals[warp] = v;
    __syncthreads();
    if (warp == 0) {
      float t = lane < WARPS ? tmp.warp_totals[lane] : 0.0f;
#pragma unroll
      for (int d = 1; d < 32; d <<= 1) {
        float n = __shfl_up_sync(0xffffffffu, t, d);
        if (lane >= d) t += n;
      }
      if (lane < WARPS) tmp.warp_totals[lane] = t;
    }
    __syncthreads();
    if (warp > 0) v += tmp.warp_totals[warp - 1];
    block_total = tmp.warp_totals[WARPS - 1];
    return v;
  }
};

template <int THREADS> struct BlockSum {
  __device__ static float sum(float v, float *scratch) {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0) scratch[threadIdx.x / 32] = v;
    __syncthreads();
    float t = 0.0f;
#pragma unroll
    for (int w = 0; w < THREADS / 32; ++w) t += scratch[w];
    return t;
  }
};

template <int P>
__global__ void __launch_bounds__(P) pf_step(const float *__restrict__ in, float *__restrict__ out, const float *__restrict__ obs,
                                             float *__restrict__ est, int step, int filters, float q, float r, uint32_t seed) {
  __shared__ typename BlockScan<P>::TempStorage scan_tmp;
  __shared__ float cdf[P];
  __shared__ float scratch[P / 32];
  __shared__ float offset;
  const int f = blockIdx.x, j = threadIdx.x;

  // Predict: x += q * N(0, 1).
  uint4 bits = Philox4x32::generate(make_uint4(j, f, step, 0u), make_uint2(seed, 0x5bd1e995u));
  float radius = sqrtf(-2.0f * __logf(u01(bits.x)));
  float x = in[(size_t)f * P + j] + q * radius * __cosf(6.2831853f * u01(bits.y));

  // Weight against this step's observation.
  float z = obs[step * filters + f];
  float w = __expf(-0.5f * (z - x) * (z - x) / (r * r));

  float total;
  float c = BlockScan<P>(scan_tmp).inclusive_sum(w, total);
  cdf[j] = c / total;
  float mean = BlockSum<P>::sum(w * x, scratch) / total;
  if (j == 0) {
    est[step * filters + f] = mean;
    offset = u01(bits.z) / P;
  }
  __syncthreads();

  // Systematic resampling: ancestor of slot j is the first CDF entry >= (j + u) / P.
  float u = offset + (float)j / P;
  int lo = 0, hi = P - 1;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (cdf[mid] < u) lo = mid + 1;
    else hi = mid;
  }
  __syncthreads();
  cdf[j] = x;
  __syncthreads();
  out[(size_t)f * P + j] = cdf[lo];
}

// Host side: one filter step per observation frame.
void particle_filters(float *particles[2], const float *obs, float *est, int filters, int steps, uint32_t seed, cudaStream_t s) {
  for (int t = 0; t < steps; ++t)
    pf_step<1024><<<filters, 1024, 0, s>>>(particles[t % 2], particles[(t + 1) % 2], obs, est, t, filters, 0.2f, 0.5f, seed);
}
