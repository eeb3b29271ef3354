// @realcode Columnar decoding in the style of cuDF's Parquet reader: a page of dictionary indices stored bit-packed at a run-time bit width (1..20 bits, little-endian bit order as Parquet's RLE/bit-packing hybrid uses), unpacked by each thread from a 64-bit window assembled with __funnelshift_r over two aligned 32-bit words, then gathered from a dictionary of int64 values; then the definition levels (1 bit per row, bit-packed) turn the values into a dense non-null column: per-word popcounts scanned with __shfl_up_sync inside blocks of 256 words, the block totals scanned by a one-block kernel, and each row's value placed at its word's offset plus __popc(word & lanemask_lt).
// @let NROW = 1 << 24
// @let BITS = 13
// @let NDICT = 1 << 13
// @buf packed u32[NROW * BITS / 32 + 2] uniform(0, 4294967295)
// @buf dict i64[NDICT] uniform(-1000000000000, 1000000000000)
// @buf values i64[NROW] zero
// @buf deflev u32[NROW / 32] uniform(0, 4294967295)
// @buf nonnull_prefix u32[NROW / 32] zero
// @buf dense i64[NROW] zero
// @buf blocktot u32[NROW / 32 / 256] zero
// @buf nvalid u32[1] zero
// @launch unpack_dict_indices grid(cdiv(NROW, 256)) block(256) args(packed, i32(BITS), dict, values, i32(NROW))
// @launch count_valid_words grid(cdiv(NROW / 32, 256)) block(256) args(deflev, nonnull_prefix, blocktot, i32(NROW / 32))
// @launch scan_block_totals grid(1) block(1024) args(blocktot, nvalid, i32(NROW / 32 / 256))
// @launch compact_nonnull grid(cdiv(NROW, 256)) block(256) args(values, deflev, nonnull_prefix, blocktot, dense, i32(NROW))
// @check values exact
// @check nonnull_prefix exact
// @check blocktot exact
// @check nvalid exact
// @check dense exact
#include <cstdint>

__device__ __forceinline__ uint32_t extract_bits(const uint32_t *__restrict__ words, uint64_t bitpos, int width) {
  const uint64_t w = bitpos >> 5;
  const uint32_t shift = (uint32_t)(bitpos & 31);
  const uint32_t lo = words[w], hi = words[w + 1];
  const uint32_t v = __funnelshift_r(lo, hi, shift);   // bits [shift, shift + 32) of hi:lo
  return width == 32 ? v : (v & ((1u << width) - 1u));
}

__global__ void unpack_dict_indices(const uint32_t *__restrict__ packed, int bit_width, const int64_t *__restrict__ dict,
                                    int64_t *__restrict__ values, int nrow) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nrow) return;
  const uint32_t idx = extract_bits(packed, (uint64_t)i * bit_width, bit_width);
  values[i] = __ldg(dict + idx);
}

// Per 32-row word: the valid rows before it within its block of 256 words; the block's total goes to blocktot.
__global__ void count_valid_words(const uint32_t *__restrict__ deflev, uint32_t *__restrict__ prefix,
                                  uint32_t *__restrict__ blocktot, int nwords) {
  __shared__ unsigned warp_tot[8];
  const int w = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const unsigned c = w < nwords ? __popc(deflev[w]) : 0;
  unsigned incl = c;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const unsigned n = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o) incl += n;
  }
  if (lane == 31) warp_tot[warp] = incl;
  __syncthreads();
  unsigned before = 0;
  for (int k = 0; k < warp; ++k) before += warp_tot[k];
  if (w < nwords) prefix[w] = before + incl - c;
  if (threadIdx.x == 255) blocktot[blockIdx.x] = before + incl;
}

// One block: exclusive scan of up to 2048 block totals in place (two per thread, Hillis-Steele in shared memory).
__global__ void __launch_bounds__(1024) scan_block_totals(uint32_t *tot, unsigned *nvalid, int n) {
  __shared__ unsigned buf[2][2048];
  const int t = threadIdx.x;
  for (int i = t; i < 2048; i += 1024) buf[0][i] = i < n ? tot[i] : 0;
  __syncthreads();
  int src = 0;
  for (int off = 1; off < 2048; off <<= 1) {
    for (int i = t; i < 2048; i += 1024) buf[src ^ 1][i] = buf[src][i] + (i >= off ? buf[src][i - off] : 0u);
    src ^= 1;
    __syncthreads();
  }
  for (int i = t; i < n; i += 1024) tot[i] = i ? buf[src][i - 1] : 0u;
  if (t == 0) *nvalid = buf[src][2047];
}

__global__ void compact_nonnull(const int64_t *__restrict__ values, const uint32_t *__restrict__ deflev,
                                const uint32_t *__restrict__ prefix, const uint32_t *__restrict__ blockoff,
                                int64_t *__restrict__ dense, int nrow) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nrow) return;
  const int w = i >> 5, lane = i & 31;
  const uint32_t word = deflev[w];
  if (!((word >> lane) & 1u)) return;
  const uint32_t lanemask_lt = (1u << lane) - 1u;
  dense[blockoff[w / 256] + prefix[w] + __popc(word & lanemask_lt)] = values[i];
}
