// Kiln's UE8M0 conversions (Inputs: kiln_e8m0.inc, extracted from
// compiler/headers/kiln/std/cuda_fp8.h) against the toolkit's, on the host: float ->
// E8M0 for one float bit pattern in 61 plus the edges, every bfloat16, 20M random
// doubles (inside, below and beyond the float range, subnormals included), every
// code -> bfloat16, and 64-bit integers rounded up to a power of two, each with both
// roundings and both saturation modes.
#include <cuda_fp8.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#undef __CUDA_HOSTDEVICE_FP8_DECL__
#define __CUDA_HOSTDEVICE_FP8_DECL__ static
static long long host_double_as_longlong(double d) {
  long long r;
  memcpy(&r, &d, 8);
  return r;
}
static unsigned int host_float_as_uint(float f) {
  unsigned int r;
  memcpy(&r, &f, 4);
  return r;
}
#define __double_as_longlong host_double_as_longlong
#define __float_as_uint host_float_as_uint
#include "kiln_e8m0.inc"

static long checks = 0, mismatches = 0;
static const cudaRoundMode kRound[2] = {cudaRoundZero, cudaRoundPosInf};

static void report(const char *what, double v, int sat, int r, unsigned want, unsigned got) {
  ++checks;
  if (want != got && mismatches++ < 30)
    printf("%s %a saturate %d rounding %d: toolkit %02x kiln %02x\n", what, v, sat, r, want, got);
}

static void compare_float(float f) {
  for (int sat = 0; sat < 2; ++sat)
    for (int r = 0; r < 2; ++r)
      report("float", f, sat, r, __nv_cvt_float_to_e8m0(f, (__nv_saturation_t)sat, kRound[r]),
             kiln___nv_cvt_float_to_e8m0(f, (__nv_saturation_t)sat, kRound[r]));
}

static void compare_double(double d) {
  for (int sat = 0; sat < 2; ++sat)
    for (int r = 0; r < 2; ++r)
      report("double", d, sat, r, __nv_cvt_double_to_e8m0(d, (__nv_saturation_t)sat, kRound[r]),
             kiln___nv_cvt_double_to_e8m0(d, (__nv_saturation_t)sat, kRound[r]));
}

static void compare_u64(unsigned long long v) {
  report("u64", (double)v, 1, 1, __nv_fp8_e8m0(v).__x, kiln___internal_e8m0_from_u64_up(v));
  long long s = (long long)v;
  unsigned long long mag = s < 0 ? 0ULL - v : v;
  report("i64", (double)s, 1, 1, __nv_fp8_e8m0(s).__x, kiln___internal_e8m0_from_u64_up(mag));
}

int main() {
  for (unsigned long long u = 0; u < (1ull << 32); u += 61) {
    unsigned int b = (unsigned int)u;
    float f;
    memcpy(&f, &b, 4);
    compare_float(f);
  }
  const unsigned int edges[] = {0x00000000u, 0x00000001u, 0x003FFFFFu, 0x00400000u, 0x00400001u, 0x0040FFFFu,
                                0x00410000u, 0x007FFFFFu, 0x00800000u, 0x3F800000u, 0x3F800001u, 0x7F000000u,
                                0x7F000001u, 0x7F7F0000u, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u, 0x7FC00000u};
  for (unsigned int e : edges)
    for (unsigned int sign = 0; sign < 2; ++sign) {
      float f;
      unsigned int b = e | (sign << 31);
      memcpy(&f, &b, 4);
      compare_float(f);
      compare_double(f);
    }
  for (unsigned int b = 0; b < 0x10000u; ++b)
    for (int sat = 0; sat < 2; ++sat)
      for (int r = 0; r < 2; ++r) {
        __nv_bfloat16_raw raw;
        raw.x = (unsigned short)b;
        report("bfloat16", b, sat, r, __nv_cvt_bfloat16raw_to_e8m0(raw, (__nv_saturation_t)sat, kRound[r]),
               kiln___nv_cvt_bfloat16raw_to_e8m0(raw, (__nv_saturation_t)sat, kRound[r]));
      }
  srand(1);
  for (int k = 0; k < 20000000; ++k) {
    unsigned long long bits = ((unsigned long long)rand() << 33) ^ ((unsigned long long)rand() << 11) ^ rand();
    // exponents from double subnormals through 2^-160 .. 2^140 to the double maximum
    unsigned long long exponent = (k % 7 == 0) ? (unsigned long long)(rand() % 2047) : 1023 - 160 + (rand() % 300);
    bits = (bits & 0x800FFFFFFFFFFFFFull) | (exponent << 52);
    if (k & 1)
      bits &= ~((1ull << (rand() % 52)) - 1);
    double d;
    memcpy(&d, &bits, 8);
    compare_double(d);
  }
  for (int x = 0; x < 256; ++x)
    report("code", x, 0, 0, __nv_cvt_e8m0_to_bf16raw((unsigned char)x).x,
           kiln___internal_e8m0_to_bf16_bits((unsigned char)x));
  for (int k = 0; k < 64; ++k) {
    unsigned long long p = 1ull << k;
    compare_u64(p);
    compare_u64(p - 1);
    compare_u64(p + 1);
    compare_u64(0ull - p);
  }
  for (int k = 0; k < 1000000; ++k)
    compare_u64(((unsigned long long)rand() << 40) ^ ((unsigned long long)rand() << 20) ^ rand() >> (k % 50));
  printf("%ld checks, %ld mismatches\n", checks, mismatches);
  return mismatches != 0;
}
