// RUN: kiln-opt %s -split-input-file --simt-read-cse --cse | FileCheck %s

// The Hopper async ops' memory effects (SimtAsyncOps.td): an mbarrier wait
// (acquire), an arrive (release) and a TMA load (writes shared memory) each
// write the memory the stage's loads read, so neither simt-read-cse nor
// upstream CSE merges a load before them with the same load after them.
// Without an op in between the two loads merge (the first function), so
// this test fails if the ops lose their effects.

// CHECK-LABEL: func.func @nothing_between
// CHECK-COUNT-1: simt.load
// CHECK-NOT: simt.load
func.func @nothing_between(%s: !simt.ptr<f32, shared>) -> f32 {
  %a = simt.load %s : !simt.ptr<f32, shared> -> f32
  %b = simt.load %s : !simt.ptr<f32, shared> -> f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @across_wait
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared>
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global>
// CHECK: simt.mbarrier_wait
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared>
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global>
func.func @across_wait(%s: !simt.ptr<f32, shared>, %g: !simt.ptr<f32, global>,
                       %bar: !simt.ptr<i64, shared>, %phase: i32) -> f32 {
  %a = simt.load %s : !simt.ptr<f32, shared> -> f32
  %b = simt.load %g : !simt.ptr<f32, global> -> f32
  simt.mbarrier_wait %bar, %phase : !simt.ptr<i64, shared>
  %c = simt.load %s : !simt.ptr<f32, shared> -> f32
  %d = simt.load %g : !simt.ptr<f32, global> -> f32
  %ab = arith.addf %a, %b : f32
  %cd = arith.addf %c, %d : f32
  %r = arith.addf %ab, %cd : f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @across_arrive_and_tma_load
// CHECK: simt.load
// CHECK: simt.mbarrier_arrive
// CHECK: simt.load
// CHECK: simt.tma_load
// CHECK: simt.load
func.func @across_arrive_and_tma_load(%s: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, generic>,
                                      %bar: !simt.ptr<i64, shared>, %x: i32) -> f32 {
  %a = simt.load %s : !simt.ptr<f32, shared> -> f32
  %st = simt.mbarrier_arrive %bar : !simt.ptr<i64, shared>
  %b = simt.load %s : !simt.ptr<f32, shared> -> f32
  simt.tma_load %s, %desc, %bar, [%x] : !simt.ptr<f32, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
  %c = simt.load %s : !simt.ptr<f32, shared> -> f32
  %ab = arith.addf %a, %b : f32
  %r = arith.addf %ab, %c : f32
  return %r : f32
}
