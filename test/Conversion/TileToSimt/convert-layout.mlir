// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on layout changes. A permute whose result
// layout gives each thread the same elements (transposed) is a register
// rename: no shared memory, the registers are stored as they are.
// CHECK-LABEL: func.func @permute_rename
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-NOT: simt.addressof
// CHECK: %[[R0:.*]] = arith.sitofp %{{.*}} : i32 to f32
// CHECK: %[[R1:.*]] = arith.sitofp %{{.*}} : i32 to f32
// CHECK-NOT: simt.addressof
// CHECK: simt.store %[[R0]], %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: simt.store %[[R1]], %{{.*}} : f32, !simt.ptr<f32, global>
#r = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#c = #tile.blocked<sizePerThread = [2, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]>
func.func @permute_rename(%out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %i = tile.arange 0 : tensor<64xi32, #tile.slice<dim = 0, parent = #r>>
  %e = tile.expand_dims %i, 0 : tensor<64xi32, #tile.slice<dim = 0, parent = #r>> -> tensor<1x64xi32, #r>
  %f = arith.sitofp %e : tensor<1x64xi32, #r> to tensor<1x64xf32, #r>
  %t = tile.permute %f, [1, 0] : tensor<1x64xf32, #r> -> tensor<64x1xf32, #c>
  tile.store %out[%z, %z], %t : !tile.view<f32, 2>, tensor<64x1xf32, #c>
  return
}

// -----

// Two contiguous elements per thread to one: through a 64 x f32 shared
// buffer (one 8-byte vector store per thread), read back one element per
// register of the new layout.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<256 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @through_shared
// CHECK-SAME: simt.static_shared = 256 : i64
// CHECK: %[[RAW:.*]] = simt.addressof @__tile_smem_0 : !simt.ptr<!llvm.array<256 x i8>, shared>
// CHECK: %[[BUF:.*]] = simt.ptr_cast %[[RAW]] : !simt.ptr<!llvm.array<256 x i8>, shared> to !simt.ptr<f32, shared>
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !simt.ptr<vector<2xf32>, shared>
// CHECK: simt.ptr_add %[[BUF]], %{{.*}} : !simt.ptr<f32, shared>, i32
// CHECK: %[[V0:.*]] = simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.ptr_add %[[BUF]], %{{.*}} : !simt.ptr<f32, shared>, i32
// CHECK: %[[V1:.*]] = simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.store %[[V0]], %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: simt.store %[[V1]], %{{.*}} : f32, !simt.ptr<f32, global>
#a = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
#b = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @through_shared(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<64xf32, #a>
  %u = tile.convert_layout %t : tensor<64xf32, #a> -> tensor<64xf32, #b>
  tile.store %out[%z], %u : !tile.view<f32, 1>, tensor<64xf32, #b>
  return
}

// -----

// A reshape that changes more than unit dimensions goes through shared
// memory, both sides indexing it in row-major order of their own shape
// (8 x 8 i32: 256 bytes).
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<256 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @reshape
// CHECK-COUNT-2: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK-COUNT-2: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
#a = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
#b2 = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]>
func.func @reshape(%out: !tile.view<i32, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.arange 0 : tensor<64xi32, #a>
  %u = tile.reshape %t : tensor<64xi32, #a> -> tensor<8x8xi32, #b2>
  tile.store %out[%z, %z], %u : !tile.view<i32, 2>, tensor<8x8xi32, #b2>
  return
}

// -----

// A reshape that only drops or adds unit dimensions, between layouts that
// spread the other dimensions alike (a 3-D load's 1 x 64 x 128 tile to
// 64 x 128 and back, as examples/tile_attention.cpp's Q, K and V), is a
// register rename: no shared memory, the loaded registers are stored as
// they are.
// CHECK-LABEL: func.func @reshape_unit_dims
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-NOT: simt.addressof
// CHECK: simt.load %{{.*}} : !simt.ptr<vector<4xf32>, global>
// CHECK-NOT: simt.addressof
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: simt.addressof
// CHECK-LABEL: func.func @reshape_unit_dims_moves
#l3 = #tile.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]>
#l2 = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>
func.func @reshape_unit_dims(%in: !tile.view<f32, 3>, %out: !tile.view<f32, 3>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %in[%z, %z, %z] : !tile.view<f32, 3> -> tensor<1x64x128xf32, #l3>
  %u = tile.reshape %t : tensor<1x64x128xf32, #l3> -> tensor<64x128xf32, #l2>
  %v = tile.reshape %u : tensor<64x128xf32, #l2> -> tensor<1x64x128xf32, #l3>
  tile.store %out[%z, %z, %z], %v : !tile.view<f32, 3>, tensor<1x64x128xf32, #l3>
  return
}

