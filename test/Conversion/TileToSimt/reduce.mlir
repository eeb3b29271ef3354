// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone, on tiles whose layouts are given: a reduction
// combines a thread's registers, then lanes (xor shuffles over the lanes
// along the axis), then warps through shared memory. A scalar result goes
// through shared memory even from one warp (every thread reads one slot, so
// the result is provably block-uniform).
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<4 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @sum_to_scalar
// CHECK-SAME: simt.static_shared = 4 : i64
// CHECK: %[[REGS:.*]]:2 = scf.if
// CHECK: %[[T:.*]] = arith.addf %[[REGS]]#0, %[[REGS]]#1 : f32
// CHECK: %[[S1:.*]] = simt.shuffle xor %[[T]], %c1_i32, %c-1_i32 : f32
// CHECK: %[[A1:.*]] = arith.addf %[[T]], %[[S1]] : f32
// CHECK: simt.shuffle xor %[[A1]], %c2_i32{{.*}}, %c-1_i32 : f32
// CHECK: simt.shuffle xor %{{.*}}, %c4_i32{{.*}}, %c-1_i32 : f32
// CHECK: simt.shuffle xor %{{.*}}, %c8_i32{{.*}}, %c-1_i32 : f32
// CHECK: simt.shuffle xor %{{.*}}, %c16_i32{{.*}}, %c-1_i32 : f32
// CHECK: %[[W:.*]] = arith.addf
// CHECK-NOT: simt.shuffle
// CHECK: simt.addressof @__tile_smem_0
// CHECK: simt.store %[[W]], %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: %[[R:.*]] = simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.store %[[R]], %arg3 : f32, !simt.ptr<f32, global>
// CHECK-NOT: tile.
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @sum_to_scalar(%x: !tile.view<f32, 1>, %out: !simt.ptr<f32, global>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<64xf32, #b>
  %s = tile.reduce %t, 0 : tensor<64xf32, #b> -> f32 {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  simt.store %s, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// Rows of 16 over 8 lanes and 2 warps: three shuffles (lanes 1, 2, 4 apart),
// then each warp's partial goes to shared memory (4 rows x 2 warps, 32
// bytes) and every thread combines both.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<32 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @rows_max
// CHECK-SAME: simt.block_threads = 64 : i32
// CHECK: simt.shuffle xor %{{.*}}, %c1_i32{{.*}}, %c-1_i32 : f32
// CHECK: arith.maximumf
// CHECK: simt.shuffle xor %{{.*}}, %c2_i32{{.*}}, %c-1_i32 : f32
// CHECK: arith.maximumf
// CHECK: simt.shuffle xor %{{.*}}, %c4_i32{{.*}}, %c-1_i32 : f32
// CHECK: %[[P:.*]] = arith.maximumf
// CHECK-NOT: simt.shuffle
// CHECK: simt.store %[[P]], %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: %[[W0:.*]] = simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: %[[W1:.*]] = simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: %[[M:.*]] = arith.maximumf %[[W0]], %[[W1]] : f32
// CHECK: simt.store %[[M]], %{{.*}} : f32, !simt.ptr<f32, global>
#b2 = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 2], order = [1, 0]>
func.func @rows_max(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<4x16xf32, #b2>
  %m = tile.reduce %t, 1 : tensor<4x16xf32, #b2> -> tensor<4xf32, #tile.slice<dim = 1, parent = #b2>> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maximumf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %m : !tile.view<f32, 1>, tensor<4xf32, #tile.slice<dim = 1, parent = #b2>>
  return
}

// -----

// Along the dimension a thread holds alone: registers only, no shuffle, no
// shared memory.
// CHECK-LABEL: func.func @in_thread
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-NOT: simt.shuffle
// CHECK: %[[V:.*]]:4 = scf.if %{{.*}} -> (i32, i32, i32, i32)
// CHECK: %[[A:.*]] = arith.addi %[[V]]#0, %[[V]]#1 : i32
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[V]]#2 : i32
// CHECK-NEXT: %[[C:.*]] = arith.addi %[[B]], %[[V]]#3 : i32
// CHECK-NOT: simt.shuffle
// CHECK-NOT: simt.addressof
// CHECK: simt.store %[[C]], %{{.*}} : i32, !simt.ptr<i32, global>
#b3 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]>
func.func @in_thread(%x: !tile.view<i32, 2>, %y: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<i32, 2> -> tensor<32x4xi32, #b3>
  %s = tile.reduce %t, 1 : tensor<32x4xi32, #b3> -> tensor<32xi32, #tile.slice<dim = 1, parent = #b3>> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  tile.store %y[%z], %s : !tile.view<i32, 1>, tensor<32xi32, #tile.slice<dim = 1, parent = #b3>>
  return
}
