// RUN: kiln-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @repeated_barriers
// CHECK-NEXT: simt.barrier block
// CHECK-NEXT: simt.barrier warp
// CHECK-NEXT: simt.barrier block
// CHECK-NEXT: return
func.func @repeated_barriers() {
  simt.barrier block
  simt.barrier block
  simt.barrier warp
  simt.barrier warp
  simt.barrier block
  return
}

// -----

// A barrier separated from its twin by a memory access is not redundant.
// CHECK-LABEL: func.func @barriers_around_store
// CHECK: simt.barrier block
// CHECK-NEXT: simt.store
// CHECK-NEXT: simt.barrier block
func.func @barriers_around_store(%p: !simt.ptr<i32, shared>, %v: i32) {
  simt.barrier block
  simt.store %v, %p : i32, !simt.ptr<i32, shared>
  simt.barrier block
  return
}

// -----

// Warp barriers with different masks both stay.
// CHECK-LABEL: func.func @different_masks
// CHECK-COUNT-2: simt.barrier warp
func.func @different_masks(%a: i32, %b: i32) {
  simt.barrier warp, %a
  simt.barrier warp, %b
  return
}

// -----

// CHECK-LABEL: func.func @ptr_add_zero
// CHECK-NOT: simt.ptr_add
// CHECK: simt.load %arg0
func.func @ptr_add_zero(%p: !simt.ptr<f32, global>) -> f32 {
  %c0 = arith.constant 0 : i64
  %q = simt.ptr_add %p, %c0 : !simt.ptr<f32, global>, i64
  %v = simt.load %q : !simt.ptr<f32, global> -> f32
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cast_round_trip
// CHECK-NOT: simt.ptr_cast
// CHECK: return %arg0
func.func @cast_round_trip(%p: !simt.ptr<f32, shared>) -> !simt.ptr<f32, shared> {
  %g = simt.ptr_cast %p : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
  %s = simt.ptr_cast %g : !simt.ptr<f32, generic> to !simt.ptr<f32, shared>
  return %s : !simt.ptr<f32, shared>
}

// -----

// CHECK-LABEL: func.func @cast_chain
// CHECK-NEXT: %[[C:.*]] = simt.ptr_cast %arg0 : !simt.ptr<f32, shared> to !simt.ptr<i32, generic>
// CHECK-NEXT: return %[[C]]
func.func @cast_chain(%p: !simt.ptr<f32, shared>) -> !simt.ptr<i32, generic> {
  %g = simt.ptr_cast %p : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
  %i = simt.ptr_cast %g : !simt.ptr<f32, generic> to !simt.ptr<i32, generic>
  return %i : !simt.ptr<i32, generic>
}

// -----

// Ids are pure: duplicates fold away under CSE, unused ones disappear.
// CHECK-LABEL: func.func @unused_ids
// CHECK-NEXT: return
func.func @unused_ids() {
  %0 = simt.thread_id x
  %1 = simt.lane_id
  return
}
