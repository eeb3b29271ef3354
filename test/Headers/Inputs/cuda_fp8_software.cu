// Kiln's software FP8 conversions (Inputs: kiln_fp8.inc, extracted from
// compiler/headers/kiln/std/cuda_fp8.h) against the toolkit's, on the host:
// double -> E4M3/E5M2 with and without saturation for one float bit pattern in 97
// and 20M random doubles (ties and sticky bits below float precision made
// likely), and every FP8 code -> half.
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
#define __double_as_longlong host_double_as_longlong
#include "kiln_fp8.inc"

static long checks = 0, mismatches = 0;
static void compare(double d) {
  for (int sat = 0; sat < 2; ++sat)
    for (int in = 0; in < 2; ++in) {
      unsigned char want = __nv_cvt_double_to_fp8(d, (__nv_saturation_t)sat, (__nv_fp8_interpretation_t)in);
      unsigned char got = kiln___nv_cvt_double_to_fp8(d, (__nv_saturation_t)sat, (__nv_fp8_interpretation_t)in);
      ++checks;
      if (want != got && mismatches++ < 20)
        printf("double %a saturate %d interpretation %d: toolkit %02x kiln %02x\n", d, sat, in, want, got);
    }
}

int main() {
  for (unsigned long long u = 0; u < (1ull << 32); u += 97) {
    unsigned int b = (unsigned int)u;
    float f;
    memcpy(&f, &b, 4);
    compare(f);
  }
  srand(1);
  for (int k = 0; k < 20000000; ++k) {
    unsigned long long bits = ((unsigned long long)rand() << 33) ^ ((unsigned long long)rand() << 11) ^ rand();
    unsigned long long exponent = 1023 - 30 + (rand() % 50);
    bits = (bits & 0x800FFFFFFFFFFFFFull) | (exponent << 52);
    if (k & 1)
      bits &= ~((1ull << (rand() % 52)) - 1);
    double d;
    memcpy(&d, &bits, 8);
    compare(d);
  }
  for (int x = 0; x < 256; ++x)
    for (int in = 0; in < 2; ++in) {
      unsigned short want = __nv_cvt_fp8_to_halfraw((unsigned char)x, (__nv_fp8_interpretation_t)in).x;
      unsigned short got = kiln___internal_fp8_to_half_bits((unsigned char)x, in == 1);
      ++checks;
      if (want != got && mismatches++ < 40)
        printf("fp8 %02x interpretation %d -> half: toolkit %04x kiln %04x\n", x, in, want, got);
    }
  printf("%ld checks, %ld mismatches\n", checks, mismatches);
  return mismatches != 0;
}
