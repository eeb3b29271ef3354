// clock(), clock64(), __nanosleep, __trap, __brkpt and Clang's __builtin_trap.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_80 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @timed(
// CHECK: simt.clock : i64
// CHECK: simt.clock : i32
// CHECK: simt.nanosleep
// CHECK: simt.clock : i64
// CHECK: simt.breakpoint
// CHECK: simt.trap
// CHECK: simt.trap
// PTX-LABEL: .entry timed
// PTX: %clock64
// PTX: %clock;
// PTX: nanosleep.u32
// PTX: brkpt;
// PTX: trap;
extern "C" __global__ void timed(long long *out, int *flag) {
  long long t0 = clock64();
  clock_t c0 = clock();
  __nanosleep(1000);
  long long t1 = clock64();
  out[0] = t1 - t0 + c0;
  if (*flag == 1) __brkpt();
  if (*flag == 2) __trap();
  if (*flag == 3) __builtin_trap();
}
