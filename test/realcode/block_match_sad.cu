// @realcode Video block matching: sum of absolute differences of 16x16 luma blocks over a +-4 search window, four pixels per 32-bit word with the SIMD video intrinsics (__vabsdiffu4, __vsadu4), __sad for the tail and __byte_perm to realign unaligned rows.
// @let W = 1024
// @let H = 1024
// @buf cur u32[W * H / 4] uniform(0, 4294967295)
// @buf ref u32[W * H / 4] uniform(0, 4294967295)
// @buf best u32[(W / 16) * (H / 16)] zero
// @launch block_match grid(W / 16, H / 16) block(81) args(cur, ref, best, i32(W), i32(H))
// @check best exact
#include <cuda_runtime.h>

#define RANGE 4
#define BLK 16

// Four bytes starting `shift` bytes into the pair (lo, hi).
__device__ __forceinline__ unsigned realign(unsigned lo, unsigned hi, int shift) {
  return __byte_perm(lo, hi, 0x3210 + 0x1111 * shift);
}

__global__ void block_match(const unsigned *cur, const unsigned *ref, unsigned *best, int width, int height) {
  __shared__ unsigned cost[(2 * RANGE + 1) * (2 * RANGE + 1)];
  int words = width / 4;
  int dx = (int)(threadIdx.x % (2 * RANGE + 1)) - RANGE;
  int dy = (int)(threadIdx.x / (2 * RANGE + 1)) - RANGE;
  int bx = blockIdx.x * BLK, by = blockIdx.y * BLK;
  unsigned sad = 0;
  bool inside = bx + dx >= 0 && bx + dx + BLK + 8 <= width && by + dy >= 0 && by + dy + BLK <= height;
  if (inside) {
    for (int y = 0; y < BLK; ++y) {
      const unsigned *c = cur + (by + y) * words + bx / 4;
      int rx = bx + dx;
      const unsigned *r = ref + (by + dy + y) * words + rx / 4;
      int shift = rx & 3;
      for (int w = 0; w < BLK / 4; ++w) {
        unsigned rw = realign(r[w], r[w + 1], shift);
        if (w & 1)
          sad = __vsadu4(c[w], rw) + sad;
        else {
          unsigned d = __vabsdiffu4(c[w], rw);
          sad += (d & 0xff) + ((d >> 8) & 0xff) + ((d >> 16) & 0xff) + (d >> 24);
        }
      }
      // One more pixel from the next word, with __sad.
      sad = __sad((int)(c[BLK / 4] & 0xff), (int)(realign(r[BLK / 4], r[BLK / 4 + 1], shift) & 0xff), sad);
    }
  } else {
    sad = 0xffffffffu;
  }
  cost[threadIdx.x] = sad;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned bestCost = 0xffffffffu, bestIdx = 0;
    for (unsigned k = 0; k < (2 * RANGE + 1) * (2 * RANGE + 1); ++k)
      if (cost[k] < bestCost) { bestCost = cost[k]; bestIdx = k; }
    best[blockIdx.y * gridDim.x + blockIdx.x] = (bestCost << 7) ^ bestIdx;
  }
}
