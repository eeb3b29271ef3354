// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads='depth=1' | FileCheck %s

// A column sum over blocks of 32 rows: the loop carries the next block,
// loaded before the loop for the first iteration and at the top of each
// iteration for the next one (when there is one), so that the block an
// iteration adds was requested one iteration earlier.
// CHECK-LABEL: func.func @col_sum
// CHECK: %[[FIRST:.*]] = tile.load %arg0[%c0_i64, %arg2] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
// CHECK: scf.for %[[R:.*]] = %c0_i64 to %[[M:.*]] step %c32_i64 iter_args(%[[ACC:.*]] = %{{.*}}, %[[CUR:.*]] = %[[FIRST]])
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[R]], %c32_i64 : i64
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[NEXT]], %[[M]] : i64
// CHECK-NEXT: %[[PF:.*]] = scf.if %[[MORE]] -> (tensor<32x64xbf16>) {
// CHECK-NEXT: %[[T:.*]] = tile.load %arg0[%[[NEXT]], %arg2] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
// CHECK-NEXT: scf.yield %[[T]]
// CHECK-NEXT: } else {
// CHECK-NEXT: arith.constant dense<0.000000e+00> : tensor<32x64xbf16>
// CHECK: arith.extf %[[CUR]]
// CHECK-NOT: tile.load
// CHECK: scf.yield %{{.*}}, %[[PF]]
func.func @col_sum(%x: !tile.view<bf16, 2>, %y: !tile.view<f32, 1>, %c: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  %m = tile.view_dim %x, 0 : !tile.view<bf16, 2>
  %z = arith.constant dense<0.0> : tensor<32x64xf32>
  %acc = scf.for %r = %c0 to %m step %c32 iter_args(%a = %z) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %f = arith.extf %t : tensor<32x64xbf16> to tensor<32x64xf32>
    %s = arith.addf %a, %f : tensor<32x64xf32>
    scf.yield %s : tensor<32x64xf32>
  }
  %sum = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %o = arith.addf %p, %q : f32
    tile.yield %o : f32
  }
  tile.store %y[%c], %sum : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// Offsets computed from the induction variable are recomputed for the
// first and the next iteration (a chunk at 2 * c).
// CHECK-LABEL: func.func @computed_offset
// CHECK: %[[F:.*]] = arith.muli %c0_i64, %c2_i64 : i64
// CHECK: tile.load %arg0[%arg2, %[[F]]]
// CHECK: scf.for %[[I:[^ ]+]] =
// CHECK: %[[N:.*]] = arith.addi %[[I]], %c1024_i64 : i64
// CHECK: scf.if
// CHECK-NEXT: %[[O:.*]] = arith.muli %[[N]], %c2_i64 : i64
// CHECK-NEXT: tile.load %arg0[%arg2, %[[O]]]
func.func @computed_offset(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %r: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c1024 = arith.constant 1024 : i64
  %n = tile.view_dim %x, 1 : !tile.view<f32, 2>
  %z = arith.constant dense<0.0> : tensor<1x1024xf32>
  %acc = scf.for %i = %c0 to %n step %c1024 iter_args(%a = %z) -> (tensor<1x1024xf32>) : i64 {
    %o = arith.muli %i, %c2 : i64
    %t = tile.load %x[%r, %o] : !tile.view<f32, 2> -> tensor<1x1024xf32>
    %s = arith.maximumf %a, %t : tensor<1x1024xf32>
    scf.yield %s : tensor<1x1024xf32>
  }
  %e = tile.reshape %acc : tensor<1x1024xf32> -> tensor<1024xf32>
  tile.store %y[%c0], %e : !tile.view<f32, 1>, tensor<1024xf32>
  return
}

// -----

// Kept: a loop that writes memory (a later iteration may read what an
// earlier one wrote), a loop with a dot (the lowering pipelines tensor-core
// k-loops itself), and a loop-invariant load.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK-NEXT: tile.load
// CHECK: tile.store
// CHECK: scf.for
// CHECK-NEXT: tile.load
// CHECK: tile.dot
// CHECK: scf.for
// CHECK-NEXT: tile.load
// CHECK-NOT: scf.if
func.func @kept(%x: !tile.view<f32, 2>, %a: !tile.view<bf16, 2>, %b: tensor<32x32xbf16>, %y: !tile.view<f32, 2>, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  scf.for %i = %c0 to %n step %c32 : i64 {
    %t = tile.load %x[%i, %c0] : !tile.view<f32, 2> -> tensor<32x32xf32>
    tile.store %x[%i, %c32], %t : !tile.view<f32, 2>, tensor<32x32xf32>
  }
  %z = arith.constant dense<0.0> : tensor<32x32xf32>
  %d = scf.for %k = %c0 to %n step %c32 iter_args(%acc = %z) -> (tensor<32x32xf32>) : i64 {
    %t = tile.load %a[%c0, %k] : !tile.view<bf16, 2> -> tensor<32x32xbf16>
    %r = tile.dot %t, %b, %acc : tensor<32x32xbf16>, tensor<32x32xbf16>, tensor<32x32xf32> -> tensor<32x32xf32>
    scf.yield %r : tensor<32x32xf32>
  }
  %s = scf.for %k = %c0 to %n step %c32 iter_args(%acc = %z) -> (tensor<32x32xf32>) : i64 {
    %t = tile.load %x[%c0, %c0] : !tile.view<f32, 2> -> tensor<32x32xf32>
    %u = arith.addf %acc, %t : tensor<32x32xf32>
    scf.yield %u : tensor<32x32xf32>
  }
  tile.store %y[%c0, %c0], %d : !tile.view<f32, 2>, tensor<32x32xf32>
  tile.store %y[%c32, %c0], %s : !tile.view<f32, 2>, tensor<32x32xf32>
  return
}
