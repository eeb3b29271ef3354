// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt=warpgroup-mma=true -simt-insert-barriers 2>%t.err1 | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err1
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers 2>%t.err2 | FileCheck %s --check-prefix=MMASYNC
// RUN: not grep -E '(warning|error):' %t.err2

// The pipelined GEMM on sm_90a: the accumulator gets warps [4, 1] (one
// warpgroup, its 64 rows), stages are 1024-byte aligned (the swizzle atoms
// repeat every 1024 bytes), and each k-step waits for its copies, fences
// them for the async proxy, and issues both 16-deep slices as one wgmma
// group: A from 64-byte K-major rows (64-byte swizzle), B N-major in one
// 64-column block of 32 rows (block stride 32 * 128 bytes). The one barrier
// per step comes from simt-insert-barriers, right before the first wgmma;
// the refill of the previous stage is issued while the group runs, and the
// group is retired before the next step.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<8192 x i8> {alignment = 1024 : i64, simt.replicated_writes}
// CHECK-LABEL: func.func @gemm
// CHECK: scf.for {{.*}} step %c4_i64
// CHECK: simt.cp_async_wait 2
// CHECK-NEXT: simt.fence_proxy_async
// CHECK-NEXT: simt.wgmma_fence
// CHECK-NOT: simt.cp_async
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.wgmma bf16 n = 64, %{{.*}}, %{{.*}}, [{{.*}}] {a_sbo = 512 : i64, a_swizzle = 64 : i64, b_lbo = 4096 : i64, b_mn_major, b_sbo = 1024 : i64, b_swizzle = 128 : i64}
// CHECK-NOT: simt.barrier
// CHECK: simt.wgmma bf16 n = 64
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NOT: simt.barrier
// CHECK: simt.cp_async
// CHECK: simt.cp_async_commit
// CHECK-NEXT: simt.wgmma_wait 0
// CHECK: simt.cp_async_wait 2
// MMASYNC-LABEL: func.func @gemm
// MMASYNC-NOT: simt.wgmma
// MMASYNC: simt.mma_sync
func.func @gemm(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %s = arith.constant 32 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x64xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<64x32xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// Shapes wgmma does not take keep mma.sync: 32 columns (B's blocks are 64
// wide), and a dot outside a loop.
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: simt.wgmma
// CHECK: simt.mma_sync
// CHECK-LABEL: func.func @once
// CHECK-NOT: simt.wgmma
// CHECK: simt.mma_sync
func.func @narrow(%a: !tile.view<f16, 2>, %b: !tile.view<f16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %s = arith.constant 32 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<64x32xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x32xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<f16, 2> -> tensor<64x32xf16>
    %tb = tile.load %b[%i, %z] : !tile.view<f16, 2> -> tensor<32x32xf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    scf.yield %d : tensor<64x32xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<64x32xf32>
  return
}
func.func @once(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<64x32xbf16>
  %tb = tile.load %b[%z, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
  %d = tile.dot %ta, %tb, %acc0 : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}
