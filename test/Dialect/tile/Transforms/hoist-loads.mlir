// RUN: kiln-opt %s -split-input-file -tile-hoist-loads | FileCheck %s

// Layernorm's w load, written after the reduction, is issued right after
// the x load (in source order among loads); its index cast moves up too.
// CHECK-LABEL: func.func @early
// CHECK: arith.extsi %c0_i32
// CHECK: %[[X:.*]] = tile.load %arg0
// CHECK-NEXT: %[[W:.*]] = tile.load %arg1
// CHECK: tile.reduce %[[X]]
// CHECK: tile.expand_dims %[[W]], 0
func.func @early(%x: !tile.view<f32, 2>, %w: !tile.view<f32, 1>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<f32, 2> -> tensor<1x1024xf32>
  %s = tile.reduce %t, 1 : tensor<1x1024xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %se = tile.expand_dims %s, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %sb = tile.broadcast %se : tensor<1x1xf32> -> tensor<1x1024xf32>
  %c0 = arith.constant 0 : i32
  %z2 = arith.extsi %c0 : i32 to i64
  %wt = tile.load %w[%z2] : !tile.view<f32, 1> -> tensor<1024xf32>
  %we = tile.expand_dims %wt, 0 : tensor<1024xf32> -> tensor<1x1024xf32>
  %o = arith.mulf %sb, %we : tensor<1x1024xf32>
  tile.store %y[%r, %z], %o : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// A load never moves above a store (the views may alias).
// CHECK-LABEL: func.func @after_store
// CHECK: tile.store
// CHECK: tile.load %arg1
func.func @after_store(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %v: f32) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %s = tile.splat %v : tensor<128xf32>
  tile.store %x[%z], %s : !tile.view<f32, 1>, tensor<128xf32>
  %t = tile.load %y[%z] : !tile.view<f32, 1> -> tensor<128xf32>
  tile.store %x[%z], %t : !tile.view<f32, 1>, tensor<128xf32>
  return
}

// -----

// Rows of 8192 elements over 4 warps are 64 registers per thread each
// (broadcasts and expand_dims reuse their source's). The weight row moves up
// to just after the variance's reduction, not above it, where the centred
// row and its square would be live beside it (3 rows: past the budget); the
// bias row, with the scaled row and the weights live, stays where it is.
// CHECK-LABEL: func.func @wide_rows
// CHECK: tile.load %arg0
// CHECK: tile.reduce
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: tile.reduce
// CHECK: tile.load %arg1
// CHECK: tile.expand_dims
// CHECK: arith.mulf
// CHECK: tile.load %arg2
func.func @wide_rows(%x: !tile.view<f32, 2>, %w: !tile.view<f32, 1>, %b: !tile.view<f32, 1>, %y: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i64} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<1x8192xf32>
  %s = tile.reduce %t, 1 : tensor<1x8192xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %c: f32):
    %e = arith.addf %a, %c : f32
    tile.yield %e : f32
  }
  %se = tile.expand_dims %s, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %sb = tile.broadcast %se : tensor<1x1xf32> -> tensor<1x8192xf32>
  %d = arith.subf %t, %sb : tensor<1x8192xf32>
  %dd = arith.mulf %d, %d : tensor<1x8192xf32>
  %v = tile.reduce %dd, 1 : tensor<1x8192xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %c: f32):
    %e = arith.addf %a, %c : f32
    tile.yield %e : f32
  }
  %ve = tile.expand_dims %v, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %vb = tile.broadcast %ve : tensor<1x1xf32> -> tensor<1x8192xf32>
  %n = arith.mulf %d, %vb : tensor<1x8192xf32>
  %wt = tile.load %w[%z] : !tile.view<f32, 1> -> tensor<8192xf32>
  %we = tile.expand_dims %wt, 0 : tensor<8192xf32> -> tensor<1x8192xf32>
  %m = arith.mulf %n, %we : tensor<1x8192xf32>
  %bt = tile.load %b[%z] : !tile.view<f32, 1> -> tensor<8192xf32>
  %be = tile.expand_dims %bt, 0 : tensor<8192xf32> -> tensor<1x8192xf32>
  %o = arith.addf %m, %be : tensor<1x8192xf32>
  tile.store %y[%z, %z], %o : !tile.view<f32, 2>, tensor<1x8192xf32>
  return
}
