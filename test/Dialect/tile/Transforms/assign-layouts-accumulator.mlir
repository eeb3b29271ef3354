// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts | FileCheck %s

// acc = zeros; for (...) acc = acc + sum<1>(load(...)): the accumulator
// starts as a splat, so it takes the reduction's slice layout and the
// constant is made in it. It was the 1-D default, so every iteration
// converted the sum through shared memory (two barriers per step).
// CHECK-LABEL: func.func @row_sums
// CHECK: arith.constant dense<0.000000e+00> : tensor<16xf32, #[[S:slice[0-9]*]]>
// CHECK: scf.for {{.*}} -> (tensor<16xf32, #[[S]]>)
// CHECK-NOT: tile.convert_layout
// CHECK: tile.reduce {{.*}} -> tensor<16xf32, #[[S]]>
// CHECK-NOT: tile.convert_layout
// CHECK: scf.yield
func.func @row_sums(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %r: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %step = arith.constant 128 : i64
  %init = arith.constant dense<0.0> : tensor<16xf32>
  %acc = scf.for %c = %z to %n step %step iter_args(%a = %init) -> (tensor<16xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<16x128xf32>
    %s = tile.reduce %t, 1 : tensor<16x128xf32> -> tensor<16xf32> {
    ^bb0(%p: f32, %q: f32):
      %o = arith.addf %p, %q : f32
      tile.yield %o : f32
    }
    %a2 = arith.addf %a, %s : tensor<16xf32>
    scf.yield %a2 : tensor<16xf32>
  }
  tile.store %y[%r], %acc : !tile.view<f32, 1>, tensor<16xf32>
  return
}

// -----

// An accumulator whose initial value is loaded keeps its layout (it cannot
// be made in another for free): the body's sum is converted to it.
// CHECK-LABEL: func.func @loaded_init
// CHECK: scf.for
// CHECK: tile.convert_layout
func.func @loaded_init(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %r: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %step = arith.constant 128 : i64
  %init = tile.load %y[%r] : !tile.view<f32, 1> -> tensor<16xf32>
  %acc = scf.for %c = %z to %n step %step iter_args(%a = %init) -> (tensor<16xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<16x128xf32>
    %s = tile.reduce %t, 1 : tensor<16x128xf32> -> tensor<16xf32> {
    ^bb0(%p: f32, %q: f32):
      %o = arith.addf %p, %q : f32
      tile.yield %o : f32
    }
    %a2 = arith.addf %a, %s : tensor<16xf32>
    scf.yield %a2 : tensor<16xf32>
  }
  tile.store %y[%r], %acc : !tile.view<f32, 1>, tensor<16xf32>
  return
}

// -----

// The same with `full`'s splat (column maxima from -inf): the accumulator
// follows the widened bf16 load, the splat is made in its layout.
// CHECK-LABEL: func.func @col_max
// CHECK: scf.for
// CHECK-NOT: tile.convert_layout
// CHECK: scf.yield
func.func @col_max(%x: !tile.view<bf16, 2>, %y: !tile.view<f32, 1>, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %step = arith.constant 32 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %init = tile.splat %ninf : tensor<32x64xf32>
  %acc = scf.for %r = %z to %n step %step iter_args(%a = %init) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %f = arith.extf %t : tensor<32x64xbf16> to tensor<32x64xf32>
    %m = arith.maximumf %a, %f : tensor<32x64xf32>
    scf.yield %m : tensor<32x64xf32>
  }
  %s = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %o = arith.maximumf %p, %q : f32
    tile.yield %o : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<64xf32>
  return
}
