// @realcode AES-GCM's GHASH authenticator over many independent messages, as GPU TLS/IPsec offload engines batch it: GF(2^128) multiplication by the hash key H with Shoup's 4-bit method, the 16-entry multiples table of H built per message into shared memory by doubling (shift right with the 0xE1 reduction) and XOR, a 16-entry __constant__ reduction table for the nibble shifted out, 128-bit values as a struct of two big-endian 64-bit halves loaded with __byte_perm byte swaps from uint4 blocks, the length block appended, and a bit-serial reference multiplication in a second kernel checked against it.
// @let MSGS = 1 << 14
// @let BLOCKS = 64
// @buf keys u32[MSGS * 4] uniform(0, 4294967295)
// @buf data u32[MSGS * BLOCKS * 4] uniform(0, 4294967295)
// @buf tags u32[MSGS * 4] zero
// @buf tags_ref u32[MSGS * 4] zero
// @launch ghash_shoup_kernel grid(MSGS / 64) block(64) args(keys, data, tags, i32(BLOCKS))
// @launch ghash_bitserial_kernel grid(MSGS / 64) block(64) args(keys, data, tags_ref, i32(BLOCKS))
// @check tags exact
// @check tags_ref exact
#include <stdint.h>

struct be128 {
  uint64_t hi, lo;
};

__constant__ uint16_t c_last4[16] = {0x0000, 0x1c20, 0x3840, 0x2460, 0x7080, 0x6ca0, 0x48c0, 0x54e0,
                                     0xe100, 0xfd20, 0xd940, 0xc560, 0x9180, 0x8da0, 0xa9c0, 0xb5e0};

__device__ __forceinline__ uint32_t bswap32(uint32_t x) { return __byte_perm(x, 0, 0x0123); }

__device__ __forceinline__ be128 load_be128(const uint32_t *p) {
  const uint4 v = *reinterpret_cast<const uint4 *>(p);
  be128 r;
  r.hi = ((uint64_t)bswap32(v.x) << 32) | bswap32(v.y);
  r.lo = ((uint64_t)bswap32(v.z) << 32) | bswap32(v.w);
  return r;
}

__device__ __forceinline__ void store_be128(uint32_t *p, be128 v) {
  *reinterpret_cast<uint4 *>(p) = make_uint4(bswap32((uint32_t)(v.hi >> 32)), bswap32((uint32_t)v.hi), bswap32((uint32_t)(v.lo >> 32)),
                                             bswap32((uint32_t)v.lo));
}

__device__ __forceinline__ be128 xor128(be128 a, be128 b) { return {a.hi ^ b.hi, a.lo ^ b.lo}; }

// multiplication by x in GCM's bit-reflected convention
__device__ __forceinline__ be128 shift_right_reduce(be128 v) {
  const uint64_t carry = v.lo & 1;
  v.lo = (v.lo >> 1) | (v.hi << 63);
  v.hi = (v.hi >> 1) ^ (carry ? 0xe100000000000000ull : 0ull);
  return v;
}

__device__ be128 gmult_4bit(const be128 *table, be128 x) {
  uint8_t bytes[16];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    bytes[i] = (uint8_t)(x.hi >> (56 - 8 * i));
    bytes[8 + i] = (uint8_t)(x.lo >> (56 - 8 * i));
  }
  uint8_t lo = bytes[15] & 0xf;
  be128 z = table[lo];
  for (int i = 15; i >= 0; --i) {
    lo = bytes[i] & 0xf;
    const uint8_t hi = bytes[i] >> 4;
    if (i != 15) {
      const uint8_t rem = (uint8_t)(z.lo & 0xf);
      z.lo = (z.hi << 60) | (z.lo >> 4);
      z.hi = (z.hi >> 4) ^ ((uint64_t)c_last4[rem] << 48);
      z = xor128(z, table[lo]);
    }
    const uint8_t rem = (uint8_t)(z.lo & 0xf);
    z.lo = (z.hi << 60) | (z.lo >> 4);
    z.hi = (z.hi >> 4) ^ ((uint64_t)c_last4[rem] << 48);
    z = xor128(z, table[hi]);
  }
  return z;
}

__global__ void __launch_bounds__(64) ghash_shoup_kernel(const uint32_t *__restrict__ keys, const uint32_t *__restrict__ data, uint32_t *__restrict__ tags, int blocks) {
  __shared__ be128 s_table[64][16];
  const int msg = blockIdx.x * blockDim.x + threadIdx.x;
  be128 *table = s_table[threadIdx.x];
  // table[i] = i * H, with index bits read most significant first (table[8] = H)
  const be128 h = load_be128(keys + 4 * msg);
  table[0] = {0, 0};
  table[8] = h;
  be128 v = h;
  for (int i = 4; i > 0; i >>= 1) {
    v = shift_right_reduce(v);
    table[i] = v;
  }
  for (int i = 2; i < 16; i <<= 1)
    for (int j = 1; j < i; ++j)
      table[i + j] = xor128(table[i], table[j]);
  be128 y = {0, 0};
  const uint32_t *msg_data = data + (size_t)msg * blocks * 4;
  for (int b = 0; b < blocks; ++b)
    y = gmult_4bit(table, xor128(y, load_be128(msg_data + 4 * b)));
  // the length block: no additional data, blocks * 128 bits of ciphertext
  y = gmult_4bit(table, xor128(y, be128{0, (uint64_t)blocks * 128}));
  store_be128(tags + 4 * msg, y);
}

__device__ be128 gmult_bitserial(be128 x, be128 h) {
  be128 z = {0, 0}, v = h;
  for (int i = 0; i < 128; ++i) {
    const uint64_t word = i < 64 ? x.hi : x.lo;
    if ((word >> (63 - (i & 63))) & 1)
      z = xor128(z, v);
    v = shift_right_reduce(v);
  }
  return z;
}

__global__ void ghash_bitserial_kernel(const uint32_t *__restrict__ keys, const uint32_t *__restrict__ data, uint32_t *__restrict__ tags, int blocks) {
  const int msg = blockIdx.x * blockDim.x + threadIdx.x;
  const be128 h = load_be128(keys + 4 * msg);
  be128 y = {0, 0};
  const uint32_t *msg_data = data + (size_t)msg * blocks * 4;
  for (int b = 0; b < blocks; ++b)
    y = gmult_bitserial(xor128(y, load_be128(msg_data + 4 * b)), h);
  y = gmult_bitserial(xor128(y, be128{0, (uint64_t)blocks * 128}), h);
  store_be128(tags + 4 * msg, y);
}
