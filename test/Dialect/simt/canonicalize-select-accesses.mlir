// RUN: kiln-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: kiln-opt %s -split-input-file -canonicalize -mem2reg | FileCheck %s --check-prefix=PROMOTED
// An access through a select of two locals (a glvalue `c ? i : j`, an
// inlined std::min of locals) is split into accesses of each local, so that
// mem2reg can promote both.

// CHECK-LABEL: func.func @load_of_either
// CHECK: %[[A:.*]] = simt.alloca
// CHECK: %[[B:.*]] = simt.alloca
// CHECK-DAG: %[[LA:.*]] = simt.load %[[A]] : !simt.ptr<i32, local> -> i32
// CHECK-DAG: %[[LB:.*]] = simt.load %[[B]] : !simt.ptr<i32, local> -> i32
// CHECK: %[[R:.*]] = arith.select %{{.*}}, %[[LA]], %[[LB]] : i32
// CHECK: return %[[R]]
// PROMOTED-LABEL: func.func @load_of_either
// PROMOTED-SAME: (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// PROMOTED-NOT: simt.alloca
// PROMOTED: %[[R:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : i32
// PROMOTED: return %[[R]]
func.func @load_of_either(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = simt.alloca : !simt.ptr<i32, local>
  %b = simt.alloca : !simt.ptr<i32, local>
  simt.store %x, %a : i32, !simt.ptr<i32, local>
  simt.store %y, %b : i32, !simt.ptr<i32, local>
  %p = arith.select %c, %a, %b : !simt.ptr<i32, local>
  %r = simt.load %p : !simt.ptr<i32, local> -> i32
  return %r : i32
}

// -----

// References are generic views of the locals (std::min's operands).
// CHECK-LABEL: func.func @generic_views
// CHECK-NOT: arith.select {{.*}} : !simt.ptr
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// PROMOTED-LABEL: func.func @generic_views
// PROMOTED-NOT: simt.alloca
// PROMOTED-NOT: simt.load
func.func @generic_views(%x: i32, %y: i32) -> i32 {
  %a = simt.alloca : !simt.ptr<i32, local>
  %b = simt.alloca : !simt.ptr<i32, local>
  simt.store %x, %a : i32, !simt.ptr<i32, local>
  simt.store %y, %b : i32, !simt.ptr<i32, local>
  %ga = simt.ptr_cast %a : !simt.ptr<i32, local> to !simt.ptr<i32, generic>
  %gb = simt.ptr_cast %b : !simt.ptr<i32, local> to !simt.ptr<i32, generic>
  %lt = arith.cmpi slt, %y, %x : i32
  %p = arith.select %lt, %gb, %ga : !simt.ptr<i32, generic>
  %r = simt.load %p : !simt.ptr<i32, generic> -> i32
  return %r : i32
}

// -----

// A store writes the chosen local and writes the other one's value back.
// CHECK-LABEL: func.func @store_to_either
// CHECK: %[[A:.*]] = simt.alloca
// CHECK: %[[B:.*]] = simt.alloca
// CHECK: %[[OA:.*]] = simt.load %[[A]]
// CHECK: %[[NA:.*]] = arith.select %[[C:.*]], %[[V:.*]], %[[OA]] : f32
// CHECK: simt.store %[[NA]], %[[A]]
// CHECK: %[[OB:.*]] = simt.load %[[B]]
// CHECK: %[[NB:.*]] = arith.select %[[C]], %[[OB]], %[[V]] : f32
// CHECK: simt.store %[[NB]], %[[B]]
// PROMOTED-LABEL: func.func @store_to_either
// PROMOTED-SAME: (%[[C:.*]]: i1, %[[V:.*]]: f32, %[[X:.*]]: f32)
// PROMOTED-NOT: simt.alloca
// PROMOTED: %[[NA:.*]] = arith.select %[[C]], %[[V]], %[[X]] : f32
// PROMOTED: %[[NB:.*]] = arith.select %[[C]], %[[X]], %[[V]] : f32
// PROMOTED: arith.addf %[[NA]], %[[NB]]
func.func @store_to_either(%c: i1, %v: f32, %x: f32) -> f32 {
  %a = simt.alloca : !simt.ptr<f32, local>
  %b = simt.alloca : !simt.ptr<f32, local>
  simt.store %x, %a : f32, !simt.ptr<f32, local>
  simt.store %x, %b : f32, !simt.ptr<f32, local>
  %p = arith.select %c, %a, %b : !simt.ptr<f32, local>
  simt.store %v, %p : f32, !simt.ptr<f32, local>
  %ra = simt.load %a : !simt.ptr<f32, local> -> f32
  %rb = simt.load %b : !simt.ptr<f32, local> -> f32
  %s = arith.addf %ra, %rb : f32
  return %s : f32
}

// -----

// Selects of selects of locals split in turn.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<i32, local> -> i32{{.*}}select
// CHECK-COUNT-2: arith.select %{{.*}} : i32
// PROMOTED-LABEL: func.func @nested
// PROMOTED-NOT: simt.alloca
func.func @nested(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  %a = simt.alloca : !simt.ptr<i32, local>
  %b = simt.alloca : !simt.ptr<i32, local>
  %e = simt.alloca : !simt.ptr<i32, local>
  simt.store %x, %a : i32, !simt.ptr<i32, local>
  simt.store %y, %b : i32, !simt.ptr<i32, local>
  simt.store %z, %e : i32, !simt.ptr<i32, local>
  %p = arith.select %d, %a, %b : !simt.ptr<i32, local>
  %q = arith.select %c, %p, %e : !simt.ptr<i32, local>
  %r = simt.load %q : !simt.ptr<i32, local> -> i32
  return %r : i32
}

// -----

// Not split: a volatile access, and pointers that may not be this thread's
// (a select of global pointers: reading the other one could fault).
// CHECK-LABEL: func.func @kept
// CHECK: %[[P:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i32, local>
// CHECK: simt.load volatile %[[P]]
// CHECK: %[[G:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i32, global>
// CHECK: simt.load %[[G]]
// PROMOTED-LABEL: func.func @kept
// PROMOTED: simt.load volatile
func.func @kept(%c: i1, %g0: !simt.ptr<i32, global>, %g1: !simt.ptr<i32, global>) -> i32 {
  %a = simt.alloca : !simt.ptr<i32, local>
  %b = simt.alloca : !simt.ptr<i32, local>
  %p = arith.select %c, %a, %b : !simt.ptr<i32, local>
  %v = simt.load volatile %p : !simt.ptr<i32, local> -> i32
  %g = arith.select %c, %g0, %g1 : !simt.ptr<i32, global>
  %w = simt.load %g : !simt.ptr<i32, global> -> i32
  %s = arith.addi %v, %w : i32
  return %s : i32
}
