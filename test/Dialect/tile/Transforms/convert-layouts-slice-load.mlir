// RUN: kiln-opt %s -split-input-file -tile-convert-layouts | FileCheck %s

// A load used only through a conversion to a slice of a blocked layout (a
// weight row, or per-row statistics, broadcast against a tile of several
// rows) is made in that slice: no round trip through shared memory.
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK: #slice = #tile.slice<dim = 0, parent = #blocked>
// CHECK-LABEL: func.func @weight_row
// CHECK: %[[W:.*]] = tile.load %arg0[%arg1] : !tile.view<f32, 1> -> tensor<1024xf32, #slice>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.expand_dims %[[W]], 0
func.func @weight_row(%w: !tile.view<f32, 1>, %i: i64) -> tensor<1x1024xf32, #p> attributes {tile.num_warps = 8 : i32} {
  %0 = tile.load %w[%i] : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.expand_dims %1, 0 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> -> tensor<1x1024xf32, #p>
  return %2 : tensor<1x1024xf32, #p>
}

// -----

// Two conversions to the same slice: one load serves both.
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
// CHECK: #slice = #tile.slice<dim = 1, parent = #blocked>
// CHECK-LABEL: func.func @row_stats
// CHECK: tile.load {{.*}} -> tensor<4xf32, #slice>
// CHECK-NOT: tile.convert_layout
func.func @row_stats(%s: !tile.view<f32, 1>, %i: i64) -> (tensor<4xf32, #tile.slice<dim = 1, parent = #p>>, tensor<4xf32, #tile.slice<dim = 1, parent = #p>>) attributes {tile.num_warps = 8 : i32} {
  %0 = tile.load %s[%i] : !tile.view<f32, 1> -> tensor<4xf32, #row>
  %1 = tile.convert_layout %0 : tensor<4xf32, #row> -> tensor<4xf32, #tile.slice<dim = 1, parent = #p>>
  %2 = tile.convert_layout %0 : tensor<4xf32, #row> -> tensor<4xf32, #tile.slice<dim = 1, parent = #p>>
  return %1, %2 : tensor<4xf32, #tile.slice<dim = 1, parent = #p>>, tensor<4xf32, #tile.slice<dim = 1, parent = #p>>
}

// -----

// Kept: a load also used in its own layout, a conversion to a blocked
// layout (a transposed read would lose its vectors), and a slice holding
// more than 32 elements per thread (an 8192-wide row replicated over 16
// warps: 256 registers from the hoisted load to its use).
#row = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#col = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>
#wide = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [16], order = [0]>
#q = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [16, 1], order = [1, 0]>
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-2: tile.convert_layout
// CHECK-NOT: tile.convert_layout
func.func @kept(%w: !tile.view<f32, 1>, %i: i64) -> (tensor<1024xf32, #row>, tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>, tensor<1024xf32, #col>) attributes {tile.num_warps = 8 : i32} {
  %0 = tile.load %w[%i] : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %1 = tile.convert_layout %0 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  %2 = tile.load %w[%i] : !tile.view<f32, 1> -> tensor<1024xf32, #row>
  %3 = tile.convert_layout %2 : tensor<1024xf32, #row> -> tensor<1024xf32, #col>
  return %0, %1, %3 : tensor<1024xf32, #row>, tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>, tensor<1024xf32, #col>
}
// CHECK-LABEL: func.func @too_wide
// CHECK: tile.convert_layout
func.func @too_wide(%w: !tile.view<f32, 1>, %i: i64) -> tensor<8192xf32, #tile.slice<dim = 0, parent = #q>> attributes {tile.num_warps = 16 : i32} {
  %0 = tile.load %w[%i] : !tile.view<f32, 1> -> tensor<8192xf32, #wide>
  %1 = tile.convert_layout %0 : tensor<8192xf32, #wide> -> tensor<8192xf32, #tile.slice<dim = 0, parent = #q>>
  return %1 : tensor<8192xf32, #tile.slice<dim = 0, parent = #q>>
}

// -----

// A bf16 weight widened to f32 before the conversion: the load and the
// extf are made in the slice.
#row = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: #slice = #tile.slice<dim = 0, parent = #blocked>
// CHECK-LABEL: func.func @widened_weight
// CHECK: %[[W:.*]] = tile.load {{.*}} -> tensor<1024xbf16, #slice>
// CHECK: arith.extf %[[W]] : tensor<1024xbf16, #slice> to tensor<1024xf32, #slice>
// CHECK-NOT: tile.convert_layout
func.func @widened_weight(%w: !tile.view<bf16, 1>, %i: i64) -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>> attributes {tile.num_warps = 4 : i32} {
  %0 = tile.load %w[%i] : !tile.view<bf16, 1> -> tensor<1024xbf16, #row>
  %1 = arith.extf %0 : tensor<1024xbf16, #row> to tensor<1024xf32, #row>
  %2 = tile.convert_layout %1 : tensor<1024xf32, #row> -> tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
  return %2 : tensor<1024xf32, #tile.slice<dim = 0, parent = #p>>
}
