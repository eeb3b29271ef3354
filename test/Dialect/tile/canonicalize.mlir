// RUN: kiln-opt %s -canonicalize -split-input-file | FileCheck %s

#a = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// CHECK-LABEL: func.func @convert_chain
// CHECK-NEXT: %[[C:.*]] = tile.convert_layout %arg0 : tensor<512xf32, #{{.*}}> -> tensor<512xf32, #{{.*}}>
// CHECK-NEXT: return %[[C]]
func.func @convert_chain(%x: tensor<512xf32, #a>) -> tensor<512xf32, #c> {
  %0 = tile.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #b>
  %1 = tile.convert_layout %0 : tensor<512xf32, #b> -> tensor<512xf32, #c>
  return %1 : tensor<512xf32, #c>
}

// CHECK-LABEL: func.func @convert_splat
// CHECK-NEXT: %[[S:.*]] = tile.splat %arg0 : tensor<512xf32, #{{.*}}>
// CHECK-NEXT: return %[[S]]
func.func @convert_splat(%v: f32) -> tensor<512xf32, #c> {
  %0 = tile.splat %v : tensor<512xf32, #a>
  %1 = tile.convert_layout %0 : tensor<512xf32, #a> -> tensor<512xf32, #c>
  return %1 : tensor<512xf32, #c>
}

// CHECK-LABEL: func.func @identity
// CHECK-NEXT: return %arg0
func.func @identity(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = tile.convert_layout %x : tensor<8x4xf32> -> tensor<8x4xf32>
  %1 = tile.broadcast %0 : tensor<8x4xf32> -> tensor<8x4xf32>
  %2 = tile.permute %1, [0, 1] : tensor<8x4xf32> -> tensor<8x4xf32>
  %3 = tile.reshape %2 : tensor<8x4xf32> -> tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @splat_const
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<8x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @splat_const() -> tensor<8x4xf32> {
  %c = arith.constant 2.0 : f32
  %0 = tile.splat %c : tensor<8x1xf32>
  %1 = tile.broadcast %0 : tensor<8x1xf32> -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @reshape_chain
// CHECK-NEXT: %[[R:.*]] = tile.reshape %arg0 : tensor<8x4xf32> -> tensor<32xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_chain(%x: tensor<8x4xf32>) -> tensor<32xf32> {
  %0 = tile.reshape %x : tensor<8x4xf32> -> tensor<4x8xf32>
  %1 = tile.reshape %0 : tensor<4x8xf32> -> tensor<32xf32>
  return %1 : tensor<32xf32>
}

// -----

// An index mask converted to another layout is recomputed in that layout
// (arange, splat, expand_dims, cmpi), not sent through shared memory.
#w2 = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
#w4 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK: #[[$W4:.*]] = #tile.blocked<sizePerThread = [1, 4]
// CHECK: #[[$S4:.*]] = #tile.slice<dim = 0, parent = #[[$W4]]>
// CHECK-LABEL: func.func @remat_mask
// CHECK-NOT: tile.convert_layout
// CHECK: tile.arange 0 : tensor<1024xi64, #[[$S4]]>
// CHECK: tile.expand_dims {{.*}} -> tensor<1x1024xi64, #[[$W4]]>
// CHECK: tile.splat %arg0 : tensor<1x1024xi64, #[[$W4]]>
// CHECK: arith.cmpi slt, {{.*}} : tensor<1x1024xi64, #[[$W4]]>
// CHECK-NOT: tile.convert_layout
// CHECK: return
func.func @remat_mask(%n: i64) -> tensor<1x1024xi1, #w4> {
  %a = tile.arange 0 : tensor<1024xi64, #tile.slice<dim = 0, parent = #w2>>
  %e = tile.expand_dims %a, 0 : tensor<1024xi64, #tile.slice<dim = 0, parent = #w2>> -> tensor<1x1024xi64, #w2>
  %s = tile.splat %n : tensor<1x1024xi64, #w2>
  %m = arith.cmpi slt, %e, %s : tensor<1x1024xi64, #w2>
  %c = tile.convert_layout %m : tensor<1x1024xi1, #w2> -> tensor<1x1024xi1, #w4>
  return %c : tensor<1x1024xi1, #w4>
}

// -----

