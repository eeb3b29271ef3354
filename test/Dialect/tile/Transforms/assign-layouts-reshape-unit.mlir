// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A bf16 row loaded 8 per thread, widened to f32 and reshaped from 1x4096
// to 4096 (`reshape<4096>(cast<float>(load<1, 4096>(x, r, 0)))`): the
// reshape keeps the row's layout without the unit dimension, a register
// rename; it crossed shared memory into the f32 default of 4 per thread
// before (32 KiB). The way back to 1x4096 for a bf16 store renames too.
// CHECK-LABEL: func.func @widened_row
// CHECK-NOT: tile.convert_layout
// CHECK: tile.reshape %{{.*}} : tensor<1x4096xf32, #[[R:blocked[0-9]*]]> -> tensor<4096xf32, #[[V:blocked[0-9]*]]>
// CHECK-NOT: tile.convert_layout
// CHECK: return
func.func @widened_row(%x: !tile.view<bf16, 2>, %y: !tile.view<bf16, 2>, %r: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x4096xbf16>
  %f = arith.extf %t : tensor<1x4096xbf16> to tensor<1x4096xf32>
  %h = tile.reshape %f : tensor<1x4096xf32> -> tensor<4096xf32>
  %s = arith.mulf %h, %h : tensor<4096xf32>
  %b = arith.truncf %s : tensor<4096xf32> to tensor<4096xbf16>
  %o = tile.reshape %b : tensor<4096xbf16> -> tensor<1x4096xbf16>
  tile.store %y[%r, %z], %o : !tile.view<bf16, 2>, tensor<1x4096xbf16>
  return
}

// -----

// An f32 row of 4 per thread narrowed to f16 and reshaped for a 3-D store:
// its runs are shorter than the f16 default's 8, so the reshape takes the
// default (the store's layout, a rename for this replicated row) rather than
// keeping 4 per thread and converting before the store.
// CHECK: #[[$D:blocked[0-9]*]] = #tile.blocked<sizePerThread = [1, 1, 8]
// CHECK-LABEL: func.func @short_row
// CHECK: tile.reshape %{{.*}} : tensor<128xf16, #{{.*}}> -> tensor<1x1x128xf16, #[[$D]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %{{.*}} : !tile.view<f16, 3>, tensor<1x1x128xf16, #[[$D]]>
func.func @short_row(%x: !tile.view<f32, 1>, %y: !tile.view<f16, 3>, %r: i64) attributes {simt.kernel, tile.num_warps = 16 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<128xf32>
  %g = arith.truncf %t : tensor<128xf32> to tensor<128xf16>
  %o = tile.reshape %g : tensor<128xf16> -> tensor<1x1x128xf16>
  tile.store %y[%r, %r, %z], %o : !tile.view<f16, 3>, tensor<1x1x128xf16>
  return
}
