// @realcode BLAKE2s-256 over a batch of independent 64-byte messages (one compression per message, as Merkle-tree leaf hashing and proof-of-work code does it): the IV and the ten-row sigma message schedule in __constant__ memory, a G mixing function written as a __device__ __forceinline__ function with __funnelshift_r rotates by 16, 12, 8 and 7, the message words read as uint4 into an array that the unrolled rounds index through sigma read from __constant__ memory at run time (so the array lives in local memory, as in the portable reference code), the parameter block XORed into h[0] for an unkeyed 32-byte digest, and the last-block flag in v[14]; a second kernel hashes pairs of digests into the next Merkle level.
// @let NMSG = 1 << 21
// @buf msgs u32[NMSG * 16] uniform(0, 4294967295)
// @buf digests u32[NMSG * 8] zero
// @buf parents u32[NMSG / 2 * 8] zero
// @launch blake2s_leaves grid(NMSG / 128) block(128) args(msgs, digests, i32(NMSG))
// @launch blake2s_parents grid(NMSG / 2 / 128) block(128) args(digests, parents, i32(NMSG / 2))
// @check digests exact
// @check parents exact
#include <cstdint>

__constant__ uint32_t c_iv[8] = {0x6A09E667u, 0xBB67AE85u, 0x3C6EF372u, 0xA54FF53Au,
                                 0x510E527Fu, 0x9B05688Cu, 0x1F83D9ABu, 0x5BE0CD19u};
__constant__ uint8_t c_sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}};

__device__ __forceinline__ uint32_t rotr32(uint32_t x, int n) { return __funnelshift_r(x, x, n); }

__device__ __forceinline__ void G(uint32_t v[16], int a, int b, int c, int d, uint32_t x, uint32_t y) {
  v[a] = v[a] + v[b] + x;
  v[d] = rotr32(v[d] ^ v[a], 16);
  v[c] = v[c] + v[d];
  v[b] = rotr32(v[b] ^ v[c], 12);
  v[a] = v[a] + v[b] + y;
  v[d] = rotr32(v[d] ^ v[a], 8);
  v[c] = v[c] + v[d];
  v[b] = rotr32(v[b] ^ v[c], 7);
}

// One final block of `len` bytes (<= 64) already in m[16]; writes the 8-word digest.
__device__ __forceinline__ void blake2s_final_block(const uint32_t m[16], uint32_t len, uint32_t out[8]) {
  uint32_t h[8];
#pragma unroll
  for (int i = 0; i < 8; ++i) h[i] = c_iv[i];
  h[0] ^= 0x01010000u ^ 32u;   // digest length 32, no key, fanout 1, depth 1
  uint32_t v[16];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    v[i] = h[i];
    v[i + 8] = c_iv[i];
  }
  v[12] ^= len;    // t0
  v[14] = ~v[14];  // last block
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    G(v, 0, 4, 8, 12, m[c_sigma[r][0]], m[c_sigma[r][1]]);
    G(v, 1, 5, 9, 13, m[c_sigma[r][2]], m[c_sigma[r][3]]);
    G(v, 2, 6, 10, 14, m[c_sigma[r][4]], m[c_sigma[r][5]]);
    G(v, 3, 7, 11, 15, m[c_sigma[r][6]], m[c_sigma[r][7]]);
    G(v, 0, 5, 10, 15, m[c_sigma[r][8]], m[c_sigma[r][9]]);
    G(v, 1, 6, 11, 12, m[c_sigma[r][10]], m[c_sigma[r][11]]);
    G(v, 2, 7, 8, 13, m[c_sigma[r][12]], m[c_sigma[r][13]]);
    G(v, 3, 4, 9, 14, m[c_sigma[r][14]], m[c_sigma[r][15]]);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) out[i] = h[i] ^ v[i] ^ v[i + 8];
}

__global__ void __launch_bounds__(128) blake2s_leaves(const uint4 *__restrict__ msgs, uint4 *__restrict__ digests, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t m[16];
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    const uint4 w = msgs[(size_t)i * 4 + q];
    m[4 * q] = w.x; m[4 * q + 1] = w.y; m[4 * q + 2] = w.z; m[4 * q + 3] = w.w;
  }
  uint32_t d[8];
  blake2s_final_block(m, 64u, d);
  digests[(size_t)i * 2] = make_uint4(d[0], d[1], d[2], d[3]);
  digests[(size_t)i * 2 + 1] = make_uint4(d[4], d[5], d[6], d[7]);
}

__global__ void __launch_bounds__(128) blake2s_parents(const uint4 *__restrict__ children, uint4 *__restrict__ parents, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t m[16];
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    const uint4 w = children[(size_t)i * 4 + q];
    m[4 * q] = w.x; m[4 * q + 1] = w.y; m[4 * q + 2] = w.z; m[4 * q + 3] = w.w;
  }
  uint32_t d[8];
  blake2s_final_block(m, 64u, d);
  parents[(size_t)i * 2] = make_uint4(d[0], d[1], d[2], d[3]);
  parents[(size_t)i * 2 + 1] = make_uint4(d[4], d[5], d[6], d[7]);
}
