// cuRAND's Sobol32/Sobol64 and scrambled quasirandom generators in Kiln's <curand_kernel.h>
// (unavailable before): curand_init from the host's direction vectors (with a scramble
// constant), curand (a Gray-code step: the direction vector at the lowest zero bit of the
// index, found with __ffs / __ffsll as cuRAND's device code), skipahead, and the inverse-CDF
// curand_normal(_double) / curand_log_normal(_double) through erfcinv. The integer streams are
// cuRAND's bit for bit (test/Headers/curand_sequences.test).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <curand_kernel.h>

// CHECK-LABEL: .entry _Z11sobol_drawsPA32_jPA64_yPfPd(
// CHECK-DAG: xor.b32
// CHECK-DAG: xor.b64
// CHECK-NOT: call
// CHECK: ret;
__global__ void sobol_draws(curandDirectionVectors32_t *dv, curandDirectionVectors64_t *dv64, float *out,
                            double *dout) {
  int id = threadIdx.x;
  curandStateSobol32_t s;
  curand_init(dv[id % 4], 100 + id, &s);
  curandStateScrambledSobol32_t ss;
  curand_init(dv[id % 4], 0x1234u, 7u, &ss);
  curandStateSobol64_t s64;
  curand_init(dv64[id % 4], 1ull << 40, &s64);
  curandStateScrambledSobol64_t ss64;
  curand_init(dv64[id % 4], 0xABCDull, 5ull, &ss64);
  skipahead(3u, &s);
  skipahead(9ull, &ss64);
  out[id] = curand_uniform(&s) + curand_normal(&ss) + curand_log_normal(&s64, 0.f, 1.f) + curand_uniform(&ss64);
  dout[id] = curand_normal_double(&s) + curand_uniform_double(&s64) + curand_log_normal_double(&ss, 0.0, 0.5) +
             (double)curand(&ss64);
}
