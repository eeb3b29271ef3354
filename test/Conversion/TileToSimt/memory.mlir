// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on memory ops whose layouts are given. A view
// made in the kernel is its (pointer, shape, strides); view_dim and
// view_stride become those values. Each register's load is masked by the
// view's shape (index < n) and reads the padding outside it; the store is
// masked the same way. One element per thread: no vector accesses.
// CHECK-LABEL: func.func @masked_copy
// CHECK-SAME: (%[[P:.*]]: !simt.ptr<f32, global>, %[[N:.*]]: i64, %[[OUT:.*]]: !simt.ptr<f32, global>, %[[OUTN:.*]]: i64, %[[OUTS:.*]]: i64)
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[I:.*]] = arith.addi %[[N]], %{{.*}} : i64
// CHECK: arith.muli %[[I]], %[[ONE]] : i64
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[I]], %[[N]] : i64
// CHECK: %[[MASK:.*]] = arith.andi %true, %[[IN]] : i1
// CHECK: %[[PTR:.*]] = simt.ptr_add %[[P]], %{{.*}} : !simt.ptr<f32, global>, i64
// CHECK: %[[V:.*]] = scf.if %[[MASK]] -> (f32) {
// CHECK-NEXT: %[[L:.*]] = simt.load %[[PTR]] : !simt.ptr<f32, global> -> f32
// CHECK-NEXT: scf.yield %[[L]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[PAD]] : f32
// CHECK: %[[J:.*]] = arith.addi %[[OUTS]], %{{.*}} : i64
// CHECK: arith.muli %[[J]], %[[OUTS]] : i64
// CHECK: arith.cmpi ult, %[[J]], %[[OUTN]] : i64
// CHECK: scf.if
// CHECK-NEXT: simt.store %[[V]], %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: tile.
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @masked_copy(%p: !simt.ptr<f32, global>, %n: i64, %out: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %one = arith.constant 1 : i64
  %v = tile.make_view %p, shape [%n], strides [%one] : !simt.ptr<f32, global> -> !tile.view<f32, 1>
  %d = tile.view_dim %v, 0 : !tile.view<f32, 1>
  %pad = arith.constant -1.0 : f32
  %t = tile.load %v[%d] padding %pad : f32 : !tile.view<f32, 1> -> tensor<32xf32, #b1>
  %s = tile.view_stride %out, 0 : !tile.view<f32, 1>
  tile.store %out[%s], %t : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

// 16 elements over 32 lanes: lanes 16..31 hold replicas (the coordinate
// wraps, & 15). An atomic adds each element once: the mask also requires
// the thread's unwrapped coordinate to be inside the tile.
// CHECK-LABEL: func.func @atomic_replicated
// CHECK: arith.andi %{{.*}}, %c15_i32 : i32
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %c16_i32 : i32
// CHECK: %[[OWNER:.*]] = arith.andi %true, %[[OWN]] : i1
// CHECK: %[[M:.*]] = arith.andi %{{.*}}, %[[OWNER]] : i1
// CHECK: scf.if %[[M]] {
// CHECK-NEXT: simt.atomic_rmw add %{{.*}}, %arg3 scope(device) order(relaxed) : !simt.ptr<f32, global>, f32
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @atomic_replicated(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<16xf32, #b1>
  tile.atomic_add %out[%z], %t : !tile.view<f32, 1>, tensor<16xf32, #b1>
  return
}

// -----

// gather and scatter address each register by its index tile's register
// (sign-extended to i64), masked by the view's shape; the scatter also by
// ownership. The mask is an unsigned compare, so a negative index is outside
// too: gather reads 0 there, scatter skips it (docs/contract.md).
// CHECK-LABEL: func.func @gather_scatter
// CHECK: %[[I:.*]] = arith.addi %{{.*}}, %c0_i32{{.*}} : i32
// CHECK: %[[J:.*]] = arith.muli %[[I]], %c2_i32 : i32
// CHECK: %[[J64:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK: arith.cmpi ult, %[[J64]], %arg1 : i64
// CHECK: %[[G:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: %[[I64:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK: arith.cmpi ult, %[[I64]], %arg4 : i64
// CHECK: scf.if
// CHECK-NEXT: simt.store %[[G]], %{{.*}} : f32, !simt.ptr<f32, global>
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @gather_scatter(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %i = tile.arange 0 : tensor<32xi32, #b1>
  %two = arith.constant dense<2> : tensor<32xi32, #b1>
  %j = arith.muli %i, %two : tensor<32xi32, #b1>
  %g = tile.gather %x[%j] : !tile.view<f32, 1>[tensor<32xi32, #b1>] -> tensor<32xf32, #b1>
  tile.scatter %y[%i], %g : !tile.view<f32, 1>[tensor<32xi32, #b1>], tensor<32xf32, #b1>
  return
}

// -----

// A scatter with atomic_add (the scatter-add of atomic_add with index
// tiles) adds each element atomically where the plain scatter stores: the
// same address, the view's mask and ownership (a replicated layout, 16
// elements over 32 lanes, adds each element once).
// CHECK-LABEL: func.func @scatter_add
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %c16_i32 : i32
// CHECK: %[[OWNER:.*]] = arith.andi %true, %[[OWN]] : i1
// CHECK: %[[I64:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[I64]], %arg1 : i64
// CHECK: %[[INSIDE:.*]] = arith.andi %{{.*}}, %[[IN]] : i1
// CHECK: %[[M:.*]] = arith.andi %[[INSIDE]], %[[OWNER]] : i1
// CHECK: scf.if %[[M]] {
// CHECK-NEXT: simt.atomic_rmw add %{{.*}}, %arg3 scope(device) order(relaxed) : !simt.ptr<f32, global>, f32
// CHECK-NOT: simt.store
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @scatter_add(%y: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %i = tile.arange 0 : tensor<16xi32, #b1>
  %t = tile.splat %s : tensor<16xf32, #b1>
  tile.scatter %y[%i], %t atomic_add : !tile.view<f32, 1>[tensor<16xi32, #b1>], tensor<16xf32, #b1>
  return
}

// -----

// Two contiguous f32 per thread: one uniform check (unit stride, aligned
// offset and base), then an 8-byte vector store when both elements are
// inside the view, element by element otherwise.
// CHECK-LABEL: func.func @vector_store
// CHECK: simt.ptr_to_int %arg0 : !simt.ptr<f32, global> to i64
// CHECK: arith.andi %{{.*}}, %c7_i64 : i64
// CHECK: scf.if %{{.*}} {
// CHECK: llvm.insertelement
// CHECK: llvm.insertelement
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !simt.ptr<vector<2xf32>, global>
// CHECK: } else {
// CHECK-COUNT-2: simt.store %arg3, %{{.*}} : f32, !simt.ptr<f32, global>
#b2 = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @vector_store(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<64xf32, #b2>
  tile.store %out[%z], %t : !tile.view<f32, 1>, tensor<64xf32, #b2>
  return
}
