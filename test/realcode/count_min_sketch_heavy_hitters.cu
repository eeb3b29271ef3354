// @realcode A count-min sketch for streaming heavy hitters as network-telemetry and database GPU codes build it: D = 4 rows of W counters, each row indexed by a pairwise-independent hash ((a*x + b) mod p with the Mersenne prime 2^61-1, reduced with __umul64hi-style 128-bit products), updates with atomicAdd on 32-bit counters, a query kernel taking the minimum over the rows, and keys whose estimate passes a threshold appended to a heavy-hitter list through a warp-aggregated atomic (__ballot_sync, __popc of the lower-lane mask).
// @let N = 1 << 23
// @let NQ = 1 << 20
// @let W = 1 << 16
// @buf keys u32[N] uniform(0, 50000)
// @buf queries u32[NQ] iota
// @buf sketch u32[4 * W] zero
// @buf est u32[NQ] zero
// @buf heavy u32[NQ] zero
// @buf nheavy u32[1] zero
// @launch cms_update grid(cdiv(N, 256)) block(256) args(keys, sketch, i32(N), u32(W))
// @launch cms_query grid(cdiv(NQ, 256)) block(256) args(queries, sketch, est, heavy, nheavy, i32(NQ), u32(W), u32(200))
// @check sketch exact
// @check est exact
// @check heavy unordered
// @check nheavy exact
#include <cstdint>

#define DEPTH 4
#define MERSENNE61 ((1ull << 61) - 1)

__constant__ uint64_t c_a[DEPTH] = {0x1f3a5c7e9b2d4f61ull, 0x0badc0ffee123457ull, 0x13579bdf2468ace1ull, 0x0fedcba987654321ull};
__constant__ uint64_t c_b[DEPTH] = {0x0123456789abcdefull, 0x1122334455667789ull, 0x0f0e0d0c0b0a0908ull, 0x1badb002deadbeefull};

__device__ __forceinline__ uint64_t mod_mersenne61(uint64_t lo, uint64_t hi) {
  // (hi * 2^64 + lo) mod (2^61 - 1)
  uint64_t r = (lo & MERSENNE61) + (lo >> 61) + (hi << 3);
  r = (r & MERSENNE61) + (r >> 61);
  return r >= MERSENNE61 ? r - MERSENNE61 : r;
}

__device__ __forceinline__ uint32_t row_hash(int row, uint32_t key, uint32_t w) {
  uint64_t a = c_a[row] & MERSENNE61, x = key;
  uint64_t lo = a * x, hi = __umul64hi(a, x);
  uint64_t h = mod_mersenne61(lo, hi) + (c_b[row] & MERSENNE61);
  h = h >= MERSENNE61 ? h - MERSENNE61 : h;
  return (uint32_t)(h % w);
}

__global__ void cms_update(const uint32_t *__restrict__ keys, uint32_t *sketch, int n, uint32_t w) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    uint32_t k = keys[i];
#pragma unroll
    for (int r = 0; r < DEPTH; ++r) atomicAdd(&sketch[r * w + row_hash(r, k, w)], 1u);
  }
}

__global__ void cms_query(const uint32_t *__restrict__ queries, const uint32_t *__restrict__ sketch, uint32_t *est,
                          uint32_t *heavy, uint32_t *nheavy, int nq, uint32_t w, uint32_t threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool hit = false;
  uint32_t k = 0;
  if (i < nq) {
    k = queries[i];
    uint32_t m = 0xffffffffu;
#pragma unroll
    for (int r = 0; r < DEPTH; ++r) m = min(m, __ldg(&sketch[r * w + row_hash(r, k, w)]));
    est[i] = m;
    hit = m >= threshold;
  }
  const unsigned lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffffu, hit);
  unsigned base = 0;
  if (lane == 0 && mask) base = atomicAdd(nheavy, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (hit) heavy[base + __popc(mask & ((1u << lane) - 1))] = k;
}
