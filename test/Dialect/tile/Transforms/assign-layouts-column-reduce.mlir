// RUN: kiln-opt %s -split-input-file -tile-assign-layouts | FileCheck %s

// Column sums of 16x128 bf16 blocks: the default layout put the 4 warps on
// the rows, so each sum along axis 0 crossed warps through shared memory.
// With the warps on the columns (4 x 32 columns, 8 lanes down the rows, 16
// bytes per thread) it reduces in registers and shuffles.
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @col_sum
// CHECK: tile.load {{.*}} -> tensor<16x128xbf16, #blocked>
// CHECK: tile.reduce {{.*}}, 0 : tensor<16x128xf32, #blocked>
func.func @col_sum(%x: !tile.view<bf16, 2>, %y: !tile.view<f32, 1>, %r: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<16x128xbf16>
  %f = arith.extf %t : tensor<16x128xbf16> to tensor<16x128xf32>
  %s = tile.reduce %f, 0 : tensor<16x128xf32> -> tensor<128xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<128xf32>
  return
}

// -----

// Reduced along both axes (layernorm backward: row sums for dx, column sums
// for dgamma), 4x1024 over 8 warps: warps [4, 2] moved 4 x 1024 + 2 x 4
// elements across warps, [1, 8] moves 8 x 4.
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]>
// CHECK-LABEL: func.func @both_axes
// CHECK: tile.load {{.*}} -> tensor<4x1024xf32, #blocked>
func.func @both_axes(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %z1: !tile.view<f32, 1>, %r: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<f32, 2> -> tensor<4x1024xf32>
  %s = tile.reduce %t, 0 : tensor<4x1024xf32> -> tensor<1024xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %u = tile.reduce %t, 1 : tensor<4x1024xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<1024xf32>
  tile.store %z1[%r], %u : !tile.view<f32, 1>, tensor<4xf32>
  return
}

// -----

// Rows only (a softmax of 16 rows): the default, warps on the rows.
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @rows_only
// CHECK: tile.load {{.*}} -> tensor<16x128xf32, #blocked>
func.func @rows_only(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %r: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<f32, 2> -> tensor<16x128xf32>
  %s = tile.reduce %t, 1 : tensor<16x128xf32> -> tensor<16xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maximumf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%r], %s : !tile.view<f32, 1>, tensor<16xf32>
  return
}
