// Every volatile access stays: CSE merged two volatile loads of the same address (and `*v - *v`
// became 0); nvcc and clang keep both.
// RUN: kilnc %s --arch=sm_80 -o - | FileCheck %s
// CHECK-LABEL: .entry twice(
// CHECK:       ld.volatile.global.b32 [[A:%r[0-9]+]], [[[P:%rd[0-9]+]]];
// CHECK:       ld.volatile.global.b32 [[B:%r[0-9]+]], [[[P]]];
// CHECK:       sub.s32 {{%r[0-9]+}}, [[A]], [[B]];
extern "C" __global__ void twice(volatile int *flag, int *out) {
  int a = *flag;
  int b = *flag;
  out[0] = a - b;
}
