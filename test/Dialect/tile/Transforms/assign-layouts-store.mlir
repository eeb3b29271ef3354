// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A bf16 row loaded 8 per thread and widened to f32 is stored as it is (two
// 16-byte vectors per thread, lanes along the row): it crossed shared
// memory into the f32 default of 4 per thread before.
// CHECK-LABEL: func.func @widened
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store
func.func @widened(%x: !tile.view<bf16, 2>, %y: !tile.view<f32, 2>, %r: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x1024xbf16>
  %f = arith.extf %t : tensor<1x1024xbf16> to tensor<1x1024xf32>
  tile.store %y[%r, %z], %f : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// A column reduction stored as a [1, N] row: expand_dims of the slice gives
// the reduced tile's own layout back, replicated along the unit dimension;
// the store keeps it (the replicas do not write) instead of converting it
// into the [1, N] default through shared memory.
// CHECK-LABEL: func.func @reduced_row
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store
func.func @reduced_row(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>, %r: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<f32, 2> -> tensor<4x1024xf32>
  %s = tile.reduce %t, 0 : tensor<4x1024xf32> -> tensor<1024xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %e = tile.expand_dims %s, 0 : tensor<1024xf32> -> tensor<1x1024xf32>
  tile.store %y[%r, %z], %e : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// A transposed tile has its lanes down the columns of the result: its store
// would not be coalesced, so it is converted to the default first.
// CHECK-LABEL: func.func @transposed
// CHECK: tile.permute
// CHECK: tile.convert_layout
// CHECK: tile.store
func.func @transposed(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<64x64xf32>
  %p = tile.permute %t, [1, 0] : tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %y[%z, %z], %p : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// Scatter-add of a widened bf16 gradient (an embedding backward): the value
// takes the f32 default (4 per thread, lanes along the row: whole sectors
// per atomic instruction, one red.v4.f32 per lane on sm_90) instead of the
// bf16 load's 8 per thread, the bf16 row is loaded in that layout (no
// conversion through shared memory), and the row and column index tiles
// follow it.
// CHECK: #[[$F32:.*]] = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @scatter_add
// CHECK-NOT: tile.convert_layout
// CHECK: tile.load %arg0{{.*}} -> tensor<4x256xbf16, #[[$F32]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.scatter {{.*}}, tensor<4x256xf32, #[[$F32]]>
func.func @scatter_add(%g: !tile.view<bf16, 2>, %ids: !tile.view<i32, 1>, %dw: !tile.view<f32, 2>, %r: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %g[%r, %z] : !tile.view<bf16, 2> -> tensor<4x256xbf16>
  %f = arith.extf %t : tensor<4x256xbf16> to tensor<4x256xf32>
  %i = tile.load %ids[%r] : !tile.view<i32, 1> -> tensor<4xi32>
  %ie = tile.expand_dims %i, 1 : tensor<4xi32> -> tensor<4x1xi32>
  %rows = tile.broadcast %ie : tensor<4x1xi32> -> tensor<4x256xi32>
  %c = tile.arange 0 : tensor<256xi32>
  %ce = tile.expand_dims %c, 0 : tensor<256xi32> -> tensor<1x256xi32>
  %cols = tile.broadcast %ce : tensor<1x256xi32> -> tensor<4x256xi32>
  tile.scatter %dw[%rows, %cols], %f atomic_add : !tile.view<f32, 2>[tensor<4x256xi32>, tensor<4x256xi32>], tensor<4x256xf32>
  return
}
