// @realcode ccminer-style Keccak-f[1600] / Keccak-256 nonce search: 64-bit lanes carried as uint2 (vectorize / devectorize through __double_as_longlong-free mov.b64 inline PTX), ROL2 rotates by __funnelshift_l / __funnelshift_r on the halves with a compile-time swap for shifts >= 32, xor5 / xor3 / chi helpers with lop3.b32 inline PTX, the round constants in a __constant__ uint2 table, #pragma unroll over the 24 rounds with the theta / rho-pi / chi / iota steps written out, a nonce per thread appended to an 80-byte header held in __constant__ words, the hash's last 64-bit word compared with a target, results through atomicMin on a __device__-visible output, and the full digests written for checking.
// @let NONCES = 1 << 22
// @const c_header u64[10] uniform(-4611686018427387904, 4611686018427387904)
// @buf digests u64[NONCES * 4] zero
// @buf best u32[1] fill(4294967295)
// @launch keccak256_search grid(NONCES / 256) block(256) args(u32(1000), digests, best, u64(1152921504606846976))
// @check digests exact
// @check best exact
#include <cstdint>
#include <cuda_runtime.h>

__constant__ uint64_t c_header[10];  // 80 bytes; the nonce replaces the high half of word 9

__constant__ uint2 keccak_round_constants[24] = {
    {0x00000001, 0x00000000}, {0x00008082, 0x00000000}, {0x0000808a, 0x80000000}, {0x80008000, 0x80000000},
    {0x0000808b, 0x00000000}, {0x80000001, 0x00000000}, {0x80008081, 0x80000000}, {0x00008009, 0x80000000},
    {0x0000008a, 0x00000000}, {0x00000088, 0x00000000}, {0x80008009, 0x00000000}, {0x8000000a, 0x00000000},
    {0x8000808b, 0x00000000}, {0x0000008b, 0x80000000}, {0x00008089, 0x80000000}, {0x00008003, 0x80000000},
    {0x00008002, 0x80000000}, {0x00000080, 0x80000000}, {0x0000800a, 0x00000000}, {0x8000000a, 0x80000000},
    {0x80008081, 0x80000000}, {0x00008080, 0x80000000}, {0x80000001, 0x00000000}, {0x80008008, 0x80000000}};

static __device__ __forceinline__ uint2 vectorize(const uint64_t x) {
  uint2 result;
  asm("mov.b64 {%0,%1},%2; \n\t" : "=r"(result.x), "=r"(result.y) : "l"(x));
  return result;
}

static __device__ __forceinline__ uint64_t devectorize(uint2 x) {
  uint64_t result;
  asm("mov.b64 %0,{%1,%2}; \n\t" : "=l"(result) : "r"(x.x), "r"(x.y));
  return result;
}

static __device__ __forceinline__ uint2 operator^(uint2 a, uint2 b) { return make_uint2(a.x ^ b.x, a.y ^ b.y); }
static __device__ __forceinline__ void operator^=(uint2 &a, uint2 b) { a = a ^ b; }

// rotate a 64-bit lane left by a compile-time offset
template <int offset>
static __device__ __forceinline__ uint2 ROL2(const uint2 a) {
  static_assert(offset > 0 && offset < 64, "rotate offset");
  uint2 result;
  if constexpr (offset >= 32) {
    // swap the halves, then rotate by the rest
    result.x = __funnelshift_l(a.x, a.y, offset - 32);
    result.y = __funnelshift_l(a.y, a.x, offset - 32);
  } else {
    result.x = __funnelshift_l(a.y, a.x, offset);
    result.y = __funnelshift_l(a.x, a.y, offset);
  }
  return result;
}

static __device__ __forceinline__ uint32_t xor3b(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t result;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(result) : "r"(a), "r"(b), "r"(c));
  return result;
}
static __device__ __forceinline__ uint2 xor3(uint2 a, uint2 b, uint2 c) {
  return make_uint2(xor3b(a.x, b.x, c.x), xor3b(a.y, b.y, c.y));
}
static __device__ __forceinline__ uint2 xor5(uint2 a, uint2 b, uint2 c, uint2 d, uint2 e) {
  return xor3(xor3(a, b, c), d, e);
}
// a ^ (~b & c)
static __device__ __forceinline__ uint32_t chi32(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t result;
  asm("lop3.b32 %0, %1, %2, %3, 0xD2;" : "=r"(result) : "r"(a), "r"(b), "r"(c));
  return result;
}
static __device__ __forceinline__ uint2 chi(uint2 a, uint2 b, uint2 c) {
  return make_uint2(chi32(a.x, b.x, c.x), chi32(a.y, b.y, c.y));
}

