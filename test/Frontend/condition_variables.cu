// Objects declared in a condition (CGStmt.cpp): a `while` condition's object
// is made for every test and destroyed at the end of every iteration (also
// on `continue`) and when the test fails or a `break` leaves; a `for`
// condition's lives through the body and the increment; an `if`'s and a
// `switch`'s until the statement ends.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Cursor {
  int *log;
  int left;
  __device__ Cursor(int *l, int k) : log(l), left(k) {}
  __device__ ~Cursor() { atomicAdd(log, 1); }
  __device__ explicit operator bool() const { return left > 0; }
};

// CHECK-LABEL: func.func @loops(
// while: construct, test; the failed test destroys, then leaves.
// CHECK: ^[[COND:bb[0-9]+]]:
// CHECK: call @_ZN6CursorC1EPii(
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: %[[OK:.*]] = call @_ZNK6CursorcvbEv(
// CHECK-NEXT: cf.cond_br %[[OK]], ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]]
// `continue` goes to the latch, as the body's end does:
// CHECK: cf.cond_br %{{.*}}, ^[[CONT:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK: ^[[CONT]]:
// CHECK-NEXT: cf.br ^[[LATCH:bb[0-9]+]]
// CHECK: cf.br ^[[LATCH]]
// The latch destroys the object, then tests again:
// CHECK-NEXT: ^[[LATCH]]:
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN6CursorD1Ev(
// CHECK-NEXT: cf.br ^[[COND]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN6CursorD1Ev(
// for: the increment runs, then the object is destroyed, then the test again.
// CHECK: arith.constant 7 : i32
// CHECK-NEXT: simt.load
// CHECK-NEXT: arith.addi
// CHECK-NEXT: simt.store
// CHECK-NEXT: simt.ptr_cast
// CHECK-NEXT: call @_ZN6CursorD1Ev(
// CHECK-NEXT: cf.br
// The failed test leaves and destroys it:
// CHECK: simt.ptr_cast
// CHECK-NEXT: call @_ZN6CursorD1Ev(
// if: destroyed where the statement ends, after either arm.
// CHECK: arith.constant 500 : i32
// CHECK: arith.constant 501 : i32
// CHECK: call @_ZN6CursorD1Ev(
// CHECK-NOT: call @_ZN6CursorD1Ev(
// CHECK: return
extern "C" __global__ void loops(int *log, int *out, int k) {
  int n = 0;
  while (Cursor c = Cursor(log, k)) {
    --k;
    if (k == 2)
      continue;
    out[n++] = k;
  }
  for (int i = 0; Cursor c = Cursor(log, 2 - i); i += 7)
    out[n++] = c.left;
  if (Cursor c = Cursor(log, k & 1))
    out[n] = 500;
  else
    out[n] = 501;
}
