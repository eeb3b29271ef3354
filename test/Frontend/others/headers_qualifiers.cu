// RUN: kilnc %s --emit=simt -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: count 0 < %t.err
// Typical includes and qualifiers of nvcc sources: a __noinline__ device
// function stays a call, a __host__ __device__ inline one is inlined,
// std::sqrt is the hardware square root, expf comes from libdevice.
// CHECK-LABEL: func.func @_Z1kPfj(
// CHECK-SAME: simt.param_type = "u32"
// CHECK: call @_Z1ff(%{{.*}}) {no_inline} : (f32) -> f32
// CHECK-NOT: call @_Z1gi
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: func.func private @_Z1ff(%{{.*}}: f32) -> f32 attributes {no_inline}
// Typical includes and qualifiers of nvcc sources.
#include <cuda_runtime.h>
#include <cstdint>
#include <cmath>
__device__ __noinline__ float f(float x) { return x + 1; }
__host__ __device__ inline int g(int a) { return a * 2; }
__global__ void k(float *x, uint32_t n) { x[0] = f(x[1]) + g(n) + std::sqrt(x[2]) + expf(x[3]); }
