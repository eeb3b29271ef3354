// @realcode HyperLogLog cardinality estimation as GPU analytics engines implement it: a 64-bit MurmurHash3 finaliser per item, the top P = 13 bits select one of 8192 registers and the rank is __clzll of the remaining bits plus one; each block keeps a private copy of the registers in shared memory updated with atomicMax, merges them into global registers with atomicMax, and a final single-block kernel computes the harmonic mean with exp2f(-rank) sums, the linear-counting correction for empty registers, and the estimate in double precision.
// @let N = 1 << 24
// @let P = 13
// @buf items u64[N] uniform(0, 3000000)
// @buf regs u32[1 << P] zero
// @buf estimate f64[2] zero
// @launch hll_insert grid(264) block(512) args(items, regs, i32(N))
// @launch hll_estimate grid(1) block(1024) args(regs, estimate)
// @check regs exact
// @check estimate abs=1e-6 rel=1e-9
#include <cstdint>

#define HLL_P 13
#define HLL_M (1 << HLL_P)

__device__ __forceinline__ uint64_t fmix64(uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

__global__ void __launch_bounds__(512) hll_insert(const uint64_t *__restrict__ items, unsigned *regs, int n) {
  __shared__ unsigned local[HLL_M];
  for (int r = threadIdx.x; r < HLL_M; r += blockDim.x) local[r] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    uint64_t h = fmix64(items[i]);
    unsigned idx = (unsigned)(h >> (64 - HLL_P));
    uint64_t rest = (h << HLL_P) | (1ull << (HLL_P - 1)); // guard bit bounds the rank
    unsigned rank = __clzll((long long)rest) + 1;
    atomicMax(&local[idx], rank);
  }
  __syncthreads();
  for (int r = threadIdx.x; r < HLL_M; r += blockDim.x)
    if (local[r]) atomicMax(&regs[r], local[r]);
}

__global__ void hll_estimate(const unsigned *__restrict__ regs, double *estimate) {
  __shared__ float sums[1024];
  __shared__ int zeros[1024];
  float s = 0.f;
  int z = 0;
  for (int r = threadIdx.x; r < HLL_M; r += blockDim.x) {
    unsigned v = regs[r];
    s += exp2f(-(float)v);
    z += v == 0;
  }
  sums[threadIdx.x] = s;
  zeros[threadIdx.x] = z;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half >>= 1) {
    if (threadIdx.x < half) {
      sums[threadIdx.x] += sums[threadIdx.x + half];
      zeros[threadIdx.x] += zeros[threadIdx.x + half];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    const double m = HLL_M, alpha = 0.7213 / (1.0 + 1.079 / m);
    double e = alpha * m * m / (double)sums[0];
    if (e <= 2.5 * m && zeros[0] > 0) e = m * log(m / zeros[0]);
    estimate[0] = e;
    estimate[1] = zeros[0];
  }
}
