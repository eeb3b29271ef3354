// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// Round trip of simt.split_loop (tile-split-reduction-loop,
// dialects/simt/IR/SplitLoopAttr.h): [S's i32 parameter (the workspace
// pointer follows it), slot bytes, trips (0: unknown), bytes a trip loads,
// the argument whose extent bounds the loop (-1: none), its dimension, the
// loop's start and step].

// After the lowering: the bound is the flattened i64 extent, parameter 1.
// CHECK-LABEL: func.func @col_sum
// CHECK-SAME: simt.split_loop = array<i64: 3, 8192, 0, 4096, 1, 0, 0, 32>
func.func @col_sum(%x: !simt.ptr<f32, global>, %rows: i64, %cols: i64, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 3, 8192, 0, 4096, 1, 0, 0, 32>} {
  return
}

// Before it: a view's dimension bounds the loop.
// CHECK-LABEL: func.func @col_sum_tile
// CHECK-SAME: simt.split_loop = array<i64: 1, 8192, 0, 8192, 0, 1, 0, 32>
func.func @col_sum_tile(%x: !tile.view<f32, 2>, %s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 1, 8192, 0, 8192, 0, 1, 0, 32>} {
  return
}

// Constant trips, no bound.
// CHECK-LABEL: func.func @static_trips
// CHECK-SAME: simt.split_loop = array<i64: 0, 16, 128, 256, -1, 0, 0, 0>
func.func @static_trips(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.split_loop = array<i64: 0, 16, 128, 256, -1, 0, 0, 0>} {
  return
}
