// Inheriting constructors (`using Base::Base;`, as cuda::std::variant's bases
// and many user hierarchies write them): Sema gives the derived class a
// constructor with the base constructor's parameters, whose base initializer
// is a CXXInheritedCtorInitExpr; it calls the base constructor on the base
// subobject with the parameters as they arrived (values and references), then
// runs the derived class's own member initializers. An empty base gets the
// call on `this`.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Base {
  float a;
  int b;
  __device__ Base(float x, int y) : a(x * 2.0f), b(y + 1) {}
  __device__ explicit Base(const float2 &v) : a(v.x), b((int)v.y) {}
};
struct Derived : Base {
  using Base::Base;
  int extra = 7;
};
struct Logger {
  __device__ Logger(int *p, int v) { *p = v; }
};
struct Logged : Logger {
  using Logger::Logger;
  float w = 0.5f;
};

// CHECK-LABEL: func.func private @_ZN7DerivedCI14BaseEfi(
// CHECK-SAME: %[[THIS:[^:]*]]: !simt.ptr<!llvm.struct<"struct.Derived"{{.*}}, %[[X:[^:]*]]: f32, %[[Y:[^:]*]]: i32)
// CHECK: %[[B:.*]] = simt.member_ptr %[[THIS]][0]
// CHECK: call @_ZN4BaseC1Efi(%[[B]], %[[X]], %[[Y]])
// CHECK: %[[E:.*]] = simt.member_ptr %[[THIS]][1]
// CHECK: %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK: simt.store %[[SEVEN]], %[[E]]

// CHECK-LABEL: func.func private @_ZN7DerivedCI14BaseERK6float2(
// CHECK-SAME: %[[THIS2:[^:]*]]: !simt.ptr<{{.*}}, %[[V:[^:]*]]: !simt.ptr<!llvm.struct<"struct.float2"
// CHECK: %[[B2:.*]] = simt.member_ptr %[[THIS2]][0]
// CHECK: call @_ZN4BaseC1ERK6float2(%[[B2]], %[[V]])

// CHECK-LABEL: func.func private @_ZN6LoggedCI16LoggerEPii(
// CHECK-SAME: %[[THIS3:[^:]*]]: !simt.ptr<{{.*}}, %[[P:[^:]*]]: !simt.ptr<i32, generic>, %[[N:[^:]*]]: i32)
// CHECK: %[[L:.*]] = simt.ptr_cast %[[THIS3]] {{.*}} to !simt.ptr<!llvm.struct<"struct.Logger"
// CHECK: call @_ZN6LoggerC1EPii(%[[L]], %[[P]], %[[N]])
__global__ void inherit(float *out, int *ints, const float2 *v) {
  int t = threadIdx.x;
  Derived d(out[t], ints[t]);
  Derived e(v[t]);
  Logged g(ints + 64, t);
  out[t] = d.a + e.a + g.w;
  ints[t] = d.b + e.b + d.extra;
}