static __device__ __forceinline__ void keccak_f1600(uint2 s[25]) {
  uint2 t[5], u, v;
#pragma unroll 4
  for (int round = 0; round < 24; ++round) {
    // theta
    t[0] = xor5(s[0], s[5], s[10], s[15], s[20]);
    t[1] = xor5(s[1], s[6], s[11], s[16], s[21]);
    t[2] = xor5(s[2], s[7], s[12], s[17], s[22]);
    t[3] = xor5(s[3], s[8], s[13], s[18], s[23]);
    t[4] = xor5(s[4], s[9], s[14], s[19], s[24]);
#pragma unroll
    for (int x = 0; x < 5; ++x) {
      u = t[(x + 4) % 5] ^ ROL2<1>(t[(x + 1) % 5]);
      s[x] ^= u;
      s[x + 5] ^= u;
      s[x + 10] ^= u;
      s[x + 15] ^= u;
      s[x + 20] ^= u;
    }
    // rho pi
    u = s[1];
    s[1] = ROL2<44>(s[6]);
    s[6] = ROL2<20>(s[9]);
    s[9] = ROL2<61>(s[22]);
    s[22] = ROL2<39>(s[14]);
    s[14] = ROL2<18>(s[20]);
    s[20] = ROL2<62>(s[2]);
    s[2] = ROL2<43>(s[12]);
    s[12] = ROL2<25>(s[13]);
    s[13] = ROL2<8>(s[19]);
    s[19] = ROL2<56>(s[23]);
    s[23] = ROL2<41>(s[15]);
    s[15] = ROL2<27>(s[4]);
    s[4] = ROL2<14>(s[24]);
    s[24] = ROL2<2>(s[21]);
    s[21] = ROL2<55>(s[8]);
    s[8] = ROL2<45>(s[16]);
    s[16] = ROL2<36>(s[5]);
    s[5] = ROL2<28>(s[3]);
    s[3] = ROL2<21>(s[18]);
    s[18] = ROL2<15>(s[17]);
    s[17] = ROL2<10>(s[11]);
    s[11] = ROL2<6>(s[7]);
    s[7] = ROL2<3>(s[10]);
    s[10] = ROL2<1>(u);
    // chi
#pragma unroll
    for (int y = 0; y < 25; y += 5) {
      u = s[y];
      v = s[y + 1];
      s[y] = chi(s[y], s[y + 1], s[y + 2]);
      s[y + 1] = chi(s[y + 1], s[y + 2], s[y + 3]);
      s[y + 2] = chi(s[y + 2], s[y + 3], s[y + 4]);
      s[y + 3] = chi(s[y + 3], s[y + 4], u);
      s[y + 4] = chi(s[y + 4], u, v);
    }
    // iota
    s[0] ^= keccak_round_constants[round];
  }
}

__global__ void __launch_bounds__(256) keccak256_search(uint32_t start_nonce, uint64_t *__restrict__ digests,
                                                        uint32_t *__restrict__ best_nonce, uint64_t target) {
  const uint32_t thread = blockIdx.x * blockDim.x + threadIdx.x;
  const uint32_t nonce = start_nonce + thread;
  uint2 s[25];
#pragma unroll
  for (int i = 0; i < 9; ++i) s[i] = vectorize(c_header[i]);
  s[9] = make_uint2(uint32_t(c_header[9]), nonce);
  // Keccak padding for an 80-byte message in a 136-byte rate (original Keccak, 0x01 ... 0x80)
  s[10] = make_uint2(1, 0);
#pragma unroll
  for (int i = 11; i < 25; ++i) s[i] = make_uint2(0, 0);
  s[16] = make_uint2(0, 0x80000000);
  keccak_f1600(s);
#pragma unroll
  for (int i = 0; i < 4; ++i) digests[(size_t)thread * 4 + i] = devectorize(s[i]);
  if (devectorize(s[3]) < target) atomicMin(best_nonce, nonce);
}
