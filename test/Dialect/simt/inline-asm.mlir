// RUN: kiln-opt %s | FileCheck %s
// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s
// RUN: kiln-opt %s -canonicalize -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @forms
func.func @forms(%a: i32, %p: !simt.ptr<i8, generic>, %f: f32, %h: i16) -> (i32, i32) {
  // CHECK: %{{.*}} = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %lane = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  // CHECK: simt.inline_asm volatile "ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r,~{memory}"(%{{.*}}) : (i32) -> (i32, i32)
  %r:2 = simt.inline_asm volatile "ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r,~{memory}"(%a) : (i32) -> (i32, i32)
  // CHECK: simt.inline_asm volatile "bar.sync 1, 128;", "" : () -> ()
  simt.inline_asm volatile "bar.sync 1, 128;", "" : () -> ()
  // CHECK: simt.inline_asm "add.u32 $0, $1, $2;", "=r,r,0"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  %t = simt.inline_asm "add.u32 $0, $1, $2;", "=r,r,0"(%a, %lane) : (i32, i32) -> i32
  // CHECK: simt.inline_asm volatile "st.global.f32 [$0], $1;", "l,f"
  simt.inline_asm volatile "st.global.f32 [$0], $1;", "l,f"(%p, %f) : (!simt.ptr<i8, generic>, f32) -> ()
  %c = arith.constant 7 : i32
  // CHECK: simt.inline_asm "mov.b16 $0, $1; // $$ is a dollar", "=h,h"
  %hh = simt.inline_asm "mov.b16 $0, $1; // $$ is a dollar", "=h,h"(%h) : (i16) -> i16
  // CHECK: simt.inline_asm "shl.b32 $0, $1, $2;", "=r,r,n"
  %s = simt.inline_asm "shl.b32 $0, $1, $2;", "=r,r,n"(%a, %c) : (i32, i32) -> i32
  return %r#0, %s : i32, i32
}

// Register-only PTX is a pure function of its operands: CSE merges it and
// DCE drops it when unused; volatile asm and asm touching memory stay.
// CSE-LABEL: func.func @pure
// CSE-COUNT-1: prmt.b32
// CSE-NOT: mov.u32 $0, %clock
// CSE: simt.inline_asm volatile "mov.u32 $0, %clock;"
// CSE: ld.global.u32
// CSE: ld.global.u32
func.func @pure(%a: i32, %b: i32, %p: !simt.ptr<i8, generic>) -> i32 {
  %0 = simt.inline_asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(%a, %b) : (i32, i32) -> i32
  %1 = simt.inline_asm "prmt.b32 $0, $1, $2, 0x5410;", "=r,r,r"(%a, %b) : (i32, i32) -> i32
  %unused = simt.inline_asm "mov.u32 $0, %clock;", "=r" : () -> i32
  %kept = simt.inline_asm volatile "mov.u32 $0, %clock;", "=r" : () -> i32
  %x = simt.inline_asm "ld.global.u32 $0, [$1];", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32
  %y = simt.inline_asm "ld.global.u32 $0, [$1];", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32
  %s0 = arith.addi %0, %1 : i32
  %s1 = arith.addi %s0, %kept : i32
  %s2 = arith.addi %s1, %x : i32
  %s3 = arith.addi %s2, %y : i32
  return %s3 : i32
}
