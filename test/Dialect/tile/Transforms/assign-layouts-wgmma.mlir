// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true | FileCheck %s

// For wgmma (sm_90a), a loop-carried 16-bit dot gives each warp 16 rows of
// the accumulator across all its columns: warps [num_warps, 1], so that every
// warpgroup holds whole 64-row slabs in wgmma's register layout.
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
// CHECK-LABEL: func.func @gemm
// CHECK: scf.for {{.*}} -> (tensor<128x256xf32, #mma>)
func.func @gemm(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}

// -----

// 128-deep k-steps (A rows wider than one 128-byte swizzle atom) and 8
// warps over only 64 rows keep the square split of mma.sync.
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [2, 4]>
// CHECK: #mma1 = #tile.mma<version = 2, warpsPerCTA = [1, 8]>
// CHECK-LABEL: func.func @deep_k
// CHECK: tensor<128x128xf32, #mma>
// CHECK-LABEL: func.func @short_m
// CHECK: tensor<64x256xf32, #mma1>
func.func @deep_k(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x128xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<128x128xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<128x128xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x128xbf16>, tensor<128x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %d : tensor<128x128xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
func.func @short_m(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<64x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x256xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<64x64xbf16>, tensor<64x256xbf16>, tensor<64x256xf32> -> tensor<64x256xf32>
    scf.yield %d : tensor<64x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<64x256xf32>
  return
}

// -----

// 16 warps on a 256x256 accumulator: 128 registers of it per thread, the
// whole per-thread budget of a 512-thread block; wgmma (no spills) cannot
// take it, so the dot keeps mma.sync's split.
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [4, 4]>
// CHECK-LABEL: func.func @too_big
func.func @too_big(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 16 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<256x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<256x256xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<256x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<256x64xbf16>, tensor<64x256xbf16>, tensor<256x256xf32> -> tensor<256x256xf32>
    scf.yield %d : tensor<256x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<256x256xf32>
  return
}

// -----

// fp8 wgmma has no transpose bit: an fp8 dot gets wgmma's warps only when B
// is a transposed (N x K, K-major) tile; 128-deep fp8 k-steps are one
// 128-byte row. A K x N fp8 B keeps the square mma.sync split, and so does
// an fp8 dot whose operands are not the loads the pipeline would stage (A
// transposed here): fp8 has wgmma only in that pipeline.
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [8, 1]>
// CHECK: #mma1 = #tile.mma<version = 2, warpsPerCTA = [2, 4]>
// CHECK-LABEL: func.func @fp8_nt
// CHECK: scf.for {{.*}} -> (tensor<128x256xf32, #mma>)
// CHECK-LABEL: func.func @fp8_nn
// CHECK: scf.for {{.*}} -> (tensor<128x256xf32, #mma1>)
// CHECK-LABEL: func.func @fp8_tt
// CHECK: scf.for {{.*}} -> (tensor<128x256xf32, #mma1>)
func.func @fp8_nt(%a: !tile.view<f8E4M3FN, 2>, %b: !tile.view<f8E5M2, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f8E4M3FN, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<f8E4M3FN, 2> -> tensor<128x128xf8E4M3FN>
    %tb = tile.load %b[%z, %i] : !tile.view<f8E5M2, 2> -> tensor<256x128xf8E5M2>
    %bt = tile.permute %tb, [1, 0] : tensor<256x128xf8E5M2> -> tensor<128x256xf8E5M2>
    %d = tile.dot %ta, %bt, %acc1 : tensor<128x128xf8E4M3FN>, tensor<128x256xf8E5M2>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
func.func @fp8_nn(%a: !tile.view<f8E4M3FN, 2>, %b: !tile.view<f8E4M3FN, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f8E4M3FN, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<f8E4M3FN, 2> -> tensor<128x128xf8E4M3FN>
    %tb = tile.load %b[%i, %z] : !tile.view<f8E4M3FN, 2> -> tensor<128x256xf8E4M3FN>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x128xf8E4M3FN>, tensor<128x256xf8E4M3FN>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
func.func @fp8_tt(%a: !tile.view<f8E4M3FN, 2>, %b: !tile.view<f8E4M3FN, 2>, %c: !tile.view<f32, 2>) attributes {tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %s = arith.constant 128 : i64
  %k = tile.view_dim %a, 0 : !tile.view<f8E4M3FN, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%i, %z] : !tile.view<f8E4M3FN, 2> -> tensor<128x128xf8E4M3FN>
    %at = tile.permute %ta, [1, 0] : tensor<128x128xf8E4M3FN> -> tensor<128x128xf8E4M3FN>
    %tb = tile.load %b[%z, %i] : !tile.view<f8E4M3FN, 2> -> tensor<256x128xf8E4M3FN>
    %bt = tile.permute %tb, [1, 0] : tensor<256x128xf8E4M3FN> -> tensor<128x256xf8E4M3FN>
    %d = tile.dot %at, %bt, %acc1 : tensor<128x128xf8E4M3FN>, tensor<128x256xf8E4M3FN>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
