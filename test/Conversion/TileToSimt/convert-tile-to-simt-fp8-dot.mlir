// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt on fp8 dots: mma.sync m16n8k32, each fragment
// register four fp8 bytes (the first k in the low byte). A 16x8 accumulator
// of one warp with k = 64 is two k32 steps; A (e4m3 1.0 = 0x38 = 56) has four
// fragment registers per step, B (e5m2 2.0 = 0x40 = 64) two; B's format
// differs from A's, so the op names it.
// CHECK-LABEL: func.func @mma_fp8
// CHECK-DAG: %[[ONE:.*]] = arith.constant 56 : i8
// CHECK-DAG: %[[TWO:.*]] = arith.constant 64 : i8
// CHECK: llvm.insertelement %[[ONE]], %{{.*}} : vector<4xi8>
// CHECK: %[[A0:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: %[[A1:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: %[[A2:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: %[[A3:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: llvm.insertelement %[[TWO]], %{{.*}} : vector<4xi8>
// CHECK: %[[B0:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: %[[B1:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: %[[D0:.*]], %[[D1:.*]], %[[D2:.*]], %[[D3:.*]] = simt.mma_sync f8E4M3FN[%[[A0]], %[[A1]], %[[A2]], %[[A3]]], [%[[B0]], %[[B1]]], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {b_type = f8E5M2}
// CHECK: simt.mma_sync f8E4M3FN[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%[[D0]], %[[D1]], %[[D2]], %[[D3]]] {b_type = f8E5M2}
// CHECK-NOT: simt.mma_sync
// CHECK-NOT: tile.
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @mma_fp8(%out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %one = arith.constant 1.0 : f8E4M3FN
  %two = arith.constant 2.0 : f8E5M2
  %ta = tile.splat %one : tensor<16x64xf8E4M3FN, #a>
  %tb = tile.splat %two : tensor<64x8xf8E5M2, #b>
  %acc = arith.constant dense<0.0> : tensor<16x8xf32, #mma>
  %d = tile.dot %ta, %tb, %acc : tensor<16x64xf8E4M3FN, #a>, tensor<64x8xf8E5M2, #b>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<16x8xf32, #mma>
  return
}

// -----

// Operands converted from blocked layouts only for their dot are stored to
// shared memory as bytes (16-byte vector stores) and read right before the
// mma: A's four k of a register are adjacent in its rows (one 32-bit load
// each), B's lie down a column (four byte loads, packed).
// CHECK-LABEL: func.func @lazy_fp8
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !simt.ptr<vector<16xi8>, shared>
// CHECK: %[[F0:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F1:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F2:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F3:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK-COUNT-4: simt.load %{{.*}} : !simt.ptr<i8, shared> -> i8
// CHECK: %[[G0:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK-COUNT-4: simt.load %{{.*}} : !simt.ptr<i8, shared> -> i8
// CHECK: %[[G1:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: simt.mma_sync f8E5M2[%[[F0]], %[[F1]], %[[F2]], %[[F3]]], [%[[G0]], %[[G1]]]
// CHECK-NOT: b_type
#bl = #tile.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @lazy_fp8(%out: !tile.view<f32, 2>, %va: !tile.view<f8E5M2, 2>, %vb: !tile.view<f8E5M2, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.load %va[%z, %z] : !tile.view<f8E5M2, 2> -> tensor<16x32xf8E5M2, #bl>
  %ca = tile.convert_layout %ta : tensor<16x32xf8E5M2, #bl> -> tensor<16x32xf8E5M2, #a>
  %tb = tile.load %vb[%z, %z] : !tile.view<f8E5M2, 2> -> tensor<32x8xf8E5M2, #bl>
  %cb = tile.convert_layout %tb : tensor<32x8xf8E5M2, #bl> -> tensor<32x8xf8E5M2, #b>
  %acc = arith.constant dense<0.0> : tensor<16x8xf32, #mma>
  %d = tile.dot %ca, %cb, %acc : tensor<16x32xf8E5M2, #a>, tensor<32x8xf8E5M2, #b>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<16x8xf32, #mma>
  return
}

// -----

// A blocked accumulator (the FMA path: here k = 2) widens fp8 operands to
// f32 once, two registers per conversion, before the FMAs.
// CHECK-LABEL: func.func @fma_fp8
// CHECK: simt.intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"
// CHECK: simt.intrinsic "llvm.nvvm.e5m2x2.to.f16x2.rn"
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NOT: math.fma
#bl = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
#a = #tile.dot_operand<opIdx = 0, parent = #bl>
#b = #tile.dot_operand<opIdx = 1, parent = #bl>
func.func @fma_fp8(%out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %one = arith.constant 1.0 : f8E4M3FN
  %two = arith.constant 2.0 : f8E5M2
  %ta = tile.splat %one : tensor<4x2xf8E4M3FN, #a>
  %tb = tile.splat %two : tensor<2x8xf8E5M2, #b>
  %acc = arith.constant dense<0.0> : tensor<4x8xf32, #bl>
  %d = tile.dot %ta, %tb, %acc : tensor<4x2xf8E4M3FN, #a>, tensor<2x8xf8E5M2, #b>, tensor<4x8xf32, #bl> -> tensor<4x8xf32, #bl>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<4x8xf32, #bl>
  return
}
