// @realcode Warp-parallel multi-precision arithmetic in the style of CGBN/XMP: one warp per pair of 1024-bit integers, one 32-bit limb per lane, the limb sums and carries from inline PTX add.cc/addc (sub.cc/subc for borrows), the carry chain resolved in one step from the warp's generate and propagate ballots as ((G << 1) + P) ^ P, the carry or borrow out of the top limb written per pair.
// @let NP = 1 << 18
// @buf a u32[NP * 32] uniform(0, 4294967295)
// @buf b u32[NP * 32] uniform(0, 4294967295)
// @buf sum u32[NP * 32] zero
// @buf diff u32[NP * 32] zero
// @buf carry u32[NP] zero
// @buf borrow u32[NP] zero
// @launch bignum_add grid(NP / 8) block(256) args(a, b, sum, carry, i32(NP))
// @launch bignum_sub grid(NP / 8) block(256) args(a, b, diff, borrow, i32(NP))
// @launch bignum_add grid(NP / 8) block(256) args(diff, b, diff, borrow, i32(NP))
// @check sum exact
// @check diff exact
// @check carry exact
// @check borrow exact
#include <cstdint>

__device__ __forceinline__ uint32_t add_cc(uint32_t a, uint32_t b, uint32_t &carry_out) {
  uint32_t s, c;
  asm("add.cc.u32 %0, %2, %3;\n\t"
      "addc.u32 %1, 0, 0;"
      : "=r"(s), "=r"(c)
      : "r"(a), "r"(b));
  carry_out = c;
  return s;
}

__device__ __forceinline__ uint32_t sub_cc(uint32_t a, uint32_t b, uint32_t &borrow_out) {
  uint32_t d, bo;
  asm("sub.cc.u32 %0, %2, %3;\n\t"
      "subc.u32 %1, 0, 0;"
      : "=r"(d), "=r"(bo)
      : "r"(a), "r"(b));
  borrow_out = bo & 1u; // subc gives 0 or 0xffffffff
  return d;
}

// Carries into each lane from the lanes that generate one and the lanes
// that pass one on; bit 32 of the sum is the carry out of the top limb.
__device__ __forceinline__ uint64_t resolve(uint32_t generate, uint32_t propagate) {
  uint64_t g2 = (uint64_t)generate << 1;
  uint64_t s = g2 + propagate;
  return (s ^ propagate) | (s & 0x100000000ull);
}

__global__ void bignum_add(const uint32_t *a, const uint32_t *b, uint32_t *sum, uint32_t *carry, int np) {
  int pair = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (pair >= np)
    return;
  size_t i = (size_t)pair * 32 + lane;
  uint32_t c;
  uint32_t s = add_cc(a[i], b[i], c);
  uint32_t g = __ballot_sync(0xffffffffu, c != 0);
  uint32_t p = __ballot_sync(0xffffffffu, s == 0xffffffffu);
  uint64_t in = resolve(g, p);
  s += (uint32_t)(in >> lane) & 1u;
  sum[i] = s;
  if (lane == 0)
    carry[pair] = (uint32_t)(in >> 32);
}

__global__ void bignum_sub(const uint32_t *a, const uint32_t *b, uint32_t *diff, uint32_t *borrow, int np) {
  int pair = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (pair >= np)
    return;
  size_t i = (size_t)pair * 32 + lane;
  uint32_t bo;
  uint32_t d = sub_cc(a[i], b[i], bo);
  // A borrow passes through a limb whose difference is zero.
  uint32_t g = __ballot_sync(0xffffffffu, bo != 0);
  uint32_t p = __ballot_sync(0xffffffffu, d == 0);
  uint64_t in = resolve(g, p);
  d -= (uint32_t)(in >> lane) & 1u;
  diff[i] = d;
  if (lane == 0)
    borrow[pair] = (uint32_t)(in >> 32);
}
