// @realcode Random walks on a 2-D lattice driven by a 64-bit linear congruential generator (Knuth's MMIX constants), one walker per thread, 2000 steps, final positions and a 64-bit checksum by atomics.
// @let W = 1 << 21
// @buf xy i32[2 * W] zero
// @buf checksum u64[1] zero
// @launch lcg_walk grid(W / 128) block(128) args(xy, checksum, i32(W), i32(2000), u64(88172645463325252))
// @check xy exact
// @check checksum exact
#include <cuda_runtime.h>
#include <stdint.h>

#define LCG_A 6364136223846793005ULL
#define LCG_C 1442695040888963407ULL

__device__ __forceinline__ uint32_t lcg_next(uint64_t &s) {
  s = s * LCG_A + LCG_C;
  return (uint32_t)(s >> 33);
}

__global__ void lcg_walk(int2 *xy, unsigned long long *checksum, int walkers, int steps, uint64_t seed) {
  int w = blockIdx.x * blockDim.x + threadIdx.x;
  if (w >= walkers) return;
  uint64_t s = seed ^ ((uint64_t)w * 0x9E3779B97F4A7C15ULL);
  int x = 0, y = 0;
  for (int i = 0; i < steps; ++i) {
    uint32_t r = lcg_next(s);
    switch (r & 3u) {
      case 0: ++x; break;
      case 1: --x; break;
      case 2: ++y; break;
      default: --y; break;
    }
  }
  xy[w] = make_int2(x, y);
  atomicAdd(checksum, (unsigned long long)(uint32_t)(x * 31 + y));
}
