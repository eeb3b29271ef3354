// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt 2>%t.err | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err

// A view the runtime checked contiguous (tile.assume_contiguous): each
// 16-byte chunk is one vector access or none, decided by its first element;
// no alignment check, no per-element fallback. The kernel records the
// condition in flattened positions: the out view's pointer is argument 3
// (after x's pointer, extent and stride), 4-byte elements, rank 1.
// CHECK-LABEL: func.func @vadd
// CHECK-SAME: simt.contiguous_params = array<i64: 0, 4, 1, 3, 4, 1>
// CHECK-NOT: simt.ptr_to_int
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32)
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: scf.if %{{.*}} {
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
// CHECK-NOT: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: return
func.func @vadd(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %out: !tile.view<f32, 1> {tile.assume_contiguous}) attributes {simt.kernel, simt.specializes = @general} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %i = arith.muli %p, %c : i64
  %a = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %out[%i], %a : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// An offset not provably a multiple of the vector keeps the run-time check
// and the per-element fallback, even on a contiguous view.
// CHECK-LABEL: func.func @odd_offset
// CHECK: simt.ptr_to_int
// CHECK: } else {
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
func.func @odd_offset(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %off: i64) attributes {simt.kernel} {
  %a = tile.load %x[%off] : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %x[%off], %a : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// Rows of bf16 at a program's row offset: the row offset is not the last
// dimension, the column offset is 0: whole 8-element vectors.
// CHECK-LABEL: func.func @rows_bf16
// CHECK-SAME: simt.contiguous_params = array<i64: 0, 2, 2>
// CHECK-NOT: simt.ptr_to_int
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, global> -> vector<8xbf16>
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<bf16, global> -> bf16
// CHECK: return
func.func @rows_bf16(%x: !tile.view<bf16, 2> {tile.assume_contiguous}) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %c0 = arith.constant 0 : i64
  %a = tile.load %x[%r, %c0] : !tile.view<bf16, 2> -> tensor<1x1024xbf16>
  tile.store %x[%r, %c0], %a : !tile.view<bf16, 2>, tensor<1x1024xbf16>
  return
}

// -----

// A row read in chunks by a counted loop: the offset is the induction
// variable, a multiple of the vector because its lower bound and step are
// (0 and 1024), so each chunk is one vector access or none, without the
// alignment check and the per-element fallback. A loop stepping by 6 is
// not (next function).
// CHECK-LABEL: func.func @chunks
// CHECK: scf.for
// CHECK-NOT: simt.ptr_to_int
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>
// CHECK-NOT: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-LABEL: func.func @odd_step
// CHECK: scf.for
// CHECK: simt.ptr_to_int
func.func @chunks(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %y: !tile.view<f32, 1> {tile.assume_contiguous}, %n: i64) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %step = arith.constant 1024 : i64
  scf.for %c = %z to %n step %step : i64 {
    %t = tile.load %x[%c] : !tile.view<f32, 1> -> tensor<1024xf32>
    tile.store %y[%c], %t : !tile.view<f32, 1>, tensor<1024xf32>
  }
  return
}
func.func @odd_step(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %y: !tile.view<f32, 1> {tile.assume_contiguous}, %n: i64) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %step = arith.constant 6 : i64
  scf.for %c = %z to %n step %step : i64 {
    %t = tile.load %x[%c] : !tile.view<f32, 1> -> tensor<1024xf32>
    tile.store %y[%c], %t : !tile.view<f32, 1>, tensor<1024xf32>
  }
  return
}
