// Loads and stores of a member carry the alignment C++ guarantees for it:
// the record's, reduced by the field offset (clang's rule). `p[i].x` with a
// float2 *p is 8-aligned, so LLVM pairs .x and .y into one ld.v2, as nvcc
// does (Black-Scholes in the real-style corpus had six scalar loads where
// nvcc has three ld.global.nc.v2.f32).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// CHECK-LABEL: func.func @pairs(
// CHECK: simt.load invariant %{{.*}} {alignment = 8 : i64} : !simt.ptr<f32, global> -> f32
// CHECK: simt.load invariant %{{.*}} {alignment = 8 : i64} : !simt.ptr<f32, global> -> f32
// CHECK: simt.load invariant %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.store %{{.*}} {alignment = 16 : i64} : f32, !simt.ptr<f32, global>
// PTX-LABEL: .entry pairs(
// PTX: ld.global.nc.v2.b32
// PTX: ld.global.nc.v2.b32
// PTX-NOT: ld.global.nc.b32
// PTX: ret;
struct alignas(16) Quad {
  float a, b, c, d;
};
extern "C" __global__ void pairs(const float2* __restrict__ p, const float2* __restrict__ q, Quad* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = p[i].x * q[i].x;
  float t = p[i].y + q[i].y;
  out[i].a = s;
  out[i].b = t;
}
