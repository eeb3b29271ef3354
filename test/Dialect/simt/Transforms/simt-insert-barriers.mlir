// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -verify-diagnostics | FileCheck %s

// One barrier before the first racing read orders both reads.
// CHECK-LABEL: func.func @raw_two_reads
// CHECK: simt.store
// CHECK-NEXT: arith.addi
// CHECK-NEXT: simt.ptr_add
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.load
// CHECK-NOT: simt.barrier
// CHECK: return
simt.global shared @s : !llvm.array<1026 x f32>
func.func @raw_two_reads(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1026 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1026 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %p1 = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  // expected-remark @below {{inserted block barrier: orders the write at line 19 before the read at line 23}}
  %a = simt.load %p1 : !simt.ptr<f32, shared> -> f32
  %t2 = arith.addi %t1, %c1 : i32
  %p2 = simt.ptr_add %s, %t2 : !simt.ptr<f32, shared>, i32
  %b = simt.load %p2 : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// The racing read sits under a divergent branch: the barrier is hoisted
// before the branch, into uniform control flow.
// CHECK-LABEL: func.func @hoisted
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: scf.if
simt.global shared @s : !llvm.array<1024 x f32>
func.func @hoisted(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %t0 = arith.cmpi eq, %tid, %c0 : i32
  // expected-remark @below {{inserted block barrier}}
  scf.if %t0 {
    %c64 = arith.constant 64 : i32
    %s1 = simt.ptr_add %s, %c64 : !simt.ptr<f32, shared>, i32
    %x = simt.load %s1 : !simt.ptr<f32, shared> -> f32
  }
  return
}

// -----

// Lanes of one warp only: a warp barrier is enough.
// CHECK-LABEL: func.func @warp_scope
// CHECK: simt.barrier warp {inserted}
// CHECK-NOT: simt.barrier block
simt.global shared @s : !llvm.array<1024 x f32>
func.func @warp_scope(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %x = arith.xori %tid, %c1 : i32
  %p = simt.ptr_add %s, %x : !simt.ptr<f32, shared>, i32
  // expected-remark @below {{inserted warp barrier}}
  %w = simt.load %p : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// A race carried by the back edge: the barrier goes before the write, inside the loop.
// CHECK-LABEL: func.func @loop_carried
// CHECK: scf.for
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.store
simt.global shared @s : !llvm.array<1024 x f32>
func.func @loop_carried(%n: index, %v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark @below {{inserted block barrier: orders the read at line 95 before the write at line 93}}
    simt.store %v, %st : f32, !simt.ptr<f32, shared>
    simt.barrier block
    %x = simt.load %s : !simt.ptr<f32, shared> -> f32
  }
  return
}

// -----

// No uniform point exists between the write and the read: both are inside
// a loop that threads leave at different iterations.
simt.global shared @s : !llvm.array<1024 x f32>
func.func @impossible(%x: !simt.ptr<i32, global>, %v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %p = simt.ptr_add %x, %tid : !simt.ptr<i32, global>, i32
  cf.br ^header
^header:
  // expected-error @below {{cannot insert a barrier that orders this access after the conflicting one}}
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  // expected-note @below {{the conflicting access is here}}
  %w = simt.load %s : !simt.ptr<f32, shared> -> f32
  %d = simt.load %p : !simt.ptr<i32, global> -> i32
  %stop = arith.cmpi eq, %d, %c0 : i32
  // expected-note @below {{this branch is divergent}}
  cf.cond_br %stop, ^exit, ^header
^exit:
  return
}

