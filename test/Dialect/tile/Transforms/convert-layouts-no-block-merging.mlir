// RUN: kiln-opt %s -tile-convert-layouts | FileCheck %s

// The pass's pattern driver must not merge the two arms of a divergent
// branch that end alike (MLIR's Aggressive region simplification): merged,
// one active mask and one atomic would serve the lanes of both arms, and a
// warp-aggregated push would reserve its slots on whichever counter the
// leader picked (the sssp miscompile of compiler/Pipelines/Pipelines.cpp's
// canonicalizer, here in the tile pass that runs its own driver).
// CHECK-LABEL: func.func @arms_end_alike
// CHECK:         cf.cond_br %{{.*}}, ^[[NEAR:bb[0-9]+]], ^[[FAR:bb[0-9]+]]
// CHECK:       ^[[NEAR]]:
// CHECK-NEXT:    simt.active_mask
// CHECK-NEXT:    math.ctpop
// CHECK-NEXT:    simt.atomic_rmw add
// CHECK:       ^[[FAR]]:
// CHECK-NEXT:    simt.active_mask
// CHECK-NEXT:    math.ctpop
// CHECK-NEXT:    simt.atomic_rmw add
func.func @arms_end_alike(%near: !simt.ptr<i32, global>, %far: !simt.ptr<i32, global>, %split: i32) {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %split : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %m1 = simt.active_mask
  %n1 = math.ctpop %m1 : i32
  %r1 = simt.atomic_rmw add %near, %n1 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  cf.br ^bb3(%r1 : i32)
^bb2:
  %m2 = simt.active_mask
  %n2 = math.ctpop %m2 : i32
  %r2 = simt.atomic_rmw add %far, %n2 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  cf.br ^bb3(%r2 : i32)
^bb3(%r: i32):
  simt.store %r, %near : i32, !simt.ptr<i32, global>
  return
}
