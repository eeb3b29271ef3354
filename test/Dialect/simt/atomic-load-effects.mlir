// RUN: kiln-opt %s -split-input-file --simt-read-cse --cse --canonicalize | FileCheck %s

// An atomic load orders other memory accesses (acquire) and is a step of
// forward progress (C++ [intro.progress]): it writes, as far as MLIR's
// effects go, like a volatile load. With a read effect only, simt-read-cse
// merged a plain load after `flag.load(acquire)` with the same load before
// it, and canonicalize erased a spin loop on a relaxed load (found with
// stream-K's fix-up flags, branch gemm17).

// CHECK-LABEL: func.func @reload_after_acquire
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global>
// CHECK: simt.atomic_load %{{.*}} scope(device) order(acquire)
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global>
func.func @reload_after_acquire(%data: !simt.ptr<f32, global>, %flag: !simt.ptr<i32, global>) -> f32 {
  %a = simt.load %data : !simt.ptr<f32, global> -> f32
  %f = simt.atomic_load %flag scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
  %b = simt.load %data : !simt.ptr<f32, global> -> f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @spin_until_set
// CHECK: scf.while
// CHECK: simt.atomic_load %{{.*}} scope(device) order(relaxed)
// CHECK: scf.condition
func.func @spin_until_set(%flag: !simt.ptr<i32, global>) {
  %c0 = arith.constant 0 : i32
  scf.while : () -> () {
    %f = simt.atomic_load %flag scope(device) order(relaxed) : !simt.ptr<i32, global> -> i32
    %unset = arith.cmpi eq, %f, %c0 : i32
    scf.condition(%unset)
  } do {
    scf.yield
  }
  return
}
