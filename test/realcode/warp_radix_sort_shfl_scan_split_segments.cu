// @realcode Segmented key-value sort of 256-element segments with one warp per segment, as GPU database and graph codes write a warp-level LSD radix sort by hand: each lane owns eight consecutive items (blocked arrangement) of a per-warp shared buffer, every bit is a stable split (the lane's count of zero bits, a warp exclusive scan of those counts with __shfl_up_sync, the zero total broadcast from lane 31), items scattered to a second buffer and the buffers swapped after __syncwarp; keys are u32 with a template number of key bits, values the original positions.
// @let SEGS = 1 << 16
// @buf keys u32[SEGS * 256] uniform(0, 4294967295)
// @buf vals u32[SEGS * 256] iota
// @buf keys16 u32[SEGS * 256] uniform(0, 65536)
// @buf vals16 u32[SEGS * 256] iota
// @launch warp_sort_segments<8, 32> grid(SEGS / 4) block(128) args(keys, vals, i32(SEGS))
// @launch warp_sort_segments<8, 16> grid(SEGS / 4) block(128) args(keys16, vals16, i32(SEGS))
// @check keys exact
// @check vals exact
// @check keys16 exact
// @check vals16 exact
#include <cstdint>

template <int ITEMS> struct WarpSplitBuffers {
  uint32_t key[2][32 * ITEMS];
  uint32_t val[2][32 * ITEMS];
};

template <int ITEMS, int KEY_BITS>
__global__ void __launch_bounds__(128) warp_sort_segments(uint32_t *__restrict__ keys, uint32_t *__restrict__ vals, int segs) {
  constexpr int WARPS = 4;
  constexpr int SEG = 32 * ITEMS;
  __shared__ WarpSplitBuffers<ITEMS> smem[WARPS];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int seg = blockIdx.x * WARPS + warp;
  if (seg >= segs) return;
  WarpSplitBuffers<ITEMS> &buf = smem[warp];
  uint32_t *gk = keys + (size_t)seg * SEG, *gv = vals + (size_t)seg * SEG;

  // Striped global loads (coalesced), blocked ownership in shared memory.
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    buf.key[0][i * 32 + lane] = gk[i * 32 + lane];
    buf.val[0][i * 32 + lane] = gv[i * 32 + lane];
  }
  __syncwarp();

  int src = 0;
  for (int bit = 0; bit < KEY_BITS; ++bit) {
    uint32_t k[ITEMS], v[ITEMS];
    int zeros = 0;
#pragma unroll
    for (int i = 0; i < ITEMS; ++i) {
      k[i] = buf.key[src][lane * ITEMS + i];
      v[i] = buf.val[src][lane * ITEMS + i];
      zeros += ((k[i] >> bit) & 1u) == 0;
    }
    // Exclusive scan of the zero counts over the lanes.
    int incl = zeros;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      int n = __shfl_up_sync(0xffffffffu, incl, d);
      if (lane >= d) incl += n;
    }
    const int total_zeros = __shfl_sync(0xffffffffu, incl, 31);
    int zero_pos = incl - zeros;
    int one_pos = total_zeros + lane * ITEMS - (incl - zeros);
#pragma unroll
    for (int i = 0; i < ITEMS; ++i) {
      int dst = ((k[i] >> bit) & 1u) ? one_pos++ : zero_pos++;
      buf.key[src ^ 1][dst] = k[i];
      buf.val[src ^ 1][dst] = v[i];
    }
    __syncwarp();
    src ^= 1;
  }

#pragma unroll
  for (int i = 0; i < ITEMS; ++i) {
    gk[i * 32 + lane] = buf.key[src][i * 32 + lane];
    gv[i * 32 + lane] = buf.val[src][i * 32 + lane];
  }
}

// Host side: sort only as many bits as the keys use.
void sort_segments_256(uint32_t *keys, uint32_t *vals, int segs, bool keys_fit_16_bits, cudaStream_t s) {
  if (keys_fit_16_bits)
    warp_sort_segments<8, 16><<<(segs + 3) / 4, 128, 0, s>>>(keys, vals, segs);
  else
    warp_sort_segments<8, 32><<<(segs + 3) / 4, 128, 0, s>>>(keys, vals, segs);
}
