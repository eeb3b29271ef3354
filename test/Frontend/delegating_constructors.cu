// A delegating constructor (`Range(int n) : Range(0, n, 1) {}`, also in
// libcu++'s cuda::access_property) runs the target constructor on the whole
// object, then its own body; with a dynamic class the target stores the vptr.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

struct Range {
  int lo, hi, step;
  __device__ Range(int l, int h, int s) : lo(l), hi(h), step(s) {}
  __device__ explicit Range(int n) : Range(0, n, 1) { step += 1; }
  __device__ Range() : Range(8) {}
};

struct Shape {
  float scale;
  __device__ Shape(float s) : scale(s) {}
  __device__ Shape() : Shape(2.0f) {}
  __device__ virtual float area() const { return scale; }
};

// The delegating constructor calls its target with the same `this`, then
// runs its body (the functions come in the order the kernel reaches them).
// CHECK-LABEL: func.func private @_ZN5RangeC1Ev(
// CHECK: call @_ZN5RangeC1Ei(
// CHECK-LABEL: func.func private @_ZN5RangeC1Ei(
// CHECK-SAME: %[[THIS:[^:]*]]: !simt.ptr
// CHECK: call @_ZN5RangeC1Eiii(%[[THIS]],
// CHECK: simt.store
// CHECK-LABEL: func.func private @_ZN5ShapeC1Ev(
// CHECK: call @_ZN5ShapeC1Ef(
extern "C" __global__ void ranges(int *out, float *f) {
  Range a, b(threadIdx.x);
  out[threadIdx.x] = a.hi * 100 + a.step * 10 + b.hi + b.step;
  Shape s;
  f[threadIdx.x] = s.area();
}
