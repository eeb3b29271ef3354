// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads='depth=3' | FileCheck %s --check-prefix=D3
// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads='depth=0 bytes-in-flight=65536' | FileCheck %s --check-prefix=AUTO
// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads='depth=8 register-budget=40' | FileCheck %s --check-prefix=CAP
// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads | FileCheck %s --check-prefix=DEF

// A column sum over blocks of 32 rows three iterations ahead: the loop
// carries three blocks (the current one first), loaded before the loop (the
// second and third only for iterations that run: a trip count of 0, 1 or 2
// loads nothing extra), and each iteration requests the block of
// `r + 3 * 32` when there is one, computes on the oldest and yields the
// other two one place on. The remainder needs no loop of its own.
// D3-LABEL: func.func @col_sum
// D3: %[[B0:.*]] = tile.load %arg0[%c0_i64, %arg2] : !tile.view<f32, 2> -> tensor<32x64xf32>
// D3: %[[L1:.*]] = arith.addi %c0_i64, %{{.*}} : i64
// D3-NEXT: %[[R1:.*]] = arith.cmpi slt, %[[L1]], %[[M:.*]] : i64
// D3-NEXT: %[[B1:.*]] = scf.if %[[R1]] -> (tensor<32x64xf32>) {
// D3-NEXT: tile.load %arg0[%[[L1]], %arg2]
// D3: } else {
// D3-NEXT: arith.constant dense<0.000000e+00>
// D3: %[[L2:.*]] = arith.addi %c0_i64, %{{.*}} : i64
// D3-NEXT: %[[R2:.*]] = arith.cmpi slt, %[[L2]], %[[M]] : i64
// D3-NEXT: %[[B2:.*]] = scf.if %[[R2]] -> (tensor<32x64xf32>) {
// D3-NEXT: tile.load %arg0[%[[L2]], %arg2]
// D3: scf.for %[[R:.*]] = %c0_i64 to %[[M]] step %c32_i64 iter_args(%[[ACC:.*]] = %{{.*}}, %[[C0:.*]] = %[[B0]], %[[C1:.*]] = %[[B1]], %[[C2:.*]] = %[[B2]])
// D3-NEXT: %[[K:.*]] = arith.constant 3 : i64
// D3-NEXT: %[[D:.*]] = arith.muli %c32_i64, %[[K]] : i64
// D3-NEXT: %[[A:.*]] = arith.addi %[[R]], %[[D]] : i64
// D3-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[A]], %[[M]] : i64
// D3-NEXT: %[[PF:.*]] = scf.if %[[MORE]] -> (tensor<32x64xf32>) {
// D3-NEXT: tile.load %arg0[%[[A]], %arg2]
// D3: arith.addf %[[ACC]], %[[C0]]
// D3-NOT: tile.load
// D3: scf.yield %{{.*}}, %[[C1]], %[[C2]], %[[PF]]

// depth=0 (kilnc -ftile-prefetch-depth=0): derived from 64 KB in flight: a 32x64 f32 block is 8 KB (16 registers a
// thread over 128 threads), so 8 blocks would be 64 KB, but the 96-register
// budget holds 6.
// AUTO-LABEL: func.func @col_sum
// AUTO: scf.for {{.*}} iter_args({{[^)]*}}) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) : i64 {
// AUTO-NEXT: arith.constant 6 : i64

// The default is one iteration ahead, whatever the bytes in flight: every
// deeper choice was measured slower on the H200 (docs/benchmarks.md).
// DEF-LABEL: func.func @col_sum
// DEF: scf.for {{.*}} iter_args({{[^)]*}}) -> (tensor<32x64xf32>, tensor<32x64xf32>) : i64 {
// DEF-NEXT: arith.addi %{{.*}}, %c32_i64 : i64

