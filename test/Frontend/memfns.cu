// Device memcpy/memset (and Clang's __builtin_memcpy/memmove/memset, which the
// C++ library's std::copy and std::fill reach) are simt.memcpy/memset.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cstring>
struct Pair { float a; int b; };

// CHECK-LABEL: func.func @copies(
// CHECK: simt.memcpy %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, !simt.ptr<i8, generic>, i64
// CHECK: simt.memcpy
// CHECK: simt.memset %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, i64
// CHECK: simt.memcpy overlapping
// CHECK: simt.memset
extern "C" __global__ void copies(const Pair *in, Pair *out, unsigned *bits, char *buf, int n) {
  int i = threadIdx.x;
  Pair p;
  memcpy(&p, in + i, sizeof p);
  float f = p.a;
  unsigned u;
  std::memcpy(&u, &f, 4);
  bits[i] = u;
  memset(buf + 16 * i, 0, 16);
  __builtin_memmove(buf + 1, buf, n);
  __builtin_memset(out + i, 0xff, sizeof(Pair));
}