// Loaded data is not recomputed: the conversion stays.
#v2 = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
#v4 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @no_remat_data
// CHECK: tile.load
// CHECK: arith.addf
// CHECK: tile.convert_layout
func.func @no_remat_data(%x: !tile.view<f32, 2>, %v: f32) -> tensor<1x1024xf32, #v4> {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<1x1024xf32, #v2>
  %s = tile.splat %v : tensor<1x1024xf32, #v2>
  %a = arith.addf %t, %s : tensor<1x1024xf32, #v2>
  %c = tile.convert_layout %a : tensor<1x1024xf32, #v2> -> tensor<1x1024xf32, #v4>
  return %c : tensor<1x1024xf32, #v4>
}

// -----

// A one-element tile is in every thread: converting its broadcast is the
// broadcast made in the new layout, with no conversion at all.
#r1 = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#r4 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @convert_one_element_broadcast
// CHECK-NEXT: %[[B:.*]] = tile.broadcast %arg0 : tensor<1x1xi64, #{{.*}}> -> tensor<1x1024xi64, #{{.*}}>
// CHECK-NEXT: return %[[B]]
func.func @convert_one_element_broadcast(%x: tensor<1x1xi64, #r1>) -> tensor<1x1024xi64, #r4> {
  %0 = tile.broadcast %x : tensor<1x1xi64, #r1> -> tensor<1x1024xi64, #r1>
  %1 = tile.convert_layout %0 : tensor<1x1024xi64, #r1> -> tensor<1x1024xi64, #r4>
  return %1 : tensor<1x1024xi64, #r4>
}

// -----

// A broadcast of a 4-element column: the conversion moves to its source,
// 4 elements instead of 4096.
#r1 = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#r4 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @convert_row_broadcast
// CHECK-NEXT: %[[C:.*]] = tile.convert_layout %arg0 : tensor<4x1xi64, #{{.*}}> -> tensor<4x1xi64, #[[R4:.*]]>
// CHECK-NEXT: %[[B:.*]] = tile.broadcast %[[C]] : tensor<4x1xi64, #[[R4]]> -> tensor<4x1024xi64, #[[R4]]>
// CHECK-NEXT: return %[[B]]
func.func @convert_row_broadcast(%x: tensor<4x1xi64, #r1>) -> tensor<4x1024xi64, #r4> {
  %0 = tile.broadcast %x : tensor<4x1xi64, #r1> -> tensor<4x1024xi64, #r1>
  %1 = tile.convert_layout %0 : tensor<4x1024xi64, #r1> -> tensor<4x1024xi64, #r4>
  return %1 : tensor<4x1024xi64, #r4>
}

// -----

// A loaded bias row broadcast to an mma accumulator (matmul + bias): the
// 128-element row is converted to a slice of the mma layout and broadcast
// there, instead of converting the 128 x 128 broadcast (64 KiB of scratch).
#row = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#b2 = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]>
#acc = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
// CHECK-NEXT: #slice = #tile.slice<dim = 0, parent = #mma>
// CHECK-LABEL: func.func @bias_to_mma
// CHECK-NEXT: %[[C:.*]] = tile.convert_layout %arg0 : tensor<128xf32, #{{.*}}> -> tensor<128xf32, #slice>
// CHECK-NEXT: %[[E:.*]] = tile.expand_dims %[[C]], 0 : tensor<128xf32, #slice> -> tensor<1x128xf32, #mma>
// CHECK-NEXT: %[[B:.*]] = tile.broadcast %[[E]] : tensor<1x128xf32, #mma> -> tensor<128x128xf32, #mma>
// CHECK-NEXT: return %[[B]]
func.func @bias_to_mma(%bias: tensor<128xf32, #row>) -> tensor<128x128xf32, #acc> {
  %0 = tile.convert_layout %bias : tensor<128xf32, #row> -> tensor<128xf32, #tile.slice<dim = 0, parent = #b2>>
  %1 = tile.expand_dims %0, 0 : tensor<128xf32, #tile.slice<dim = 0, parent = #b2>> -> tensor<1x128xf32, #b2>
  %2 = tile.broadcast %1 : tensor<1x128xf32, #b2> -> tensor<128x128xf32, #b2>
  %3 = tile.convert_layout %2 : tensor<128x128xf32, #b2> -> tensor<128x128xf32, #acc>
  return %3 : tensor<128x128xf32, #acc>
}
