// @realcode Elliptic-curve miner / key-search style 256-bit prime-field arithmetic (secp256k1, p = 2^256 - 2^32 - 977) on eight 32-bit limbs with inline PTX carry chains: add.cc/addc.cc/addc.u32 for addition with the carry out through a "=r" output, sub.cc/subc.cc for subtraction, an 8x8 schoolbook product with mad.lo.cc/madc.lo.cc and mad.hi.cc/madc.hi.cc rows into 16 limbs, the fast reduction folding the high half times 2^32 + 977 twice, a final conditional subtract chosen by a compare loop, macros generating the asm strings, and per-thread modular exponentiation by square-and-multiply.
// @let T = 1 << 16
// @buf base u32[8 * T] uniform(0, 4294967295)
// @buf expo u32[8 * T] uniform(0, 4294967295)
// @buf result u32[8 * T] zero
// @launch field_pow_kernel grid(T / 128) block(128) args(base, expo, result, i32(T), i32(64))
// @check result exact
#include <cuda_runtime.h>
#include <cstdint>

__constant__ uint32_t P[8] = {0xFFFFFC2Fu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                              0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};

#define ADD_CC(r, a, b) asm volatile("add.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define ADDC_CC(r, a, b) asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define ADDC(r, a, b) asm volatile("addc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define SUB_CC(r, a, b) asm volatile("sub.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define SUBC_CC(r, a, b) asm volatile("subc.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define SUBC(r, a, b) asm volatile("subc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b))
#define MADLO_CC(r, a, b, c) asm volatile("mad.lo.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c))
#define MADHIC_CC(r, a, b, c) asm volatile("madc.hi.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c))
#define MADHI_CC(r, a, b, c) asm volatile("mad.hi.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c))
#define MADHIC(r, a, b, c) asm volatile("madc.hi.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c))
#define MADLOC_CC(r, a, b, c) asm volatile("madc.lo.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c))

// r = a + b, returns the carry out.
__device__ __forceinline__ uint32_t add256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
  uint32_t carry;
  ADD_CC(r[0], a[0], b[0]);
  ADDC_CC(r[1], a[1], b[1]);
  ADDC_CC(r[2], a[2], b[2]);
  ADDC_CC(r[3], a[3], b[3]);
  ADDC_CC(r[4], a[4], b[4]);
  ADDC_CC(r[5], a[5], b[5]);
  ADDC_CC(r[6], a[6], b[6]);
  ADDC_CC(r[7], a[7], b[7]);
  ADDC(carry, 0, 0);
  return carry;
}

// r = a - b, returns the borrow (0 or 0xffffffff).
__device__ __forceinline__ uint32_t sub256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
  uint32_t borrow;
  SUB_CC(r[0], a[0], b[0]);
  SUBC_CC(r[1], a[1], b[1]);
  SUBC_CC(r[2], a[2], b[2]);
  SUBC_CC(r[3], a[3], b[3]);
  SUBC_CC(r[4], a[4], b[4]);
  SUBC_CC(r[5], a[5], b[5]);
  SUBC_CC(r[6], a[6], b[6]);
  SUBC_CC(r[7], a[7], b[7]);
  SUBC(borrow, 0, 0);
  return borrow;
}

__device__ __forceinline__ bool geq_p(const uint32_t a[8]) {
#pragma unroll
  for (int i = 7; i >= 0; --i) {
    if (a[i] > P[i]) return true;
    if (a[i] < P[i]) return false;
  }
  return true;
}

