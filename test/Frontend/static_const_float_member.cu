// GCC's extension that nvcc takes silently: a static const data member of
// floating type initialised in its class (`static const float scale = 0.5f;`,
// common in older CUDA code's parameter structs). Only integral and enum
// members may be, by the standard, and Clang's error for the rest is a
// diagnostic kilnc turns off; the member is then a constant, as in GCC.
// RUN: kilnc %s --emit=mlir 2>%t.err | FileCheck %s
// RUN: count 0 < %t.err
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Tuning {
  static const float scale = 0.5f;
  static const double eps = 1e-9;
};

template <class P> __device__ float apply(float v) { return v * P::scale + static_cast<float>(P::eps); }

// The members fold to constants (no load of an undefined symbol).
// CHECK-LABEL: func.func @_Z5scalePf(
// CHECK-LABEL: func.func private @_Z5applyI6TuningEff(
// CHECK: %[[S:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: arith.mulf %{{.*}}, %[[S]] : f32
// CHECK: arith.constant 9.99999971E-10 : f32
__global__ void scale(float *o) { o[threadIdx.x] = apply<Tuning>(o[threadIdx.x]); }
