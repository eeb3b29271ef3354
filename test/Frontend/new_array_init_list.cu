// new T[n]{list} in device code, as nvcc accepts it (it was refused): the
// listed elements are initialised in order, the rest of the n with the list's
// array filler (value-initialization, or the default constructor), as
// Clang's EmitNewArrayInitializer does.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Tap {
  int offset;
  float weight;
};

struct Slot {
  int key;
  __device__ Slot() : key(-1) {}
  __device__ Slot(int k) : key(k) {}
};

// CHECK-LABEL: func.func @_Z6scalarPii(
// CHECK: call @malloc(
// The two listed elements at indices 0 and 1 ...
// CHECK: simt.store %c1_i32
// CHECK: simt.ptr_add
// CHECK: simt.store %c2_i32
// ... then zero from index 2 up to n.
// CHECK: cf.br ^bb[[HEAD:[0-9]+]](%c2_i64{{(_[0-9]+)?}} : i64)
// CHECK: ^bb[[HEAD]](%[[I:.*]]: i64):
// CHECK: arith.cmpi ult, %[[I]]
// CHECK: simt.store %c0_i32
__global__ void scalar(int *out, int n) {
  int *p = new int[n]{1, 2};
  out[threadIdx.x] = p[threadIdx.x % n];
  delete[] p;
}

// Aggregates take their braced element; the filler zeroes both members.
// CHECK-LABEL: func.func @_Z9aggregateP3Tap(
// CHECK: call @malloc(
// CHECK: simt.store %c3_i32
// CHECK: simt.store %cst
// CHECK: cf.br ^bb{{[0-9]+}}(%c1_i64{{(_[0-9]+)?}} : i64)
__global__ void aggregate(Tap *out) {
  Tap *taps = new Tap[4]{{3, 0.5f}};
  out[threadIdx.x] = taps[threadIdx.x % 4];
  delete[] taps;
}

// Classes: the converting constructor for each listed element, the default
// constructor for the rest (starting at index 2).
// CHECK-LABEL: func.func @_Z7classesPii(
// CHECK: call @malloc(
// CHECK: call @_ZN4SlotC1Ei(
// CHECK: call @_ZN4SlotC1Ei(
// CHECK: cf.br ^bb{{[0-9]+}}(%c2_i64{{(_[0-9]+)?}} : i64)
// CHECK: call @_ZN4SlotC1Ev(
__global__ void classes(int *out, int n) {
  Slot *s = new Slot[n]{7, 8};
  out[threadIdx.x] = s[threadIdx.x % n].key;
  delete[] s;
}

// An empty list value-initialises all n elements.
// CHECK-LABEL: func.func @_Z5emptyPfi(
// CHECK: call @malloc(
// CHECK: cf.br ^bb{{[0-9]+}}(%c0_i64{{(_[0-9]+)?}} : i64)
// CHECK: simt.store %cst
__global__ void empty(float *out, int n) {
  float *z = new float[n]{};
  out[threadIdx.x] = z[threadIdx.x % n];
  delete[] z;
}
