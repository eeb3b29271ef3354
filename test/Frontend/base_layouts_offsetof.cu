// Every member of classes whose bases are not PODs (constructors, virtual
// functions, empty and over-aligned bases, several bases, bit-fields, chains)
// lands where Clang's layout puts it: the address difference kilnc computes
// through its struct types, minus Clang's offsetof, folds to 0 in every slot.
// RUN: kilnc %s --arch=sm_90 --emit=llvm 2>%t.err | FileCheck %s
// RUN: not grep . %t.err
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cstddef>
#pragma clang diagnostic ignored "-Winvalid-offsetof"

// CHECK-LABEL: define ptx_kernel void @layouts(
// CHECK-COUNT-16: store i64 0,
// CHECK-NOT: store
// CHECK: ret void
struct A1 { __device__ A1() {} int x; char c; };
struct B1 : A1 { char d; short s; };          // d, s in A1's tail padding
struct C1 : B1 { char e; };
struct P { __device__ virtual ~P() {} int v; };
struct Q : P { int w; char z; };              // w at 12
struct R : Q { char tail; };
struct E0 {};
struct M : E0, A1 { char m; };                // empty base first
struct N : A1, P { char n; int k : 3; int j : 5; };
struct alignas(16) Al { __device__ Al() {} char a; };
struct D2 : Al { char b; };                   // b at 1, inside a 16-byte base
struct V : N, R { double d; char last; };     // R after N's data

template <class T> __device__ long off(const T &o, const void *f) {
  return (const char *)f - (const char *)&o;
}
extern "C" __global__ void layouts(long *out) {
  B1 b; C1 c; Q q; R r; M m; N n; D2 d; V v;
  int i = 0;
  out[i++] = off(b, &b.d) - (long)offsetof(B1, d);
  out[i++] = off(b, &b.s) - (long)offsetof(B1, s);
  out[i++] = off(c, &c.e) - (long)offsetof(C1, e);
  out[i++] = off(q, &q.w) - (long)offsetof(Q, w);
  out[i++] = off(q, &q.z) - (long)offsetof(Q, z);
  out[i++] = off(r, &r.tail) - (long)offsetof(R, tail);
  out[i++] = off(m, &m.m) - (long)offsetof(M, m);
  out[i++] = off(n, &n.n) - (long)offsetof(N, n);
  out[i++] = off(n, &n.v) - (long)offsetof(N, v);
  out[i++] = off(d, &d.b) - (long)offsetof(D2, b);
  out[i++] = off(v, &v.d) - (long)offsetof(V, d);
  out[i++] = off(v, &v.last) - (long)offsetof(V, last);
  out[i++] = off(v, &v.tail) - (long)offsetof(V, tail);
  out[i++] = off(v, &v.w) - (long)offsetof(V, w);
  out[i++] = (long)sizeof(V) - (long)(offsetof(V, last) + 8) / 8 * 8;
  out[i++] = (long)sizeof(B1) - 8;
}
