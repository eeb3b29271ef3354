// <cuda_fp8.h> is Kiln's own (compiler/headers/kiln/std): on sm_89+ the
// satfinite conversions and FP8 -> half are the hardware's cvt (simt.intrinsic
// of the NVVM conversion intrinsics; PTX ISA 8.1 on sm_89, where they need it),
// elsewhere and for __NV_NOSAT exact integer code (test/Headers/cuda_fp8_software.test).
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s --check-prefix=HW
// RUN: kilnc %s --arch=sm_80 --emit=mlir -o - | FileCheck %s --check-prefix=SW
// RUN: kilnc %s --arch=sm_89 -o %t89.ptx && FileCheck %s --check-prefix=PTX89 < %t89.ptx
// RUN: kilnc %s --arch=sm_90 -o %t90.ptx && FileCheck %s --check-prefix=PTX90 < %t90.ptx
// RUN: kilnc %s --arch=sm_80 -o %t80.ptx && FileCheck %s --check-prefix=PTX80 < %t80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t89.ptx -o /dev/null && %ptxas -arch=sm_90 %t90.ptx -o /dev/null && %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_fp8.h>

static_assert(sizeof(__nv_fp8_e4m3) == 1 && alignof(__nv_fp8_e4m3) == 1, "");
static_assert(sizeof(__nv_fp8x2_e5m2) == 2 && alignof(__nv_fp8x2_e5m2) == 2, "");
static_assert(sizeof(__nv_fp8x4_e4m3) == 4 && alignof(__nv_fp8x4_e4m3) == 4, "");

// HW-LABEL: func.func @_Z5castsPKfP13__nv_fp8_e4m3P13__nv_fp8_e5m2PfPhP6__half(
// SW-LABEL: func.func @_Z5castsPKfP13__nv_fp8_e4m3P13__nv_fp8_e5m2PfPhP6__half(
// SW-NOT: simt.intrinsic "llvm.nvvm.{{[a-z0-9.]*}}e{{[45]}}m
// PTX89: .version 8.1
// PTX89: cvt.rn.satfinite.e4m3x2.f32
// PTX90: .version 7.8
// PTX90-DAG: cvt.rn.satfinite.e4m3x2.f32
// PTX90-DAG: cvt.rn.satfinite.e5m2x2.f32
// PTX90-DAG: cvt.rn.f16x2.e4m3x2
// PTX90-DAG: cvt.rn.f16x2.e5m2x2
// PTX80-NOT: {{e4m3x2|e5m2x2}}
__global__ void casts(const float *in, __nv_fp8_e4m3 *o4, __nv_fp8_e5m2 *o5, float *back,
                      unsigned char *nosat, __half *h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i];
  o4[i] = __nv_fp8_e4m3(x);
  o5[i] = __nv_fp8_e5m2(x);
  back[i] = float(o4[i]) + float(o5[i]) + (int)o4[i] + (float)(bool)o5[i];
  nosat[i] = __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3) ^ __nv_cvt_double_to_fp8(x, __NV_NOSAT, __NV_E5M2);
  __half2 hh = __half2(__nv_fp8x2_e4m3(make_float2(x, -x)));
  h[i] = __hadd(__low2half(hh), __high2half(hh));
}
// The satfinite float casts: one cvt of the value and 0 (the high byte).
// HW-DAG: simt.intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"
// HW-DAG: simt.intrinsic "llvm.nvvm.ff.to.e5m2x2.rn"
// HW-DAG: simt.intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"
// HW-DAG: simt.intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"

// Packed forms and the other source types.
__global__ void packed(const float4 *in, __nv_fp8x4_e5m2 *o, const __half2 *h, __nv_fp8x2_e4m3 *oh,
                       const __nv_bfloat162 *b, __nv_fp8x2_e5m2 *ob, float4 *back) {
  int i = threadIdx.x;
  o[i] = __nv_fp8x4_e5m2(in[i]);
  oh[i] = __nv_fp8x2_e4m3(h[i]);
  ob[i] = __nv_fp8x2_e5m2(b[i]);
  back[i] = float4(__nv_fp8x4_e4m3(h[i], h[i + 1]));
}
// HW-DAG: simt.intrinsic "llvm.nvvm.f16x2.to.e4m3x2.rn"
