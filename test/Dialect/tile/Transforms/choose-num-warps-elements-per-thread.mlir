// RUN: kiln-opt %s -split-input-file -tile-choose-num-warps=elements-per-thread=8 | FileCheck %s
// RUN: kiln-opt %s -split-input-file -tile-choose-num-warps | FileCheck %s --check-prefix=OLD
// RUN: kiln-opt %s -split-input-file -tile-choose-num-warps=elements-per-thread=8 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// tile-choose-num-warps' elements per thread (issue 16; 16 by default, the OLD prefix; 8 was
// tile16's default until the H200 A/B of 2026-12-04 measured it slower): a 4096-wide bf16
// layernorm row over 8 warps is 16 elements per thread, 47 registers and 5
// programs (40 warps) per SM; over 16 warps 8 per thread, 31 registers and
// 4 programs (64 warps). 2048 elements: 8 warps (4 before).
// CHECK-LABEL: func.func @row_4096
// CHECK-SAME: tile.num_warps = 16 : i32
// OLD-LABEL: func.func @row_4096
// OLD-SAME: tile.num_warps = 8 : i32
func.func @row_4096(%x: !tile.view<bf16, 2>, %y: !tile.view<bf16, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<bf16, 2> -> tensor<1x4096xbf16>
  %f = arith.extf %t : tensor<1x4096xbf16> to tensor<1x4096xf32>
  %s = tile.reduce %f, 1 : tensor<1x4096xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %se = tile.expand_dims %s, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %sb = tile.broadcast %se : tensor<1x1xf32> -> tensor<1x4096xf32>
  %d = arith.subf %f, %sb : tensor<1x4096xf32>
  %o = arith.truncf %d : tensor<1x4096xf32> to tensor<1x4096xbf16>
  tile.store %y[%z, %z], %o : !tile.view<bf16, 2>, tensor<1x4096xbf16>
  return
}
// CHECK-LABEL: func.func @row_2048
// CHECK-SAME: tile.num_warps = 8 : i32
// OLD-LABEL: func.func @row_2048
// OLD-SAME: tile.num_warps = 4 : i32
func.func @row_2048(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<2048xf32>
  tile.store %y[%z], %t : !tile.view<f32, 1>, tensor<2048xf32>
  return
}

// -----

// A scan keeps 16 elements per thread (it hands each warp's total along
// the warps): 4096 over 8 warps either way.
// CHECK-LABEL: func.func @scan_4096
// CHECK-SAME: tile.num_warps = 8 : i32
// OLD-LABEL: func.func @scan_4096
// OLD-SAME: tile.num_warps = 8 : i32
func.func @scan_4096(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<4096xf32>
  %s = tile.scan %t, 0 : tensor<4096xf32> -> tensor<4096xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<4096xf32>
  return
}

// -----

// Wider than the warps can cover in 16 elements per thread: a remark names
// the shape (kilnc prints it under -Rpass=kiln-tile).
// REMARK: remark: kiln-tile: slow plan in 'row_32768': the 32768 tile over 16 warps is 64 elements per thread (the most warps a program gets without a hint)
// REMARK-NOT: slow plan
func.func @row_32768(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<32768xf32>
  tile.store %y[%z], %t : !tile.view<f32, 1>, tensor<32768xf32>
  return
}
