// @realcode Curve25519 scalar multiplication as batch-verification code writes it: field elements mod 2^255 - 19 in five 51-bit limbs (uint64_t), products through __umul64hi into 128-bit (hi, lo) pairs held in a struct with add-with-carry helpers, carry propagation with the 19x fold, squaring specialised, inversion by Fermat's little theorem (an addition chain of squarings), the X25519 Montgomery ladder with a constant-time conditional swap by masks over 255 bits, and the canonical little-endian 32-byte encoding of the result; one thread per (scalar, point) pair.
// @let NPAIRS = 1 << 13
// @buf scalars u8[NPAIRS * 32] uniform(0, 256)
// @buf points u8[NPAIRS * 32] uniform(0, 256)
// @buf shared_keys u8[NPAIRS * 32] zero
// @launch x25519_batch grid(NPAIRS / 64) block(64) args(scalars, points, shared_keys, i32(NPAIRS))
// @check shared_keys exact
#include <cstdint>

typedef uint64_t limb;
struct fe {
  limb v[5];
};
struct u128 {
  uint64_t lo, hi;
};

static constexpr limb MASK51 = (1ull << 51) - 1;

__device__ __forceinline__ u128 mul64(uint64_t a, uint64_t b) { return {a * b, __umul64hi(a, b)}; }
__device__ __forceinline__ void acc(u128 &r, u128 x) {
  r.lo += x.lo;
  r.hi += x.hi + (r.lo < x.lo);
}
__device__ __forceinline__ uint64_t shr51(u128 x) { return (x.lo >> 51) | (x.hi << 13); }

__device__ void fe_carry(u128 t[5], fe &out) {
  uint64_t c;
  out.v[0] = t[0].lo & MASK51;
  c = shr51(t[0]);
  acc(t[1], {c, 0});
  out.v[1] = t[1].lo & MASK51;
  c = shr51(t[1]);
  acc(t[2], {c, 0});
  out.v[2] = t[2].lo & MASK51;
  c = shr51(t[2]);
  acc(t[3], {c, 0});
  out.v[3] = t[3].lo & MASK51;
  c = shr51(t[3]);
  acc(t[4], {c, 0});
  out.v[4] = t[4].lo & MASK51;
  c = shr51(t[4]);
  out.v[0] += c * 19;
  out.v[1] += out.v[0] >> 51;
  out.v[0] &= MASK51;
}

__device__ void fe_mul(fe &out, const fe &a, const fe &b) {
  const uint64_t b1_19 = b.v[1] * 19, b2_19 = b.v[2] * 19, b3_19 = b.v[3] * 19, b4_19 = b.v[4] * 19;
  u128 t[5];
  t[0] = mul64(a.v[0], b.v[0]);
  acc(t[0], mul64(a.v[1], b4_19));
  acc(t[0], mul64(a.v[2], b3_19));
  acc(t[0], mul64(a.v[3], b2_19));
  acc(t[0], mul64(a.v[4], b1_19));
  t[1] = mul64(a.v[0], b.v[1]);
  acc(t[1], mul64(a.v[1], b.v[0]));
  acc(t[1], mul64(a.v[2], b4_19));
  acc(t[1], mul64(a.v[3], b3_19));
  acc(t[1], mul64(a.v[4], b2_19));
  t[2] = mul64(a.v[0], b.v[2]);
  acc(t[2], mul64(a.v[1], b.v[1]));
  acc(t[2], mul64(a.v[2], b.v[0]));
  acc(t[2], mul64(a.v[3], b4_19));
  acc(t[2], mul64(a.v[4], b3_19));
  t[3] = mul64(a.v[0], b.v[3]);
  acc(t[3], mul64(a.v[1], b.v[2]));
  acc(t[3], mul64(a.v[2], b.v[1]));
  acc(t[3], mul64(a.v[3], b.v[0]));
  acc(t[3], mul64(a.v[4], b4_19));
  t[4] = mul64(a.v[0], b.v[4]);
  acc(t[4], mul64(a.v[1], b.v[3]));
  acc(t[4], mul64(a.v[2], b.v[2]));
  acc(t[4], mul64(a.v[3], b.v[1]));
  acc(t[4], mul64(a.v[4], b.v[0]));
  fe_carry(t, out);
}

__device__ __forceinline__ void fe_sq(fe &out, const fe &a) { fe_mul(out, a, a); }

