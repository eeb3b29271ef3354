// new and delete in device code are the CUDA device heap, as with nvcc:
// malloc(count * sizeof(T)) (one byte for a zero-byte request), then the
// initializer (a constructor, a value, value-initialization of each element
// of new T[n]()); placement new only runs the initializer; delete is free.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DREFUSED -DDELETE_DTOR 2>&1 | FileCheck %s --check-prefix=DELETE-DTOR
// RUN: not kilnc %s --emit=mlir -DREFUSED -DCLASS_NEW 2>&1 | FileCheck %s --check-prefix=CLASS-NEW
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null && FileCheck %s --check-prefix=PTX < %t.ptx %}

struct Node {
  int key;
  Node *next;
  __device__ Node(int k, Node *n) : key(k), next(n) {}
};

struct Counter {
  int hits = 0;
};

// CHECK-LABEL: func.func @heap(
// new Node(k, nullptr): 16 bytes, then the constructor on them.
// CHECK: %[[S16:.*]] = arith.muli %{{.*}}, %c16_i64
// CHECK: %[[N16:.*]] = arith.select %{{.*}}, %{{.*}}, %[[S16]]
// CHECK: %[[RAW:.*]] = call @malloc(%[[N16]])
// CHECK: %[[NODE:.*]] = simt.ptr_cast %[[RAW]] : !simt.ptr<i8, generic> to !simt.ptr<!llvm.struct<"struct.Node"
// CHECK: call @_ZN4NodeC1EiPS_(%[[NODE]],
// new int[n](): n * 4 bytes, each element zero.
// CHECK: %[[BYTES:.*]] = arith.muli %{{.*}}, %c4_i64
// CHECK: call @malloc(
// CHECK: ^bb{{[0-9]+}}(%[[I:.*]]: i64):
// CHECK: arith.cmpi ult, %[[I]]
// CHECK: simt.store %c0_i32
// new Counter[n]: the default constructor (it sets hits = 0) on each element.
// CHECK: call @malloc(
// CHECK: call @_ZN7CounterC1Ev(
// placement new: no allocation, the value stored into the given storage.
// CHECK-NOT: call @malloc(
// CHECK: simt.store %c42_i32
// delete and delete[]: free.
// CHECK: call @free(
// CHECK: call @free(
// CHECK: call @free(
// PTX: .extern .func  (.param .b64 func_retval0) malloc
// PTX: .extern .func free
extern "C" __global__ void heap(int *out, int n) {
  Node *head = new Node(out[0], nullptr);
  int *zeros = new int[n]();
  Counter *counters = new Counter[n];
  int slot;
  int *placed = new (&slot) int(42);
  out[threadIdx.x] = head->key + zeros[n - 1] + counters[0].hits + *placed;
  delete head;
  delete[] zeros;
  delete[] counters;
}

#ifdef REFUSED
struct Owner {
  int *p;
  __device__ ~Owner() { p = nullptr; }
};
struct Pooled {
  int v;
  __device__ static void *operator new(size_t);
};
// One refusal per compile: the first error ends code generation.
#ifdef DELETE_DTOR
__global__ void refused_delete_dtor(Owner (*o)[2]) {
  // (`delete o` runs the destructor, then frees: destructors.cu; delete[] of
  // a one-dimensional array: new_delete_array_cookie.cu.)
  // DELETE-DTOR: [[@LINE+1]]:3: error: delete[] of multi-dimensional arrays of objects with a non-trivial destructor is not supported in device code; destroy the elements with explicit calls, then free the memory
  delete[] o;
}
#endif
#ifdef CLASS_NEW
__global__ void refused_class_new(int *out) {
  // CLASS-NEW: [[@LINE+1]]:15: error: this operator new is not supported in device code
  Pooled *q = new Pooled;
  out[0] = q->v;
}
#endif
#endif
