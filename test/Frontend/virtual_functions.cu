// Virtual functions in device code (CGVirtual.cpp): one read-only vtable per
// class, named and laid out as the Itanium ABI (and nvcc) has it; every
// constructor stores its class's address point once the bases are built; a
// call that dispatches loads the vptr and the method's slot and calls
// through it; a call Clang can devirtualize, or that names its class, is
// direct.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// Virtual bases are refused (several polymorphic bases work: multiple_inheritance.cu).

struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual float scale() const { return 1.0f; }
};
struct Square : Shape {
  float s;
  __device__ Square(float s) : s(s) {}
  __device__ float area() const override { return s * s; }
};
struct Circle : Shape {
  float r;
  __device__ explicit Circle(float r) : r(r) {}
  __device__ float area() const override { return 3.0f * r * r; }
  __device__ float scale() const override { return 2.0f; }
};
// A class deriving from a derived class keeps one vptr, at offset 0.
struct Ring final : Circle {
  float inner;
  __device__ Ring(float r, float i) : Circle(r), inner(i) {}
  __device__ float area() const override { return Circle::area() - 3.0f * inner * inner; }
};

// An abstract class with only pure virtual functions: a vtable of nulls,
// zero-initialised.
struct Pure {
  __device__ virtual float value() const = 0;
};
struct Seven : Pure {
  __device__ float value() const override { return 7.0f; }
};
// CHECK-DAG: simt.global global @_ZTV4Pure : !llvm.array<3 x !simt.ptr<i8, generic>> {alignment = 8 : i64}
// CHECK-DAG: simt.global global @_ZTV5Seven : !llvm.array<3 x !simt.ptr<i8, generic>> = [unit, unit, @_ZNK5Seven5valueEv] {alignment = 8 : i64, readonly}

// Offset-to-top and RTTI slots are null; a pure virtual function's slot too.
// The two destructor slots (complete, deleting) both hold the complete
// destructor: `delete` calls it, then frees.
// CHECK-DAG: simt.global global @_ZTV5Shape : !llvm.array<6 x !simt.ptr<i8, generic>> = [unit, unit, @_ZN5ShapeD1Ev, @_ZN5ShapeD1Ev, unit, @_ZNK5Shape5scaleEv] {alignment = 8 : i64, readonly}
// CHECK-DAG: simt.global global @_ZTV6Square : !llvm.array<6 x !simt.ptr<i8, generic>> = [unit, unit, @_ZN6SquareD1Ev, @_ZN6SquareD1Ev, @_ZNK6Square4areaEv, @_ZNK5Shape5scaleEv] {alignment = 8 : i64, readonly}
// CHECK-DAG: simt.global global @_ZTV6Circle : !llvm.array<6 x !simt.ptr<i8, generic>> = [unit, unit, @_ZN6CircleD1Ev, @_ZN6CircleD1Ev, @_ZNK6Circle4areaEv, @_ZNK6Circle5scaleEv] {alignment = 8 : i64, readonly}
// CHECK-DAG: simt.global global @_ZTV4Ring : !llvm.array<6 x !simt.ptr<i8, generic>> = [unit, unit, @_ZN4RingD1Ev, @_ZN4RingD1Ev, @_ZNK4Ring4areaEv, @_ZNK6Circle5scaleEv] {alignment = 8 : i64, readonly}
// PTX-DAG: .global .align 8 .u64 _ZTV6Square[6] = {0, 0, _ZN6SquareD1Ev, _ZN6SquareD1Ev, _ZNK6Square4areaEv, _ZNK5Shape5scaleEv};

// A dispatching call: the vptr, the method's slot counted from the address
// point (the destructors 0 and 1, area 2, scale 3), call_indirect.
// CHECK-LABEL: func.func @areas(
// CHECK: %[[VP:.*]] = simt.load %{{.*}} : !simt.ptr<!simt.ptr<i8, generic>, generic> -> !simt.ptr<i8, generic>
// CHECK: %[[SL:.*]] = simt.ptr_cast %[[VP]]
// CHECK: %[[C2:.*]] = arith.constant 2 : i64
// CHECK: simt.ptr_add %[[SL]], %[[C2]]
// CHECK: call_indirect
// CHECK: arith.constant 3 : i64
// CHECK: call_indirect
// `delete s`: the destructor through slot 0, then free.
// CHECK: arith.constant 0 : i64
// CHECK: call_indirect
// CHECK: call @free(
// PTX-LABEL: .entry areas(
// PTX: call (retval0), %rd{{[0-9]+}}, (param0), prototype_{{[0-9]+}};
extern "C" __global__ void areas(float *out, const int *kind, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Shape *s;
  if (kind[i] == 0)
    s = new Square(i);
  else if (kind[i] == 1)
    s = new Circle(i);
  else
    s = new Ring(i, 0.5f);
  Pure *p = new Seven;
  out[i] = s->area() * s->scale() + p->value();
  delete s;
}

// Known dynamic types and qualified calls need no vtable load.
// CHECK-LABEL: func.func @known(
// CHECK-NOT: call_indirect
// CHECK: return
extern "C" __global__ void known(float *out, Circle *c, Ring *r) {
  Square q(2.0f);
  out[0] = q.area();              // a local object: its own class's
  out[1] = c->Circle::scale();    // named class
  out[2] = r->area();             // Ring is final
}

// The constructor stores the address point (slot 2) after the base's
// constructor has stored its own.
// CHECK-LABEL: func.func private @_ZN4RingC1Eff(
// CHECK: call @_ZN6CircleC1Ef(
// CHECK: %[[TV:.*]] = simt.addressof @_ZTV4Ring
// CHECK: %[[SLOTS:.*]] = simt.ptr_cast %[[TV]]
// CHECK: %[[TWO:.*]] = arith.constant 2 : i64
// CHECK: simt.ptr_add %[[SLOTS]], %[[TWO]]
// CHECK: simt.store %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, !simt.ptr<!simt.ptr<i8, generic>, generic>
// Then the member initializers.
// CHECK: simt.member_ptr %arg0[1]

