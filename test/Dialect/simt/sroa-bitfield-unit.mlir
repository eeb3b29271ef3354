// RUN: kiln-opt %s -split-input-file -sroa -mem2reg -canonicalize | FileCheck %s
// A bit-field access unit (an `array<N x i8>` field read and written whole as
// the integer of its N bytes) does not keep its struct in memory: the struct
// splits, the field next to it becomes a value. cuda::pipeline keeps its stage
// indices in such a unit next to its shared state's pointer; with the struct
// whole, that pointer was a local-memory load and the pipeline's stage
// barriers were no longer known to the sync checks.

// CHECK-LABEL: func.func @unit_beside_pointer
// CHECK-SAME: (%[[P:.*]]: !simt.ptr<i8, shared>, %[[W:.*]]: i32)
// CHECK: %[[U:.*]] = simt.alloca : !simt.ptr<!llvm.array<4 x i8>, local>
// CHECK: %[[C:.*]] = simt.ptr_cast %[[U]] : !simt.ptr<!llvm.array<4 x i8>, local> to !simt.ptr<i32, local>
// CHECK: simt.store %[[W]], %[[C]]
// CHECK: %[[X:.*]] = simt.load %[[C]]
// CHECK: return %[[P]], %[[X]] : !simt.ptr<i8, shared>, i32
func.func @unit_beside_pointer(%p: !simt.ptr<i8, shared>, %w: i32) -> (!simt.ptr<i8, shared>, i32) {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(array<4 x i8>, array<4 x i8>, !simt.ptr<i8, shared>)>, local>
  %u = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(array<4 x i8>, array<4 x i8>, !simt.ptr<i8, shared>)>, local> -> !simt.ptr<!llvm.array<4 x i8>, local>
  %q = simt.member_ptr %s[2] : !simt.ptr<!llvm.struct<(array<4 x i8>, array<4 x i8>, !simt.ptr<i8, shared>)>, local> -> !simt.ptr<!simt.ptr<i8, shared>, local>
  %word = simt.ptr_cast %u : !simt.ptr<!llvm.array<4 x i8>, local> to !simt.ptr<i32, local>
  simt.store %w, %word : i32, !simt.ptr<i32, local>
  simt.store %p, %q : !simt.ptr<i8, shared>, !simt.ptr<!simt.ptr<i8, shared>, local>
  %x = simt.load %word : !simt.ptr<i32, local> -> i32
  %y = simt.load %q : !simt.ptr<!simt.ptr<i8, shared>, local> -> !simt.ptr<i8, shared>
  return %y, %x : !simt.ptr<i8, shared>, i32
}

// -----

// Part of the field read as a narrower integer is not the whole unit: the
// struct stays in memory.
// CHECK-LABEL: func.func @part_of_unit
// CHECK: simt.alloca : !simt.ptr<!llvm.struct<(array<4 x i8>, !simt.ptr<i8, shared>)>, local>
func.func @part_of_unit(%p: !simt.ptr<i8, shared>, %w: i16) -> (!simt.ptr<i8, shared>, i16) {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(array<4 x i8>, !simt.ptr<i8, shared>)>, local>
  %u = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(array<4 x i8>, !simt.ptr<i8, shared>)>, local> -> !simt.ptr<!llvm.array<4 x i8>, local>
  %q = simt.member_ptr %s[1] : !simt.ptr<!llvm.struct<(array<4 x i8>, !simt.ptr<i8, shared>)>, local> -> !simt.ptr<!simt.ptr<i8, shared>, local>
  %half = simt.ptr_cast %u : !simt.ptr<!llvm.array<4 x i8>, local> to !simt.ptr<i16, local>
  simt.store %w, %half : i16, !simt.ptr<i16, local>
  simt.store %p, %q : !simt.ptr<i8, shared>, !simt.ptr<!simt.ptr<i8, shared>, local>
  %x = simt.load %half : !simt.ptr<i16, local> -> i16
  %y = simt.load %q : !simt.ptr<!simt.ptr<i8, shared>, local> -> !simt.ptr<i8, shared>
  return %y, %x : !simt.ptr<i8, shared>, i16
}
