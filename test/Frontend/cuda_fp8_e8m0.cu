// <cuda_fp8.h>'s UE8M0 scale factors (__nv_fp8_e8m0 and its pairs and quadruples): the
// constructors round up to a power of two with saturation (cudaRoundPosInf, __NV_SATFINITE, as
// the toolkit's), in integer code on every target kilnc has (the hardware cvt is sm_100's);
// the results are compared with the toolkit's in test/Headers/cuda_e8m0_software.test.
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t90.ptx && FileCheck %s --check-prefix=PTX < %t90.ptx
// RUN: kilnc %s --arch=sm_80 -o %t80.ptx && FileCheck %s --check-prefix=PTX < %t80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t90.ptx -o /dev/null && %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_fp8.h>

static_assert(sizeof(__nv_fp8_e8m0) == 1 && alignof(__nv_fp8_e8m0) == 1, "");
static_assert(sizeof(__nv_fp8x2_e8m0) == 2 && alignof(__nv_fp8x2_e8m0) == 2, "");
static_assert(sizeof(__nv_fp8x4_e8m0) == 4 && alignof(__nv_fp8x4_e8m0) == 4, "");

// PTX-NOT: ue8m0
// CHECK-LABEL: func.func @_Z6scalesPKfP13__nv_fp8_e8m0Pf(
// CHECK: call @_ZN13__nv_fp8_e8m0C1Ef(
// CHECK: call @_ZNK13__nv_fp8_e8m0cvfEv(
__global__ void scales(const float *amax, __nv_fp8_e8m0 *scale, float *back) {
  int i = threadIdx.x;
  scale[i] = __nv_fp8_e8m0(amax[i]);
  back[i] = float(scale[i]);
}

// Pairs, quadruples, the C-style conversions and the other source types.
// CHECK-LABEL: func.func @_Z6packedPK6float4P15__nv_fp8x4_e8m0PK14__nv_bfloat162P15__nv_fp8x2_e8m0PhPS_Pi(
// CHECK: call @_ZN15__nv_fp8x4_e8m0C1E6float4(
// CHECK: call @_ZN15__nv_fp8x2_e8m0C1E14__nv_bfloat162(
// CHECK: call @_ZL23__nv_cvt_double_to_e8m0d17__nv_saturation_t13cudaRoundMode(
// CHECK: call @_ZN13__nv_fp8_e8m0C1Ex(
__global__ void packed(const float4 *in, __nv_fp8x4_e8m0 *o4, const __nv_bfloat162 *b, __nv_fp8x2_e8m0 *o2,
                       unsigned char *c, float4 *back, int *ints) {
  int i = threadIdx.x;
  o4[i] = __nv_fp8x4_e8m0(in[i]);
  o2[i] = __nv_fp8x2_e8m0(b[i]);
  c[i] = __nv_cvt_float_to_e8m0(in[i].x, __NV_NOSAT, cudaRoundZero) ^
         __nv_cvt_double_to_e8m0((double)in[i].y, __NV_SATFINITE, cudaRoundZero) ^ __nv_fp8_e8m0(1000000ll).__x;
  back[i] = float4(o4[i]);
  ints[i] = int(__nv_fp8_e8m0(__nv_bfloat16(in[i].z))) + (unsigned char)__nv_fp8_e8m0(i);
}

// The constructor: SATFINITE (1) and cudaRoundPosInf (2).
// CHECK-LABEL: func.func private @_ZN13__nv_fp8_e8m0C1Ef(
// CHECK-DAG: %[[SAT:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[UP:.*]] = arith.constant 2 : i32
// CHECK: call @_ZL22__nv_cvt_float_to_e8m0f17__nv_saturation_t13cudaRoundMode(%{{.*}}, %[[SAT]], %[[UP]])