// Asked for 8 but 40 registers hold 2 blocks of 16.
// CAP-LABEL: func.func @col_sum
// CAP: scf.for {{.*}} iter_args({{[^)]*}}) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) : i64 {
// CAP-NEXT: arith.constant 2 : i64
func.func @col_sum(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %c: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  %m = tile.view_dim %x, 0 : !tile.view<f32, 2>
  %z = arith.constant dense<0.0> : tensor<32x64xf32>
  %acc = scf.for %r = %c0 to %m step %c32 iter_args(%a = %z) -> (tensor<32x64xf32>) : i64 {
    %t = tile.load %x[%r, %c] : !tile.view<f32, 2> -> tensor<32x64xf32>
    %s = arith.addf %a, %t : tensor<32x64xf32>
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

// Two loads an iteration (an argmax's values and a second view): the loop
// carries two groups of both, in load order, and rotates them together;
// the padding made in the body is recomputed for every early load.
// D3-LABEL: func.func @two_loads
// D3: scf.for %{{.*}} iter_args(%[[ACC:[^ ]*]] = %{{.*}}, %[[X0:[^ ]*]] = %{{.*}}, %[[Y0:[^ ]*]] = %{{.*}}, %[[X1:[^ ]*]] = %{{.*}}, %[[Y1:[^ ]*]] = %{{.*}}, %[[X2:[^ ]*]] = %{{.*}}, %[[Y2:[^ ]*]] = %{{.*}})
// D3: %[[PF:.*]]:2 = scf.if
// D3: arith.constant 0xFF80 : bf16
// D3: tile.load
// D3: tile.load
// D3: arith.maximumf %[[ACC]], %{{.*}}
// D3: scf.yield %{{.*}}, %[[X1]], %[[Y1]], %[[X2]], %[[Y2]], %[[PF]]#0, %[[PF]]#1
func.func @two_loads(%x: !tile.view<bf16, 2>, %w: !tile.view<bf16, 2>, %y: !tile.view<f32, 1>, %c: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant dense<0.0> : tensor<32x64xf32>
  %acc = scf.for %r = %c0 to %n step %c32 iter_args(%a = %z) -> (tensor<32x64xf32>) : i64 {
    %ninf = arith.constant 0xFF80 : bf16
    %t = tile.load %x[%r, %c] padding %ninf : bf16 : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %u = tile.load %w[%r, %c] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %p = arith.mulf %t, %u : tensor<32x64xbf16>
    %f = arith.extf %p : tensor<32x64xbf16> to tensor<32x64xf32>
    %s = arith.maximumf %a, %f : tensor<32x64xf32>
    scf.yield %s : tensor<32x64xf32>
  }
  %m = tile.reduce %acc, 0 : tensor<32x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %o = arith.maximumf %p, %q : f32
    tile.yield %o : f32
  }
  tile.store %y[%c], %m : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// A loop that stores is left alone at any depth (a later iteration may read
// what an earlier one wrote), and a loop whose one iteration's tiles exceed
// the budget on their own is too.
// CAP-LABEL: func.func @kept
// CAP-NOT: scf.if
// CAP: scf.for
// CAP-NEXT: tile.load
// CAP: tile.store
// CAP: scf.for
// CAP-NEXT: tile.load
// CAP-NEXT: arith.addf
// D3-LABEL: func.func @kept
// D3-NOT: scf.if
// D3: scf.for
// D3-NEXT: tile.load
// D3: tile.store
func.func @kept(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  scf.for %i = %c0 to %n step %c32 : i64 {
    %t = tile.load %x[%i, %c0] : !tile.view<f32, 2> -> tensor<32x32xf32>
    tile.store %y[%i, %c32], %t : !tile.view<f32, 2>, tensor<32x32xf32>
  }
  %z = arith.constant dense<0.0> : tensor<64x128xf32>
  %s = scf.for %k = %c0 to %n step %c32 iter_args(%acc = %z) -> (tensor<64x128xf32>) : i64 {
    %t = tile.load %x[%k, %c0] : !tile.view<f32, 2> -> tensor<64x128xf32>
    %u = arith.addf %acc, %t : tensor<64x128xf32>
    scf.yield %u : tensor<64x128xf32>
  }
  tile.store %y[%c0, %c0], %s : !tile.view<f32, 2>, tensor<64x128xf32>
  return
}

// -----

// Known trip counts: a loop of none or one iteration is left alone (nothing
// to overlap), and one of three iterations is loaded at most two ahead.
// D3-LABEL: func.func @static_trips
// D3-NOT: scf.if
// D3: scf.for %{{.*}} = %c0_i64 to %c0_i64
// D3-NEXT: tile.load
// D3-NOT: scf.if
// D3: scf.for %{{.*}} = %c0_i64 to %c32_i64
// D3-NEXT: tile.load
// D3: scf.for %{{.*}} = %c0_i64 to %c96_i64 step %c32_i64 iter_args({{[^)]*}}) -> (tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>) : i64 {
// D3-NEXT: arith.constant 2 : i64
func.func @static_trips(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  %c96 = arith.constant 96 : i64
  %z = arith.constant dense<0.0> : tensor<1x1024xf32>
  %a = scf.for %i = %c0 to %c0 step %c32 iter_args(%acc = %z) -> (tensor<1x1024xf32>) : i64 {
    %t = tile.load %x[%i, %c0] : !tile.view<f32, 2> -> tensor<1x1024xf32>
    %u = arith.addf %acc, %t : tensor<1x1024xf32>
    scf.yield %u : tensor<1x1024xf32>
  }
  %b = scf.for %i = %c0 to %c32 step %c32 iter_args(%acc = %a) -> (tensor<1x1024xf32>) : i64 {
    %t = tile.load %x[%i, %c0] : !tile.view<f32, 2> -> tensor<1x1024xf32>
    %u = arith.addf %acc, %t : tensor<1x1024xf32>
    scf.yield %u : tensor<1x1024xf32>
  }
  %c = scf.for %i = %c0 to %c96 step %c32 iter_args(%acc = %b) -> (tensor<1x1024xf32>) : i64 {
    %t = tile.load %x[%i, %c0] : !tile.view<f32, 2> -> tensor<1x1024xf32>
    %u = arith.addf %acc, %t : tensor<1x1024xf32>
    scf.yield %u : tensor<1x1024xf32>
  }
  tile.store %y[%c0, %c0], %c : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}
