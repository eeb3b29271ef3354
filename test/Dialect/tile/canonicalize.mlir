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
