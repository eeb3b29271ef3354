// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on a scan over 2 warps of 32 lanes, 2 elements
// per thread: the thread's inclusive scan (r0, r0 + r1), five shuffle-up
// steps (lane >= d selects the combined value), the last lane stores its
// warp's total to shared memory (2 warps x i32 = 8 bytes), every thread
// combines the totals of the warps before its own, then the exclusive lane
// prefix (one more shuffle up by 1), and adds the prefix to each register.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<8 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @cumsum
// CHECK-SAME: simt.block_threads = 64 : i32
// CHECK: %[[R:.*]]:2 = scf.if
// CHECK: %[[LANE:.*]] = arith.andi %0, %c31_i32
// CHECK: %[[WARP:.*]] = arith.andi %1, %c1_i32
// CHECK: %[[IN:.*]] = arith.addi %[[R]]#0, %[[R]]#1 : i32
// CHECK: %[[S1:.*]] = simt.shuffle up %[[IN]], %c1_i32{{.*}}, %c-1_i32 : i32
// CHECK: %[[HAS1:.*]] = arith.cmpi uge, %[[LANE]], %c1_i32{{.*}} : i32
// CHECK: %[[ADD1:.*]] = arith.addi %[[S1]], %[[IN]] : i32
// CHECK: arith.select %[[HAS1]], %[[ADD1]], %[[IN]] : i32
// CHECK: simt.shuffle up %{{.*}}, %c2_i32{{.*}}, %c-1_i32 : i32
// CHECK: simt.shuffle up %{{.*}}, %c4_i32{{.*}}, %c-1_i32 : i32
// CHECK: simt.shuffle up %{{.*}}, %c8_i32{{.*}}, %c-1_i32 : i32
// CHECK: simt.shuffle up %{{.*}}, %c16_i32{{.*}}, %c-1_i32 : i32
// CHECK: %[[TOTAL:.*]] = arith.select
// CHECK: %[[EX:.*]] = simt.shuffle up %[[TOTAL]], %c1_i32{{.*}}, %c-1_i32 : i32
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[LANE]], %c31_i32{{.*}} : i32
// CHECK: scf.if %[[LAST]] {
// CHECK-NEXT: simt.store %[[TOTAL]], %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: %[[W0:.*]] = simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
// CHECK: arith.cmpi ult, %c0_i32{{.*}}, %[[WARP]] : i32
// CHECK: %[[W1:.*]] = simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
// CHECK: arith.cmpi ult, %c1_i32{{.*}}, %[[WARP]] : i32
// CHECK: %[[PRE:.*]] = arith.addi %{{.*}}, %[[EX]] : i32
// CHECK: arith.select %{{.*}}, %[[PRE]], %[[EX]] : i32
// CHECK: %[[PREFIX:.*]] = arith.select
// CHECK: arith.addi %[[PREFIX]], %[[R]]#0 : i32
// CHECK: arith.addi %[[PREFIX]], %[[IN]] : i32
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]>
func.func @cumsum(%x: !tile.view<i32, 1>, %y: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<i32, 1> -> tensor<128xi32, #b>
  %s = tile.scan %t, 0 : tensor<128xi32, #b> -> tensor<128xi32, #b> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  tile.store %y[%z], %s : !tile.view<i32, 1>, tensor<128xi32, #b>
  return
}

// -----

// One warp along the axis: no shared memory; the warp's total (for the
// repetitions after this one) is the last lane's, by an idx shuffle.
// CHECK-LABEL: func.func @one_warp
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-COUNT-5: simt.shuffle up
// CHECK: simt.shuffle up %{{.*}}, %c1_i32{{.*}}, %c-1_i32 : f32
// CHECK: simt.shuffle idx %{{.*}}, %c31_i32{{.*}}, %c-1_i32 : f32
// CHECK-NOT: simt.addressof
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @one_warp(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<32xf32, #b1>
  %s = tile.scan %t, 0 : tensor<32xf32, #b1> -> tensor<32xf32, #b1> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

// A reverse scan is the mirror image: the thread's registers from the last
// (r1, then r0 combined with it, the later element on the right), shuffle
// down, the scan-order lane (31 - lane) decides which steps apply, lane 0
// holds the warp's total (its slot in shared memory), and the warps after
// this one (w > warp) make the prefix.
// CHECK-LABEL: func.func @reverse_cumsum
// CHECK: %[[R:.*]]:2 = scf.if
// CHECK: %[[L:.*]] = arith.andi %0, %c31_i32
// CHECK: %[[SL:.*]] = arith.subi %c31_i32{{.*}}, %[[L]] : i32
// CHECK: %[[IN:.*]] = arith.subi %[[R]]#0, %[[R]]#1 : i32
// CHECK: simt.shuffle down %[[IN]], %c1_i32{{.*}}, %c-1_i32 : i32
// CHECK: arith.cmpi uge, %[[SL]], %c1_i32{{.*}} : i32
// CHECK: simt.shuffle down %{{.*}}, %c16_i32{{.*}}, %c-1_i32 : i32
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[SL]], %c31_i32{{.*}} : i32
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: simt.store
// CHECK: arith.cmpi ugt, %c1_i32{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ugt, %c0_i32{{.*}}, %{{.*}} : i32
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]>
func.func @reverse_cumsum(%x: !tile.view<i32, 1>, %y: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<i32, 1> -> tensor<128xi32, #b>
  %s = tile.scan %t, 0 reverse : tensor<128xi32, #b> -> tensor<128xi32, #b> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.subi %a, %b : i32
    tile.yield %c : i32
  }
  tile.store %y[%z], %s : !tile.view<i32, 1>, tensor<128xi32, #b>
  return
}
