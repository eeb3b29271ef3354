// @realcode Bit-parallel Shift-And matching of a character-class pattern (grep's and agrep's core loop) over a large text: the 64-bit per-character masks of a compiled pattern in __constant__ memory, each thread scanning a 4 KiB segment plus the pattern's overlap with uchar4 loads, the state register updated as D = ((D << 1) | 1) & B[c], matches counted per segment and the last match offset kept, and a warp-level __reduce_add_sync total per warp.
// @let SEG = 4096
// @let NSEG = 1 << 14
// @let TEXT = SEG * NSEG + 64
// @const c_masks u64[256] uniform(0, 18446744073709551615)
// @buf text u8[TEXT] uniform(0, 256)
// @buf counts u32[NSEG] zero
// @buf last i32[NSEG] zero
// @buf warp_totals u32[NSEG / 32] zero
// @launch shift_and_scan grid(NSEG / 128) block(128) args(text, counts, last, warp_totals, i32(NSEG), i32(SEG), i32(12))
// @check counts exact
// @check last exact
// @check warp_totals exact
#include <cstdint>

__constant__ uint64_t c_masks[256];

__device__ __forceinline__ uint64_t step(uint64_t d, unsigned char c) { return ((d << 1) | 1ull) & c_masks[c]; }

__global__ void shift_and_scan(const unsigned char *__restrict__ text, unsigned *__restrict__ counts,
                               int *__restrict__ last, unsigned *__restrict__ warp_totals, int nseg, int seg,
                               int m) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned count = 0;
  if (s < nseg) {
    const uchar4 *p = reinterpret_cast<const uchar4 *>(text + (size_t)s * seg);
    uint64_t accept = 1ull << (m - 1);
    uint64_t d = 0;
    int where = -1;
    // The segment plus m - 1 bytes of the next one, so that a match that
    // starts here is found here; match ends past the first m - 1 bytes only.
    int n4 = (seg + 64) / 4;
    for (int i = 0; i < n4; ++i) {
      uchar4 q = __ldg(p + i);
      unsigned char cs[4] = {q.x, q.y, q.z, q.w};
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        d = step(d, cs[j]);
        int end = 4 * i + j;
        int start = end - m + 1;
        if ((d & accept) && start >= 0 && start < seg) {
          ++count;
          where = end;
        }
      }
    }
    counts[s] = count;
    last[s] = where;
  }
  unsigned total = __reduce_add_sync(0xffffffffu, count);
  if ((threadIdx.x & 31) == 0 && s / 32 < nseg / 32)
    warp_totals[s / 32] = total;
}
