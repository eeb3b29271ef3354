// Class-specific and user-declared allocation functions defined in device code (refused
// before): `new T` calls T's static operator new with sizeof(T), `new (arena) T` a global
// operator new(size_t, Arena &) with the placement argument, and `delete p` runs the
// destructor, then T's operator delete (with the size when it takes one) on a non-null p
// only, as nvcc compiles them. Array, over-aligned and non-throwing forms stay refused.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// RUN: not kilnc %s --emit=mlir -DARRAY 2>&1 | FileCheck %s --check-prefix=ARRAY
#include <cstddef>

__device__ unsigned char g_arena[1 << 16];
__device__ unsigned long long g_top;
__device__ int g_frees;
__device__ size_t g_freed_bytes;

struct Node {
  int key;
  float val;
  __device__ Node(int k, float v) : key(k), val(v) {}
  __device__ ~Node() { key = -1; }
  static __device__ void *operator new(size_t n) {
    unsigned long long at = atomicAdd(&g_top, (unsigned long long)((n + 15) & ~size_t(15)));
    return g_arena + at;
  }
  static __device__ void operator delete(void *p, size_t n) {
    atomicAdd(&g_frees, 1);
    atomicAdd((unsigned long long *)&g_freed_bytes, (unsigned long long)n);
  }
};

struct Arena {
  unsigned char *base;
  unsigned used;
};
__device__ void *operator new(size_t n, Arena &a) {
  void *p = a.base + a.used;
  a.used += (unsigned)n;
  return p;
}

// CHECK-LABEL: func.func @_Z5nodesPiPf
// CHECK: %[[SIZE:.*]] = arith.constant 8 : i64
// CHECK: call @_ZN4NodenwEm(%[[SIZE]])
// CHECK: call @_ZN4NodeC1Eif
// CHECK: call @_ZN4NodeD1Ev
// CHECK: call @_ZN4NodedlEPvm(%{{.*}}, %{{.*}})
// CHECK: call @_ZnwmR5Arena(
// PTX-LABEL: .entry _Z5nodesPiPf
// PTX-NOT: malloc
// PTX-NOT: call.uni free
// PTX: atom.global.add.u64
// PTX: ret;
__global__ void nodes(int *out, float *f) {
  Node *n = new Node(out[0], f[0]);
  out[1] = n->key;
  f[1] = n->val;
  delete n;
  Node *none = nullptr;
  delete none; // no operator delete call: the pointer is null
  unsigned char local[64];
  Arena a{local, 0};
  float *x = new (a) float(2.5f);
  int *y = new (a) int(7);
  out[2] = (int)a.used + *y + (int)*x;
}

#ifdef ARRAY
__device__ void *operator new[](size_t n, Arena &a) { return operator new(n, a); }
__global__ void arrays(Arena *a, float *out) {
  // ARRAY: class_operator_new.cu:[[@LINE+1]]:15: error: this use of a user-declared operator new is not supported
  float *xs = new (*a) float[4];
  out[0] = xs[0];
}
#endif
