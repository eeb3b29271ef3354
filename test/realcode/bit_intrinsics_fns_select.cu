// @realcode Bit-manipulation intrinsics as succinct data structures and hashing use them: rank/select on 64-bit words with __popcll and __fns (n-th set bit, forwards and backwards with negative offsets), __brev/__brevll bit reversal for FFT indices, __clz/__clzll leading-zero counts, __ffs/__ffsll, __byte_perm with every selector family, __funnelshift_lc/rc clamped shifts, __umulhi/__umul64hi/__mul64hi, __sad/__usad, __mul24/__umul24, __hadd/__rhadd/__uhadd/__urhadd.
// @let N = 1 << 20
// @buf words u64[N] uniform(0, 18446744073709551615)
// @buf sel u32[N] uniform(0, 64)
// @buf out u32[24 * N] zero
// @buf wide u64[4 * N] zero
// @launch bits_sweep grid(N / 128) block(128) args(words, sel, out, wide, i32(N))
// @check out exact
// @check wide exact
#include <cuda_runtime.h>
#include <cstdint>

// The position of the k-th (0-based) set bit of w, or 64; __fns walks one 32-bit half at a time.
__device__ __forceinline__ unsigned select64(uint64_t w, unsigned k) {
  unsigned lo = (unsigned)w, hi = (unsigned)(w >> 32);
  unsigned nlo = __popc(lo);
  if (k < nlo) return __fns(lo, 0, (int)k + 1);
  if (k - nlo < (unsigned)__popc(hi)) return 32 + __fns(hi, 0, (int)(k - nlo) + 1);
  return 64;
}

__global__ void bits_sweep(const uint64_t *__restrict__ words, const unsigned *__restrict__ sel, unsigned *out,
                           uint64_t *wide, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t w = words[i];
  unsigned k = sel[i];
  unsigned lo = (unsigned)w, hi = (unsigned)(w >> 32);
  unsigned *o = out + (size_t)24 * i;
  o[0] = select64(w, k % 40);
  o[1] = __fns(lo, 31, -(int)(k % 8) - 1);  // backwards from the top bit
  o[2] = __fns(hi, k % 32, 1);
  o[3] = __fns(lo, k % 32, 0);
  o[4] = __brev(lo);
  o[5] = __clz(hi) + __clzll(w);
  o[6] = __ffs((int)lo) + __ffsll((long long)w);
  o[7] = __byte_perm(lo, hi, 0x0123);
  o[8] = __byte_perm(lo, hi, 0x7531) ^ __byte_perm(lo, 0, 0x1111);
  o[9] = __byte_perm(lo, hi, 0x8888 | (k & 0x7777));  // sign-replicate selectors
  o[10] = __funnelshift_lc(lo, hi, k);
  o[11] = __funnelshift_rc(lo, hi, k);
  o[12] = __funnelshift_l(lo, hi, k) ^ __funnelshift_r(lo, hi, k);
  o[13] = __umulhi(lo, hi);
  o[14] = (unsigned)__mulhi((int)lo, (int)hi);
  o[15] = __sad((int)lo, (int)hi, k) + __usad(lo, hi, 7u);
  o[16] = (unsigned)__mul24((int)lo, (int)hi) ^ __umul24(lo, hi);
  o[17] = (unsigned)__hadd((int)lo, (int)hi);
  o[18] = (unsigned)__rhadd((int)lo, (int)hi);
  o[19] = __uhadd(lo, hi) ^ __urhadd(lo, hi);
  o[20] = __popcll(w & ((k >= 64) ? ~0ull : ((1ull << k) - 1)));  // rank
  o[21] = __clz(0) + __ffs(0) + __popc(0u);
  o[22] = __brev(__brev(lo) + 1u);  // bit-reversed increment
  o[23] = __fns(0u, 0, 1) + __fns(~0u, 5, -3);
  wide[4 * i + 0] = __brevll(w);
  wide[4 * i + 1] = __umul64hi(w, w ^ 0x9E3779B97F4A7C15ull);
  wide[4 * i + 2] = (uint64_t)__mul64hi((long long)w, -(long long)k * 1000003ll);
  wide[4 * i + 3] = __funnelshift_l(hi, lo, k) | ((uint64_t)__clzll(w >> (k % 64)) << 40);
}
