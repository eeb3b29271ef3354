// The bits of a floating-point value narrowed as an integer go through a
// `mov` first. NVPTX keeps floats in untyped .b32/.b64 registers, and ptxas
// types a register by the instruction that wrote it: `add.f32 %r4, ...;
// st.global.b8 [..], %r4;` became F2IP.U8.F32 on the H200 (1.0f's low byte
// stored as 1). nvcc's PTX moves the value to an integer register first; so
// does Kiln's (ptxas coalesces the mov: no SASS instruction). A float stored
// whole, or its bits shifted first, needs no mov.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O0 -o %t0.ptx
// RUN: FileCheck %s --check-prefix=O0 < %t0.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t0.ptx -o /dev/null %}

#include <cuda_fp16.h>

// CHECK-LABEL: .entry float_bytes(
// CHECK: add.f32 [[F:%r[0-9]+]], {{%r[0-9]+}}, 0f3F000000;
// CHECK: mov.b32 [[B:%r[0-9]+]], [[F]];
// CHECK: st.global.b8 [{{%rd[0-9]+}}], [[B]];
// CHECK: shr.u32 [[S:%r[0-9]+]], [[F]], 8;
// CHECK: st.global.b8 [{{%rd[0-9]+}}+1], [[S]];
// O0-LABEL: .entry float_bytes(
extern "C" __global__ void float_bytes(const float *in, unsigned char *out) {
  int t = threadIdx.x;
  float f = in[t] + 0.5f;
  const unsigned char *raw = (const unsigned char *)&f;
  for (int i = 0; i < 4; ++i)
    out[4 * t + i] = raw[i];
}

// CHECK-LABEL: .entry float_low_half(
// CHECK: mul.f32 [[F:%r[0-9]+]],
// CHECK: mov.b32 [[B:%r[0-9]+]], [[F]];
// CHECK: st.global.b16 [{{%rd[0-9]+}}], [[B]];
union FloatHalves {
  float f;
  unsigned short h[2];
};
extern "C" __global__ void float_low_half(const float *in, unsigned short *out) {
  FloatHalves u;
  u.f = in[threadIdx.x] * 3.0f;
  out[threadIdx.x] = u.h[0];
}

// CHECK-LABEL: .entry double_low_word(
// CHECK: mul.f64 [[D:%rd[0-9]+]],
// CHECK: mov.b64 [[B:%rd[0-9]+]], [[D]];
// CHECK: st.global.b32 [{{%rd[0-9]+}}], [[B]];
extern "C" __global__ void double_low_word(const double *in, unsigned *out) {
  double d = in[threadIdx.x] * 1.5;
  unsigned long long bits;
  memcpy(&bits, &d, sizeof bits);
  out[threadIdx.x] = (unsigned)bits;
}

// CHECK-LABEL: .entry half_low_byte(
// CHECK: cvt.rn.f16.f32 [[H:%rs[0-9]+]],
// CHECK: mov.b16 [[B:%rs[0-9]+]], [[H]];
// CHECK: st.global.b8 [{{%rd[0-9]+}}], [[B]];
extern "C" __global__ void half_low_byte(const float *in, unsigned char *out) {
  __half h = __float2half(in[threadIdx.x]);
  out[threadIdx.x] = ((const unsigned char *)&h)[0];
}

// Stored whole or shifted first: no mov.
// CHECK-LABEL: .entry float_whole_and_high_byte(
// CHECK: add.f32 [[F:%r[0-9]+]],
// CHECK-NOT: mov.b32
// CHECK: st.global.b32 [{{%rd[0-9]+}}], [[F]];
// CHECK: ret;
extern "C" __global__ void float_whole_and_high_byte(const float *in, unsigned *whole, unsigned char *top) {
  float f = in[threadIdx.x] + 1.0f;
  unsigned bits;
  memcpy(&bits, &f, 4);
  whole[threadIdx.x] = bits;
  top[threadIdx.x] = (unsigned char)(bits >> 24);
}

// A float field of a packed struct: the store, aligned to 1, is split by the
// backend into byte stores of the float register itself (realcode
// packed_wire_records_pragma_pack: the low byte of `scaled` was stored as
// F2I of the float, 0 where nvcc's PTX stores the bits).
// CHECK-LABEL: .entry packed_float_field(
// CHECK: mul.f32 [[F:%r[0-9]+]], {{%r[0-9]+}}, 0f3F000000;
// CHECK: mov.b32 [[B:%r[0-9]+]], [[F]];
// CHECK: st.global.b8 [{{%rd[0-9]+}}+1], [[B]];
// O0-LABEL: .entry packed_float_field(
// O0: mov.b32
// O0: st.global.b8
struct __attribute__((packed)) PackedOut {
  unsigned char kind;
  float scaled;
};
extern "C" __global__ void packed_float_field(const float *in, PackedOut *out) {
  int t = threadIdx.x;
  out[t].kind = 1;
  out[t].scaled = in[t] * 0.5f;
}
