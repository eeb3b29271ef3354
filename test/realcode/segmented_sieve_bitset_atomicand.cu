// @realcode a segmented sieve of Eratosthenes as prime-counting GPU code writes it: odd numbers only, one bit each, a 32 KiB segment per block in shared memory (8192 32-bit words), the base primes below sqrt(limit) from a small first kernel, each warp crossing off the multiples of one base prime with atomicAnd on shared words (~(1u << bit)), the segment written out with a 128-bit uint4 store per thread and its primes counted with __popc, plus a twin-prime count that needs the neighbouring bit (a funnel shift across word boundaries, __funnelshift_r).
// @let SEGS = 4096
// @let WORDS = 8192
// @let ROOT = 46341
// @buf base u8[ROOT] zero
// @buf bits u32[SEGS * WORDS] zero
// @buf counts u32[SEGS * 2] zero
// @launch small_sieve grid(1) block(1024) args(base, i32(ROOT))
// @launch sieve_segments grid(SEGS) block(512) args(base, bits, counts, i32(ROOT))
// @check bits exact
// @check counts exact
#include <cstdint>

constexpr int kWords = 8192;                   // 32 KiB of bits
constexpr uint64_t kSpan = 2ull * 32 * kWords;  // numbers a segment covers (odd ones as bits)

// Flags for 0..root-1: 1 = prime. One block; fine for root ~ 46k.
__global__ void small_sieve(uint8_t *is_prime, int root) {
  for (int i = threadIdx.x; i < root; i += blockDim.x) is_prime[i] = i >= 2;
  __syncthreads();
  for (int p = 2; p * p < root; ++p) {
    if (!is_prime[p]) continue;  // uniform: every thread reads the same flag after the barrier
    for (int m = p * p + threadIdx.x * p; m < root; m += blockDim.x * p) is_prime[m] = 0;
    __syncthreads();
  }
}

__global__ void __launch_bounds__(512) sieve_segments(const uint8_t *__restrict__ is_prime, uint32_t *__restrict__ out,
                                                      uint32_t *__restrict__ counts, int root) {
  __shared__ uint32_t seg[kWords];
  __shared__ uint32_t tally[2];
  const uint64_t lo = (uint64_t)blockIdx.x * kSpan;  // bit b of word w stands for lo + 2 * (32 w + b) + 1
  for (int w = threadIdx.x; w < kWords; w += blockDim.x) seg[w] = 0xffffffffu;
  if (threadIdx.x < 2) tally[threadIdx.x] = 0;
  __syncthreads();
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31, nwarps = blockDim.x >> 5;
  for (int p = 3 + 2 * warp; p < root; p += 2 * nwarps) {
    if (!is_prime[p]) continue;
    const uint64_t pp = (uint64_t)p * p;
    uint64_t first = pp > lo ? pp : ((lo + p - 1) / p) * p;
    if ((first & 1) == 0) first += p;  // odd multiples only
    for (uint64_t m = first + 2ull * p * lane; m < lo + kSpan; m += 64ull * p) {
      const uint32_t idx = (uint32_t)((m - lo) >> 1);
      atomicAnd(&seg[idx >> 5], ~(1u << (idx & 31)));
    }
  }
  __syncthreads();
  if (blockIdx.x == 0 && threadIdx.x == 0) seg[0] &= ~1u;  // 1 is not prime
  __syncthreads();
  uint4 *dst = reinterpret_cast<uint4 *>(out + (size_t)blockIdx.x * kWords);
  unsigned primes = 0, twins = 0;
  for (int q = threadIdx.x; q < kWords / 4; q += blockDim.x) {
    uint4 v = make_uint4(seg[4 * q], seg[4 * q + 1], seg[4 * q + 2], seg[4 * q + 3]);
    dst[q] = v;
    const uint32_t words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const int w = 4 * q + k;
      primes += __popc(words[k]);
      // n and n + 2 both prime: bit b and bit b + 1; the next word's bit 0 joins through the funnel.
      const uint32_t next = w + 1 < kWords ? seg[w + 1] : 0u;
      twins += __popc(words[k] & __funnelshift_r(words[k], next, 1));
    }
  }
  atomicAdd(&tally[0], primes);
  atomicAdd(&tally[1], twins);
  __syncthreads();
  if (threadIdx.x < 2) counts[2 * blockIdx.x + threadIdx.x] = tally[threadIdx.x];
}
