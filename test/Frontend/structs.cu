// RUN: kilnc %s --emit=mlir | FileCheck %s
// Structs are packed !llvm.struct with explicit padding at the host ABI's
// offsets (static_asserts pin the host layout).
struct Params {
  char c;      // 0
  double d;    // 8
  int i;       // 16
  float f[3];  // 20
  bool b;      // 32
};             // size 40, align 8
static_assert(sizeof(Params) == 40 && alignof(Params) == 8, "host layout");
static_assert(__builtin_offsetof(Params, f) == 20, "host layout");
struct __align__(16) Vec { float x, y; };
static_assert(sizeof(Vec) == 16, "aligned");
struct Base { int a; short s; };
struct Derived : Base { char tail; };
static_assert(sizeof(Derived) == 12, "tail after base padding");

// CHECK-LABEL: func.func @_Z5readsPf6Params3Vec7Derived(
// CHECK-SAME: !llvm.struct<"struct.Params", packed (i8, array<7 x i8>, f64, i32, array<3 x f32>, i8, array<7 x i8>)> {simt.param_align = 8 : i64, simt.param_type = "struct.Params"}
// CHECK-SAME: !llvm.struct<"struct.Vec", packed (f32, f32, array<8 x i8>)> {simt.param_align = 16 : i64
// CHECK-SAME: !llvm.struct<"struct.Derived", packed (struct<"struct.Base", packed (i32, i16, array<2 x i8>)>, i8, array<3 x i8>)>
// CHECK: simt.member_ptr %{{.*}}[2]
// CHECK: simt.member_ptr %{{.*}}[4]
// CHECK: simt.member_ptr %{{.*}}[0]
// CHECK: simt.member_ptr %{{.*}}[1]
__global__ void reads(float *out, Params p, Vec v, Derived dd) {
  out[0] = p.d + p.f[2] + v.y + dd.a + dd.tail + (p.b ? 1 : 0);
}

// Methods, constructors and copies.
struct Acc {
  float sum = 0;
  int n;
  __device__ Acc(int start) : n(start) {}
  __device__ void add(float v) { sum += v; ++n; }
  __device__ float mean() const { return sum / n; }
};
// CHECK-LABEL: func.func @methods(
// CHECK: call @_ZN3AccC1Ei(
// CHECK: call @_ZN3Acc3addEf(
// CHECK: call @_ZNK3Acc4meanEv(
// CHECK: func.func private @_ZN3AccC1Ei(
extern "C" __global__ void methods(float *x, Params *ps) {
  Acc a(1);
  a.add(x[threadIdx.x]);
  Params copy = ps[threadIdx.x];
  copy.i += 1;
  ps[0] = copy;
  x[0] = a.mean() + copy.i;
}
