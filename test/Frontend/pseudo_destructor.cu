// Pseudo-destructor calls (`p->~T()` with T a scalar type; refused before as "this call of a
// member function"): generic containers end their elements' lifetimes with them, and
// instantiated for int or float they destroy nothing. As Clang's CodeGen, the object
// expression is evaluated (its side effects kept) and nothing else is emitted.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <new>

template <class T> __device__ void destroy_at(T *p) { p->~T(); }

template <class T, int N> struct Slots {
  alignas(T) unsigned char raw[N * sizeof(T)];
  int n = 0;
  __device__ T *at(int i) { return reinterpret_cast<T *>(raw) + i; }
  __device__ void push(T v) { new (at(n++)) T(v); }
  __device__ void clear() {
    while (n > 0)
      at(--n)->~T();
  }
};

// The three ends of lifetime emit nothing: after inlining no call is left,
// and out[0] is out[1] + 0 (n is 0 after clear()).
// CHECK-LABEL: func.func @_Z7scalarsPiPf
// PTX-LABEL: .entry _Z7scalarsPiPf
// PTX-NOT: call
// PTX: ld.global.b32 [[X:%r[0-9]+]], [[[OUT:%rd[0-9]+]]+4];
// PTX: st.global.b32 [[[OUT]]], [[X]];
// PTX: ret;
__global__ void scalars(int *out, float *f) {
  int x = out[1];
  destroy_at(&x);
  using I = int;
  x.~I();
  Slots<float, 4> s;
  s.push(f[0]);
  s.push(f[1]);
  float sum = *s.at(0) + *s.at(1);
  s.clear();
  out[0] = x + s.n;
  f[2] = sum;
}

using Int = int;

// The object expression's side effects stay: the pointer is read through a
// post-increment, so q ends one element further.
// CHECK-LABEL: func.func @_Z10side_effecPi
// PTX-LABEL: .entry _Z10side_effecPi
// PTX: st.global.b32 [{{%rd[0-9]+}}+4], 9;
// destroy_at<int> reads its parameter and returns.
// CHECK-LABEL: func.func private @_Z10destroy_atIiEvPT_
// CHECK-NOT: call
// CHECK: return
__global__ void side_effec(int *out) {
  int *q = out;
  (q++)->~Int();
  *q = 9;
}