__device__ __forceinline__ void fe_add(fe &out, const fe &a, const fe &b) {
#pragma unroll
  for (int i = 0; i < 5; i++) out.v[i] = a.v[i] + b.v[i];
}
// a - b + 2p keeps the limbs non-negative.
__device__ __forceinline__ void fe_sub(fe &out, const fe &a, const fe &b) {
  out.v[0] = a.v[0] + 0xFFFFFFFFFFFDAull - b.v[0];
#pragma unroll
  for (int i = 1; i < 5; i++) out.v[i] = a.v[i] + 0xFFFFFFFFFFFFEull - b.v[i];
}
__device__ void fe_mul_small(fe &out, const fe &a, uint64_t s) {
  u128 t[5];
#pragma unroll
  for (int i = 0; i < 5; i++) t[i] = mul64(a.v[i], s);
  fe_carry(t, out);
}
__device__ __forceinline__ void fe_cswap(fe &a, fe &b, uint64_t bit) {
  const uint64_t mask = 0 - bit;
#pragma unroll
  for (int i = 0; i < 5; i++) {
    uint64_t x = mask & (a.v[i] ^ b.v[i]);
    a.v[i] ^= x;
    b.v[i] ^= x;
  }
}
__device__ void fe_sqn(fe &out, const fe &a, int n) {
  fe_sq(out, a);
  for (int i = 1; i < n; i++) fe_sq(out, out);
}
// a^(p-2) = a^(2^255 - 21).
__device__ void fe_invert(fe &out, const fe &z) {
  fe z2, z9, z11, z2_5_0, z2_10_0, z2_20_0, z2_50_0, z2_100_0, t;
  fe_sq(z2, z);
  fe_sqn(t, z2, 2);
  fe_mul(z9, t, z);
  fe_mul(z11, z9, z2);
  fe_sq(t, z11);
  fe_mul(z2_5_0, t, z9);
  fe_sqn(t, z2_5_0, 5);
  fe_mul(z2_10_0, t, z2_5_0);
  fe_sqn(t, z2_10_0, 10);
  fe_mul(z2_20_0, t, z2_10_0);
  fe_sqn(t, z2_20_0, 20);
  fe_mul(t, t, z2_20_0);
  fe_sqn(t, t, 10);
  fe_mul(z2_50_0, t, z2_10_0);
  fe_sqn(t, z2_50_0, 50);
  fe_mul(z2_100_0, t, z2_50_0);
  fe_sqn(t, z2_100_0, 100);
  fe_mul(t, t, z2_100_0);
  fe_sqn(t, t, 50);
  fe_mul(t, t, z2_50_0);
  fe_sqn(t, t, 5);
  fe_mul(out, t, z11);
}

__device__ void fe_from_bytes(fe &out, const uint8_t *s) {
  uint64_t w[4];
  for (int i = 0; i < 4; i++) {
    w[i] = 0;
    for (int j = 7; j >= 0; j--) w[i] = w[i] << 8 | s[8 * i + j];
  }
  out.v[0] = w[0] & MASK51;
  out.v[1] = (w[0] >> 51 | w[1] << 13) & MASK51;
  out.v[2] = (w[1] >> 38 | w[2] << 26) & MASK51;
  out.v[3] = (w[2] >> 25 | w[3] << 39) & MASK51;
  out.v[4] = (w[3] >> 12) & MASK51;  // drops bit 255
}

__device__ void fe_to_bytes(uint8_t *s, fe a) {
  // Two carry passes, then subtract p if a >= p.
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < 4; i++) {
      a.v[i + 1] += a.v[i] >> 51;
      a.v[i] &= MASK51;
    }
    a.v[0] += 19 * (a.v[4] >> 51);
    a.v[4] &= MASK51;
  }
  uint64_t q = (a.v[0] + 19) >> 51;
  q = (a.v[1] + q) >> 51;
  q = (a.v[2] + q) >> 51;
  q = (a.v[3] + q) >> 51;
  q = (a.v[4] + q) >> 51;
  a.v[0] += 19 * q;
  for (int i = 0; i < 4; i++) {
    a.v[i + 1] += a.v[i] >> 51;
    a.v[i] &= MASK51;
  }
  a.v[4] &= MASK51;
  uint64_t w[4] = {a.v[0] | a.v[1] << 51, a.v[1] >> 13 | a.v[2] << 38, a.v[2] >> 26 | a.v[3] << 25,
                   a.v[3] >> 39 | a.v[4] << 12};
  for (int i = 0; i < 32; i++) s[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
}

__global__ void x25519_batch(const uint8_t *__restrict__ scalars, const uint8_t *__restrict__ points,
                             uint8_t *__restrict__ out, int npairs) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= npairs) return;
  uint8_t k[32];
  for (int i = 0; i < 32; i++) k[i] = scalars[32 * id + i];
  k[0] &= 248;  // clamping
  k[31] = (k[31] & 127) | 64;
  fe x1, x2 = {{1, 0, 0, 0, 0}}, z2 = {{0, 0, 0, 0, 0}}, x3, z3 = {{1, 0, 0, 0, 0}}, a, aa, b, bb, e, c, d, da, cb;
  fe_from_bytes(x1, points + 32 * id);
  x3 = x1;
  uint64_t swap = 0;
  for (int t = 254; t >= 0; t--) {
    uint64_t kt = (k[t >> 3] >> (t & 7)) & 1;
    swap ^= kt;
    fe_cswap(x2, x3, swap);
    fe_cswap(z2, z3, swap);
    swap = kt;
    fe_add(a, x2, z2);
    fe_sq(aa, a);
    fe_sub(b, x2, z2);
    fe_sq(bb, b);
    fe_sub(e, aa, bb);
    fe_add(c, x3, z3);
    fe_sub(d, x3, z3);
    fe_mul(da, d, a);
    fe_mul(cb, c, b);
    fe_add(x3, da, cb);
    fe_sq(x3, x3);
    fe_sub(z3, da, cb);
    fe_sq(z3, z3);
    fe_mul(z3, z3, x1);
    fe_mul(x2, aa, bb);
    fe_mul_small(z2, e, 121665);
    fe_add(z2, z2, aa);
    fe_mul(z2, z2, e);
  }
  fe_cswap(x2, x3, swap);
  fe_cswap(z2, z3, swap);
  fe zi;
  fe_invert(zi, z2);
  fe_mul(x2, x2, zi);
  fe_to_bytes(out + 32 * id, x2);
}
