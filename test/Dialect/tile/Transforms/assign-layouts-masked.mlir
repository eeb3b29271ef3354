// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// A masked load and store of a ragged row (`arange(i) < n`): the masks take
// the tiles' layouts, remade there from the arange and the splat (i1 tiles
// default to 16 per thread; the f32 ones have 4), so nothing is converted.
// CHECK-LABEL: func.func @ragged_row
// CHECK-NOT: tile.convert_layout
// CHECK: %[[M:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<1024xi64, #[[B:blocked[0-9]*]]>
// CHECK: tile.load %{{.*}}[%{{.*}}] mask %[[M]] padding %{{.*}} : f32 : !tile.view<f32, 1> -> tensor<1024xf32, #[[B]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %{{.*}}[%{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32, #[[B]]>
func.func @ragged_row(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %i: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %r = tile.arange 0 : tensor<1024xi64>
  %o = tile.splat %i : tensor<1024xi64>
  %idx = arith.addi %r, %o : tensor<1024xi64>
  %ns = tile.splat %n : tensor<1024xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<1024xi64>
  %ninf = arith.constant 0xFF800000 : f32
  %t = tile.load %x[%i] mask %m padding %ninf : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
  %e = math.exp %t : tensor<1024xf32>
  tile.store %y[%i], %e mask %m : !tile.view<f32, 1>, tensor<1024xf32>
  return
}

// -----

// A bf16 row widened to f32 is stored in its own layout (8 per thread), and
// its mask follows it there.
// CHECK-LABEL: func.func @widened
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<f32, 2>, tensor<1x1024xf32, #[[W:blocked[0-9]*]]>
func.func @widened(%x: !tile.view<bf16, 2>, %y: !tile.view<f32, 2>, %r: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x1024xbf16>
  %f = arith.extf %t : tensor<1x1024xbf16> to tensor<1x1024xf32>
  %c = tile.arange 0 : tensor<1024xi64>
  %ns = tile.splat %n : tensor<1024xi64>
  %m1 = arith.cmpi slt, %c, %ns : tensor<1024xi64>
  %m = tile.expand_dims %m1, 0 : tensor<1024xi1> -> tensor<1x1024xi1>
  tile.store %y[%r, %z], %f mask %m : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// An mma accumulator is stored from its fragments; a row/column mask is
// remade in the mma layout (slices of it for the aranges) rather than
// crossing shared memory.
// CHECK-LABEL: func.func @gemm_epilogue
// CHECK-NOT: tile.convert_layout %{{.*}} : tensor<64x64xi1
// CHECK: tile.store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} mask %{{.*}} : !tile.view<f32, 2>, tensor<64x64xf32, #mma>
func.func @gemm_epilogue(%a: !tile.view<f16, 2>, %b: !tile.view<f16, 2>, %c: !tile.view<f32, 2>, %m0: i64, %n0: i64, %M: i64, %N: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %x = tile.load %a[%m0, %z] : !tile.view<f16, 2> -> tensor<64x32xf16>
  %w = tile.load %b[%z, %n0] : !tile.view<f16, 2> -> tensor<32x64xf16>
  %acc = tile.dot %x, %w, %acc0 : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  %rows = tile.arange 0 : tensor<64xi64>
  %ro = tile.splat %m0 : tensor<64xi64>
  %ri = arith.addi %rows, %ro : tensor<64xi64>
  %Ms = tile.splat %M : tensor<64xi64>
  %rm = arith.cmpi slt, %ri, %Ms : tensor<64xi64>
  %cols = tile.arange 0 : tensor<64xi64>
  %co = tile.splat %n0 : tensor<64xi64>
  %ci = arith.addi %cols, %co : tensor<64xi64>
  %Ns = tile.splat %N : tensor<64xi64>
  %cm = arith.cmpi slt, %ci, %Ns : tensor<64xi64>
  %re = tile.expand_dims %rm, 1 : tensor<64xi1> -> tensor<64x1xi1>
  %ce = tile.expand_dims %cm, 0 : tensor<64xi1> -> tensor<1x64xi1>
  %rb = tile.broadcast %re : tensor<64x1xi1> -> tensor<64x64xi1>
  %cb = tile.broadcast %ce : tensor<1x64xi1> -> tensor<64x64xi1>
  %mask = arith.andi %rb, %cb : tensor<64x64xi1>
  tile.store %c[%m0, %n0], %acc mask %mask : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// A masked gather (an embedding with a default row): the mask and the tile
// padding take the gather's layout, remade there (an index mask, a splat)
// or converted (the default row, as its indices would be).
// CHECK-LABEL: func.func @masked_gather
// CHECK: %[[I:.*]] = tile.load %arg1[%{{.*}}] : !tile.view<i64, 1> -> tensor<256xi64, #[[B:blocked[0-9]*]]>
// CHECK: %[[M:.*]] = arith.cmpi sge, %[[I]], %{{.*}} : tensor<256xi64, #[[B]]>
// CHECK: tile.gather %arg0[%[[I]]] mask %[[M]] padding %{{.*}} : tensor<256xf32, #[[B]]> : !tile.view<f32, 1>[tensor<256xi64, #[[B]]>] -> tensor<256xf32, #[[B]]>
func.func @masked_gather(%t: !tile.view<f32, 1>, %ids: !tile.view<i64, 1>, %y: !tile.view<f32, 1>, %i: i64, %x: f32) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %idx = tile.load %ids[%i] : !tile.view<i64, 1> -> tensor<256xi64>
  %zero = arith.constant dense<0> : tensor<256xi64>
  %m = arith.cmpi sge, %idx, %zero : tensor<256xi64>
  %pad = tile.splat %x : tensor<256xf32>
  %g = tile.gather %t[%idx] mask %m padding %pad : tensor<256xf32> : !tile.view<f32, 1>[tensor<256xi64>] -> tensor<256xf32>
  tile.store %y[%i], %g : !tile.view<f32, 1>, tensor<256xf32>
  return
}
