// @realcode AES-128 in CTR mode the way GPU crypto code writes it: a setup kernel derives the S-box from GF(2^8) inversion and the Te0 T-table, a one-thread key expansion writes the 44 round-key words, and the CTR kernel stages Te0 and the S-box in shared memory, derives Te1..Te3 by __funnelshift_r rotation, extracts state bytes with __byte_perm, and XORs four 16-byte keystream blocks per thread into the plaintext.
// @let N = 1 << 20
// @buf key u32[4] uniform(0, 4294967295)
// @buf tables u32[512] zero
// @buf rk u32[44] zero
// @buf pt u32[N * 4] uniform(0, 4294967295)
// @buf ct u32[N * 4] zero
// @launch aes_build_tables grid(1) block(256) args(tables)
// @launch aes_expand_key grid(1) block(32) args(key, tables, rk)
// @launch aes128_ctr grid(cdiv(N, 4 * 256)) block(256) args(tables, rk, pt, ct, u32(0x9e3779b9), u32(0x7f4a7c15), i32(N))
// @check tables exact
// @check rk exact
// @check ct exact
#include <cstdint>

static __device__ __forceinline__ uint32_t xtime(uint32_t b) { return ((b << 1) ^ ((b & 0x80) ? 0x1b : 0)) & 0xff; }

static __device__ uint32_t gmul(uint32_t a, uint32_t b) {
  uint32_t p = 0;
  for (int i = 0; i < 8; ++i) {
    if (b & 1) p ^= a;
    a = xtime(a);
    b >>= 1;
  }
  return p;
}

static __device__ __forceinline__ uint32_t rotl8(uint32_t x, int s) { return ((x << s) | (x >> (8 - s))) & 0xff; }

// tables[0..255] = S-box, tables[256..511] = Te0.
__global__ void aes_build_tables(uint32_t *__restrict__ tables) {
  const uint32_t x = threadIdx.x;
  // x^254 = x^-1 in GF(2^8) (0 maps to 0).
  uint32_t inv = 1, base = x;
  for (int e = 254; e; e >>= 1) {
    if (e & 1) inv = gmul(inv, base);
    base = gmul(base, base);
  }
  if (x == 0) inv = 0;
  const uint32_t s = inv ^ rotl8(inv, 1) ^ rotl8(inv, 2) ^ rotl8(inv, 3) ^ rotl8(inv, 4) ^ 0x63;
  tables[x] = s;
  tables[256 + x] = (xtime(s) << 24) | (s << 16) | (s << 8) | (xtime(s) ^ s);
}

__global__ void aes_expand_key(const uint32_t *__restrict__ key, const uint32_t *__restrict__ tables, uint32_t *__restrict__ rk) {
  if (threadIdx.x != 0) return;
  uint32_t w[44];
  for (int i = 0; i < 4; ++i) w[i] = key[i];
  uint32_t rcon = 1;
  for (int i = 4; i < 44; ++i) {
    uint32_t t = w[i - 1];
    if (i % 4 == 0) {
      t = (t << 8) | (t >> 24);
      t = (tables[t >> 24] << 24) | (tables[(t >> 16) & 0xff] << 16) | (tables[(t >> 8) & 0xff] << 8) | tables[t & 0xff];
      t ^= rcon << 24;
      rcon = xtime(rcon);
    }
    w[i] = w[i - 4] ^ t;
  }
  for (int i = 0; i < 44; ++i) rk[i] = w[i];
}

#define B3(x) __byte_perm((x), 0, 0x4443)
#define B2(x) __byte_perm((x), 0, 0x4442)
#define B1(x) __byte_perm((x), 0, 0x4441)
#define B0(x) __byte_perm((x), 0, 0x4440)

__global__ void __launch_bounds__(256) aes128_ctr(const uint32_t *__restrict__ tables, const uint32_t *__restrict__ rk_g,
                                                  const uint32_t *__restrict__ pt, uint32_t *__restrict__ ct,
                                                  uint32_t nonce0, uint32_t nonce1, int nblocks) {
  __shared__ uint32_t Te[4][256];
  __shared__ uint32_t Sbox[256];
  __shared__ uint32_t rk[44];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    uint32_t t = tables[256 + i];
    Te[0][i] = t;
    Te[1][i] = __funnelshift_r(t, t, 8);
    Te[2][i] = __funnelshift_r(t, t, 16);
    Te[3][i] = __funnelshift_r(t, t, 24);
    Sbox[i] = tables[i];
  }
  if (threadIdx.x < 44) rk[threadIdx.x] = rk_g[threadIdx.x];
  __syncthreads();

#pragma unroll 1
  for (int j = 0; j < 4; ++j) {
    const int blk = (blockIdx.x * 4 + j) * blockDim.x + threadIdx.x;
    if (blk >= nblocks) break;
    uint32_t s0 = nonce0 ^ rk[0], s1 = nonce1 ^ rk[1], s2 = (uint32_t)(blk >> 31) ^ rk[2], s3 = (uint32_t)blk ^ rk[3];
#pragma unroll
    for (int r = 1; r < 10; ++r) {
      uint32_t t0 = Te[0][B3(s0)] ^ Te[1][B2(s1)] ^ Te[2][B1(s2)] ^ Te[3][B0(s3)] ^ rk[4 * r + 0];
      uint32_t t1 = Te[0][B3(s1)] ^ Te[1][B2(s2)] ^ Te[2][B1(s3)] ^ Te[3][B0(s0)] ^ rk[4 * r + 1];
      uint32_t t2 = Te[0][B3(s2)] ^ Te[1][B2(s3)] ^ Te[2][B1(s0)] ^ Te[3][B0(s1)] ^ rk[4 * r + 2];
      uint32_t t3 = Te[0][B3(s3)] ^ Te[1][B2(s0)] ^ Te[2][B1(s1)] ^ Te[3][B0(s2)] ^ rk[4 * r + 3];
      s0 = t0; s1 = t1; s2 = t2; s3 = t3;
    }
    uint4 ks;
    ks.x = ((Sbox[B3(s0)] << 24) | (Sbox[B2(s1)] << 16) | (Sbox[B1(s2)] << 8) | Sbox[B0(s3)]) ^ rk[40];
    ks.y = ((Sbox[B3(s1)] << 24) | (Sbox[B2(s2)] << 16) | (Sbox[B1(s3)] << 8) | Sbox[B0(s0)]) ^ rk[41];
    ks.z = ((Sbox[B3(s2)] << 24) | (Sbox[B2(s3)] << 16) | (Sbox[B1(s0)] << 8) | Sbox[B0(s1)]) ^ rk[42];
    ks.w = ((Sbox[B3(s3)] << 24) | (Sbox[B2(s0)] << 16) | (Sbox[B1(s1)] << 8) | Sbox[B0(s2)]) ^ rk[43];
    uint4 p = __ldg(reinterpret_cast<const uint4 *>(pt) + blk);
    reinterpret_cast<uint4 *>(ct)[blk] = make_uint4(p.x ^ ks.x, p.y ^ ks.y, p.z ^ ks.z, p.w ^ ks.w);
  }
}
