// Temporaries' destructors (CGCleanup.cpp): a temporary whose class has a
// non-trivial destructor is destroyed at the end of its full-expression, in
// reverse order of construction, as nvcc does; one made on an arm of `?:`
// is destroyed only when that arm ran (a flag); one a reference binds lives
// until the reference's scope ends; a by-value argument of such a class is
// the caller's temporary, passed by address (Itanium), destroyed by the
// caller after the call. An object a variable is initialised with directly
// is that variable (destroyed at scope exit, not twice).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Tally {
  int *counter;
  int add;
  __device__ Tally(int *c, int a) : counter(c), add(a) {}
  __device__ ~Tally() { atomicAdd(counter, add); }
  __device__ int get() const { return add; }
  __device__ int with(const Tally &o) const { return add + o.add; }
};

__device__ __noinline__ int consume(Tally t) { return t.add; }
__device__ __noinline__ Tally make(int *c) { return Tally(c, 8); }

// CHECK-LABEL: func.func @full_expressions(
// Two temporaries, destroyed after the call that uses them, second first:
// (the first is `with`'s object, the second its argument)
// CHECK: call @_ZN5TallyC1EPii(
// CHECK-NEXT: simt.ptr_cast %[[A1:[0-9]+]] :
// CHECK-NEXT: simt.ptr_cast %[[A2:[0-9]+]] :
// CHECK: call @_ZN5TallyC1EPii(
// CHECK: call @_ZNK5Tally4withERKS_(
// CHECK: simt.store
// CHECK-NEXT: simt.ptr_cast %[[A2]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[A1]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// A by-value argument: its address is passed; destroyed after the call.
// CHECK: call @_ZN5TallyC1EPii(
// CHECK: call @_Z7consume5Tally(%{{.*}}) {no_inline} : (!simt.ptr<!llvm.struct<"struct.Tally"{{.*}}, generic>) -> i32
// CHECK: simt.store
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// A temporary on one arm of ?: sets its flag; the end of the statement tests
// it, destroys, and clears it.
// CHECK: call @_ZN5TallyC1EPii(
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i8
// CHECK-NEXT: simt.store %[[ONE]], %[[FLAG:[0-9]+]]
// CHECK: simt.load %[[FLAG]]
// CHECK: cf.cond_br
// CHECK: call @_ZN5TallyD1Ev(
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK-NEXT: simt.store %[[ZERO]], %[[FLAG]]
// A temporary bound to a reference: destroyed at the block's end, after the use.
// CHECK: call @_ZN5TallyC1EPii(
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: call @_ZNK5Tally3getEv(
// CHECK: call @_ZN5TallyD1Ev(
// `Tally t = Tally(...)` is t: one destructor, at t's scope end.
// CHECK: call @_ZN5TallyC1EPii(
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: arith.constant 77 : i32
// make()'s result, destroyed at the end of its statement, then t:
// CHECK: call @_Z4makePi(
// CHECK: call @_ZNK5Tally3getEv(
// CHECK: simt.store
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: return
// The callee does not destroy its parameter (the caller's temporary).
// CHECK-LABEL: func.func private @_Z7consume5Tally(
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: return
// A returned temporary is the return value: not destroyed in the callee.
// CHECK-LABEL: func.func private @_Z4makePi(
// CHECK: call @_ZN5TallyC1EPii(
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: return
extern "C" __global__ void full_expressions(int *c, int *out, int n) {
  out[0] = Tally(c, 1).with(Tally(c + 1, 2));
  out[1] = consume(Tally(c + 2, 3));
  out[2] = n > 0 ? Tally(c + 3, 4).get() : 0;
  {
    const Tally &r = Tally(c + 4, 5);
    out[3] = r.get();
  }
  Tally t = Tally(c + 5, 6);
  out[4] = 77;
  out[5] = make(c + 6).get(); // destroyed here, once
}
