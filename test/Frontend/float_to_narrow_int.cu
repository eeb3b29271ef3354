// A float or double converted to a char or short goes through a 32-bit
// integer, as nvcc does (cvt.rzi.s32/u32 then the low bits), so a value out
// of the narrow range wraps the way it does with nvcc: (short)(1.0f * 32768)
// is -32768 and (unsigned char)70000.0f is 112. A direct conversion to the
// narrow type was cvt.rzi.s16/u16.f32, which saturates (32767, 255).
// RUN: kilnc %s --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -O3 %s -o %t.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s < %t.nvcc.ptx %}

// MLIR-LABEL: func.func @pcm16(
// MLIR: arith.fptosi %{{.*}} : f32 to i32
// MLIR: arith.trunci %{{.*}} : i32 to i16
// CHECK-LABEL: .entry pcm16(
// CHECK-NOT: cvt.rzi.s16
// CHECK: cvt.rzi.s32.f32
// CHECK: st.global.{{[bsu]}}16
extern "C" __global__ void pcm16(const float *x, short *out) {
  int i = threadIdx.x;
  out[i] = (short)(x[i] * 32768.0f);
}

// MLIR-LABEL: func.func @bytes(
// MLIR: arith.fptoui %{{.*}} : f32 to i32
// MLIR: arith.trunci %{{.*}} : i32 to i8
// MLIR: arith.fptoui %{{.*}} : f64 to i32
// MLIR: arith.trunci %{{.*}} : i32 to i16
// MLIR: arith.fptosi %{{.*}} : f32 to i32
// MLIR: arith.trunci %{{.*}} : i32 to i8
// CHECK-LABEL: .entry bytes(
// CHECK-NOT: cvt.rzi.{{[us]}}16
// CHECK: cvt.rzi.u32.f32
// CHECK: cvt.rzi.u32.f64
// CHECK: cvt.rzi.s32.f32
extern "C" __global__ void bytes(const float *x, const double *d, unsigned char *u8, unsigned short *u16, signed char *s8) {
  int i = threadIdx.x;
  u8[i] = (unsigned char)(x[i] * 300.0f);
  u16[i] = (unsigned short)(d[i] * 1e6);
  s8[i] = (signed char)(x[i] * -300.0f);
}

// 32- and 64-bit targets convert directly (the hardware saturates, as nvcc's).
// MLIR-LABEL: func.func @wide(
// MLIR: arith.fptosi %{{.*}} : f32 to i32
// MLIR-NOT: arith.trunci
// MLIR: arith.fptosi %{{.*}} : f64 to i64
extern "C" __global__ void wide(const float *x, const double *d, int *i32, long long *i64) {
  int i = threadIdx.x;
  i32[i] = (int)x[i];
  i64[i] = (long long)d[i];
}
