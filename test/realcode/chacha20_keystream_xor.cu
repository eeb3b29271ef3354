// @realcode ChaCha20 (RFC 8439) encryption the way GPU crypto libraries batch it: one thread per 64-byte block, the key and nonce in a __constant__ struct set with cudaMemcpyToSymbol, the "expand 32-byte k" constants, QUARTERROUND as a macro over __funnelshift_l rotates, ten double rounds fully unrolled, the keystream added to the initial state and XORed into the plaintext through uint4 loads and stores; a second kernel checks the RFC 7539 counter wrap by encrypting a tail that is not a multiple of 64 bytes byte by byte.
// @let NBLK = 1 << 21
// @let TAIL = 1000003
// @const c_ctx u32[12] uniform(0, 4294967295)
// @buf plain u32[NBLK * 16] uniform(0, 4294967295)
// @buf cipher u32[NBLK * 16] zero
// @buf tail_in u8[TAIL] uniform(0, 256)
// @buf tail_out u8[TAIL] zero
// @launch chacha20_blocks grid(NBLK / 128) block(128) args(plain, cipher, u32(NBLK))
// @launch chacha20_bytes grid(cdiv(TAIL, 256)) block(256) args(tail_in, tail_out, u64(TAIL), u32(7))
// @check cipher exact
// @check tail_out exact
#include <cstdint>
#include <cuda_runtime.h>

struct ChaChaCtx {
  uint32_t key[8];
  uint32_t nonce[3];
  uint32_t counter0;
};
__constant__ ChaChaCtx c_ctx;

#define ROTL32(v, n) __funnelshift_l((v), (v), (n))
#define QUARTERROUND(a, b, c, d)                                                                       \
  a += b; d ^= a; d = ROTL32(d, 16);                                                                   \
  c += d; b ^= c; b = ROTL32(b, 12);                                                                   \
  a += b; d ^= a; d = ROTL32(d, 8);                                                                    \
  c += d; b ^= c; b = ROTL32(b, 7);

__device__ __forceinline__ void chacha20_block(uint32_t counter, uint32_t out[16]) {
  uint32_t x[16];
  x[0] = 0x61707865u; x[1] = 0x3320646eu; x[2] = 0x79622d32u; x[3] = 0x6b206574u;
#pragma unroll
  for (int i = 0; i < 8; ++i) x[4 + i] = c_ctx.key[i];
  x[12] = counter;
  x[13] = c_ctx.nonce[0]; x[14] = c_ctx.nonce[1]; x[15] = c_ctx.nonce[2];
  uint32_t s[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) s[i] = x[i];
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    QUARTERROUND(x[0], x[4], x[8], x[12])
    QUARTERROUND(x[1], x[5], x[9], x[13])
    QUARTERROUND(x[2], x[6], x[10], x[14])
    QUARTERROUND(x[3], x[7], x[11], x[15])
    QUARTERROUND(x[0], x[5], x[10], x[15])
    QUARTERROUND(x[1], x[6], x[11], x[12])
    QUARTERROUND(x[2], x[7], x[8], x[13])
    QUARTERROUND(x[3], x[4], x[9], x[14])
  }
#pragma unroll
  for (int i = 0; i < 16; ++i) out[i] = x[i] + s[i];
}

__global__ void __launch_bounds__(128) chacha20_blocks(const uint4 *__restrict__ plain, uint4 *__restrict__ cipher, uint32_t nblocks) {
  const uint32_t b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  uint32_t ks[16];
  chacha20_block(c_ctx.counter0 + b, ks);
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    uint4 p = plain[(size_t)b * 4 + q];
    p.x ^= ks[4 * q + 0];
    p.y ^= ks[4 * q + 1];
    p.z ^= ks[4 * q + 2];
    p.w ^= ks[4 * q + 3];
    cipher[(size_t)b * 4 + q] = p;
  }
}

// Byte-granular path for a message whose length is not a multiple of 64: each thread owns one
// byte, recomputes its block's keystream word and picks its byte with __byte_perm.
__global__ void chacha20_bytes(const uint8_t *__restrict__ in, uint8_t *__restrict__ out, unsigned long long n,
                               uint32_t first_block) {
  const unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t ks[16];
  chacha20_block(c_ctx.counter0 + first_block + (uint32_t)(i / 64), ks);
  const uint32_t word = ks[(i % 64) / 4];
  const uint32_t byte = __byte_perm(word, 0, (uint32_t)(i % 4)) & 0xffu;
  out[i] = in[i] ^ (uint8_t)byte;
}

#ifndef __CUDA_ARCH__
// Host side of the library (not used by the harness): the context goes to the symbol once.
static cudaError_t chacha20_set_key(const uint32_t key[8], const uint32_t nonce[3], uint32_t counter) {
  ChaChaCtx h;
  for (int i = 0; i < 8; ++i) h.key[i] = key[i];
  for (int i = 0; i < 3; ++i) h.nonce[i] = nonce[i];
  h.counter0 = counter;
  return cudaMemcpyToSymbol(c_ctx, &h, sizeof(h));
}
#endif
