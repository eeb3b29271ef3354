// RUN: kiln-opt %s -split-input-file -tile-specialize-contiguous | FileCheck %s

// A kernel whose only accesses are masked gets the contiguous variant too:
// there a mask bounded by a view's last extent (`arange(c) < y.shape(0)`)
// is the same over each 16-byte vector (the launch condition makes the
// extent a multiple of one), so its loads and stores stay vectors
// (Conversion/TileToSimt/masked-memory.mlir).
// CHECK-LABEL: func.func @clipped(
// CHECK-LABEL: func.func @clipped__kiln_contiguous(
// CHECK-SAME: {tile.assume_contiguous}
// CHECK-SAME: simt.specializes = @clipped
// CHECK: tile.load %{{.*}} mask
// CHECK: tile.store %{{.*}} mask
func.func @clipped(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %o = arith.muli %p, %c : i64
  %n = tile.view_dim %y, 0 : !tile.view<f32, 1>
  %r = tile.arange 0 : tensor<512xi64>
  %os = tile.splat %o : tensor<512xi64>
  %idx = arith.addi %r, %os : tensor<512xi64>
  %ns = tile.splat %n : tensor<512xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<512xi64>
  %t = tile.load %x[%o] mask %m : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%o], %t mask %m : !tile.view<f32, 1>, tensor<512xf32>
  return
}
