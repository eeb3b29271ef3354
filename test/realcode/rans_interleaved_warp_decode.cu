// @realcode nvCOMP / DietGPU-style interleaved rANS entropy coding: a 12-bit probability table with a cumulative-frequency array and a slot-to-symbol lookup in shared memory, one encoder per lane running backwards over its strided symbols with 32-bit state renormalisation emitting 16-bit words, per-warp word counts compacted by __ballot_sync / __popc prefix offsets, and the decoder where each lane pops its renormalisation words in order using a warp-wide ballot prefix to find its position in the shared word stream.
// @let NBLK = 8192
// @let SYMS = 4096
// @buf freq u32[256] uniform(1, 33)
// @buf symbols u8[NBLK * SYMS] uniform(0, 256)
// @buf words u16[NBLK * SYMS * 2] zero
// @buf nwords u32[NBLK] zero
// @buf final_state u32[NBLK * 32] zero
// @buf decoded u8[NBLK * SYMS] zero
// @launch rans_encode_warp grid(NBLK / 4) block(128) args(freq, symbols, words, nwords, final_state, i32(SYMS))
// @launch rans_decode_warp grid(NBLK / 4) block(128) args(freq, words, nwords, final_state, decoded, i32(SYMS))
// @check words exact
// @check nwords exact
// @check final_state exact
// @check decoded exact
#include <cuda_runtime.h>
#include <cstdint>

#define PROB_BITS 12
#define PROB_SCALE (1u << PROB_BITS)
#define RANS_L (1u << 16)
#define WARPS_PER_BLOCK 4

struct RansTables {
  uint16_t freq[256];
  uint16_t cum[257];
  uint8_t slot2sym[PROB_SCALE];
};

// Quantise the raw counts to PROB_SCALE (every symbol keeps at least 1) and build cum / slot2sym.
__device__ void build_tables(const uint32_t *__restrict__ raw, RansTables &t) {
  __shared__ uint32_t total;
  if (threadIdx.x == 0) {
    uint32_t s = 0;
    for (int i = 0; i < 256; ++i) s += raw[i];
    total = s;
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    uint32_t f = (uint32_t)((uint64_t)raw[i] * (PROB_SCALE - 256) / total) + 1;
    t.freq[i] = (uint16_t)f;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    uint32_t c = 0;
    for (int i = 0; i < 256; ++i) {
      t.cum[i] = (uint16_t)c;
      c += t.freq[i];
    }
    t.cum[256] = (uint16_t)c;  // <= PROB_SCALE; the rest of the range maps to the last symbol
  }
  __syncthreads();
  for (int slot = threadIdx.x; slot < PROB_SCALE; slot += blockDim.x) {
    int lo = 0, hi = 255;
    while (lo < hi) {  // last symbol with cum <= slot
      int mid = (lo + hi + 1) >> 1;
      if (t.cum[mid] <= slot) lo = mid; else hi = mid - 1;
    }
    t.slot2sym[slot] = (uint8_t)lo;  // slot2sym and cum are separate members: no overlap
  }
  __syncthreads();
}

__global__ void __launch_bounds__(128) rans_encode_warp(const uint32_t *__restrict__ raw_freq, const uint8_t *__restrict__ symbols,
                                                       uint16_t *__restrict__ words, uint32_t *__restrict__ nwords,
                                                       uint32_t *__restrict__ final_state, int syms) {
  __shared__ RansTables t;
  build_tables(raw_freq, t);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int blk = blockIdx.x * WARPS_PER_BLOCK + warp;
  const uint8_t *in = symbols + (size_t)blk * syms;
  uint16_t *out = words + (size_t)blk * syms * 2;
  uint32_t x = RANS_L;
  uint32_t written = 0;  // words emitted by the whole warp so far
  // Lane l owns symbols l, l + 32, ...; encode backwards so the decoder runs forwards.
  for (int base = syms - 32; base >= 0; base -= 32) {
    const uint8_t s = in[base + lane];
    const uint32_t f = t.freq[s], c = t.cum[s];
    const uint32_t x_max = ((RANS_L >> PROB_BITS) << 16) * f;
    const bool emit = x >= x_max;
    const uint32_t mask = __ballot_sync(0xffffffffu, emit);
    if (emit) {
      // Lanes emit in descending lane order so the decoder reads them ascending.
      const uint32_t pos = written + __popc(mask >> lane) - 1;
      out[pos] = (uint16_t)(x & 0xffff);
      x >>= 16;
    }
    written += __popc(mask);
    x = ((x / f) << PROB_BITS) + (x % f) + c;
  }
  final_state[blk * 32 + lane] = x;
  if (lane == 0) nwords[blk] = written;
}

__global__ void __launch_bounds__(128) rans_decode_warp(const uint32_t *__restrict__ raw_freq, const uint16_t *__restrict__ words,
                                                       const uint32_t *__restrict__ nwords, const uint32_t *__restrict__ final_state,
                                                       uint8_t *__restrict__ decoded, int syms) {
  __shared__ RansTables t;
  build_tables(raw_freq, t);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int blk = blockIdx.x * WARPS_PER_BLOCK + warp;
  const uint16_t *in = words + (size_t)blk * syms * 2;
  uint8_t *out = decoded + (size_t)blk * syms;
  uint32_t x = final_state[blk * 32 + lane];
  // The decoder runs the encoder's iterations in reverse, so it pops the word stream from its end.
  uint32_t end = nwords[blk];
  for (int base = 0; base < syms; base += 32) {
    const uint32_t slot = x & (PROB_SCALE - 1);
    const uint8_t s = slot >= t.cum[256] ? 255 : t.slot2sym[slot];
    out[base + lane] = s;
    x = t.freq[s] * (x >> PROB_BITS) + slot - t.cum[s];
    const bool need = x < RANS_L;
    const uint32_t mask = __ballot_sync(0xffffffffu, need);
    const uint32_t cnt = __popc(mask);
    if (need) {
      // The encoder gave lane l the slot popc(mask >> l) - 1 of its iteration's words.
      const uint32_t pos = end - cnt + __popc(mask >> lane) - 1;
      x = (x << 16) | in[pos];
    }
    end -= cnt;
  }
}
