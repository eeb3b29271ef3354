// RUN: kiln-opt %s -split-input-file -simt-insert-barriers=remove-redundant=true -verify-diagnostics | FileCheck %s

// remove-redundant: a barrier between accesses that cannot conflict goes;
// one that orders global memory stays.
// CHECK-LABEL: func.func @redundant
// CHECK-NOT: simt.barrier block
// CHECK: simt.store
// CHECK: simt.barrier block
// CHECK: simt.load
simt.global shared @s : !llvm.array<1024 x f32>
func.func @redundant(%v: f32, %g: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  // expected-remark @below {{removed block barrier: it orders no conflicting shared- or global-memory accesses}}
  simt.barrier block
  %w = simt.load %st : !simt.ptr<f32, shared> -> f32
  %gp = simt.ptr_add %g, %tid : !simt.ptr<f32, global>, i32
  simt.store %w, %gp : f32, !simt.ptr<f32, global>
  simt.barrier block
  %x = simt.load %g : !simt.ptr<f32, global> -> f32
  return
}

// -----

// A barrier that orders a real race stays.
// CHECK-LABEL: func.func @needed
// CHECK: simt.barrier block
simt.global shared @s : !llvm.array<1025 x f32>
func.func @needed(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32
  return
}
