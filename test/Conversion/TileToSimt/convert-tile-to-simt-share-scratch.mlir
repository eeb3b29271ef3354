// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// Scratch buffers whose lifetimes do not overlap share bytes of one arena
// (compiler/Conversion/TileToSimt/ShareScratch.cpp) when they need more than
// 99 KiB in all (what sm_120 holds; below that, sharing is not worth the
// barriers it costs). Two conversions one after the other (16384 x f32,
// 64 KiB each): the second reuses the first's bytes, a 64 KiB arena in place
// of 128; simt-insert-barriers later orders the second's writes after the
// first's reads.
// CHECK: simt.global shared @[[$ARENA:__tile_smem_[0-9]+]] : !llvm.array<65536 x i8> {alignment = 16 : i64, simt.replicated_writes}
// CHECK-NOT: simt.global shared
// CHECK-LABEL: func.func @sequential
// CHECK-SAME: simt.static_shared = 65536 : i64
// CHECK-COUNT-2: simt.addressof @[[$ARENA]] : !simt.ptr<!llvm.array<65536 x i8>, shared>
// CHECK-NOT: simt.ptr_add %{{.*}}, %c{{[0-9]+}}_i32 : !simt.ptr<i8, shared>
#a = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#b = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
func.func @sequential(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<16384xf32, #a>
  %u = tile.convert_layout %t : tensor<16384xf32, #a> -> tensor<16384xf32, #b>
  %v = arith.addf %u, %u : tensor<16384xf32, #b>
  %w = tile.convert_layout %v : tensor<16384xf32, #b> -> tensor<16384xf32, #a>
  tile.store %out[%z], %w : !tile.view<f32, 1>, tensor<16384xf32, #a>
  return
}

// -----

// Two 256-byte conversions: 512 bytes are far below the threshold, each
// keeps its buffer.
// CHECK: simt.global shared @__tile_smem_{{[0-9]+}} : !llvm.array<256 x i8>
// CHECK: simt.global shared @__tile_smem_{{[0-9]+}} : !llvm.array<256 x i8>
// CHECK-LABEL: func.func @small
// CHECK-SAME: simt.static_shared = 512 : i64
#a = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
#b = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @small(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.splat %s : tensor<64xf32, #a>
  %u = tile.convert_layout %t : tensor<64xf32, #a> -> tensor<64xf32, #b>
  %v = arith.addf %u, %u : tensor<64xf32, #b>
  %w = tile.convert_layout %v : tensor<64xf32, #b> -> tensor<64xf32, #a>
  tile.store %out[%z], %w : !tile.view<f32, 1>, tensor<64xf32, #a>
  return
}

// -----

// An mma operand (128 x 128 f16, 32 KiB) converted before a loop and read by
// the loop's dot (its fragments are read from the buffer every iteration)
// lives across the whole loop: the accumulator's conversion in the loop
// (128 x 128 f32, 64 KiB, at offset 0) may not overlap it, so it sits at
// 65536; the conversion after the loop reuses the loop conversion's bytes.
// 160 KiB in 96.
// CHECK: simt.global shared @[[$ARENA:__tile_smem_[0-9]+]] : !llvm.array<98304 x i8>
// CHECK-NOT: simt.global shared
// CHECK-LABEL: func.func @across_loop
// CHECK-SAME: simt.static_shared = 98304 : i64
// CHECK: simt.addressof @[[$ARENA]]
// CHECK-NEXT: simt.ptr_cast
// CHECK: simt.ptr_add %{{.*}}, %c65536_i32 : !simt.ptr<i8, shared>, i32
// CHECK: scf.for
// CHECK: simt.mma_sync
// CHECK: simt.addressof @[[$ARENA]]
// CHECK-NEXT: simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.array<98304 x i8>, shared> to !simt.ptr<i8, shared>
// CHECK-NEXT: simt.ptr_cast %{{.*}} : !simt.ptr<i8, shared> to !simt.ptr<!llvm.array<65536 x i8>, shared>
// CHECK: scf.yield
// CHECK: simt.addressof @[[$ARENA]]
// CHECK-NEXT: simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.array<98304 x i8>, shared> to !simt.ptr<i8, shared>
// CHECK-NEXT: simt.ptr_cast %{{.*}} : !simt.ptr<i8, shared> to !simt.ptr<!llvm.array<65536 x i8>, shared>
// CHECK: return
#bl = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]>
#c = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @across_loop(%out: !tile.view<f32, 2>, %sa: f16, %sb: f16, %n: i64) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ta = tile.splat %sa : tensor<128x128xf16, #bl>
  %ca = tile.convert_layout %ta : tensor<128x128xf16, #bl> -> tensor<128x128xf16, #a>
  %tb = tile.splat %sb : tensor<128x128xf16, #b>
  %acc0 = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r = scf.for %i = %z to %n step %one iter_args(%acc = %acc0) -> (tensor<128x128xf32, #mma>) : i64 {
    %d = tile.dot %ca, %tb, %acc : tensor<128x128xf16, #a>, tensor<128x128xf16, #b>, tensor<128x128xf32, #mma> -> tensor<128x128xf32, #mma>
    %e = tile.convert_layout %d : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #c>
    tile.store %out[%i, %z], %e : !tile.view<f32, 2>, tensor<128x128xf32, #c>
    scf.yield %d : tensor<128x128xf32, #mma>
  }
  %w = tile.convert_layout %r : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #c>
  tile.store %out[%z, %z], %w : !tile.view<f32, 2>, tensor<128x128xf32, #c>
  return
}
