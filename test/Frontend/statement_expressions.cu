// GNU statement expressions `({ ...; v; })` (CGStmt.cpp emitStmtExpr): the
// Linux-style min_t/max_t macros of C-derived device code. The statements
// run in their own scope, the last expression is the value (scalar or
// class), objects declared inside are destroyed after the value is taken,
// and a statement expression ending in a non-expression has type void.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DLABELLED -o /dev/null 2>&1 | FileCheck %s --check-prefix=LABEL

#define min_t(type, x, y) ({ type __x = (x); type __y = (y); __x < __y ? __x : __y; })
#define max_t(type, x, y) ({ type __x = (x); type __y = (y); __x > __y ? __x : __y; })

struct Pair {
  int a, b;
};

struct Counted {
  int *log;
  __device__ explicit Counted(int *l) : log(l) {}
  __device__ ~Counted() { atomicAdd(log, 1); }
};

// CHECK-LABEL: func.func @_Z7clampedPiii(
// CHECK: arith.cmpi sgt
// CHECK: arith.cmpi slt
__global__ void clamped(int *out, int lo, int hi) {
  const int v = out[threadIdx.x];
  out[threadIdx.x] = min_t(int, max_t(int, v, lo), hi);
}

// A class-typed value, built in place.
// CHECK-LABEL: func.func @_Z5pairsP4Pair(
__global__ void pairs(Pair *out) {
  Pair p = ({ Pair t; t.a = threadIdx.x; t.b = 2 * t.a; t; });
  out[threadIdx.x] = p;
}

// The object declared inside is destroyed after the value is computed.
// CHECK-LABEL: func.func @_Z9destroyedPiS_(
// CHECK: simt.load
// CHECK: call @_ZN7CountedD1Ev(
// CHECK: simt.store
__global__ void destroyed(int *log, int *out) {
  out[threadIdx.x] = ({ Counted c(log); out[threadIdx.x + 1] * 3; });
}

// Void statement expressions (a trailing null statement makes one void too).
// CHECK-LABEL: func.func @_Z5voidsPi(
__global__ void voids(int *out) {
  ({ out[threadIdx.x] += 1; if (threadIdx.x == 0) out[0] = 7; });
  ({ int w = out[1]; out[2] = w + 1;; });
}

#ifdef LABELLED
// LABEL: error: a label on the last statement of a statement expression is not supported
__global__ void labelled(int *out) {
  out[0] = ({ int t = out[1]; done: t; });
}
#endif
