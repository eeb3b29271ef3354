// Virtual base classes (`struct B : virtual A`) laid out and built as the
// Itanium C++ ABI says (what nvcc and g++ do): the complete object holds each
// virtual base once after its non-virtual part; the vtables carry the
// vbase-offset and vcall-offset slots; a conversion to a virtual base reads
// the offset from the object's vtable; the complete-object constructor (C1)
// builds the virtual bases and the base-object one (C2) skips them; the
// complete destructor destroys them once, last; an overrider reached through
// a virtual base is called through a virtual thunk (_ZTv0_n24_...).
// Offsets: g++ -O1 on x86-64 gives the same layout (D: A at 32, a at 40, c at
// 24, d at 28, sizeof 48; B: A at 16).
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s --check-prefix=DT
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LL
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cstddef>
#pragma clang diagnostic ignored "-Winvalid-offsetof"

struct A { int a; __device__ A(int v) : a(v) {} __device__ virtual int f() const { return a; } };
struct B : virtual A { int b; __device__ B() : A(1), b(2) {} __device__ int f() const override { return a * 10 + b; } };
struct C : virtual A { int c; __device__ C() : A(3), c(4) {} __device__ virtual int g() const { return c; } };
struct D : B, C { int d; __device__ D() : A(5), d(6) {} __device__ int g() const override { return d + a; } };
static_assert(sizeof(D) == 48 && sizeof(B) == 32, "the Itanium layout");

// D: B's non-virtual part at 0, C's at 16, d at 28, the one A at 32.
// CHECK-DAG: simt.global global @_ZTV1D : !llvm.array<13 x !simt.ptr<i8, generic>> = [32, unit, unit, @_ZNK1B1fEv, @_ZNK1D1gEv, 16, -16, unit, @_ZThn16_NK1D1gEv, -32, -32, unit, @_ZTv0_n24_NK1B1fEv] {alignment = 8 : i64, readonly}
// A class with virtual bases and no virtual function has a vtable of offsets.
// CHECK-DAG: simt.global global @_ZTV4Both : !llvm.array<6 x !simt.ptr<i8, generic>> = [32, unit, unit, 16, -16, unit] {alignment = 8 : i64, readonly}
// CHECK-LABEL: func.func private @_ZN1DC1Ev(%arg0: !simt.ptr<!llvm.struct<"struct.D", packed (struct<"struct.B.base", packed (array<8 x i8>, i32)>, array<4 x i8>, struct<"struct.C.base", packed (array<8 x i8>, i32)>, i32, struct<"struct.A.base", packed (array<8 x i8>, i32)>, array<4 x i8>)>, generic>)
// The virtual base first (element 4: offset 32), then B and C through C2.
// CHECK: simt.member_ptr %{{.*}}[4]
// CHECK: call @_ZN1AC1Ei(
// CHECK: call @_ZN1BC2Ev(
// CHECK: call @_ZN1CC2Ev(
// CHECK-LABEL: func.func private @_Z4viaCPK1C(
// C's vbase offset for A is 24 bytes before its address point.
// CHECK: call_indirect
// CHECK: simt.load %{{.*}} : !simt.ptr<!simt.ptr<i8, generic>, generic> -> !simt.ptr<i8, generic>
// CHECK-NEXT: arith.constant -24 : i64
// CHECK-NEXT: simt.ptr_add
// CHECK-LABEL: func.func private @_ZN1BC2Ev(
// C2 builds no A and stores no vptr (the most-derived class does both).
// CHECK-NOT: call @_ZN1AC1Ei
// CHECK-NOT: simt.addressof @_ZTV
// CHECK: return
// CHECK-LABEL: func.func private @_ZTv0_n24_NK1B1fEv(
// The virtual thunk: `this` moved by the vcall offset at -24 in A-in-D's vtable.
// CHECK: arith.constant -24 : i64
// CHECK: call @_ZNK1B1fEv(

__device__ int viaA(const A &x) { return x.f(); }
__device__ int viaC(const C *x) { return x->g() + x->a; }
__device__ __noinline__ const A *upcast(const C *x) { return x; }
template <class T> __device__ int off(const T &o, const void *f) { return int((const char *)f - (const char *)&o); }

// LL-LABEL: define ptx_kernel void @diamond(
// The own fields' offsets fold: d at offsetof(D, d) == 28, c at 24.
// LL-DAG: store i32 0, ptr addrspace(1) %{{.*}}
// LL-DAG: store i32 48,
extern "C" __global__ void diamond(int *out, const A **ptrs) {
  D d;
  out[0] = d.a; out[1] = d.b; out[2] = d.c; out[3] = d.d;
  out[4] = viaA(d); out[5] = viaC(&d);
  out[6] = off(d, &d.d) - (int)offsetof(D, d) + off(d, &d.c) - (int)offsetof(D, c);
  out[7] = sizeof(D);
  out[8] = off(d, &d.a);
  ptrs[0] = upcast(&d);
}

// A pointer conversion to a virtual base keeps a null pointer null: the
// offset is only read through a non-null one.
// LL-LABEL: define internal {{.*}}@_Z6upcastPK1C(
// LL: icmp eq ptr %0, null
// LL: br i1
// LL: load ptr, ptr %0
// LL: getelementptr i8, ptr %{{.*}}, i64 -24
// LL: phi ptr [ %{{.*}}, %{{.*}} ], [ null, %{{.*}} ]

// The complete destructor destroys the virtual base once, after both paths.
struct Counter { int *log; int id; __device__ Counter(int *l, int i) : log(l), id(i) {} __device__ ~Counter() { log[id] += 1; } };
// Left's C2 calls a helper that only touches Left's own members: allowed.
struct Left : virtual Counter { int l; __device__ void set(int v) { l = v; } __device__ Left(int *lg) : Counter(lg, 0) { set(1); } __device__ ~Left() { l = 0; } };
struct Right : virtual Counter { int r; __device__ Right(int *lg) : Counter(lg, 1), r(2) {} __device__ ~Right() { r = 0; } };
struct Both : Left, Right { __device__ Both(int *lg) : Counter(lg, 2), Left(lg), Right(lg) { log[3] = id * 100 + l * 10 + r; } };
// DT-LABEL: func.func private @_ZN4BothD1Ev(
// DT: call @_ZN5RightD2Ev(
// DT: call @_ZN4LeftD2Ev(
// DT: call @_ZN7CounterD1Ev(
// DT-NOT: call @_ZN7CounterD1Ev(
// DT: return
// DT-LABEL: func.func private @_ZN5RightD2Ev(
// DT-NOT: call @_ZN7CounterD1Ev(
// DT: return
extern "C" __global__ void lifetimes(int *log) { Both b(log); }
