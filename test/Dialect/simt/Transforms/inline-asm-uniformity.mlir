// RUN: kiln-opt %s -test-print-uniformity | FileCheck %s
// Register-only PTX is as uniform as its operands and the special registers it reads; an asm
// that touches memory, synchronises, or is not understood gives per-thread results.

// CHECK-LABEL: func.func @levels
func.func @levels(%n: i32, %p: !simt.ptr<i8, generic>, %out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  // CHECK: "prmt.b32 $0, $1, $1, 0x0123;"{{.*}}uniformity = ["cluster"]
  %0 = simt.inline_asm "prmt.b32 $0, $1, $1, 0x0123;", "=r,r"(%n) : (i32) -> i32
  // CHECK: "mov.u32 $0, %ctaid.x;"{{.*}}uniformity = ["block"]
  %1 = simt.inline_asm "mov.u32 $0, %ctaid.x;", "=r" : () -> i32
  // CHECK: "mov.u32 $0, %laneid;"{{.*}}uniformity = ["thread"]
  %2 = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %t = simt.thread_id x
  // CHECK: "add.u32 $0, $1, 1;"{{.*}}uniformity = ["thread"]
  %3 = simt.inline_asm "add.u32 $0, $1, 1;", "=r,r"(%t) : (i32) -> i32
  // A load: per thread, whatever its address.
  // CHECK: "ld.global.u32 $0, [$1];"{{.*}}uniformity = ["thread"]
  %4 = simt.inline_asm "ld.global.u32 $0, [$1];", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32
  // PTX the classifier does not know: per thread.
  // CHECK: "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];"{{.*}}uniformity = ["thread"]
  %5 = simt.inline_asm volatile "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r"(%n) : (i32) -> i32
  %s0 = arith.addi %0, %1 : i32
  %s1 = arith.addi %s0, %2 : i32
  %s2 = arith.addi %s1, %3 : i32
  %s3 = arith.addi %s2, %4 : i32
  %s4 = arith.addi %s3, %5 : i32
  simt.store %s4, %out : i32, !simt.ptr<i32, global>
  return
}
