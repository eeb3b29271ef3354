// RUN: kiln-opt %s -split-input-file -tile-convert-layouts | FileCheck %s

#a = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [4, 1]>
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#a2 = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// CHECK-DAG: #shared = #tile.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-DAG: #shared1 = #tile.shared<vec = 4, perPhase = 1, maxPhase = 1, order = [0]>
// CHECK-LABEL: func.func @scratch
// CHECK: tile.convert_layout %arg0 {scratch = #shared}
func.func @scratch(%x: tensor<64x32xbf16, #a>) -> tensor<64x32xbf16, #tile.dot_operand<opIdx = 0, parent = #mma>> {
  %0 = tile.convert_layout %x : tensor<64x32xbf16, #a> -> tensor<64x32xbf16, #tile.dot_operand<opIdx = 0, parent = #mma>>
  return %0 : tensor<64x32xbf16, #tile.dot_operand<opIdx = 0, parent = #mma>>
}

// CHECK-LABEL: func.func @chain_and_splat
// CHECK-NEXT: tile.splat %arg1 : tensor<512xf32, #[[C:.*]]>
// CHECK-NEXT: tile.convert_layout %arg0 {scratch = #shared1} : tensor<512xf32, #{{.*}}> -> tensor<512xf32, #[[C]]>
func.func @chain_and_splat(%x: tensor<512xf32, #b>, %v: f32) -> (tensor<512xf32, #c>, tensor<512xf32, #c>) {
  %s = tile.splat %v : tensor<512xf32, #b>
  %0 = tile.convert_layout %s : tensor<512xf32, #b> -> tensor<512xf32, #c>
  %1 = tile.convert_layout %x : tensor<512xf32, #b> -> tensor<512xf32, #a2>
  %2 = tile.convert_layout %1 : tensor<512xf32, #a2> -> tensor<512xf32, #c>
  return %0, %2 : tensor<512xf32, #c>, tensor<512xf32, #c>
}

// CHECK-LABEL: func.func @register_rename
// CHECK: tile.convert_layout %arg0 : tensor<64xf32
// CHECK-NOT: scratch
func.func @register_rename(%x: tensor<64xf32, #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>>>) -> tensor<64xf32, #c> {
  %0 = tile.convert_layout %x : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>>> -> tensor<64xf32, #c>
  return %0 : tensor<64xf32, #c>
}
