// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A causal softmax's mask `(k <= q) & (k < len)` over 4 query rows, used by
// a 3-D masked load (so expanded into a slice of the load's layout) and by a
// `where` on the loaded rows. The mask is index arithmetic: it is remade in
// each layout that wants it, into the slice as well (broadcasts and
// expansions of aranges), instead of crossing shared memory as i64 and i1
// tiles; and the `where` keeps the data's layout. (The mask has 13 distinct
// tiles: isCheapToRematerialize counted 19 with repeats and gave up at 16.)
// CHECK-LABEL: func.func @causal
// CHECK-NOT: tile.convert_layout
// CHECK: tile.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}] mask %{{.*}} padding %{{.*}} : f32 : !tile.view<f32, 3> -> tensor<1x4x1024xf32, #[[L:blocked[0-9]*]]>
// CHECK-NOT: tile.convert_layout
// CHECK: return
func.func @causal(%s: !tile.view<f32, 3>, %p: !tile.view<f32, 3>, %bh: i64, %q0: i64, %len: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant dense<0.0> : tensor<4x1024xf32>
  %q = tile.arange 0 : tensor<4xi64>
  %q0s = tile.splat %q0 : tensor<4xi64>
  %qi = arith.addi %q, %q0s : tensor<4xi64>
  %qe = tile.expand_dims %qi, 1 : tensor<4xi64> -> tensor<4x1xi64>
  %k = tile.arange 0 : tensor<1024xi64>
  %ke = tile.expand_dims %k, 0 : tensor<1024xi64> -> tensor<1x1024xi64>
  %kb = tile.broadcast %ke : tensor<1x1024xi64> -> tensor<4x1024xi64>
  %qb = tile.broadcast %qe : tensor<4x1xi64> -> tensor<4x1024xi64>
  %causal = arith.cmpi sle, %kb, %qb : tensor<4x1024xi64>
  %lens = tile.splat %len : tensor<1x1024xi64>
  %inlen = arith.cmpi slt, %ke, %lens : tensor<1x1024xi64>
  %inb = tile.broadcast %inlen : tensor<1x1024xi1> -> tensor<4x1024xi1>
  %keep = arith.andi %causal, %inb : tensor<4x1024xi1>
  %keep3 = tile.expand_dims %keep, 0 : tensor<4x1024xi1> -> tensor<1x4x1024xi1>
  %t3 = tile.load %s[%bh, %q0, %c0] mask %keep3 padding %ninf : f32 : !tile.view<f32, 3> -> tensor<1x4x1024xf32>
  %t = tile.reshape %t3 : tensor<1x4x1024xf32> -> tensor<4x1024xf32>
  %e = math.exp %t : tensor<4x1024xf32>
  %w = arith.select %keep, %e, %zero : tensor<4x1024xi1>, tensor<4x1024xf32>
  %w3 = tile.reshape %w : tensor<4x1024xf32> -> tensor<1x4x1024xf32>
  tile.store %p[%bh, %q0, %c0], %w3 : !tile.view<f32, 3>, tensor<1x4x1024xf32>
  return
}