// -----

// The same shapes with the rows spread over lanes differently on the two
// sides: through shared memory.
// CHECK: simt.addressof @__tile_smem_0
#m3 = #tile.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]>
#m2 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
func.func @reshape_unit_dims_moves(%in: !tile.view<f32, 3>, %out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %in[%z, %z, %z] : !tile.view<f32, 3> -> tensor<1x64x128xf32, #m3>
  %u = tile.reshape %t : tensor<1x64x128xf32, #m3> -> tensor<64x128xf32, #m2>
  tile.store %out[%z, %z], %u : !tile.view<f32, 2>, tensor<64x128xf32, #m2>
  return
}

// -----

// broadcast and expand_dims pick registers: the row's one value stands for
// both of its elements (the element-wise op is cloned per register, on the
// same value), nothing moves between threads.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-NOT: simt.addressof
// CHECK-NOT: simt.shuffle
// CHECK: %[[X:.*]] = arith.addi %{{.*}}, %c5_i32 : i32
// CHECK: %[[Y0:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK: %[[Y1:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK: simt.store %[[Y0]], %{{.*}} : i32, !simt.ptr<i32, global>
// CHECK: simt.store %[[Y1]], %{{.*}} : i32, !simt.ptr<i32, global>
#b2 = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]>
func.func @broadcast(%out: !tile.view<i32, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %i = tile.arange 5 : tensor<32xi32, #tile.slice<dim = 1, parent = #b2>>
  %e = tile.expand_dims %i, 1 : tensor<32xi32, #tile.slice<dim = 1, parent = #b2>> -> tensor<32x1xi32, #b2>
  %b = tile.broadcast %e : tensor<32x1xi32, #b2> -> tensor<32x2xi32, #b2>
  %sq = arith.muli %b, %b : tensor<32x2xi32, #b2>
  tile.store %out[%z, %z], %sq : !tile.view<i32, 2>, tensor<32x2xi32, #b2>
  return
}

// -----

// A broadcast of one element into another layout (what the canonicalizer
// makes of converting it): every thread holds the element, so each result
// register is that register; no shared memory.
// CHECK-LABEL: func.func @broadcast_one_element_relayout
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK-NOT: simt.addressof
// CHECK: return
#s1 = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#s4 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
func.func @broadcast_one_element_relayout(%v: !tile.view<i64, 1>, %out: !tile.view<i64, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %x = tile.load %v[%z] : !tile.view<i64, 1> -> tensor<1xi64, #tile.slice<dim = 1, parent = #s1>>
  %e = tile.expand_dims %x, 1 : tensor<1xi64, #tile.slice<dim = 1, parent = #s1>> -> tensor<1x1xi64, #s1>
  %b = tile.broadcast %e : tensor<1x1xi64, #s1> -> tensor<1x512xi64, #s4>
  tile.store %out[%z, %z], %b : !tile.view<i64, 2>, tensor<1x512xi64, #s4>
  return
}

// -----

// A row broadcast in an mma accumulator's layout (matmul + bias): the
// 64-element row goes to a slice of the mma layout through 256 bytes of
// shared memory; the 1 x 64 row and its broadcast are register renames (the
// rows beyond the shape wrap onto the same elements).
// CHECK-LABEL: func.func @bias_row_in_mma
// CHECK-SAME: simt.static_shared = 256 : i64
// CHECK-COUNT-32: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: simt.store
#row = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#acc = #tile.mma<version = 2, warpsPerCTA = [4, 1]>
#sm = #tile.shared<vec = 4, perPhase = 1, maxPhase = 1, order = [0]>
func.func @bias_row_in_mma(%bias: !tile.view<f32, 1>, %out: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %b = tile.load %bias[%z] : !tile.view<f32, 1> -> tensor<64xf32, #row>
  %s = tile.convert_layout %b {scratch = #sm} : tensor<64xf32, #row> -> tensor<64xf32, #tile.slice<dim = 0, parent = #acc>>
  %e = tile.expand_dims %s, 0 : tensor<64xf32, #tile.slice<dim = 0, parent = #acc>> -> tensor<1x64xf32, #acc>
  %t = tile.broadcast %e : tensor<1x64xf32, #acc> -> tensor<64x64xf32, #acc>
  tile.store %out[%z, %z], %t : !tile.view<f32, 2>, tensor<64x64xf32, #acc>
  return
}
