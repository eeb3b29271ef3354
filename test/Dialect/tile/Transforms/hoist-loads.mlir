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
