// A product fuses into an fma only where nvcc's NVVM fuses it: every user an
// add, at most four. Other products stay `mul.f32` (no .rn: ptxas may still
// fuse them, as it does nvcc's) next to their add/sub. NVPTX's selection
// alone fused `p - p` into fma(a, b, -p): the product's rounding error
// instead of 0, -inf instead of NaN where p overflowed (fp16_nan_inf_census
// gave other NaN counts than nvcc).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
#include <cuda_fp16.h>

// CHECK-LABEL: .entry self_difference(
// CHECK-NOT: fma
// CHECK: mul.f32 [[P:%r[0-9]+]],
// CHECK: sub.f32
// CHECK: mul.f32
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void self_difference(float *out, const float *a, const float *b) {
  int i = threadIdx.x;
  float p = a[i] * b[i];
  out[i] = p * (p - p);
}

// The product is also stored: nvcc keeps mul + add.
// CHECK-LABEL: .entry product_also_stored(
// CHECK-NOT: fma
// CHECK: mul.f32
// CHECK: add.f32
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void product_also_stored(float *out, const float *a, const float *b, const float *c) {
  int i = threadIdx.x;
  float p = a[i] * b[i];
  out[i] = p + c[i];
  out[i + 256] = p;
}

// Two adds: both fuse, as nvcc's.
// CHECK-LABEL: .entry two_adds(
// CHECK: fma.rn.f32
// CHECK: fma.rn.f32
// CHECK-NOT: mul.f32
// CHECK: ret;
extern "C" __global__ void two_adds(float *out, const float *a, const float *b, const float *c) {
  int i = threadIdx.x;
  float p = a[i] * b[i];
  out[i] = p + c[i];
  out[i + 256] = p + c[i + 256];
}

// Five adds: one product, five adds.
// CHECK-LABEL: .entry five_adds(
// CHECK-NOT: fma
// CHECK-COUNT-5: add.f32
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void five_adds(float *out, const float *a, const float *b, const float *c) {
  int i = threadIdx.x;
  float p = a[i] * b[i];
  for (int k = 0; k < 5; ++k) out[i + 256 * k] = p + c[i + 256 * k];
}

// A subtraction (c - a*b, a*b - c) is ptxas's to fuse, in double too.
// CHECK-LABEL: .entry subtractions(
// CHECK-NOT: fma
// CHECK: mul.f64
// CHECK: sub.f64
// CHECK: mul.f64
// CHECK: sub.f64
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void subtractions(double *out, const double *a, const double *b, const double *c) {
  int i = threadIdx.x;
  out[i] = c[i] - a[i] * b[i];
  out[i + 256] = a[i + 256] * b[i + 256] - c[i + 256];
}

// A dot product still accumulates in fmas (the same four instructions as nvcc).
// CHECK-LABEL: .entry dot4(
// CHECK: mul.f32
// CHECK-COUNT-3: fma.rn.f32
// CHECK: add.f32
// CHECK: ret;
extern "C" __global__ void dot4(float *out, const float4 *a, const float4 *b) {
  int i = threadIdx.x;
  float4 x = a[i], y = b[i];
  out[i] = x.x * y.x + x.y * y.y + x.z * y.z + x.w * y.w + out[i];
}

// __hmul2 then __hsub2 of the product with itself (the census kernel's probe).
// CHECK-LABEL: .entry half2_probe(
// CHECK-NOT: fma
// CHECK: mul.f16x2
// CHECK: sub.f16x2
// CHECK: mul.f16x2
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void half2_probe(__half2 *out, const __half2 *g, float scale) {
  int i = threadIdx.x;
  __half2 scaled = __hmul2(g[i], __float2half2_rn(scale));
  out[i] = __hmul2(scaled, __hsub2(scaled, scaled));
}

// `x - y * C` with the product used once and C used nowhere else in the block
// (negating it is free): nvcc fuses fma(y, -C, x); also written as
// `x + y * -C` (which LLVM turns into the sub) and through a product of
// products, `x - (C * y) * z`: nvcc's mul(y, -C) then fma. Kept as mul + sub,
// as nvcc keeps them: a variable factor, the product as the minuend, a second
// use of the product, a constant that another product in the block uses, and
// 2.0 (nvcc adds y + y, then subtracts).
// CHECK-LABEL: .entry sub_constant_product(
// CHECK: fma.rn.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0fC0C00000, %r{{[0-9]+}};
// CHECK: fma.rn.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0fC0A00000, %r{{[0-9]+}};
// CHECK: mul.f32 [[M:%r[0-9]+]], %r{{[0-9]+}}, 0fC0E00000;
// CHECK: fma.rn.f32 %r{{[0-9]+}}, [[M]], %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: fma.rn.f64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 0dC018000000000000, %rd{{[0-9]+}};
// CHECK: ret;
extern "C" __global__ void sub_constant_product(float *out, double *outd, const float *a, const float *b,
                                                const float *c, const double *d) {
  int i = threadIdx.x;
  out[i] = c[i] - a[i] * 6.0f;
  out[i + 256] = c[i + 256] + a[i + 256] * -5.0f;
  out[i + 512] = c[i + 512] - 7.0f * a[i + 512] * b[i];
  outd[i] = d[i] - d[i + 256] * 6.0;
}

// CHECK-LABEL: .entry sub_kept(
// CHECK-NOT: fma
// CHECK: ret;
extern "C" __global__ void sub_kept(float *out, const float *a, const float *b, const float *c) {
  int i = threadIdx.x;
  out[i] = c[i] - a[i] * b[i];             // no constant factor
  out[i + 256] = a[i] * 6.0f - c[i];       // the product is the minuend
  float m = b[i] * 5.0f;                   // the product has two uses
  out[i + 512] = c[i] - m;
  out[i + 768] = m;
  out[i + 1024] = c[i + 1024] - a[i + 1024] * 6.0f; // 6.0f has another user
  out[i + 1280] = c[i + 1280] - a[i + 1280] * 2.0f; // y * 2 is y + y to nvcc
}
