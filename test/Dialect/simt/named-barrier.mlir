// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// Round trip of simt.named_barrier (a packed program's block barrier,
// simt-pack-programs) and of the packed kernel's simt.packed_programs.

// CHECK-LABEL: func.func @slot
// CHECK-SAME: simt.packed_programs = array<i64: 0, 2>
// CHECK: simt.named_barrier %[[ID:.*]], %[[N:.*]]{{$}}
// CHECK: simt.named_barrier %[[ID]], %[[N]]{{$}}
func.func @slot(%count: i32) attributes {simt.kernel, simt.block_threads = 128 : i32, simt.packed_programs = array<i64: 0, 2>} {
  %tid = simt.thread_id x
  %c64 = arith.constant 64 : i32
  %c1 = arith.constant 1 : i32
  %slot = arith.divui %tid, %c64 : i32
  %id = arith.addi %slot, %c1 : i32
  simt.named_barrier %id, %c64
  // Two in a row are kept: each is its own rendezvous.
  simt.named_barrier %id, %c64
  return
}
