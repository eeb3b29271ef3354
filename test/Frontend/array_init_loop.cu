// Arrays copied element by element (Clang's ArrayInitLoopExpr; refused before): a lambda
// capturing an array by copy, a structured binding of an array by value, and the implicit
// copy constructor of a class whose array member has elements with a user-written copy
// constructor. The source array is read once per element, in order, into the copy; the copy
// is independent of the original afterwards.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// The capture copies coef; the lambda's writes to its copy leave coef alone, so out[1] is
// the original coef[0] (7) and out[0] the copy's (7 + 1, twice: 9).
// CHECK-LABEL: func.func @_Z7capturePi
// PTX-LABEL: .entry _Z7capturePi
// PTX-DAG: st.global.b32 [{{%rd[0-9]+}}], 9;
// PTX-DAG: st.global.b32 [{{%rd[0-9]+}}+4], 7;
__global__ void capture(int *out) {
  int coef[3] = {7, 8, 9};
  auto bump = [coef]() mutable { coef[0] += 1; return coef[0]; };
  bump();
  out[0] = bump();
  out[1] = coef[0];
}

// A two-dimensional array: one loop per rank, the inner one indexing the
// outer one's element; the stored value is 5 * 1 + 6 * 10 + 3 * 100 (the copy's [1][0] is 3).
// CHECK-LABEL: func.func @_Z9capture2dPi
// PTX-LABEL: .entry _Z9capture2dPi
// PTX: st.global.b32 [{{%rd[0-9]+}}], 365;
__global__ void capture2d(int *out) {
  int m[2][2] = {{5, 6}, {3, 4}};
  auto f = [m]() { return m[0][0] + m[0][1] * 10 + m[1][0] * 100; };
  m[1][0] = 99;
  out[0] = f();
}

// By value: the bindings name a copy, written by a loop over the elements
// read from the original (its address is an argument, so nothing folds).
// CHECK-LABEL: func.func @_Z7bindingPfPKf
// CHECK: cf.cond_br
// CHECK: simt.load
// CHECK: simt.store
__global__ void binding(float *out, const float *in) {
  float v[3];
  for (int j = 0; j < 3; ++j)
    v[j] = in[j + threadIdx.x];
  auto [x, y, z] = v;
  v[0] = 0;
  out[threadIdx.x] = x * 100 + y * 10 + z + v[0];
}

// The implicit copy constructor of Pair calls Counted's copy constructor on
// each element of the member array, in order (each copy adds 1 to the count).
struct Counted {
  int v;
  __device__ Counted(int x) : v(x) {}
  __device__ Counted(const Counted &o) : v(o.v + 1) {}
};
struct Pair {
  Counted c[2];
  int tag;
};
// CHECK-LABEL: func.func @_Z10copy_classPi
// PTX-LABEL: .entry _Z10copy_classPi
// PTX: st.global.b32 [{{%rd[0-9]+}}], 23;
__global__ void copy_class(int *out) {
  Pair a{{Counted(3), Counted(20)}, 1};
  Pair b = a;
  out[0] = b.c[0].v + b.c[1].v + b.tag - a.c[0].v + 2 - 1 - 1;
}
