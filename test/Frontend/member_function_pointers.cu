// Pointers to member functions (CGMemberPointer.cpp), as the Itanium ABI
// nvcc follows has them: the pair {ptr, adj}; ptr is the function's address
// or, for a virtual function, 1 + its slot's byte offset; adj moves `this`.
// A call adjusts the object and calls ptr, or the vtable slot when ptr is
// odd; conversion to a derived class's member pointer adds the base's
// offset to adj; null is ptr == 0; == compares ptr, and adj unless null.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Ops {
  float k;
  __device__ float add(float a) const { return a + k; }
  __device__ virtual float pick(float a) const { return a; }
  __device__ virtual float twice(float a) const { return 2 * a; }
};
struct Pad {
  float pad[3];
  __device__ virtual float level() const { return pad[0]; }
};
struct Both : Pad, Ops {};

typedef float (Ops::*Op)(float) const;
typedef float (Both::*BothOp)(float) const;

// CHECK-LABEL: func.func @dispatch(
// &Ops::add: the function's address, adj 0.
// CHECK: constant @_ZNK3Ops3addEf
// CHECK: simt.ptr_to_int
// CHECK: llvm.insertvalue
// &Ops::twice: 1 + slot 1 * 8 = 9.
// CHECK: arith.constant 9 : i64
// The call: this += adj; odd ptr -> the vtable slot at ptr - 1, else ptr.
// CHECK: %[[PTR:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: %[[ADJ:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: simt.ptr_add %{{.*}}, %[[ADJ]]
// CHECK: arith.andi %[[PTR]]
// CHECK: cf.cond_br
// CHECK: arith.subi %[[PTR]]
// CHECK: simt.load
// CHECK: simt.int_to_ptr %[[PTR]]
// CHECK: call_indirect
// Ops's member widened to Both: adj += 24 (Ops is Both's second base, after
// Pad's vptr and floats).
// CHECK: arith.constant 24 : i64
// CHECK: arith.addi
// CHECK: call_indirect
extern "C" __global__ void dispatch(const float *x, float *out, int which) {
  Op table[3] = {&Ops::add, &Ops::pick, &Ops::twice};
  Ops o;
  o.k = 1.0f;
  Op f = table[which % 3];
  out[0] = (o.*f)(x[0]);
  Both b;
  BothOp g = f;
  out[1] = (b.*g)(x[1]);
  out[2] = (f == &Ops::twice) + 2 * (g != nullptr) + 4 * !f;
}
