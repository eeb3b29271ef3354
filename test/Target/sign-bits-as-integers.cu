// Sign-bit masks on a float's bits stay integer ops (compiler/LLVMIR/SignBitsAsIntegers.cpp).
// InstCombine turns `bits & 0x7fffffff` and `bits ^ 0x80000000` of a float into fabs/fneg,
// which NVPTX emits as abs.f32/neg.f32: those return a canonical NaN for a NaN input, so a
// NaN's payload was lost where nvcc's and.b32 keeps it (realcode packed_wire_records_pragma_pack
// on the GPU). fabsf() itself stays abs.f32, as in nvcc's PTX.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 -O3 %s -o %t.nvcc.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=NVCC < %t.nvcc.ptx %}

// CHECK-LABEL: .entry magnitude_bits(
// CHECK-NOT: abs.f32
// CHECK: and.b32 {{.*}}, 2147483647;
// CHECK-NOT: abs.f32
// CHECK: ret;
// NVCC-LABEL: .entry magnitude_bits(
// NVCC: and.b32 {{.*}}, 2147483647;
extern "C" __global__ void magnitude_bits(const float *x, unsigned *out) {
  int i = threadIdx.x;
  out[i] = __float_as_uint(x[i]) & 0x7fffffffu;
}

// The same bits stored as a float (InstCombine folds the bitcast into the store).
// CHECK-LABEL: .entry magnitude_through_float(
// CHECK-NOT: abs.f32
// CHECK: and.b32 {{.*}}, 2147483647;
// CHECK-NOT: abs.f32
// CHECK: ret;
extern "C" __global__ void magnitude_through_float(const float *x, float *out) {
  int i = threadIdx.x;
  out[i] = __uint_as_float(__float_as_uint(x[i]) & 0x7fffffffu);
}

// CHECK-LABEL: .entry flip_sign_bits(
// CHECK-NOT: neg.f32
// CHECK: xor.b32 {{.*}}, -2147483648;
// CHECK-NOT: neg.f32
// CHECK: ret;
extern "C" __global__ void flip_sign_bits(const float *x, unsigned *out) {
  int i = threadIdx.x;
  out[i] = __float_as_uint(x[i]) ^ 0x80000000u;
}

// fabsf in arithmetic: abs.f32 (or |x| folded into the use), as nvcc's.
// CHECK-LABEL: .entry fabs_in_math(
// CHECK-NOT: and.b32 {{.*}}, 2147483647;
// CHECK: ret;
extern "C" __global__ void fabs_in_math(const float *x, float *out) {
  int i = threadIdx.x;
  out[i] = fabsf(x[i]) < 1.0f ? x[i] * 2.0f : 0.5f;
}
