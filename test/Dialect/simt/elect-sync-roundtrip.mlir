// RUN: kiln-opt %s | FileCheck %s
// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s -mlir-print-op-generic | kiln-opt | FileCheck %s

// simt.elect_sync prints its optional mask after the keyword `mask`, so the
// printed form parses back: with a bare `($mask^)?` the mask-less op took
// the next line's `%x =` for its mask and the round trip failed
// (regression test).

// CHECK-LABEL: func.func @no_mask_then_result
// CHECK-NEXT: %[[E:.*]] = simt.elect_sync{{$}}
// CHECK-NEXT: %[[M:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[F:.*]] = simt.elect_sync mask %[[M]]{{$}}
// CHECK-NEXT: %[[G:.*]] = simt.elect_sync{{$}}
// CHECK-NEXT: %{{.*}} = arith.andi %[[E]], %[[F]] : i1
func.func @no_mask_then_result() -> i1 {
  %e = simt.elect_sync
  %m = arith.constant -1 : i32
  %f = simt.elect_sync mask %m
  %g = simt.elect_sync
  %h = arith.andi %e, %f : i1
  %i = arith.andi %h, %g : i1
  return %i : i1
}
