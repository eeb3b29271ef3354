// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on structured control flow carrying tiles: a
// tile carries each of its registers (two f32 per thread here) through
// scf.for iter_args and results; the body is lowered in the new loop.
// CHECK-LABEL: func.func @for_carries_registers
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R:.*]]:2 = scf.for %[[K:.*]] = %{{.*}} to %arg6 step %{{.*}} iter_args(%[[A0:.*]] = %[[ZERO]], %[[A1:.*]] = %[[ZERO]]) -> (f32, f32) : i64 {
// CHECK: arith.addi %[[K]], %{{.*}} : i64
// CHECK: %[[T:.*]]:2 = scf.if %{{.*}} -> (f32, f32) {
// CHECK: %[[S0:.*]] = arith.addf %[[A0]], %[[T]]#0 : f32
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[A1]], %[[T]]#1 : f32
// CHECK-NEXT: scf.yield %[[S0]], %[[S1]] : f32, f32
// CHECK: simt.store %[[R]]#0, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: simt.store %[[R]]#1, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: tensor<
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @for_carries_registers(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %n: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %step = arith.constant 64 : i64
  %init = arith.constant dense<0.0> : tensor<64xf32, #b>
  %acc = scf.for %k = %z to %n step %step iter_args(%a = %init) -> (tensor<64xf32, #b>) : i64 {
    %t = tile.load %x[%k] : !tile.view<f32, 1> -> tensor<64xf32, #b>
    %s = arith.addf %a, %t : tensor<64xf32, #b>
    scf.yield %s : tensor<64xf32, #b>
  }
  tile.store %y[%z], %acc : !tile.view<f32, 1>, tensor<64xf32, #b>
  return
}

// -----

// scf.if with a tile result yields the registers from both branches; the
// scf.while carries them (with the scalar counter) through both regions.
// CHECK-LABEL: func.func @if_and_while
// CHECK: %[[IF:.*]] = scf.if %arg3 -> (f32) {
// CHECK: %[[E:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"
// CHECK-NEXT: scf.yield %[[E]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK: %[[W:.*]]:2 = scf.while (%[[V:.*]] = %[[IF]], %[[I:.*]] = %{{.*}}) : (f32, i64) -> (f32, i64) {
// CHECK: scf.condition(%{{.*}}) %[[V]], %[[I]] : f32, i64
// CHECK: ^bb0(%[[V2:.*]]: f32, %[[I2:.*]]: i64):
// CHECK: %[[M:.*]] = arith.mulf %[[V2]], %{{.*}} : f32
// CHECK: scf.yield %[[M]], %{{.*}} : f32, i64
// CHECK: simt.store %[[W]]#0, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: tensor<
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @if_and_while(%y: !tile.view<f32, 1>, %c: i1, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<32xf32, #b1>
  %r = scf.if %c -> (tensor<32xf32, #b1>) {
    %e = math.exp %t : tensor<32xf32, #b1>
    scf.yield %e : tensor<32xf32, #b1>
  } else {
    scf.yield %t : tensor<32xf32, #b1>
  }
  %w:2 = scf.while (%v = %r, %i = %z) : (tensor<32xf32, #b1>, i64) -> (tensor<32xf32, #b1>, i64) {
    %ten = arith.constant 10 : i64
    %go = arith.cmpi slt, %i, %ten : i64
    scf.condition(%go) %v, %i : tensor<32xf32, #b1>, i64
  } do {
  ^bb0(%v2: tensor<32xf32, #b1>, %i2: i64):
    %h = arith.constant dense<0.5> : tensor<32xf32, #b1>
    %m = arith.mulf %v2, %h : tensor<32xf32, #b1>
    %one = arith.constant 1 : i64
    %i3 = arith.addi %i2, %one : i64
    scf.yield %m, %i3 : tensor<32xf32, #b1>, i64
  }
  tile.store %y[%z], %w#0 : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}
