// @realcode Stable radix partitioning of (key, row id) tuples into 256 partitions, the first pass of a partitioned hash join or a GPU radix sort: a histogram kernel counts each tile's partitions in shared memory, a single-block kernel turns the tile-major histograms into partition-major exclusive offsets with a Blelloch scan in shared memory, and the scatter kernel ranks each tuple stably inside its tile: per warp with __match_any_sync on the digit (peers below it counted with __popc of the mask and %lanemask_lt read through inline PTX), the warps' counts combined in warp order through a shared [warps][256] table.
// @let N = 1 << 24
// @let TILE = 2048
// @let NTILE = N / TILE
// @buf keys u32[N] uniform(0, 4294967295)
// @buf hist u32[NTILE * 256] zero
// @buf offs u32[NTILE * 256] zero
// @buf out_keys u32[N] zero
// @buf out_rows u32[N] zero
// @launch part_histogram grid(NTILE) block(256) args(keys, hist, i32(8))
// @launch part_offsets grid(1) block(1024) args(hist, offs, i32(NTILE))
// @launch part_scatter grid(NTILE) block(256) args(keys, offs, out_keys, out_rows, i32(8))
// @check hist exact
// @check offs exact
// @check out_keys exact
// @check out_rows exact
#include <cstdint>

#define RADIX 256
#define TILE_ITEMS 2048
#define THREADS 256
#define WARPS (THREADS / 32)

__device__ __forceinline__ unsigned digit_of(uint32_t k, int shift) { return (k >> shift) & (RADIX - 1); }

__device__ __forceinline__ unsigned lanemask_lt() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  return m;
}

__global__ void __launch_bounds__(THREADS) part_histogram(const uint32_t *__restrict__ keys, uint32_t *__restrict__ hist,
                                                         int shift) {
  __shared__ unsigned counts[RADIX];
  counts[threadIdx.x] = 0;
  __syncthreads();
  const uint32_t *tile = keys + (size_t)blockIdx.x * TILE_ITEMS;
  for (int i = threadIdx.x; i < TILE_ITEMS; i += THREADS) atomicAdd(&counts[digit_of(tile[i], shift)], 1u);
  __syncthreads();
  hist[(size_t)blockIdx.x * RADIX + threadIdx.x] = counts[threadIdx.x];
}

// offs[t][d] = sum over (d' < d, all tiles) + sum over (d, tiles < t): partition-major order.
__global__ void __launch_bounds__(1024) part_offsets(const uint32_t *__restrict__ hist, uint32_t *__restrict__ offs, int ntile) {
  __shared__ unsigned scan[2 * RADIX];
  const int t = threadIdx.x;
  if (t < RADIX) {
    unsigned s = 0;
    for (int b = 0; b < ntile; ++b) s += hist[(size_t)b * RADIX + t];
    scan[t] = s;
  }
  __syncthreads();
  // Blelloch scan over the 256 digit totals (up-sweep, down-sweep).
  for (int stride = 1; stride < RADIX; stride <<= 1) {
    const int i = (t + 1) * stride * 2 - 1;
    if (i < RADIX) scan[i] += scan[i - stride];
    __syncthreads();
  }
  if (t == 0) scan[RADIX - 1] = 0;
  __syncthreads();
  for (int stride = RADIX / 2; stride >= 1; stride >>= 1) {
    const int i = (t + 1) * stride * 2 - 1;
    if (i < RADIX) {
      const unsigned left = scan[i - stride];
      scan[i - stride] = scan[i];
      scan[i] += left;
    }
    __syncthreads();
  }
  if (t < RADIX) {
    unsigned run = scan[t];
    for (int b = 0; b < ntile; ++b) {
      offs[(size_t)b * RADIX + t] = run;
      run += hist[(size_t)b * RADIX + t];
    }
  }
}

__global__ void __launch_bounds__(THREADS) part_scatter(const uint32_t *__restrict__ keys, const uint32_t *__restrict__ offs,
                                                       uint32_t *__restrict__ out_keys, uint32_t *__restrict__ out_rows,
                                                       int shift) {
  __shared__ unsigned base[RADIX];
  __shared__ unsigned warp_counts[WARPS][RADIX];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  base[threadIdx.x] = offs[(size_t)blockIdx.x * RADIX + threadIdx.x];
  const size_t tile0 = (size_t)blockIdx.x * TILE_ITEMS;
  // Rounds of THREADS items in order; inside a round, warp w owns items [32w, 32w + 32).
  for (int r = 0; r < TILE_ITEMS / THREADS; ++r) {
    for (int d = lane; d < RADIX; d += 32) warp_counts[warp][d] = 0;
    __syncthreads();
    const size_t idx = tile0 + (size_t)r * THREADS + threadIdx.x;
    const uint32_t k = keys[idx];
    const unsigned d = digit_of(k, shift);
    const unsigned peers = __match_any_sync(0xffffffffu, d);
    const unsigned rank_in_warp = __popc(peers & lanemask_lt());
    if ((peers & lanemask_lt()) == 0) warp_counts[warp][d] = __popc(peers);
    __syncthreads();
    unsigned before = 0;
    for (int w = 0; w < warp; ++w) before += warp_counts[w][d];
    const unsigned dst = base[d] + before + rank_in_warp;
    out_keys[dst] = k;
    out_rows[dst] = (uint32_t)idx;
    __syncthreads();
    // thread d moves base[d] past this round's tuples of digit d
    if (threadIdx.x < RADIX) {
      unsigned add = 0;
      for (int w = 0; w < WARPS; ++w) add += warp_counts[w][threadIdx.x];
      base[threadIdx.x] += add;
    }
    __syncthreads();
  }
}
