// @realcode A 64-bit multiply-rotate hash of integer keys into buckets (hash-join build side): rotations with __funnelshift_l/__funnelshift_r, __umulhi and __umul64hi for the fixed-point range reduction, __mul64hi on signed mixing, uint32_t/uint64_t from <stdint.h>.
// @let N = 1 << 24
// @buf keys u32[N] uniform(0, 4294967295)
// @buf bucket u32[N] zero
// @buf fp u64[N] zero
// @launch hash_keys grid(cdiv(N, 256)) block(256) args(keys, bucket, fp, i32(N), u32(1000003))
// @check bucket exact
// @check fp exact
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t rotl32(uint32_t x, int r) { return __funnelshift_l(x, x, r); }
__device__ __forceinline__ uint32_t rotr32(uint32_t x, int r) { return __funnelshift_r(x, x, r); }

__global__ void hash_keys(const uint32_t *__restrict__ keys, uint32_t *__restrict__ bucket,
                          uint64_t *__restrict__ fingerprint, int n, uint32_t nbuckets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t k = keys[i];
  uint32_t h = k * 0xcc9e2d51u;
  h = rotl32(h, 15) * 0x1b873593u;
  h ^= rotr32(h, 13);
  h = h * 5u + 0xe6546b64u;
  // Lemire's range reduction: the high half of h * nbuckets.
  bucket[i] = __umulhi(h, nbuckets);
  uint64_t wide = ((uint64_t)h << 32) | k;
  uint64_t f = __umul64hi(wide, 0x9E3779B97F4A7C15ull) ^ wide;
  long long s = __mul64hi((long long)f, -0x61c8864680b583ebll);
  // __funnelshift_lc clamps the shift, __funnelshift_l wraps it: both appear in real hashes.
  uint32_t mix = __funnelshift_lc((uint32_t)f, (uint32_t)(f >> 32), (int)(k & 63));
  fingerprint[i] = (uint64_t)s ^ ((uint64_t)mix << 32);
}