// 8x8-limb schoolbook product into 16 limbs, one row of mad.lo / madc.hi chains per limb of b.
__device__ __forceinline__ void mul256(uint32_t r[16], const uint32_t a[8], const uint32_t b[8]) {
#pragma unroll
  for (int i = 0; i < 16; ++i) r[i] = 0;
#pragma unroll
  for (int j = 0; j < 8; ++j) {
    uint32_t c = 0;
    // Low halves: r[i + j] += a[i] * b[j], carries rippling to r[j + 8].
    MADLO_CC(r[j + 0], a[0], b[j], r[j + 0]);
    MADLOC_CC(r[j + 1], a[1], b[j], r[j + 1]);
    MADLOC_CC(r[j + 2], a[2], b[j], r[j + 2]);
    MADLOC_CC(r[j + 3], a[3], b[j], r[j + 3]);
    MADLOC_CC(r[j + 4], a[4], b[j], r[j + 4]);
    MADLOC_CC(r[j + 5], a[5], b[j], r[j + 5]);
    MADLOC_CC(r[j + 6], a[6], b[j], r[j + 6]);
    MADLOC_CC(r[j + 7], a[7], b[j], r[j + 7]);
    ADDC(c, 0, 0);
    // High halves: r[i + j + 1] += hi(a[i] * b[j]).
    MADHI_CC(r[j + 1], a[0], b[j], r[j + 1]);
    MADHIC_CC(r[j + 2], a[1], b[j], r[j + 2]);
    MADHIC_CC(r[j + 3], a[2], b[j], r[j + 3]);
    MADHIC_CC(r[j + 4], a[3], b[j], r[j + 4]);
    MADHIC_CC(r[j + 5], a[4], b[j], r[j + 5]);
    MADHIC_CC(r[j + 6], a[5], b[j], r[j + 6]);
    MADHIC_CC(r[j + 7], a[6], b[j], r[j + 7]);
    MADHIC(r[j + 8], a[7], b[j], c);
  }
}

// x mod p for a 512-bit x, using 2^256 = 2^32 + 977 (mod p).
__device__ void reduce512(uint32_t out[8], const uint32_t x[16]) {
  // t = lo + hi * 977 + (hi << 32), in 64-bit steps.
  uint64_t acc = 0;
  uint32_t t[9];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    acc += (uint64_t)x[i] + (uint64_t)x[8 + i] * 977u;
    if (i > 0) acc += x[8 + i - 1];
    t[i] = (uint32_t)acc;
    acc >>= 32;
  }
  acc += x[15];
  t[8] = (uint32_t)acc;  // small: below 2^11
  // Fold t[8] the same way.
  uint64_t f = (uint64_t)t[8] * 977u;
  uint32_t add[8] = {(uint32_t)f, (uint32_t)(f >> 32) + t[8], 0, 0, 0, 0, 0, 0};
  uint32_t carry = add256(out, t, add);
  if (carry) {  // one more 2^256: add 2^32 + 977
    uint32_t k[8] = {977u, 1u, 0, 0, 0, 0, 0, 0};
    add256(out, out, k);
  }
  if (geq_p(out)) {
    uint32_t p[8];
#pragma unroll
    for (int i = 0; i < 8; ++i) p[i] = P[i];
    sub256(out, out, p);
  }
}

__device__ __forceinline__ void field_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
  uint32_t wide[16];
  mul256(wide, a, b);
  reduce512(r, wide);
}

__global__ void field_pow_kernel(const uint32_t *__restrict__ base, const uint32_t *__restrict__ expo, uint32_t *__restrict__ result, int n, int nbits) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  uint32_t b[8], acc[8] = {1, 0, 0, 0, 0, 0, 0, 0};
#pragma unroll
  for (int i = 0; i < 8; ++i) b[i] = base[t * 8 + i];
  // Bring the base below p first.
  if (geq_p(b)) {
    uint32_t p[8];
#pragma unroll
    for (int i = 0; i < 8; ++i) p[i] = P[i];
    sub256(b, b, p);
  }
  for (int bit = nbits - 1; bit >= 0; --bit) {
    field_mul(acc, acc, acc);
    if ((expo[t * 8 + (bit >> 5)] >> (bit & 31)) & 1u) field_mul(acc, acc, b);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) result[t * 8 + i] = acc[i];
}
