// @realcode Frame-of-reference plus bit-plane packing of 32-value integer blocks, one warp per block, as GPU columnar codecs (GPU-FOR style) pack sorted or clustered columns: the block minimum with __reduce_min_sync, the bit width of the residuals from __reduce_or_sync and __clz, each of the width's bit planes packed into one 32-bit word by __ballot_sync, the packed stream laid out by an exclusive scan of the per-block sizes (a second kernel, one warp per 32 blocks, __shfl_up_sync), and a decoder that rebuilds each value from its lane's bit in every plane; the encoded bytes, the offsets and the round trip are checked.
// @let NBLK = 1 << 17
// @buf vals u32[NBLK * 32] uniform(0, 4096)
// @buf base u32[NBLK] zero
// @buf width u32[NBLK] zero
// @buf planes u32[NBLK * 33] zero
// @buf offsets u32[NBLK] zero
// @buf packed u32[NBLK * 33] zero
// @buf decoded u32[NBLK * 32] zero
// @launch for_encode grid(NBLK / 8) block(256) args(vals, base, width, planes, i32(NBLK))
// @launch block_offsets grid(NBLK / 1024) block(32) args(width, offsets, i32(NBLK))
// @launch compact_planes grid(NBLK / 8) block(256) args(planes, width, offsets, base, packed, i32(NBLK))
// @launch for_decode grid(NBLK / 8) block(256) args(packed, offsets, decoded, i32(NBLK))
// @check base exact
// @check width exact
// @check offsets exact
// @check packed exact
// @check decoded exact
#include <cstdint>

// Values are clustered (a ramp plus noise) so the widths vary across blocks.
__device__ __forceinline__ uint32_t clustered(const uint32_t *vals, int i) { return (uint32_t)i * 3u + (vals[i] >> (i % 13)); }

__global__ void for_encode(const uint32_t *__restrict__ vals, uint32_t *base_out, uint32_t *width_out, uint32_t *planes, int nblk) {
  const int blk = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x & 31;
  if (blk >= nblk) return;  // whole warps leave together
  const uint32_t v = clustered(vals, blk * 32 + lane);
  const uint32_t lo = __reduce_min_sync(0xffffffffu, v);
  const uint32_t r = v - lo;
  const uint32_t any = __reduce_or_sync(0xffffffffu, r);
  const int w = any ? 32 - __clz(any) : 0;
  for (int b = 0; b < w; ++b) {
    const uint32_t plane = __ballot_sync(0xffffffffu, (r >> b) & 1u);
    if (lane == 0) planes[(size_t)blk * 33 + b] = plane;
  }
  if (lane == 0) {
    base_out[blk] = lo;
    width_out[blk] = w;
  }
}

// Exclusive scan of the blocks' sizes (1 base word + width planes): one warp per chunk of 1024 blocks,
// each warp starting from the sum of all earlier chunks' sizes (recomputed, so chunks are independent).
__global__ void block_offsets(const uint32_t *__restrict__ width, uint32_t *offsets, int nblk) {
  const int chunk = blockIdx.x;
  const int lane = threadIdx.x;
  uint32_t carry = 0;
  for (int b = lane; b < chunk * 1024; b += 32) carry += 1 + width[b];
  for (int off = 16; off; off >>= 1) carry += __shfl_xor_sync(0xffffffffu, carry, off);
  for (int k = 0; k < 1024; k += 32) {
    const int b = chunk * 1024 + k + lane;
    const uint32_t size = b < nblk ? 1 + width[b] : 0;
    uint32_t incl = size;
    for (int d = 1; d < 32; d <<= 1) {
      const uint32_t up = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d) incl += up;
    }
    if (b < nblk) offsets[b] = carry + incl - size;
    carry += __shfl_sync(0xffffffffu, incl, 31);
  }
}

__global__ void compact_planes(const uint32_t *__restrict__ planes, const uint32_t *__restrict__ width, const uint32_t *__restrict__ offsets,
                               const uint32_t *__restrict__ base, uint32_t *packed, int nblk) {
  const int blk = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x & 31;
  if (blk >= nblk) return;
  const uint32_t o = offsets[blk];
  // Word 0 of a block is its base; the width follows from the next block's offset.
  if (lane == 0) packed[o] = base[blk];
  if (lane < (int)width[blk]) packed[o + 1 + lane] = planes[(size_t)blk * 33 + lane];
}

__global__ void for_decode(const uint32_t *__restrict__ packed, const uint32_t *__restrict__ offsets, uint32_t *decoded, int nblk) {
  const int blk = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x & 31;
  if (blk >= nblk) return;
  const uint32_t o = offsets[blk];
  const uint32_t end = blk + 1 < nblk ? offsets[blk + 1] : o + 1 + 32;
  const int w = (int)(end - o - 1);
  uint32_t r = 0;
  for (int b = 0; b < w && b < 32; ++b) r |= ((packed[o + 1 + b] >> lane) & 1u) << b;
  decoded[blk * 32 + lane] = packed[o] + r;
}
