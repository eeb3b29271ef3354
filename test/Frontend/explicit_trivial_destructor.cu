// `p->~T()` on an object whose destructor is trivial (placement-new code,
// object pools, std::optional-like storage end objects that way) runs
// nothing, as in nvcc: no call, and no "no definition" error for the
// implicit destructor. The object expression is still evaluated.
// RUN: kilnc %s --arch=sm_90 --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-LABEL: func.func @pool(
// CHECK-NOT: call @_ZN3ObjD
// CHECK: return
#include <new>
struct Obj { float a; int b; __device__ Obj(float x, int y) : a(x), b(y) {} };
__device__ Obj *next_slot(unsigned char *base, int *cursor) { return reinterpret_cast<Obj *>(base + sizeof(Obj) * (*cursor)++); }
extern "C" __global__ void pool(float *out) {
  alignas(Obj) unsigned char storage[2 * sizeof(Obj)];
  int cursor = 0;
  Obj *o = new (storage) Obj(1.5f, int(threadIdx.x));
  out[threadIdx.x] = o->a + o->b;
  o->~Obj();
  next_slot(storage, &cursor)->~Obj(); // the cursor still moves
  out[threadIdx.x] += cursor;
}
