// <curand_kernel.h> is Kiln's own (compiler/headers/kiln/std): the XORWOW and
// Philox4_32_10 generators as ordinary device code (MRG32k3a: curand_mrg32k3a.cu; Sobol: curand_sobol.cu), the jump polynomials of
// XORWOW's skip-ahead a read-only global table (ld.global.nc, as nvcc places
// `__device__ const` data), and the generators it lacks unavailable at the call.
// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t80.ptx && %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --emit=mlir -DPOISSON 2>&1 | FileCheck %s --check-prefix=POISSON
#include <curand_kernel.h>

// The tables: 16 hex digit positions x 15 digits of five-word polynomials each,
// in global memory.
// CHECK-DAG: simt.global global @__kiln_xorwow_jump_offset : !llvm.array<1200 x i32> = dense<
// CHECK-DAG: simt.global global @__kiln_xorwow_jump_sequence : !llvm.array<1200 x i32> = dense<
// PTX-DAG: .global .align 4 .b8 __kiln_xorwow_jump_sequence[4800]
// PTX-DAG: .global .align 4 .b8 __kiln_xorwow_jump_offset[4800]

// CHECK-LABEL: func.func @_Z5setupP17curandStateXORWOWy(
// CHECK: call @_ZL11curand_inityyyP17curandStateXORWOW(
// PTX-LABEL: .entry _Z5setupP17curandStateXORWOWy(
// PTX: ld.global.nc.b32
// PTX-NOT: ld.const
// PTX: ret;
__global__ void setup(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 17, &states[id]);
}

// CHECK-LABEL: func.func @_Z4drawP17curandStateXORWOWPfPd(
// CHECK: call @_ZL14curand_uniformP17curandStateXORWOW(
// CHECK: call @_ZL13curand_normalP17curandStateXORWOW(
// CHECK: call @_ZL14curand_normal2P17curandStateXORWOW(
// CHECK: call @_ZL17curand_log_normalP17curandStateXORWOWff(
// CHECK: call @_ZL21curand_uniform_doubleP17curandStateXORWOW(
// CHECK: call @_ZL20curand_normal_doubleP17curandStateXORWOW(
// CHECK: call @_ZL9skipaheadyP17curandStateXORWOW(
// CHECK: call @_ZL18skipahead_sequenceyP17curandStateXORWOW(
// CHECK: call @_ZL6curandP17curandStateXORWOW(
__global__ void draw(curandState *states, float *f, double *d) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s = states[id];
  float a = curand_uniform(&s) + curand_normal(&s);
  float2 p = curand_normal2(&s);
  f[id] = a + p.x + p.y + curand_log_normal(&s, 0.f, 1.f);
  d[id] = curand_uniform_double(&s) + curand_normal_double(&s);
  skipahead(1000, &s);
  skipahead_sequence(2, &s);
  f[id + 1] = curand(&s);
  states[id] = s;
}

// Philox: ten rounds of the two multipliers and the Weyl key schedule.
// CHECK-LABEL: func.func @_Z6philoxyP6float4P7double2(
// CHECK: call @_ZL11curand_inityyyP24curandStatePhilox4_32_10(
// CHECK: call @_ZL15curand_uniform4P24curandStatePhilox4_32_10(
// CHECK: call @_ZL14curand_normal4P24curandStatePhilox4_32_10(
// CHECK: call @_ZL21curand_normal2_doubleP24curandStatePhilox4_32_10(
__global__ void philox(unsigned long long seed, float4 *out, double2 *o2) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(seed, id, 3, &s);
  float4 u = curand_uniform4(&s);
  float4 g = curand_normal4(&s);
  out[id] = make_float4(u.x + g.x, u.y + g.y, u.z + g.z, u.w + g.w);
  o2[id] = curand_normal2_double(&s);
}
// The XORWOW step: Marsaglia's shifts 2, 1 and 4 and the Weyl constant 362437.
// CHECK-LABEL: func.func private @_ZL6curandP17curandStateXORWOW(
// CHECK-DAG: arith.constant 362437 : i32
// CHECK-DAG: arith.constant 2 : i32
// CHECK-DAG: arith.constant 4 : i32
// Skip-ahead: Horner's rule over the 160 coefficients of a jump polynomial, five
// words (from word 4 down) of 32 coefficients shifted out of the top bit.
// CHECK-LABEL: func.func private @_ZL19__kiln_xorwow_applyPKjPj(
// CHECK-DAG: arith.constant 4 : i32
// CHECK-DAG: arith.constant 31 : i32
// CHECK-DAG: arith.constant 32 : i32
// CHECK-LABEL: func.func private @_ZL20curand_Philox4x32_105uint45uint2(
// CHECK-DAG: arith.constant -766435501 : i32
// CHECK-DAG: arith.constant -845247145 : i32
// CHECK-DAG: arith.constant -1640531527 : i32
// CHECK-DAG: arith.constant -1150833019 : i32
// CHECK-DAG: arith.constant 10 : i32

#ifdef POISSON
__global__ void poisson(curandState *s, unsigned *out) {
  out[threadIdx.x] = curand_poisson(&s[threadIdx.x], 4.0);
  // POISSON: curand_kernel.cu:[[@LINE-1]]:22: error: 'curand_poisson' is unavailable: the Poisson distribution (curand_poisson) is not supported by kilnc's <curand_kernel.h>
}
#endif
