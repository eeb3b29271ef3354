// A loop's exit test reads the incremented counter, as nvcc emits it:
// InstCombine turns the source's `s.next < 200` into `s < 199` on the old
// value, which keeps both values alive (a mov per iteration) and hides the
// counted loop from ptxas, which then does not unroll it (a Collatz-style
// `while (v > 1 && s < limit)` ran at a quarter of nvcc's speed). Only the
// latch's compares of a header counter against a constant change; ordered
// compares need the add's no-wrap flag of their signedness.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @collatz(
// LLVM: [[S:%[0-9]+]] = phi i32 [ %{{[0-9]+}}, %{{.*}} ], [ 0, %{{.*}} ]
// LLVM: [[NEXT:%[0-9]+]] = add nuw nsw i32 [[S]], 1
// LLVM-NOT: icmp {{.*}} [[S]], 199
// LLVM: icmp ult i32 [[NEXT]], 200
// CHECK-LABEL: .entry collatz(
// CHECK: [[LOOP:\$L__BB[0-9_]+]]:
// CHECK-NOT: mov.b32
// CHECK: add.s32 [[NEXT:%r[0-9]+]], %r{{[0-9]+}}, 1;
// CHECK: setp.lt.u32 %p{{[0-9]+}}, [[NEXT]], 200;
// CHECK: bra{{.*}} [[LOOP]];
extern "C" __global__ void collatz(const int *in, int *out, int limit_unused) {
  int v = in[threadIdx.x] + 1, s = 0;
  while (v > 1 && s < 200) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++s;
  }
  out[threadIdx.x] = s;
}
