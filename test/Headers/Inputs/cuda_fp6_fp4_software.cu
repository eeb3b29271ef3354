// Kiln's FP6 (E2M3, E3M2) and FP4 (E2M1) conversions (Inputs: kiln_mx.inc, extracted
// from compiler/headers/kiln/std/cuda_fp6.h) against the toolkit's, on the host: one
// float bit pattern in 53 and 20M random doubles (ties made likely, exponents around
// each format's range and far outside), the edges (zeros, subnormal halves, the largest
// values, infinities, NaN), with both roundings; and every code back to half.
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#define __CUDA_HOSTDEVICE_FP6_DECL__ static
static long long host_double_as_longlong(double d) {
  long long r;
  memcpy(&r, &d, 8);
  return r;
}
#define __double_as_longlong host_double_as_longlong
#include "kiln_mx.inc"

static long checks = 0, mismatches = 0;
static const cudaRoundMode kRound[2] = {cudaRoundNearest, cudaRoundZero};

static void report(const char *what, double v, int r, unsigned want, unsigned got) {
  ++checks;
  if (want != got && mismatches++ < 30)
    printf("%s %a rounding %d: toolkit %02x kiln %02x\n", what, v, r, want, got);
}

static void compare(double d) {
  for (int r = 0; r < 2; ++r) {
    report("e2m3", d, r, __nv_cvt_double_to_fp6(d, __NV_E2M3, kRound[r]),
           kiln___internal_kiln_double_to_mx(d, 3, 1, 0x1FU, 5U, kRound[r]));
    report("e3m2", d, r, __nv_cvt_double_to_fp6(d, __NV_E3M2, kRound[r]),
           kiln___internal_kiln_double_to_mx(d, 2, 3, 0x1FU, 5U, kRound[r]));
    report("e2m1", d, r, __nv_cvt_double_to_fp4(d, __NV_E2M1, kRound[r]),
           kiln___internal_kiln_double_to_mx(d, 1, 1, 0x7U, 3U, kRound[r]));
  }
}

int main() {
  for (unsigned long long u = 0; u < (1ull << 32); u += 53) {
    unsigned int b = (unsigned int)u;
    float f;
    memcpy(&f, &b, 4);
    compare(f);
  }
  const double edges[] = {0.0, 1.0 / 64, 1.0 / 32, 3.0 / 64, 1.0 / 16, 0.0625 + 1e-9, 0.125, 0.25, 0.25 + 1e-12,
                          0.375, 0.5, 0.75, 1.0, 1.25, 5.0, 6.0, 6.0 + 1e-9, 7.0, 7.25, 7.5, 7.75, 8.0, 26.0,
                          28.0, 28.5, 30.0, 32.0, 1e300, 1e-300, 4.9e-324};
  for (double e : edges) {
    compare(e);
    compare(-e);
  }
  unsigned long long inf = 0x7FF0000000000000ull, nan = 0x7FF8000000000001ull, nnan = 0xFFF0000000000001ull;
  double d;
  memcpy(&d, &inf, 8);
  compare(d);
  compare(-d);
  memcpy(&d, &nan, 8);
  compare(d);
  memcpy(&d, &nnan, 8);
  compare(d);
  srand(1);
  for (int k = 0; k < 20000000; ++k) {
    unsigned long long bits = ((unsigned long long)rand() << 33) ^ ((unsigned long long)rand() << 11) ^ rand();
    unsigned long long exponent = (k % 11 == 0) ? (unsigned long long)(rand() % 2047) : 1023 - 12 + (rand() % 20);
    bits = (bits & 0x800FFFFFFFFFFFFFull) | (exponent << 52);
    if (k & 1)
      bits &= ~((1ull << (rand() % 52)) - 1);
    memcpy(&d, &bits, 8);
    compare(d);
  }
  for (int x = 0; x < 64; ++x) {
    report("e2m3 code", x, 0, __nv_cvt_fp6_to_halfraw((unsigned char)x, __NV_E2M3).x,
           kiln___internal_kiln_mx_to_half_bits((unsigned)x, 3, 2, 1));
    report("e3m2 code", x, 0, __nv_cvt_fp6_to_halfraw((unsigned char)x, __NV_E3M2).x,
           kiln___internal_kiln_mx_to_half_bits((unsigned)x, 2, 3, 3));
  }
  for (int x = 0; x < 16; ++x)
    report("e2m1 code", x, 0, __nv_cvt_fp4_to_halfraw((unsigned char)x, __NV_E2M1).x,
           kiln___internal_kiln_mx_to_half_bits((unsigned)x, 1, 2, 1));
  printf("%ld checks, %ld mismatches\n", checks, mismatches);
  return mismatches != 0;
}
