// @realcode Poly1305 one-time authenticators (RFC 8439) batched one message per thread as GPU TLS/QUIC offload code does: the poly1305-donna 32-bit design with five 26-bit limbs, 64-bit limb products with the 5x reduction of 2^130 - 5, full 16-byte blocks read as uint4 through __ldg, a ragged last block padded with 0x01 in a local byte buffer, the final carry, the constant-time select of h - p and the 128-bit addition of s.
// @let NM = 1 << 16
// @let ML = 1024
// @buf msgs u8[NM * ML] uniform(0, 256)
// @buf keys u8[NM * 32] uniform(0, 256)
// @buf tags u32[NM * 4] zero
// @launch poly1305_batch grid(NM / 128) block(128) args(msgs, keys, tags, i32(NM), i32(ML))
// @check tags exact
#include <cstdint>

constexpr uint32_t kLimbMask = 0x3ffffff;

__device__ __forceinline__ uint32_t load_le32(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

struct Poly1305 {
  uint32_t r[5], s[4], h[5] = {0, 0, 0, 0, 0}, pad[4];

  __device__ explicit Poly1305(const uint8_t *key) {
    r[0] = load_le32(key + 0) & 0x3ffffff;
    r[1] = (load_le32(key + 3) >> 2) & 0x3ffff03;
    r[2] = (load_le32(key + 6) >> 4) & 0x3ffc0ff;
    r[3] = (load_le32(key + 9) >> 6) & 0x3f03fff;
    r[4] = (load_le32(key + 12) >> 8) & 0x00fffff;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      s[i] = r[i + 1] * 5;
      pad[i] = load_le32(key + 16 + 4 * i);
    }
  }

  // One 16-byte block given as four little-endian words; hibit is 2^128
  // for a full block and 0 for the padded last one.
  __device__ void block(uint32_t w0, uint32_t w1, uint32_t w2, uint32_t w3, uint32_t hibit) {
    h[0] += w0 & kLimbMask;
    h[1] += ((w0 >> 26) | (w1 << 6)) & kLimbMask;
    h[2] += ((w1 >> 20) | (w2 << 12)) & kLimbMask;
    h[3] += ((w2 >> 14) | (w3 << 18)) & kLimbMask;
    h[4] += (w3 >> 8) | hibit;
    uint64_t d0 = (uint64_t)h[0] * r[0] + (uint64_t)h[1] * s[3] + (uint64_t)h[2] * s[2] +
                  (uint64_t)h[3] * s[1] + (uint64_t)h[4] * s[0];
    uint64_t d1 = (uint64_t)h[0] * r[1] + (uint64_t)h[1] * r[0] + (uint64_t)h[2] * s[3] +
                  (uint64_t)h[3] * s[2] + (uint64_t)h[4] * s[1];
    uint64_t d2 = (uint64_t)h[0] * r[2] + (uint64_t)h[1] * r[1] + (uint64_t)h[2] * r[0] +
                  (uint64_t)h[3] * s[3] + (uint64_t)h[4] * s[2];
    uint64_t d3 = (uint64_t)h[0] * r[3] + (uint64_t)h[1] * r[2] + (uint64_t)h[2] * r[1] +
                  (uint64_t)h[3] * r[0] + (uint64_t)h[4] * s[3];
    uint64_t d4 = (uint64_t)h[0] * r[4] + (uint64_t)h[1] * r[3] + (uint64_t)h[2] * r[2] +
                  (uint64_t)h[3] * r[1] + (uint64_t)h[4] * r[0];
    uint32_t c = (uint32_t)(d0 >> 26);
    h[0] = (uint32_t)d0 & kLimbMask;
    d1 += c; c = (uint32_t)(d1 >> 26); h[1] = (uint32_t)d1 & kLimbMask;
    d2 += c; c = (uint32_t)(d2 >> 26); h[2] = (uint32_t)d2 & kLimbMask;
    d3 += c; c = (uint32_t)(d3 >> 26); h[3] = (uint32_t)d3 & kLimbMask;
    d4 += c; c = (uint32_t)(d4 >> 26); h[4] = (uint32_t)d4 & kLimbMask;
    h[0] += c * 5; c = h[0] >> 26; h[0] &= kLimbMask;
    h[1] += c;
  }

  __device__ void finish(uint32_t tag[4]) {
    uint32_t c = h[1] >> 26; h[1] &= kLimbMask;
    h[2] += c; c = h[2] >> 26; h[2] &= kLimbMask;
    h[3] += c; c = h[3] >> 26; h[3] &= kLimbMask;
    h[4] += c; c = h[4] >> 26; h[4] &= kLimbMask;
    h[0] += c * 5; c = h[0] >> 26; h[0] &= kLimbMask;
    h[1] += c;
    // g = h + 5 - 2^130: taken when it does not go negative (constant time).
    uint32_t g[5];
    g[0] = h[0] + 5; c = g[0] >> 26; g[0] &= kLimbMask;
    g[1] = h[1] + c; c = g[1] >> 26; g[1] &= kLimbMask;
    g[2] = h[2] + c; c = g[2] >> 26; g[2] &= kLimbMask;
    g[3] = h[3] + c; c = g[3] >> 26; g[3] &= kLimbMask;
    g[4] = h[4] + c - (1u << 26);
    uint32_t take_g = (g[4] >> 31) - 1;
#pragma unroll
    for (int i = 0; i < 5; ++i)
      h[i] = (h[i] & ~take_g) | (g[i] & take_g);
    uint32_t w0 = h[0] | (h[1] << 26);
    uint32_t w1 = (h[1] >> 6) | (h[2] << 20);
    uint32_t w2 = (h[2] >> 12) | (h[3] << 14);
    uint32_t w3 = (h[3] >> 18) | (h[4] << 8);
    uint64_t f = (uint64_t)w0 + pad[0];
    tag[0] = (uint32_t)f;
    f = (uint64_t)w1 + pad[1] + (f >> 32);
    tag[1] = (uint32_t)f;
    f = (uint64_t)w2 + pad[2] + (f >> 32);
    tag[2] = (uint32_t)f;
    f = (uint64_t)w3 + pad[3] + (f >> 32);
    tag[3] = (uint32_t)f;
  }
};

__global__ void poly1305_batch(const uint8_t *__restrict__ msgs, const uint8_t *__restrict__ keys,
                               uint32_t *__restrict__ tags, int nm, int stride) {
  int m = blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= nm)
    return;
  // Ragged lengths: stride - (m % 29) bytes of the message's slot.
  int len = stride - (m % 29);
  const uint8_t *msg = msgs + (size_t)m * stride;
  Poly1305 st(keys + (size_t)m * 32);
  const uint4 *blocks = reinterpret_cast<const uint4 *>(msg);
  int full = len / 16;
  for (int b = 0; b < full; ++b) {
    uint4 w = __ldg(blocks + b);
    st.block(w.x, w.y, w.z, w.w, 1u << 24);
  }
  int rest = len - full * 16;
  if (rest) {
    uint8_t last[16];
#pragma unroll
    for (int i = 0; i < 16; ++i)
      last[i] = i < rest ? msg[full * 16 + i] : (i == rest ? 1 : 0);
    st.block(load_le32(last), load_le32(last + 4), load_le32(last + 8), load_le32(last + 12), 0);
  }
  uint32_t tag[4];
  st.finish(tag);
  reinterpret_cast<uint4 *>(tags)[m] = make_uint4(tag[0], tag[1], tag[2], tag[3]);
}
