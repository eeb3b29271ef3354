// new T[n] of a class with a non-trivial destructor and its delete[] (refused
// before), with the Itanium array cookie nvcc uses: malloc(n * sizeof(T) +
// max(8, alignof(T))), the count stored in the 8 bytes before the first
// element, the elements constructed first to last; delete[] on a non-null
// pointer reads the count back, destroys the elements last to first and frees
// the block from the cookie's start. nvcc's PTX for this file allocates
// n * 16 | 8 bytes for new Owner[n], the same size.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --emit=mlir -DMULTI 2>&1 | FileCheck %s --check-prefix=MULTI

struct Owner {
  int *log;
  int id;
  __device__ Owner() : log(nullptr), id(0) {}
  __device__ ~Owner() { if (log) atomicAdd(log, id); }
};
struct alignas(16) Wide {
  float v[4];
  __device__ ~Wide() { v[0] = 0.0f; }
};

// CHECK-LABEL: func.func @_Z6arraysPii(
// new Owner[n]: n * 16 + 8 bytes; the count at the cookie's end.
// CHECK: %[[N:.*]] = arith.extsi
// CHECK: %[[ELEMS:.*]] = arith.muli %[[N]], %c16_i64
// CHECK: %[[BYTES:.*]] = arith.addi %[[ELEMS]], %c8_i64
// CHECK: %[[RAW:.*]] = call @malloc(
// CHECK: %[[FIRST:.*]] = simt.ptr_add %[[RAW]], %c8_i64{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: %[[SLOT:.*]] = simt.ptr_add %[[FIRST]], %c-8_i64 : !simt.ptr<i8, generic>, i64
// CHECK: %[[SLOT64:.*]] = simt.ptr_cast %[[SLOT]] : !simt.ptr<i8, generic> to !simt.ptr<i64, generic>
// CHECK: simt.store %[[N]], %[[SLOT64]] : i64
// CHECK: call @_ZN5OwnerC1Ev(
// delete[] o: the count from before the first element, destructors from the
// last element down, then free(first - 8).
// CHECK: %[[NONNULL:.*]] = arith.cmpi ne
// CHECK: cf.cond_br %[[NONNULL]], ^[[DESTROY:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
// CHECK: ^[[DESTROY]]:
// CHECK: %[[BACK:.*]] = simt.ptr_add %{{.*}}, %c-8_i64{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: %[[COUNT:.*]] = simt.load %{{.*}} : !simt.ptr<i64, generic> -> i64
// CHECK: cf.br ^[[HEAD:bb[0-9]+]](%[[COUNT]] : i64)
// CHECK: ^[[HEAD]](%[[I:.*]]: i64):
// CHECK: arith.cmpi ne, %[[I]]
// CHECK: %[[LAST:.*]] = arith.subi %[[I]], %c1_i64
// CHECK: %[[ELEM:.*]] = simt.ptr_add inbounds %{{.*}}, %[[LAST]]
// CHECK: call @_ZN5OwnerD1Ev(%[[ELEM]])
// CHECK: cf.br ^[[HEAD]](%[[LAST]] : i64)
// CHECK: %[[START:.*]] = simt.ptr_add %{{.*}}, %c-8_i64{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: simt.store %[[START]]
// CHECK: ^[[DONE]]:
// CHECK: call @free(
// new Wide[2]: an over-aligned element makes the cookie 16 bytes.
// CHECK: arith.muli %{{.*}}, %c16_i64
// CHECK: arith.addi %{{.*}}, %c16_i64
// CHECK: call @malloc(
// CHECK: simt.ptr_add %{{.*}}, %c16_i64{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: call @_ZN4WideD1Ev(
// CHECK: simt.ptr_add %{{.*}}, %c-16_i64{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: call @free(
__global__ void arrays(int *log, int n) {
  Owner *o = new Owner[n];
  for (int i = 0; i < n; ++i) {
    o[i].log = log;
    o[i].id = i + 1;
  }
  delete[] o;
  Wide *w = new Wide[2];
  delete[] w;
}

// Placement new[] has no cookie: the objects start at the given storage.
// CHECK-LABEL: func.func @_Z9placementPv(
// CHECK-NOT: call @malloc
// CHECK: call @_ZN5OwnerC1Ev(
__global__ void placement(void *storage) {
  Owner *o = new (storage) Owner[4];
  o[0].id = 1;
}

#ifdef MULTI
__global__ void multi(int n) {
  // MULTI: [[@LINE+1]]:16: error: new[] of a multi-dimensional array of objects with a non-trivial destructor is not supported in device code
  auto *grid = new Owner[n][2];
}
#endif
