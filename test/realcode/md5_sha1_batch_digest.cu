// @realcode password-cracker / dedup style batch hashing: every thread hashes one 55-byte message (one padded 64-byte block) with MD5 (RFC 1321: F/G/H/I round macros, a __constant__ sine table and shift schedule, little-endian words) and with SHA-1 (FIPS 180-4: an 80-word schedule kept as a rolling 16-word window, big-endian words through __byte_perm); digests are written as 4 and 5 words per message, and a bloom-style fingerprint of both as a u64.
// @let N = 1 << 18
// @let MLEN = 55
// @buf msgs u8[N * 64] uniform(0, 256)
// @buf md5 u32[N * 4] zero
// @buf sha1 u32[N * 5] zero
// @buf fp u64[N] zero
// @launch md5_sha1_kernel grid(cdiv(N, 128)) block(128) args(msgs, md5, sha1, fp, i32(N), i32(MLEN))
// @check md5 exact
// @check sha1 exact
// @check fp exact
#include <stdint.h>

#define F(x, y, z) (((x) & (y)) | (~(x) & (z)))
#define G(x, y, z) (((x) & (z)) | ((y) & ~(z)))
#define H(x, y, z) ((x) ^ (y) ^ (z))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))
#define ROTL(x, n) __funnelshift_l((x), (x), (n))
#define STEP(f, a, b, c, d, x, t, s) \
  (a) += f((b), (c), (d)) + (x) + (t); \
  (a) = ROTL((a), (s));                \
  (a) += (b);

__constant__ uint32_t c_md5_T[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
__constant__ uint8_t c_md5_S[16] = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

// Build the padded block as 16 little-endian words: message, 0x80, zeros, bit length.
__device__ __forceinline__ void load_block(const uint8_t *__restrict__ m, int len, uint32_t w[16]) {
#pragma unroll
  for (int i = 0; i < 16; ++i) w[i] = 0;
  for (int i = 0; i < len; ++i) w[i >> 2] |= (uint32_t)m[i] << (8 * (i & 3));
  w[len >> 2] |= 0x80u << (8 * (len & 3));
  w[14] = (uint32_t)len * 8;
}

__device__ void md5_block(const uint32_t x[16], uint32_t out[4]) {
  uint32_t a = 0x67452301, b = 0xefcdab89, c = 0x98badcfe, d = 0x10325476;
#pragma unroll 4
  for (int i = 0; i < 16; i += 4) {
    STEP(F, a, b, c, d, x[i + 0], c_md5_T[i + 0], c_md5_S[0]);
    STEP(F, d, a, b, c, x[i + 1], c_md5_T[i + 1], c_md5_S[1]);
    STEP(F, c, d, a, b, x[i + 2], c_md5_T[i + 2], c_md5_S[2]);
    STEP(F, b, c, d, a, x[i + 3], c_md5_T[i + 3], c_md5_S[3]);
  }
#pragma unroll 4
  for (int i = 16; i < 32; i += 4) {
    STEP(G, a, b, c, d, x[(5 * i + 1) & 15], c_md5_T[i + 0], c_md5_S[4]);
    STEP(G, d, a, b, c, x[(5 * i + 6) & 15], c_md5_T[i + 1], c_md5_S[5]);
    STEP(G, c, d, a, b, x[(5 * i + 11) & 15], c_md5_T[i + 2], c_md5_S[6]);
    STEP(G, b, c, d, a, x[(5 * i + 16) & 15], c_md5_T[i + 3], c_md5_S[7]);
  }
#pragma unroll 4
  for (int i = 32; i < 48; i += 4) {
    STEP(H, a, b, c, d, x[(3 * i + 5) & 15], c_md5_T[i + 0], c_md5_S[8]);
    STEP(H, d, a, b, c, x[(3 * i + 8) & 15], c_md5_T[i + 1], c_md5_S[9]);
    STEP(H, c, d, a, b, x[(3 * i + 11) & 15], c_md5_T[i + 2], c_md5_S[10]);
    STEP(H, b, c, d, a, x[(3 * i + 14) & 15], c_md5_T[i + 3], c_md5_S[11]);
  }
#pragma unroll 4
  for (int i = 48; i < 64; i += 4) {
    STEP(I, a, b, c, d, x[(7 * i) & 15], c_md5_T[i + 0], c_md5_S[12]);
    STEP(I, d, a, b, c, x[(7 * i + 7) & 15], c_md5_T[i + 1], c_md5_S[13]);
    STEP(I, c, d, a, b, x[(7 * i + 14) & 15], c_md5_T[i + 2], c_md5_S[14]);
    STEP(I, b, c, d, a, x[(7 * i + 21) & 15], c_md5_T[i + 3], c_md5_S[15]);
  }
  out[0] = 0x67452301 + a; out[1] = 0xefcdab89 + b; out[2] = 0x98badcfe + c; out[3] = 0x10325476 + d;
}

__device__ void sha1_block(const uint32_t le[16], uint32_t out[5]) {
  uint32_t w[16];
#pragma unroll
  for (int i = 0; i < 15; ++i) w[i] = __byte_perm(le[i], 0, 0x0123); // to big-endian
  w[15] = le[14];                                                      // SHA-1 puts the bit length last
  w[14] = 0;
  uint32_t a = 0x67452301, b = 0xEFCDAB89, c = 0x98BADCFE, d = 0x10325476, e = 0xC3D2E1F0;
#pragma unroll 8
  for (int t = 0; t < 80; ++t) {
    uint32_t wt;
    if (t < 16) wt = w[t];
    else {
      wt = ROTL(w[(t + 13) & 15] ^ w[(t + 8) & 15] ^ w[(t + 2) & 15] ^ w[t & 15], 1);
      w[t & 15] = wt;
    }
    uint32_t f, k;
    if (t < 20) { f = (b & c) | (~b & d); k = 0x5A827999; }
    else if (t < 40) { f = b ^ c ^ d; k = 0x6ED9EBA1; }
    else if (t < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8F1BBCDC; }
    else { f = b ^ c ^ d; k = 0xCA62C1D6; }
    uint32_t tmp = ROTL(a, 5) + f + e + k + wt;
    e = d; d = c; c = ROTL(b, 30); b = a; a = tmp;
  }
  out[0] = 0x67452301 + a; out[1] = 0xEFCDAB89 + b; out[2] = 0x98BADCFE + c; out[3] = 0x10325476 + d; out[4] = 0xC3D2E1F0 + e;
}

__global__ void md5_sha1_kernel(const uint8_t *__restrict__ msgs, uint32_t *__restrict__ md5, uint32_t *__restrict__ sha1,
                                uint64_t *__restrict__ fp, int n, int len) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= n) return;
  uint32_t block[16];
  load_block(msgs + (size_t)tid * 64, len, block);
  uint32_t h5[4], h1[5];
  md5_block(block, h5);
  sha1_block(block, h1);
#pragma unroll
  for (int i = 0; i < 4; ++i) md5[tid * 4 + i] = h5[i];
#pragma unroll
  for (int i = 0; i < 5; ++i) sha1[tid * 5 + i] = h1[i];
  fp[tid] = ((uint64_t)(h5[0] ^ h1[0]) << 32) | (h5[3] ^ h1[4]);
}
