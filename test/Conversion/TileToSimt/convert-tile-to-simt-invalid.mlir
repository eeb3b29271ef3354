// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt -verify-diagnostics

// Tiles reach convert-tile-to-simt with layouts (tile-assign-layouts runs
// first in kilnc); one without is an error at the op, not a crash.
func.func @no_layout(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  // expected-error @+1 {{has a tile without a supported layout: 'tensor<32xf32>' (run tile-assign-layouts first)}}
  %t = tile.splat %s : tensor<32xf32>
  %z = arith.constant 0 : i64
  tile.store %out[%z], %t : !tile.view<f32, 1>, tensor<32xf32>
  return
}

// -----

#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @dense_constant(%out: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  // expected-error @+1 {{only splat tile constants are supported}}
  %c = arith.constant dense<[0, 1]> : tensor<2xi32, #b1>
  %z = arith.constant 0 : i64
  tile.store %out[%z], %c : !tile.view<i32, 1>, tensor<2xi32, #b1>
  return
}

// -----

#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @returns_a_tile(%s: f32) -> tensor<32xf32, #b1> attributes {tile.num_warps = 1 : i32} {
  %t = tile.splat %s : tensor<32xf32, #b1>
  // expected-error @+1 {{cannot return tiles from a tile function}}
  return %t : tensor<32xf32, #b1>
}

// -----

#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @tile_argument(%t: tensor<32xf32, #b1>, %out: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  // expected-error @+1 {{uses a tile or view that was not lowered (tile function arguments other than views are not supported)}}
  tile.store %out[%z], %t : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
// A 16-element scan over 32 lanes: the lanes wrap (replicas).
func.func @replicated_scan(%out: !tile.view<i32, 1>, %s: i32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %t = tile.splat %s : tensor<16xi32, #b1>
  // expected-error @+1 {{scan: only scans over a blocked layout that covers the axis without replication are supported}}
  %r = tile.scan %t, 0 reverse : tensor<16xi32, #b1> -> tensor<16xi32, #b1> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  %z = arith.constant 0 : i64
  tile.store %out[%z], %r : !tile.view<i32, 1>, tensor<16xi32, #b1>
  return
}

// -----

#bl = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
#a = #tile.dot_operand<opIdx = 0, parent = #bl>
#b = #tile.dot_operand<opIdx = 1, parent = #bl>
func.func @dot_operand_accumulator(%out: !tile.view<f32, 2>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %ta = tile.splat %s : tensor<4x4xf32, #a>
  %tb = tile.splat %s : tensor<4x4xf32, #b>
  %acc = tile.splat %s : tensor<4x4xf32, #a>
  // expected-error @+1 {{dot needs a #tile.mma or #tile.blocked accumulator}}
  %d = tile.dot %ta, %tb, %acc : tensor<4x4xf32, #a>, tensor<4x4xf32, #b>, tensor<4x4xf32, #a> -> tensor<4x4xf32, #a>
  %z = arith.constant 0 : i64
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<4x4xf32, #a>
  return
}

// -----

#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @unknown_region_op(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  // expected-error @+1 {{cannot be lowered to simt}}
  %t = scf.execute_region -> tensor<32xf32, #b1> {
    %u = tile.splat %s : tensor<32xf32, #b1>
    scf.yield %u : tensor<32xf32, #b1>
  }
  %z = arith.constant 0 : i64
  tile.store %out[%z], %t : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

// Arithmetic on fp8 tiles: the frontend computes in f32.
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @fp8_add(%a: !tile.view<f8E4M3FN, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %a[%z] : !tile.view<f8E4M3FN, 1> -> tensor<32xf8E4M3FN, #b1>
  // expected-error@+1 {{on fp8 tiles is not supported}}
  %s = arith.addf %t, %t : tensor<32xf8E4M3FN, #b1>
  tile.store %a[%z], %s : !tile.view<f8E4M3FN, 1>, tensor<32xf8E4M3FN, #b1>
  return
}
