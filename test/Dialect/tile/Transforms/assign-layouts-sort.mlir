// RUN: kiln-opt %s -split-input-file -tile-assign-layouts | FileCheck %s

// A sort runs in its keys' (loaded, blocked) layout: the bf16 values loaded
// 8 per thread are converted to the f32 keys' 4 per thread, the results keep
// the keys' layout (no conversion before the stores of the keys).
// CHECK-DAG: #blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-DAG: #blocked1 = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: func.func @sort_pairs
// CHECK: %[[KEYS:.*]] = tile.load {{.*}} -> tensor<1024xf32, #blocked>
// CHECK: %[[VALS:.*]] = tile.load {{.*}} -> tensor<1024xbf16, #blocked1>
// CHECK: %[[CV:.*]] = tile.convert_layout %[[VALS]] : tensor<1024xbf16, #blocked1> -> tensor<1024xbf16, #blocked>
// CHECK: tile.sort %[[KEYS]], 0 values(%[[CV]] : tensor<1024xbf16, #blocked>) -> tensor<1024xbf16, #blocked> : tensor<1024xf32, #blocked>
func.func @sort_pairs(%k: !tile.view<f32, 1>, %v: !tile.view<bf16, 1>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %a = tile.load %k[%z] : !tile.view<f32, 1> -> tensor<1024xf32>
  %b = tile.load %v[%z] : !tile.view<bf16, 1> -> tensor<1024xbf16>
  %sa, %sb = tile.sort %a, 0 values(%b : tensor<1024xbf16>) -> tensor<1024xbf16> : tensor<1024xf32>
  tile.store %k[%z], %sa : !tile.view<f32, 1>, tensor<1024xf32>
  tile.store %v[%z], %sb : !tile.view<bf16, 1>, tensor<1024xbf16>
  return
}

// -----

// top-k's results and a histogram's counts take their own shapes' default
// layouts; the histogram counts its input where it is (no conversion).
// CHECK-DAG: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-DAG: #blocked1 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @topk_histogram
// CHECK: tile.topk %{{.*}}, 1, 8 : tensor<4x512xf32, #blocked> -> tensor<4x8xf32, #blocked1>, tensor<4x8xi32, #blocked1>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.histogram %{{.*}} : tensor<4x512xi32, #blocked> -> tensor<64xi32, #
func.func @topk_histogram(%x: !tile.view<f32, 2>, %i: !tile.view<i32, 2>, %h: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<4x512xf32>
  %v, %ix = tile.topk %t, 1, 8 : tensor<4x512xf32> -> tensor<4x8xf32>, tensor<4x8xi32>
  tile.store %i[%z, %z], %ix : !tile.view<i32, 2>, tensor<4x8xi32>
  %n = tile.load %i[%z, %z] : !tile.view<i32, 2> -> tensor<4x512xi32>
  %c = tile.histogram %n : tensor<4x512xi32> -> tensor<64xi32>
  tile.store %h[%z], %c : !tile.view<i32, 1>, tensor<64xi32>
  return
}
