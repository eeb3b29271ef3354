// <cuda_fp6.h> and <cuda_fp4.h> are Kiln's own (compiler/headers/kiln/std): the OCP MX
// formats E2M3, E3M2 and E2M1 with the toolkit's names, sizes, constructors (round to
// nearest even) and conversions, in integer code on every target kilnc has (their cvt is
// sm_100's); the results are compared with the toolkit's in
// test/Headers/cuda_fp6_fp4_software.test.
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t90.ptx && FileCheck %s --check-prefix=PTX < %t90.ptx
// RUN: kilnc %s --arch=sm_80 -o %t80.ptx && FileCheck %s --check-prefix=PTX < %t80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t90.ptx -o /dev/null && %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_fp4.h>
#include <cuda_fp6.h>

static_assert(sizeof(__nv_fp4_e2m1) == 1 && sizeof(__nv_fp4x2_e2m1) == 1, "one byte holds a pair");
static_assert(sizeof(__nv_fp4x4_e2m1) == 2 && alignof(__nv_fp4x4_e2m1) == 2, "");
static_assert(sizeof(__nv_fp6_e2m3) == 1 && sizeof(__nv_fp6x2_e3m2) == 2, "one byte a value");
static_assert(sizeof(__nv_fp6x4_e2m3) == 4 && alignof(__nv_fp6x4_e2m3) == 4, "");

// PTX-NOT: e2m1x2
// PTX-NOT: e2m3x2
// PTX-NOT: e3m2x2
// CHECK-LABEL: func.func @_Z8quantizePK6float4P15__nv_fp4x4_e2m1P15__nv_fp6x4_e3m2PhPS_(
// CHECK: call @_ZN15__nv_fp4x4_e2m1C1E6float4(
// CHECK: call @_ZN15__nv_fp6x4_e3m2C1E6float4(
// CHECK: call @_ZL21__nv_cvt_float_to_fp4f25__nv_fp4_interpretation_t13cudaRoundMode(
// CHECK: call @_ZL21__nv_cvt_float_to_fp6f25__nv_fp6_interpretation_t13cudaRoundMode(
// CHECK: call @_ZNK15__nv_fp4x4_e2m1cv6float4Ev(
__global__ void quantize(const float4 *in, __nv_fp4x4_e2m1 *q4, __nv_fp6x4_e3m2 *q6, unsigned char *rz,
                         float4 *back) {
  int i = threadIdx.x;
  q4[i] = __nv_fp4x4_e2m1(in[i]);
  q6[i] = __nv_fp6x4_e3m2(in[i]);
  rz[i] = __nv_cvt_float_to_fp4(in[i].x, __NV_E2M1, cudaRoundZero) |
          (__nv_cvt_float_to_fp6(in[i].y, __NV_E2M3, cudaRoundZero) << 2);
  back[i] = float4(q4[i]);
}

// Scalars from the other source types, and back to float, half and integers.
// CHECK-LABEL: func.func @_Z7scalarsPK6__halfP13__nv_bfloat16PfPi(
// CHECK: call @_ZN13__nv_fp4_e2m1C1E6__half(
// CHECK: call @_ZN13__nv_fp6_e2m3C1E13__nv_bfloat16(
__global__ void scalars(const __half *h, __nv_bfloat16 *b, float *f, int *n) {
  int i = threadIdx.x;
  __nv_fp4_e2m1 a(h[i]);
  __nv_fp6_e2m3 c(b[i]);
  f[i] = float(a) + float(c) + float(__nv_fp6_e3m2(i)) + __half2float(__half(__nv_fp4_e2m1(2.5)));
  n[i] = int(c) + (unsigned char)a + (bool)__nv_fp6_e3m2(-0.0f);
  b[i] = __nv_bfloat16(__nv_fp4_e2m1(f[i]));
}
