// Barriers and warp collectives must never be duplicated into divergent
// branches by MLIR's generic passes. They declare no memory effects, so
// MLIR treats them as having unknown side effects: CSE never merges or
// duplicates them, sinking/hoisting passes never move them, and canonicalize
// only folds simt's own pattern (two identical adjacent barriers). None of
// the upstream passes tail-duplicates blocks (that is LLVM's jump threading,
// handled in the lowering).
// RUN: kiln-opt %s -canonicalize -cse -sccp -control-flow-sink -loop-invariant-code-motion -canonicalize -symbol-dce | FileCheck %s
// RUN: kiln-opt %s -lift-cf-to-scf -canonicalize -cse -sccp -canonicalize | FileCheck %s --check-prefix=LIFTED

// The barrier after an if/else stays a single barrier after the join.
// CHECK-LABEL: func.func @barrier_after_if_else
// CHECK-COUNT-1: simt.barrier block
// CHECK-NOT: simt.barrier
// LIFTED-LABEL: func.func @barrier_after_if_else
// LIFTED-COUNT-1: simt.barrier block
// LIFTED-NOT: simt.barrier
func.func @barrier_after_if_else(%out: !simt.ptr<f32, global>, %v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  %odd = arith.andi %tid, %c1 : i32
  %c = arith.trunci %odd : i32 to i1
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.mulf %v, %two : f32
  cf.br ^join(%x : f32)
^b:
  cf.br ^join(%v : f32)
^join(%y: f32):
  simt.barrier block
  %s = simt.shuffle xor %y, %c1, %c1 : f32
  simt.store %s, %out : f32, !simt.ptr<f32, global>
  return
}

// A shuffle whose value is the same on both paths is not sunk into them.
// CHECK-LABEL: func.func @shuffle_not_sunk
// CHECK: simt.shuffle
// CHECK: cf.cond_br
// CHECK-NOT: simt.shuffle
func.func @shuffle_not_sunk(%out: !simt.ptr<f32, global>, %v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %full = arith.constant -1 : i32
  %s = simt.shuffle xor %v, %c1, %full : f32
  %odd = arith.andi %tid, %c1 : i32
  %c = arith.trunci %odd : i32 to i1
  cf.cond_br %c, ^a, ^b
^a:
  simt.store %s, %out : f32, !simt.ptr<f32, global>
  return
^b:
  return
}

// simt.mma_sync is a warp collective: every lane of the warp must execute it
// together, so it carries (unknown) effects like the others. Loop-invariant
// operands do not let LICM hoist it out of a loop (here, past the barrier
// that orders it), and a use in one branch does not let sinking move it into
// that branch. It was `Pure` once, and both happened.
// CHECK-LABEL: func.func @mma_not_hoisted
// CHECK-NOT: simt.mma_sync
// CHECK: scf.for
// CHECK: simt.barrier block
// CHECK: simt.mma_sync bf16
// CHECK: scf.yield
// LIFTED-LABEL: func.func @mma_not_hoisted
func.func @mma_not_hoisted(%out: !simt.ptr<f32, global>, %a: i32, %b: i32,
                           %c: f32, %n: index) attributes {simt.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    simt.barrier block
    %d:4 = simt.mma_sync bf16 [%a, %a, %a, %a], [%b, %b], [%c, %c, %c, %c]
    %s = arith.addf %acc, %d#0 : f32
    scf.yield %s : f32
  }
  simt.store %r, %out : f32, !simt.ptr<f32, global>
  return
}

// CHECK-LABEL: func.func @mma_not_sunk
// CHECK: simt.mma_sync bf16
// CHECK: scf.if
// CHECK-NOT: simt.mma_sync
// CHECK: return
// LIFTED-LABEL: func.func @mma_not_sunk
func.func @mma_not_sunk(%out: !simt.ptr<f32, global>, %a: i32, %b: i32,
                        %c: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %d:4 = simt.mma_sync bf16 [%a, %a, %a, %a], [%b, %b], [%c, %c, %c, %c]
  %odd = arith.andi %tid, %c1 : i32
  %cond = arith.trunci %odd : i32 to i1
  scf.if %cond {
    simt.store %d#0, %out : f32, !simt.ptr<f32, global>
  }
  return
}
