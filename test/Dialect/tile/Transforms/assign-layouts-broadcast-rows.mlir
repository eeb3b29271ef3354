// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A per-row value broadcast over the rows of a wider tile (a kv-cache
// append's slot per token, `slot >= 0 && cols < width` its mask) follows its
// users: the mask and the row indices are remade in the loaded rows' layout
// from the 4 slots, which are what crosses over. Before, the broadcast kept
// its 4-element source's layout (lanes along the rows), a [4, 512] tile of
// 1024 elements per thread (ptxas spilled 10 KB), and the mask crossed
// shared memory to meet the value.
// CHECK-LABEL: func.func @kv_append
// CHECK-NOT: tile.convert_layout %{{.*}} : tensor<4x512x
// CHECK: scf.for
// CHECK: %[[V:.*]] = tile.load %arg0[%{{.*}}, %{{.*}}] : !tile.view<bf16, 2> -> tensor<4x512xbf16, #[[L:blocked[0-9]*]]>
// CHECK-NOT: tile.convert_layout %{{.*}} : tensor<4x512x
// CHECK: tile.scatter %arg2[%{{.*}}, %{{.*}}], %[[V]] mask %{{.*}} : !tile.view<bf16, 2>[tensor<4x512xi64, #[[L]]>, tensor<4x512xi64, #[[L]]>], tensor<4x512xbf16, #[[L]]>
// CHECK-NOT: tile.convert_layout %{{.*}} : tensor<4x512x
// CHECK: return
func.func @kv_append(%k: !tile.view<bf16, 2>, %slots: !tile.view<i64, 1>, %cache: !tile.view<bf16, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %0 = tile.program_id 0
  %1 = arith.extui %0 : i32 to i64
  %c4 = arith.constant 4 : i64
  %tok = arith.muli %1, %c4 : i64
  %width = tile.view_dim %k, 1 : !tile.view<bf16, 2>
  %slot = tile.load %slots[%tok] : !tile.view<i64, 1> -> tensor<4xi64>
  %e = tile.expand_dims %slot, 1 : tensor<4xi64> -> tensor<4x1xi64>
  %rows = tile.broadcast %e : tensor<4x1xi64> -> tensor<4x512xi64>
  %c0 = arith.constant 0 : i64
  %c512 = arith.constant 512 : i64
  scf.for %c = %c0 to %width step %c512 : i64 {
    %a = tile.arange 0 : tensor<512xi64>
    %cs = tile.splat %c : tensor<512xi64>
    %ac = arith.addi %a, %cs : tensor<512xi64>
    %ce = tile.expand_dims %ac, 0 : tensor<512xi64> -> tensor<1x512xi64>
    %cols = tile.broadcast %ce : tensor<1x512xi64> -> tensor<4x512xi64>
    %zero = arith.constant dense<0> : tensor<4x512xi64>
    %valid = arith.cmpi sge, %rows, %zero : tensor<4x512xi64>
    %ws = tile.splat %width : tensor<4x512xi64>
    %inside = arith.cmpi slt, %cols, %ws : tensor<4x512xi64>
    %m = arith.andi %valid, %inside : tensor<4x512xi1>
    %v = tile.load %k[%tok, %c] : !tile.view<bf16, 2> -> tensor<4x512xbf16>
    tile.scatter %cache[%rows, %cols], %v mask %m : !tile.view<bf16, 2>[tensor<4x512xi64>, tensor<4x512xi64>], tensor<4x512xbf16>
  }
  return
}
