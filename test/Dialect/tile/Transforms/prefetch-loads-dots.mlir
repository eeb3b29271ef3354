// RUN: kiln-opt %s -split-input-file -tile-prefetch-loads | FileCheck %s

// A loop with dots that is not a tensor-core k-loop (attention: S = Q K^T
// with Q loaded before the loop, then P V with P computed): K and V of the
// contiguous views are loaded one iteration ahead (depth 1 whatever the
// bytes in flight: an iteration's dots cover the latency), before the
// dots of the current iteration, which use the carried tiles.
// CHECK-LABEL: func.func @attention
// CHECK: %[[K0:.*]] = tile.load %arg1[%c0_i64, %c0_i64] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
// CHECK: %[[V0:.*]] = tile.load %arg2[%c0_i64, %c0_i64] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
// CHECK: scf.for %[[N:.*]] = %c0_i64 to %{{.*}} step %c64_i64 iter_args(%{{.*}} = %{{.*}}, %[[K:.*]] = %[[K0]], %[[V:.*]] = %[[V0]])
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[N]], %c64_i64 : i64
// CHECK-NEXT: arith.cmpi slt, %[[NEXT]]
// CHECK-NEXT: %[[PF:.*]]:2 = scf.if
// CHECK-NEXT: tile.load %arg1[%[[NEXT]], %c0_i64]
// CHECK-NEXT: tile.load %arg2[%[[NEXT]], %c0_i64]
// CHECK: tile.permute %[[K]], [1, 0]
// CHECK: tile.dot
// CHECK: tile.dot %{{.*}}, %[[V]],
// CHECK: scf.yield %{{.*}}, %[[PF]]#0, %[[PF]]#1
func.func @attention(%q: !tile.view<bf16, 2> {tile.assume_contiguous}, %k: !tile.view<bf16, 2> {tile.assume_contiguous},
                     %v: !tile.view<bf16, 2> {tile.assume_contiguous}, %len: i64, %out: !tile.view<f32, 2>)
    attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  %zs = arith.constant dense<0.0> : tensor<128x64xf32>
  %qt = tile.load %q[%c0, %c0] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %o = scf.for %n = %c0 to %len step %c64 iter_args(%acc = %zs) -> (tensor<128x64xf32>) : i64 {
    %kt = tile.load %k[%n, %c0] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
    %ktt = tile.permute %kt, [1, 0] : tensor<64x64xbf16> -> tensor<64x64xbf16>
    %s = tile.dot %qt, %ktt, %zs : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
    %p = arith.truncf %s : tensor<128x64xf32> to tensor<128x64xbf16>
    %vt = tile.load %v[%n, %c0] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
    %a = tile.dot %p, %vt, %acc : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
    scf.yield %a : tensor<128x64xf32>
  }
  tile.store %out[%c0, %c0], %o : !tile.view<f32, 2>, tensor<128x64xf32>
  return
}

// -----

// The same loop on views that may not be contiguous: their loads keep a
// per-element fallback whose addresses the dots' registers leave no room
// for (ptxas spilled the head-dim-128 attention): nothing moves.
// CHECK-LABEL: func.func @attention_strided
// CHECK: scf.for %{{.*}} iter_args(%{{[^ ]*}} = %{{[^ ]*}}) ->
// CHECK-NEXT: tile.load %arg1[
func.func @attention_strided(%q: !tile.view<bf16, 2>, %k: !tile.view<bf16, 2>,
                             %v: !tile.view<bf16, 2>, %len: i64, %out: !tile.view<f32, 2>)
    attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  %zs = arith.constant dense<0.0> : tensor<128x64xf32>
  %qt = tile.load %q[%c0, %c0] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %o = scf.for %n = %c0 to %len step %c64 iter_args(%acc = %zs) -> (tensor<128x64xf32>) : i64 {
    %kt = tile.load %k[%n, %c0] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
    %ktt = tile.permute %kt, [1, 0] : tensor<64x64xbf16> -> tensor<64x64xbf16>
    %s = tile.dot %qt, %ktt, %zs : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
    %p = arith.truncf %s : tensor<128x64xf32> to tensor<128x64xbf16>
    %vt = tile.load %v[%n, %c0] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
    %a = tile.dot %p, %vt, %acc : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
    scf.yield %a : tensor<128x64xf32>
  }
  tile.store %out[%c0, %c0], %o : !tile.view<f32, 2>, tensor<128x64xf32>
  return
}

// -----

// A tensor-core k-loop (both operands loaded in the loop) is pipelined by
// the lowering through shared stages: not here.
// CHECK-LABEL: func.func @gemm
// CHECK: scf.for %{{.*}} iter_args(%{{[^ ]*}} = %{{[^ ]*}}) ->
// CHECK-NEXT: tile.load %arg0[
func.func @gemm(%a: !tile.view<bf16, 2> {tile.assume_contiguous}, %b: !tile.view<bf16, 2> {tile.assume_contiguous},
                %kk: i64, %out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i64
  %c32 = arith.constant 32 : i64
  %z = arith.constant dense<0.0> : tensor<128x128xf32>
  %o = scf.for %k = %c0 to %kk step %c32 iter_args(%acc = %z) -> (tensor<128x128xf32>) : i64 {
    %at = tile.load %a[%c0, %k] : !tile.view<bf16, 2> -> tensor<128x32xbf16>
    %bt = tile.load %b[%k, %c0] : !tile.view<bf16, 2> -> tensor<32x128xbf16>
    %r = tile.dot %at, %bt, %acc : tensor<128x32xbf16>, tensor<32x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %r : tensor<128x128xf32>
  }
  tile.store %out[%c0, %c0], %o : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}

// -----

// Accumulators that take half a thread's registers (128x128 f32 over 4
// warps: 128 each) leave none for carried tiles.
// CHECK-LABEL: func.func @wide_accumulator
// CHECK: scf.for %{{.*}} iter_args(%{{[^ ]*}} = %{{[^ ]*}}) ->
// CHECK-NEXT: tile.load %arg1[
func.func @wide_accumulator(%q: !tile.view<bf16, 2> {tile.assume_contiguous}, %v: !tile.view<bf16, 2> {tile.assume_contiguous},
                            %len: i64, %out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i64
  %c64 = arith.constant 64 : i64
  %z = arith.constant dense<0.0> : tensor<128x128xf32>
  %p = tile.load %q[%c0, %c0] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %o = scf.for %n = %c0 to %len step %c64 iter_args(%acc = %z) -> (tensor<128x128xf32>) : i64 {
    %vt = tile.load %v[%n, %c0] : !tile.view<bf16, 2> -> tensor<64x128xbf16>
    %a = tile.dot %p, %vt, %acc : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %a : tensor<128x128xf32>
  }
  tile.store %out[%c0, %c0], %o : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
