// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s
// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt -canonicalize | FileCheck %s --check-prefix=SHFL
// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt -canonicalize | FileCheck %s --check-prefix=SMEM

// convert-tile-to-simt alone on a bitonic sort of 256 f32 over 2 warps of 32
// lanes, 2 elements per thread: along the axis, bit 0 is a register (the
// pair a thread holds), bits 1-5 are the lane, bit 6 the warp, bit 7 the
// repetition (a register again). Keys become totalOrder integers (negative
// values: all bits flipped; others: the sign bit) compared unsigned;
// distances 2..32 are xor shuffles by distance/2 lanes, 64 goes through a
// 256 x i32 shared buffer (store every element, load the partner's), 1 and
// 128 swap registers; the keys turn back into floats at the end.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<1024 x i8>
// CHECK-LABEL: func.func @sort_f32
// CHECK: %[[B:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[NEG:.*]] = arith.shrsi %[[B]], %c31_i32
// CHECK: %[[FLIP:.*]] = arith.ori %[[NEG]], %c-2147483648_i32
// CHECK: %[[K:.*]] = arith.xori %[[B]], %[[FLIP]] : i32
// CHECK: arith.cmpi ult
// CHECK: simt.shuffle xor %{{.*}}, %c1_i32{{.*}}, %c-1_i32 : i32
// CHECK: simt.shuffle xor %{{.*}}, %c16_i32{{.*}}, %c-1_i32 : i32
// CHECK: simt.store %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK-NOT: tile.sort
// 25 lane stages (distance 2 in 7 merges, 4 in 6, ..., 32 in 3) x 4
// registers; 2 warp stages (distance 64, merges of 128 and 256) x 4 stores.
// SHFL-LABEL: func.func @sort_f32
// SHFL-COUNT-100: simt.shuffle xor
// SHFL-NOT: simt.shuffle
// SHFL-LABEL: func.func @sort_pairs
// SMEM-LABEL: func.func @sort_f32
// SMEM-COUNT-8: simt.store {{.*}} !simt.ptr<i32, shared>
// SMEM-NOT: simt.store {{.*}} !simt.ptr<i32, shared>
// SMEM-LABEL: func.func @sort_pairs
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]>
func.func @sort_f32(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<256xf32, #b>
  %s = tile.sort %t, 0 : tensor<256xf32, #b>
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<256xf32, #b>
  return
}

// -----

// Descending i32 keys with values: signed greater-than, ties broken by the
// original index (stable), the f16 values selected with their keys; 16-bit
// f16 keys widen to i32. One warp: no shared memory.
// CHECK-LABEL: func.func @sort_pairs
// CHECK-NOT: simt.global
// CHECK: arith.cmpi sgt
// CHECK: arith.cmpi eq
// CHECK: arith.cmpi ult
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f16
// CHECK: simt.shuffle xor %{{.*}} : f16
#b1 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
func.func @sort_pairs(%k: !tile.view<i32, 2>, %v: !tile.view<f16, 2>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %a = tile.load %k[%z, %z] : !tile.view<i32, 2> -> tensor<4x32xi32, #b1>
  %b = tile.load %v[%z, %z] : !tile.view<f16, 2> -> tensor<4x32xf16, #b1>
  %sa, %sb = tile.sort %a, 1 descending values(%b : tensor<4x32xf16, #b1>) -> tensor<4x32xf16, #b1> : tensor<4x32xi32, #b1>
  tile.store %k[%z, %z], %sa : !tile.view<i32, 2>, tensor<4x32xi32, #b1>
  tile.store %v[%z, %z], %sb : !tile.view<f16, 2>, tensor<4x32xf16, #b1>
  return
}

// -----

// top-k: the sorted values and indices go to shared memory, the first k
// along the axis come back in the results' layout. Only blocks of 8 are
// sorted (distance 4 is the one lane step), then 4 levels each fetch the
// elements 8, 16, 32, 64 away (lanes), keep the better, and re-sort 8 (one
// lane step): 9 lane steps x 4 registers x (key, index) = 72 shuffles, where
// a full sort of 128 takes 15 lane steps (120).
// SHFL-LABEL: func.func @topk
// SHFL-COUNT-72: simt.shuffle xor
// SHFL-NOT: simt.shuffle
// CHECK-DAG: simt.global shared @__tile_smem_0 : !llvm.array<512 x i8>
// CHECK-DAG: simt.global shared @__tile_smem_1 : !llvm.array<512 x i8>
// CHECK-LABEL: func.func @topk
// CHECK: arith.cmpi ugt
// CHECK: simt.store %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.store %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
#r = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @topk(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %i: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<128xf32, #b>
  %v, %ix = tile.topk %t, 0, 8 : tensor<128xf32, #b> -> tensor<8xf32, #r>, tensor<8xi32, #r>
  tile.store %y[%z], %v : !tile.view<f32, 1>, tensor<8xf32, #r>
  tile.store %i[%z], %ix : !tile.view<i32, 1>, tensor<8xi32, #r>
  return
}

// -----

// argsort: values that are the index along the axis (an arange from 0) are
// the tie-break index itself, not a second payload: 15 lane steps x 4
// registers x (key, index) = 120 shuffles (180 with the values carried).
// SHFL-LABEL: func.func @argsort
// SHFL-COUNT-120: simt.shuffle xor %{{.*}} : i32
// SHFL-NOT: simt.shuffle
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @argsort(%x: !tile.view<f32, 1>, %y: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<128xf32, #b>
  %i = tile.arange 0 : tensor<128xi32, #b>
  %s, %a = tile.sort %t, 0 values(%i : tensor<128xi32, #b>) -> tensor<128xi32, #b> : tensor<128xf32, #b>
  tile.store %y[%z], %a : !tile.view<i32, 1>, tensor<128xi32, #b>
  return
}

// -----

// histogram: zero 64 counters (one per thread of 2 warps), count each owned
// element in range under its mask with a block-scope shared atomic, read
// the counts back in the result's layout.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<256 x i8>
// CHECK-LABEL: func.func @histogram
// CHECK: simt.store %c0_i32{{.*}}, %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi slt, %{{.*}}, %c64_i32
// CHECK: scf.if
// CHECK-NEXT: simt.ptr_add
// CHECK-NEXT: simt.atomic_rmw add %{{.*}}, %c1_i32{{.*}} scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]>
#r = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]>
func.func @histogram(%x: !tile.view<i8, 1>, %y: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<i8, 1> -> tensor<256xi8, #b>
  %m = arith.constant dense<true> : tensor<256xi1, #b>
  %h = tile.histogram %t mask %m : tensor<256xi8, #b>, tensor<256xi1, #b> -> tensor<64xi32, #r>
  tile.store %y[%z], %h : !tile.view<i32, 1>, tensor<64xi32, #r>
  return
}
