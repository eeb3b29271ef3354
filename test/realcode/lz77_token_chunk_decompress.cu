// @realcode LZ77-style block decompression as GPU codecs (nvCOMP's LZ4-like formats, Snappy decoders) organise it: the input is split into independent chunks, each a stream of tokens (a byte whose high nibble is a literal count and low nibble a match length, with 255-extension bytes as in LZ4, then a little-endian 16-bit offset), one warp per chunk where lane 0 parses the token headers and the warp copies literals and matches cooperatively (overlapping matches copied in offset-sized waves), __shfl_sync broadcasting the parse state. An encoder kernel first builds the token streams from a synthetic repetitive input so both compilers decode the same bytes.
// @let NCHUNK = 8192
// @let CHUNK = 4096
// @let CAP = 6144
// @buf plain u8[NCHUNK * CHUNK] uniform(0, 4)
// @buf comp u8[NCHUNK * CAP] zero
// @buf comp_len i32[NCHUNK] zero
// @buf out u8[NCHUNK * CHUNK] zero
// @buf out_len i32[NCHUNK] zero
// @launch lz_encode_naive grid(cdiv(NCHUNK, 128)) block(128) args(plain, comp, comp_len, i32(NCHUNK), i32(CHUNK), i32(CAP))
// @launch lz_decode_warp grid(cdiv(NCHUNK * 32, 256)) block(256) args(comp, comp_len, out, out_len, i32(NCHUNK), i32(CHUNK), i32(CAP))
// @check comp exact
// @check comp_len exact
// @check out exact
// @check out_len exact
#include <cstdint>

#define MIN_MATCH 4
#define WINDOW 255

__device__ __forceinline__ int put_len(uint8_t *dst, int pos, int len) {
  for (; len >= 255; len -= 255) dst[pos++] = 255;
  dst[pos++] = (uint8_t)len;
  return pos;
}

// Greedy encoder: searches the previous WINDOW bytes for the longest match.
__global__ void lz_encode_naive(const uint8_t *__restrict__ plain, uint8_t *comp, int *comp_len, int nchunk,
                                int chunk, int cap) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunk) return;
  const uint8_t *src = plain + (size_t)c * chunk;
  uint8_t *dst = comp + (size_t)c * cap;
  int ip = 0, op = 0, lit_start = 0;
  while (ip < chunk) {
    int best_len = 0, best_off = 0;
    for (int off = 1; off <= WINDOW && off <= ip; ++off) {
      int l = 0;
      while (ip + l < chunk && src[ip + l] == src[ip + l - off] && l < 270) ++l;
      if (l > best_len) { best_len = l; best_off = off; }
    }
    if (best_len < MIN_MATCH && ip < chunk) { ++ip; if (ip < chunk) continue; best_len = 0; }
    int lits = ip - lit_start, mlen = best_len >= MIN_MATCH ? best_len - MIN_MATCH : 0;
    int tok = op++;
    dst[tok] = (uint8_t)((min(lits, 15) << 4) | min(mlen, 15));
    if (lits >= 15) op = put_len(dst, op, lits - 15);
    for (int k = 0; k < lits; ++k) dst[op++] = src[lit_start + k];
    if (best_len >= MIN_MATCH) {
      dst[op++] = (uint8_t)(best_off & 0xff);
      dst[op++] = (uint8_t)(best_off >> 8);
      if (mlen >= 15) op = put_len(dst, op, mlen - 15);
      ip += best_len;
    } else {
      dst[op++] = 0;
      dst[op++] = 0; // offset 0: end of chunk
    }
    lit_start = ip;
  }
  comp_len[c] = op;
}

__device__ __forceinline__ int read_ext(const uint8_t *s, int &p, int base) {
  if (base != 15) return base;
  int v = 15, b;
  do { b = s[p++]; v += b; } while (b == 255);
  return v;
}

__global__ void lz_decode_warp(const uint8_t *__restrict__ comp, const int *__restrict__ comp_len, uint8_t *out,
                               int *out_len, int nchunk, int chunk, int cap) {
  const int c = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (c >= nchunk) return;
  const uint8_t *src = comp + (size_t)c * cap;
  uint8_t *dst = out + (size_t)c * chunk;
  const int n = comp_len[c];
  int ip = 0, op = 0;
  while (ip < n) {
    int lits = 0, lit_at = 0, off = 0, mlen = 0, next = 0;
    if (lane == 0) {
      int p = ip;
      uint8_t tok = src[p++];
      lits = read_ext(src, p, tok >> 4);
      lit_at = p;
      p += lits;
      off = src[p] | (src[p + 1] << 8);
      p += 2;
      mlen = off ? read_ext(src, p, tok & 15) + MIN_MATCH : 0;
      next = p;
    }
    lits = __shfl_sync(0xffffffffu, lits, 0);
    lit_at = __shfl_sync(0xffffffffu, lit_at, 0);
    off = __shfl_sync(0xffffffffu, off, 0);
    mlen = __shfl_sync(0xffffffffu, mlen, 0);
    next = __shfl_sync(0xffffffffu, next, 0);
    for (int k = lane; k < lits; k += 32) dst[op + k] = src[lit_at + k];
    op += lits;
    __syncwarp();
    // A match may overlap its own output: copy in waves of at most `off` bytes.
    for (int done = 0; done < mlen;) {
      int wave = min(min(off, 32), mlen - done);
      if (lane < wave) dst[op + done + lane] = dst[op + done + lane - off];
      __syncwarp();
      done += wave;
    }
    op += mlen;
    ip = next;
  }
  if (lane == 0) out_len[c] = op;
}
