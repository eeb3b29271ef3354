// @realcode Base64 encoding and decoding as GPU text/JSON parsers vectorise it: each thread encodes 12 input bytes (three 32-bit words) into 16 output characters, regrouping bytes with __byte_perm into big-endian 24-bit groups, extracting 6-bit indices with __funnelshift/shift-and-mask, looking characters up in a __constant__ alphabet; the decoder maps characters back through a 256-entry __constant__ table (invalid characters and decoded groups counted with warp __reduce_add_sync), repacks the 6-bit values into bytes, and stores them as words.
// @let NGROUP = 1 << 21
// @buf raw u32[NGROUP * 3] uniform(0, 4294967296)
// @buf text u8[NGROUP * 16] zero
// @buf back u32[NGROUP * 3] zero
// @buf stats u32[2] zero
// @launch b64_encode grid(cdiv(NGROUP, 256)) block(256) args(raw, text, i32(NGROUP))
// @launch b64_decode grid(cdiv(NGROUP, 256)) block(256) args(text, back, stats, i32(NGROUP))
// @check text exact
// @check back exact
// @check stats exact
#include <cstdint>

__constant__ char c_alphabet[65] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

struct DecodeTable {
  int8_t v[256];
};
static constexpr DecodeTable make_decode_table() {
  DecodeTable t{};
  for (int i = 0; i < 256; ++i) t.v[i] = -1;
  for (int i = 0; i < 26; ++i) { t.v['A' + i] = i; t.v['a' + i] = 26 + i; }
  for (int i = 0; i < 10; ++i) t.v['0' + i] = 52 + i;
  t.v['+'] = 62;
  t.v['/'] = 63;
  return t;
}
__constant__ DecodeTable c_decode = make_decode_table();

__global__ void b64_encode(const uint32_t *__restrict__ raw, uchar4 *text, int ngroup) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= ngroup) return;
  const uint32_t w0 = raw[3 * g], w1 = raw[3 * g + 1], w2 = raw[3 * g + 2];
  // Bytes b0..b11 in memory order; four big-endian 24-bit groups.
  uint32_t grp[4] = {__byte_perm(w0, 0, 0x4012), __byte_perm(w0, w1, 0x0345) & 0xffffffu,
                     __byte_perm(w1, w2, 0x0234) & 0xffffffu, __byte_perm(w2, 0, 0x4123)};
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    uint32_t v = grp[k];
    text[4 * g + k] = make_uchar4(c_alphabet[(v >> 18) & 63], c_alphabet[(v >> 12) & 63],
                                  c_alphabet[(v >> 6) & 63], c_alphabet[v & 63]);
  }
}

// stats[0]: invalid characters; stats[1]: groups decoded.
__global__ void b64_decode(const uchar4 *__restrict__ text, uint32_t *back, uint32_t *stats, int ngroup) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned invalid = 0, decoded = g < ngroup;
  if (g < ngroup) {
    uint32_t grp[4];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      uchar4 c = text[4 * g + k];
      int a = c_decode.v[c.x], b = c_decode.v[c.y], d = c_decode.v[c.z], e = c_decode.v[c.w];
      invalid += (a | b | d | e) < 0;
      grp[k] = ((a & 63) << 18) | ((b & 63) << 12) | ((d & 63) << 6) | (e & 63);
    }
    // Back to little-endian words: bytes (g0.2 g0.1 g0.0 g1.2) ...
    back[3 * g] = __byte_perm(grp[0], grp[1], 0x6012);
    back[3 * g + 1] = __byte_perm(grp[1], grp[2], 0x5601);
    back[3 * g + 2] = __byte_perm(grp[2], grp[3], 0x4560);
  }
  unsigned warp_bad = __reduce_add_sync(0xffffffffu, invalid);
  unsigned warp_done = __reduce_add_sync(0xffffffffu, decoded);
  if ((threadIdx.x & 31) == 0) {
    if (warp_bad) atomicAdd(&stats[0], warp_bad);
    atomicAdd(&stats[1], warp_done);
  }
}
