// An array copied element by element (Clang's ArrayInitLoopExpr): a lambda's by-copy capture of
// a local array (one- and two-dimensional: nested loops, each with its own index), a structured
// binding of an array, and the implicit copy constructor of a class whose array member holds
// objects with a user-written copy constructor. kilnc refused all of them ("unsupported construct
// 'ArrayInitLoopExpr'"; fuzz/generate.py --realcode found the lambda). Each copy is taken before
// the original changes, and each element goes through its own copy constructor. (fuzz28 wrote
// this test beside compat28's array_init_loop.cu for the same fix; compat28's implementation serves both.)
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: define ptx_kernel void @lambda_copy(
// f(2) saw a[2] == 3 and g(1, 2) saw m[1][2] == 6; the originals then hold 100 and 60.
// CHECK: store i32 3100
// CHECK: store i32 660
extern "C" __global__ void lambda_copy(int *out) {
  int a[4] = {1, 2, 3, 4};
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  auto f = [=](int i) { return a[i]; };
  auto g = [=](int i, int j) { return m[i][j]; };
  a[2] = 100;
  m[1][2] = 60;
  out[0] = f(2) * 1000 + a[2];
  out[1] = g(1, 2) * 100 + m[1][2];
}

// CHECK-LABEL: define ptx_kernel void @binding_copy(
// CHECK: store i32 509
extern "C" __global__ void binding_copy(int *out) {
  int a[3] = {5, 6, 7};
  auto [x, y, z] = a;
  a[0] = 9;
  out[0] = x * 100 + a[0] + (y + z) * 0;
}

struct Counted {
  int v;
  __device__ Counted(int x = 0) : v(x) {}
  __device__ Counted(const Counted &o) : v(o.v + 1) {}
};
struct Holder {
  Counted c[3];
};

// CHECK-LABEL: define ptx_kernel void @member_array_copy(
// 0 + 1, 10 + 1, 20 + 1: each element through Counted's copy constructor.
// CHECK: store i32 33
extern "C" __global__ void member_array_copy(int *out) {
  Holder h;
  h.c[1].v = 10;
  h.c[2].v = 20;
  Holder g = h;
  out[0] = g.c[0].v + g.c[1].v + g.c[2].v;
}
