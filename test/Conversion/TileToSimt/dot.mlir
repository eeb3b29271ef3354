// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on dots whose layouts are given (operands are
// splats of the kernel's scalars, so every fragment register is visible).
// A 16x8 accumulator of one warp is one m16n8 tile; k = 32 is two k16 steps,
// k outermost. Per step: A's four fragment registers and B's two, each a pair
// of f16 packed into an i32, and one mma.sync; the second step accumulates
// into the first's results.
// CHECK-LABEL: func.func @mma_f16
// CHECK-SAME: (%{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[SA:.*]]: f16, %[[SB:.*]]: f16)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: llvm.insertelement %[[SA]]
// CHECK: %[[A0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[A1:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[A2:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[A3:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.insertelement %[[SB]]
// CHECK: %[[B0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[B1:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[D0:.*]], %[[D1:.*]], %[[D2:.*]], %[[D3:.*]] = simt.mma_sync f16[%[[A0]], %[[A1]], %[[A2]], %[[A3]]], [%[[B0]], %[[B1]]], [%[[ZERO]], %[[ZERO]], %[[ZERO]], %[[ZERO]]]
// CHECK: simt.mma_sync f16[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%[[D0]], %[[D1]], %[[D2]], %[[D3]]]
// CHECK-NOT: simt.mma_sync
// CHECK-NOT: tile.
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @mma_f16(%out: !tile.view<f32, 2>, %sa: f16, %sb: f16) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.splat %sa : tensor<16x32xf16, #a>
  %tb = tile.splat %sb : tensor<32x8xf16, #b>
  %acc = arith.constant dense<0.0> : tensor<16x8xf32, #mma>
  %d = tile.dot %ta, %tb, %acc : tensor<16x32xf16, #a>, tensor<32x8xf16, #b>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<16x8xf32, #mma>
  return
}

// -----

// f32 operands are tf32: m16n8k8, one element (its bit pattern) per
// fragment register.
// CHECK-LABEL: func.func @mma_tf32
// CHECK-COUNT-4: arith.bitcast %arg5 : f32 to i32
// CHECK-COUNT-2: arith.bitcast %arg6 : f32 to i32
// CHECK: simt.mma_sync tf32[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%cst, %cst, %cst, %cst]
// CHECK-NOT: simt.mma_sync
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @mma_tf32(%out: !tile.view<f32, 2>, %sa: f32, %sb: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.splat %sa : tensor<16x8xf32, #a>
  %tb = tile.splat %sb : tensor<8x8xf32, #b>
  %acc = arith.constant dense<0.0> : tensor<16x8xf32, #mma>
  %d = tile.dot %ta, %tb, %acc : tensor<16x8xf32, #a>, tensor<8x8xf32, #b>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<16x8xf32, #mma>
  return
}

// -----

// An A operand converted from a blocked layout only for its dot is stored to
// shared memory (16x16 f16 = 512 bytes, 16-byte vector stores) and its
// fragments are read right before the mma, as 32-bit loads of adjacent
// pairs.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<512 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @lazy_operand
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !simt.ptr<vector<8xf16>, shared>
// CHECK: %[[F0:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F1:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F2:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: %[[F3:.*]] = simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: simt.mma_sync f16[%[[F0]], %[[F1]], %[[F2]], %[[F3]]]
#bl = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @lazy_operand(%out: !tile.view<f32, 2>, %sa: f16, %sb: f16) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.splat %sa : tensor<16x16xf16, #bl>
  %ca = tile.convert_layout %ta : tensor<16x16xf16, #bl> -> tensor<16x16xf16, #a>
  %tb = tile.splat %sb : tensor<16x8xf16, #b>
  %acc = arith.constant dense<0.0> : tensor<16x8xf32, #mma>
  %d = tile.dot %ca, %tb, %acc : tensor<16x16xf16, #a>, tensor<16x8xf16, #b>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<16x8xf32, #mma>
  return
}

// -----

// A blocked accumulator: one FMA per element and k (k = 4 here), each
// thread holding whole rows of A and columns of B.
// CHECK-LABEL: func.func @fma
// CHECK: %[[C:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[K0:.*]] = math.fma %arg5, %arg6, %[[C]] : f32
// CHECK-NEXT: %[[K1:.*]] = math.fma %arg5, %arg6, %[[K0]] : f32
// CHECK-NEXT: %[[K2:.*]] = math.fma %arg5, %arg6, %[[K1]] : f32
// CHECK-NEXT: %[[K3:.*]] = math.fma %arg5, %arg6, %[[K2]] : f32
// CHECK-NOT: math.fma
// CHECK: simt.store %[[K3]]
#bl = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
#a = #tile.dot_operand<opIdx = 0, parent = #bl>
#b = #tile.dot_operand<opIdx = 1, parent = #bl>
func.func @fma(%out: !tile.view<f32, 2>, %sa: f32, %sb: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.splat %sa : tensor<4x4xf32, #a>
  %tb = tile.splat %sb : tensor<4x8xf32, #b>
  %acc = arith.constant dense<0.0> : tensor<4x8xf32, #bl>
  %d = tile.dot %ta, %tb, %acc : tensor<4x4xf32, #a>, tensor<4x8xf32, #b>, tensor<4x8xf32, #bl> -> tensor<4x8xf32, #bl>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<4x8xf32, #bl>
  return
}
