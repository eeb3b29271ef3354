// @realcode Full LSD radix sort of 2^24 32-bit keys, 4 bits per pass (8 passes x 3 launches): each block sorts its 1024-key tile by the digit with four 1-bit splits (ballot + __syncthreads_count block scans) and writes digit counts; one block scans the counts; each block scatters its tile to the global digit offsets. Buffers ping-pong by pass.
// @let N = 1 << 24
// @let T = 1024
// @let G = N / T
// @buf keys u32[N] uniform(0, 4294967295)
// @buf alt u32[N] zero
// @buf tiles u32[N] zero
// @buf counts u32[16 * G] zero
// @loop p = 0; p < 8; p = p + 1
//   @launch radix_tile_sort grid(G) block(T) args(sel(p % 2, alt, keys), tiles, counts, u32(4 * p), u32(G))
//   @launch radix_scan_counts grid(1) block(1024) args(counts, u32(16 * G))
//   @launch radix_scatter grid(G) block(T) args(tiles, counts, sel(p % 2, keys, alt), u32(4 * p), u32(G))
// @end
// @check keys exact ascending
#include <cuda_runtime.h>
#include <stdint.h>

#define TILE 1024
#define RADIX 16

// Exclusive prefix count of `flag` over the block, in thread order; total via *total.
__device__ unsigned block_rank(bool flag, unsigned *total) {
  __shared__ unsigned warp_counts[32];
  const unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  unsigned ballot = __ballot_sync(0xffffffffu, flag);
  unsigned below = __popc(ballot & ((1u << lane) - 1u));
  if (lane == 0) warp_counts[warp] = __popc(ballot);
  __syncthreads();
  if (warp == 0) {
    unsigned c = lane < blockDim.x / 32 ? warp_counts[lane] : 0;
    unsigned incl = c;
    for (int d = 1; d < 32; d <<= 1) {
      unsigned up = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d) incl += up;
    }
    warp_counts[lane] = incl - c;  // exclusive prefix over the warps
  }
  __syncthreads();
  unsigned base = warp_counts[warp];
  *total = __syncthreads_count(flag);  // also keeps the next call's writes after this read
  return base + below;
}

__global__ void radix_tile_sort(const uint32_t *src, uint32_t *tiles, uint32_t *counts, uint32_t shift, uint32_t nblocks) {
  __shared__ uint32_t s_keys[TILE];
  __shared__ uint32_t s_hist[RADIX];
  const unsigned t = threadIdx.x;
  uint32_t key = src[blockIdx.x * TILE + t];
  for (uint32_t bit = shift; bit < shift + 4; ++bit) {
    bool zero = ((key >> bit) & 1u) == 0;
    unsigned zeros;
    unsigned r = block_rank(zero, &zeros);
    unsigned pos = zero ? r : zeros + (t - r);
    s_keys[pos] = key;
    __syncthreads();
    key = s_keys[t];
    __syncthreads();
  }
  if (t < RADIX) s_hist[t] = 0;
  __syncthreads();
  atomicAdd(&s_hist[(key >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  tiles[blockIdx.x * TILE + t] = key;
  if (t < RADIX) counts[t * nblocks + blockIdx.x] = s_hist[t];  // digit-major: one scan gives global offsets
}

__global__ void radix_scan_counts(uint32_t *counts, uint32_t n) {
  __shared__ uint32_t part[1024];
  uint32_t per = (n + blockDim.x - 1) / blockDim.x;
  uint32_t begin = threadIdx.x * per, end = min(begin + per, n);
  uint32_t sum = 0;
  for (uint32_t i = begin; i < end; ++i) sum += counts[i];
  part[threadIdx.x] = sum;
  __syncthreads();
  for (unsigned off = 1; off < blockDim.x; off <<= 1) {
    uint32_t v = threadIdx.x >= off ? part[threadIdx.x - off] : 0;
    __syncthreads();
    part[threadIdx.x] += v;
    __syncthreads();
  }
  uint32_t run = part[threadIdx.x] - sum;
  for (uint32_t i = begin; i < end; ++i) {
    uint32_t c = counts[i];
    counts[i] = run;
    run += c;
  }
}

__global__ void radix_scatter(const uint32_t *tiles, const uint32_t *offsets, uint32_t *dst, uint32_t shift, uint32_t nblocks) {
  __shared__ uint32_t s_start[RADIX];
  __shared__ uint32_t s_digits[TILE];
  const unsigned t = threadIdx.x;
  uint32_t key = tiles[blockIdx.x * TILE + t];
  uint32_t digit = (key >> shift) & (RADIX - 1);
  s_digits[t] = digit;
  __syncthreads();
  // The tile is sorted by digit: a digit starts where the previous key's digit differs.
  if (t == 0 || s_digits[t - 1] != digit) s_start[digit] = t;
  __syncthreads();
  dst[offsets[digit * nblocks + blockIdx.x] + (t - s_start[digit])] = key;
}
