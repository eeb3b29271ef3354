// @realcode An LZ4-block-format codec with one thread per 4 KiB chunk, as GPU compression libraries batch small pages: the compressor hashes each 4-byte sequence (Knuth multiplicative hash, 12-bit table of 16-bit positions in local memory, reset per chunk), extends matches byte by byte, and emits the standard sequences (token with literal and match length nibbles, 255-continuation length bytes, little-endian 16-bit offsets, the last five bytes always literals) with a bounded output so incompressible chunks are stored raw behind a flag; the decompressor parses the tokens with the reference decoder's loop structure, including overlapping match copies, and writes the chunk back; sizes, compressed bytes and the round trip are all checked.
// @let NCH = 8192
// @let CH = 4096
// @let CAP = 4400
// @buf src u8[NCH * CH] uniform(0, 6)
// @buf comp u8[NCH * CAP] zero
// @buf csize i32[NCH] zero
// @buf back u8[NCH * CH] zero
// @launch lz4_compress_chunks grid(NCH / 64) block(64) args(src, comp, csize, i32(NCH))
// @launch lz4_decompress_chunks grid(NCH / 64) block(64) args(comp, csize, back, i32(NCH))
// @check csize exact
// @check comp exact
// @check back exact
#include <cstdint>

#define CHUNK 4096
#define CAPACITY 4400
#define HASH_LOG 12
#define MIN_MATCH 4
#define LAST_LITERALS 5
#define MF_LIMIT 12

static __device__ __forceinline__ uint32_t read32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static __device__ __forceinline__ uint32_t hash4(uint32_t seq) { return (seq * 2654435761u) >> (32 - HASH_LOG); }

// Writes a length continuation (the part of a length beyond 15) as 255-bytes and a remainder.
static __device__ __forceinline__ uint8_t *put_length(uint8_t *op, uint32_t len) {
  while (len >= 255) {
    *op++ = 255;
    len -= 255;
  }
  *op++ = (uint8_t)len;
  return op;
}

__global__ void lz4_compress_chunks(const uint8_t *__restrict__ src, uint8_t *comp, int *csize, int nchunks) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks) return;
  const uint8_t *in = src + (size_t)c * CHUNK;
  uint8_t *out = comp + (size_t)c * CAPACITY;
  uint8_t *op = out + 1;  // byte 0: 1 = compressed, 0 = stored
  const uint8_t *const op_limit = out + CAPACITY - 16;
  uint16_t table[1 << HASH_LOG];
  for (int i = 0; i < (1 << HASH_LOG); ++i) table[i] = 0;
  int anchor = 0, ip = 1;
  table[hash4(read32(in))] = 0;
  bool overflow = false;
  while (ip < CHUNK - MF_LIMIT) {
    const uint32_t seq = read32(in + ip);
    const uint32_t h = hash4(seq);
    const int ref = table[h];
    table[h] = (uint16_t)ip;
    if (ip - ref > 65535 || ref >= ip || read32(in + ref) != seq) {
      ++ip;
      continue;
    }
    int len = MIN_MATCH;
    while (ip + len < CHUNK - LAST_LITERALS && in[ref + len] == in[ip + len]) ++len;
    const int lit = ip - anchor;
    if (op + lit + 8 + lit / 255 > op_limit) {
      overflow = true;
      break;
    }
    uint8_t *token = op++;
    *token = (uint8_t)((lit >= 15 ? 15 : lit) << 4);
    if (lit >= 15) op = put_length(op, lit - 15);
    for (int k = 0; k < lit; ++k) *op++ = in[anchor + k];
    const int off = ip - ref;
    *op++ = (uint8_t)off;
    *op++ = (uint8_t)(off >> 8);
    const int ml = len - MIN_MATCH;
    *token |= (uint8_t)(ml >= 15 ? 15 : ml);
    if (ml >= 15) op = put_length(op, ml - 15);
    ip += len;
    anchor = ip;
    // Index one position inside the match, as the fast compressor does.
    if (ip - 2 > 0) table[hash4(read32(in + ip - 2))] = (uint16_t)(ip - 2);
  }
  const int lit = CHUNK - anchor;
  if (!overflow && op + lit + 1 + lit / 255 <= out + CAPACITY) {
    *op++ = (uint8_t)((lit >= 15 ? 15 : lit) << 4);
    if (lit >= 15) op = put_length(op, lit - 15);
    for (int k = 0; k < lit; ++k) *op++ = in[anchor + k];
    out[0] = 1;
    csize[c] = (int)(op - out);
  } else {
    out[0] = 0;
    for (int k = 0; k < CHUNK; ++k) out[1 + k] = in[k];
    csize[c] = CHUNK + 1;
  }
}

__global__ void lz4_decompress_chunks(const uint8_t *__restrict__ comp, const int *__restrict__ csize, uint8_t *dst, int nchunks) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks) return;
  const uint8_t *ip = comp + (size_t)c * CAPACITY;
  const uint8_t *const iend = ip + csize[c];
  uint8_t *const ostart = dst + (size_t)c * CHUNK;
  uint8_t *op = ostart;
  if (*ip++ == 0) {
    for (int k = 0; k < CHUNK; ++k) op[k] = ip[k];
    return;
  }
  for (;;) {
    const unsigned token = *ip++;
    size_t length = token >> 4;
    if (length == 15) {
      unsigned s;
      do {
        s = *ip++;
        length += s;
      } while (s == 255);
    }
    for (size_t k = 0; k < length; ++k) op[k] = ip[k];
    op += length;
    ip += length;
    if (ip >= iend) break;  // the last sequence has literals only
    const unsigned offset = ip[0] | (unsigned)ip[1] << 8;
    ip += 2;
    const uint8_t *match = op - offset;
    length = token & 15;
    if (length == 15) {
      unsigned s;
      do {
        s = *ip++;
        length += s;
      } while (s == 255);
    }
    length += MIN_MATCH;
    // Byte by byte: the match may overlap the bytes it produces.
    for (size_t k = 0; k < length; ++k) op[k] = match[k];
    op += length;
  }
}
