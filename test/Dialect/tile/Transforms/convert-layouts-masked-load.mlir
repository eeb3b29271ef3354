// RUN: kiln-opt %s -split-input-file -tile-convert-layouts | FileCheck %s

// A masked weight row (`load<1024>(w, arange(0) < n, 0)`) used only through
// a conversion to a slice is loaded in that slice as an unmasked one is, its
// index mask remade there (arange, splat and compare in the slice layout):
// nothing crosses shared memory.
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK: #slice = #tile.slice<dim = 0, parent = #blocked>
// CHECK-LABEL: func.func @masked_weight_row
// CHECK-NOT: tile.convert_layout
// CHECK: %[[M:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<1024xi64, #slice>
// CHECK-NOT: tile.convert_layout
// CHECK: %[[W:.*]] = tile.load %arg0[%arg1] mask %[[M]] : !tile.view<f32, 1> -> tensor<1024xf32, #slice>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.expand_dims %[[W]], 0
func.func @masked_weight_row(%w: !tile.view<f32, 1>, %i: i64, %n: i64) -> tensor<1x1024xf32, #p> attributes {tile.num_warps = 8 : i32} {
  %r = tile.arange 0 : tensor<1024xi64, #row>
  %ns = tile.splat %n : tensor<1024xi64, #row>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi64, #row>
  %0 = tile.load %w[%i] mask %m : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.expand_dims %1, 0 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> -> tensor<1x1024xf32, #p>
  return %2 : tensor<1x1024xf32, #p>
}

// -----

// A mask that is data (loaded) would cross shared memory itself: the load
// stays, and the loaded row is converted.
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK-LABEL: func.func @data_mask
// CHECK: tile.load %arg0[%arg2] mask %{{.*}} : !tile.view<f32, 1> -> tensor<1024xf32, #blocked1>
// CHECK: tile.convert_layout
func.func @data_mask(%w: !tile.view<f32, 1>, %flags: !tile.view<i1, 1>, %i: i64) -> tensor<1x1024xf32, #p> attributes {tile.num_warps = 8 : i32} {
  %m = tile.load %flags[%i] : !tile.view<i1, 1> -> tensor<1024xi1, #row>
  %0 = tile.load %w[%i] mask %m : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.expand_dims %1, 0 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> -> tensor<1x1024xf32, #p>
  return %2 : tensor<1x1024xf32, #p>
}

// -----

// A tile padding (Triton's tile-valued `other`) moves with the load as the
// mask does: made in the slice too, here from a splat (nothing crosses).
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK-LABEL: func.func @tile_padding
// CHECK-NOT: tile.convert_layout
// CHECK: %[[P:.*]] = tile.splat %arg3 : tensor<1024xf32, #slice>
// CHECK: tile.load %arg0[%arg1] mask %{{.*}} padding %[[P]] : tensor<1024xf32, #slice> : !tile.view<f32, 1> -> tensor<1024xf32, #slice>
// CHECK-NOT: tile.convert_layout
func.func @tile_padding(%w: !tile.view<f32, 1>, %i: i64, %n: i64, %x: f32) -> tensor<1x1024xf32, #p> attributes {tile.num_warps = 8 : i32} {
  %r = tile.arange 0 : tensor<1024xi64, #row>
  %ns = tile.splat %n : tensor<1024xi64, #row>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi64, #row>
  %pad = tile.splat %x : tensor<1024xf32, #row>
  %0 = tile.load %w[%i] mask %m padding %pad : tensor<1024xf32, #row> : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.expand_dims %1, 0 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> -> tensor<1x1024xf32, #p>
  return %2 : tensor<1x1024xf32, #p>
}

// -----

// A tile padding that is data (loaded) would cross shared memory itself:
// the load stays, and the loaded row is converted.
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK-LABEL: func.func @data_padding
// CHECK: tile.load %arg0[%arg2] mask %{{.*}} padding %{{.*}} : tensor<1024xf32, #blocked1> : !tile.view<f32, 1> -> tensor<1024xf32, #blocked1>
// CHECK: tile.convert_layout
func.func @data_padding(%w: !tile.view<f32, 1>, %u: !tile.view<f32, 1>, %i: i64, %n: i64) -> tensor<1x1024xf32, #p> attributes {tile.num_warps = 8 : i32} {
  %r = tile.arange 0 : tensor<1024xi64, #row>
  %ns = tile.splat %n : tensor<1024xi64, #row>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi64, #row>
  %pad = tile.load %u[%i] : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %0 = tile.load %w[%i] mask %m padding %pad : tensor<1024xf32, #row> : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.expand_dims %1, 0 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> -> tensor<1x1024xf32, #p>
  return %2 : tensor<1x1024xf32, #p>
}
