// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads='depth=1' | FileCheck %s

// A masked load of a ragged row's chunks (`arange(c) < n`): the mask is
// recomputed with the offset for the first and the next iteration, so the
// load moves ahead with it.
// CHECK-LABEL: func.func @ragged_chunks
// CHECK: %[[M0:.*]] = tile.expand_dims
// CHECK: %[[FIRST:.*]] = tile.load %arg0[%arg2, %c0_i64] mask %[[M0]] : !tile.view<f32, 2> -> tensor<1x1024xf32>
// CHECK: scf.for %[[I:[^ ]+]] = {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %[[FIRST]])
// CHECK: %[[N:.*]] = arith.addi %[[I]], %c1024_i64 : i64
// CHECK: scf.if
// CHECK: %[[M:.*]] = tile.expand_dims
// CHECK: tile.load %arg0[%arg2, %[[N]]] mask %[[M]]
func.func @ragged_chunks(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>, %r: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant dense<0.0> : tensor<1x1024xf32>
  %acc = scf.for %i = %c0 to %n step %c1024 iter_args(%a = %z) -> (tensor<1x1024xf32>) : i64 {
    %ar = tile.arange 0 : tensor<1024xi64>
    %is = tile.splat %i : tensor<1024xi64>
    %idx = arith.addi %ar, %is : tensor<1024xi64>
    %ns = tile.splat %n : tensor<1024xi64>
    %m1 = arith.cmpi slt, %idx, %ns : tensor<1024xi64>
    %m = tile.expand_dims %m1, 0 : tensor<1024xi1> -> tensor<1x1024xi1>
    %t = tile.load %x[%r, %i] mask %m : !tile.view<f32, 2> -> tensor<1x1024xf32>
    %s = arith.addf %a, %t : tensor<1x1024xf32>
    scf.yield %s : tensor<1x1024xf32>
  }
  %row = tile.reshape %acc : tensor<1x1024xf32> -> tensor<1024xf32>
  tile.store %y[%c0], %row : !tile.view<f32, 1>, tensor<1024xf32>
  return
}

// -----

// A mask read from memory in the loop cannot be recomputed ahead (it is
// prefetched itself, then carried): the masked load stays in the body.
// CHECK-LABEL: func.func @loaded_mask
// CHECK: scf.for %[[I:[^ ]+]] = {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[M:.*]] = %{{.*}})
// CHECK: tile.load %arg1
// CHECK: } else {
// CHECK: tile.load %arg0[%[[I]]] mask %[[M]]
func.func @loaded_mask(%x: !tile.view<f32, 1>, %flags: !tile.view<i1, 1>, %y: !tile.view<f32, 1>, %n: i64) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant dense<0.0> : tensor<1024xf32>
  %acc = scf.for %i = %c0 to %n step %c1024 iter_args(%a = %z) -> (tensor<1024xf32>) : i64 {
    %m = tile.load %flags[%i] : !tile.view<i1, 1> -> tensor<1024xi1>
    %t = tile.load %x[%i] mask %m : !tile.view<f32, 1> -> tensor<1024xf32>
    %s = arith.addf %a, %t : tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  tile.store %y[%c0], %acc : !tile.view<f32, 1>, tensor<1024xf32>
  return
}
