// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// tile.atomic_rmw at offsets: per owned element, under its mask, the old
// value (0 outside the view). Float max: the integer atomics on the bits,
// signed max where the value is non-negative, unsigned min where negative.
// CHECK-LABEL: func.func @float_max
// CHECK: %[[OLD:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: %[[IP:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<f32, global> to !simt.ptr<i32, global>
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[BITS]], %{{.*}} : i32
// CHECK: scf.if %[[NEG]] -> (i32) {
// CHECK: simt.atomic_rmw umin %[[IP]], %[[BITS]] scope(device) order(relaxed)
// CHECK: } else {
// CHECK: simt.atomic_rmw max %[[IP]], %[[BITS]] scope(device) order(relaxed)
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: } else {
// CHECK: scf.yield %{{.*}} : f32
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @float_max(%a: !tile.view<f32, 1>, %out: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %a[%z] : !tile.view<f32, 1> -> tensor<32xf32, #b1>
  %o = tile.atomic_rmw max %a[%z], %t scope(device) order(relaxed) : !tile.view<f32, 1>, tensor<32xf32, #b1> -> tensor<32xf32, #b1>
  tile.store %out[%z], %o : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

// At index tiles, with scope and order; cas on floats compares bits.
// CHECK-LABEL: func.func @scatter_cas
// CHECK: simt.atomic_rmw xor %{{.*}}, %{{.*}} scope(block) order(acq_rel) : !simt.ptr<i32, global>, i32
// CHECK: %[[E:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[D:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: simt.atomic_cas %{{.*}}, %[[E]], %[[D]] scope(system) order(acquire)
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @scatter_cas(%n: !tile.view<i32, 1>, %f: !tile.view<f32, 1>, %i: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %idx = tile.splat %i : tensor<32xi64, #b1>
  %k = tile.load %n[%z] : !tile.view<i32, 1> -> tensor<32xi32, #b1>
  %x = tile.atomic_rmw xor %n[] at [%idx : tensor<32xi64, #b1>], %k scope(block) order(acq_rel) : !tile.view<i32, 1>, tensor<32xi32, #b1> -> tensor<32xi32, #b1>
  %v = tile.load %f[%z] : !tile.view<f32, 1> -> tensor<32xf32, #b1>
  %c = tile.atomic_cas %f[%z], %v, %v scope(system) order(acquire) : !tile.view<f32, 1>, tensor<32xf32, #b1> -> tensor<32xf32, #b1>
  return
}

// -----

// 16 elements over 32 lanes: lanes 16..31 hold replicas. Only owners update;
// when the old values are used, owners write them to shared memory and every
// thread reads its elements back.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<64 x i8>
// CHECK-LABEL: func.func @replicated
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK: simt.atomic_rmw exch
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: %[[R:.*]] = simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @replicated(%n: !tile.view<i32, 1>, %out: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %k = tile.load %n[%z] : !tile.view<i32, 1> -> tensor<16xi32, #b1>
  %x = tile.atomic_rmw exch %n[%z], %k scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<16xi32, #b1> -> tensor<16xi32, #b1>
  tile.store %out[%z], %x : !tile.view<i32, 1>, tensor<16xi32, #b1>
  return
}
