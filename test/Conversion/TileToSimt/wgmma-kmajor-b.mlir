// RUN: kiln-opt %s -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true" -simt-insert-barriers="remove-redundant=true" -mlir-print-op-on-diagnostic=false 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers 2>%t.mma.err | FileCheck %s --check-prefix=MMASYNC
// RUN: not grep -E '(warning|error):' %t.mma.err

// Pipelined k-loops whose B is a transposed N x K tile (a @ b.T; B stored
// column-major, as torch._scaled_mm and cuBLASLt's fp8 GEMMs take it): B's
// stage is filled exactly as A's (rows of BK elements, the same swizzle, one
// TMA box of BN x BK) and read K-major. fp8 takes the pipeline only this way
// (fp8 wgmma has no transpose bit, ldmatrix .trans moves 16-bit elements):
// wgmma m64nNk32, 32 bytes of k per instruction as k16 is for bf16.
//
// @gemm_fp8 (e4m3, 128x256x128, 8 warps, contiguous): TMA ring of 4 stages
// of 16 + 32 KiB; the descriptors record 1-byte elements, A's 128x128 box and
// B's 256x128 box, 128-byte swizzle; each fill is two TMA loads; each k-step
// is 4 wgmma m64n256k32 (128 k in 32-byte slices) with a K-major B
// descriptor (no b_mn_major: SBO = 8 rows of 128 bytes).
// REMARK: remark: kiln-tile: 128x256x128 k-loop on wgmma (e4m3 x e4m3, B K-major), operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers
// CHECK-LABEL: func.func @gemm_fp8
// CHECK-SAME: simt.tensor_map_sources = array<i64: 15, 0, 1, 2, 128, 128, 128, 16, 5, 1, 2, 256, 128, 128>
// CHECK: simt.mbarrier_arrive_expect_tx %{{.*}}, %c49152_i32
// CHECK: simt.tma_load %{{.*}}, %arg15, %{{.*}}, [%{{.*}}, %{{.*}}] {simt.mbarrier_ordered}
// CHECK-NOT: simt.tma_load
// CHECK: simt.tma_load %{{.*}}, %arg16, %{{.*}}, [%{{.*}}, %{{.*}}] {simt.mbarrier_ordered}
// CHECK-NOT: simt.tma_load
// CHECK: simt.mbarrier_wait
// CHECK: simt.wgmma_fence
// CHECK-NOT: simt.barrier
// CHECK-COUNT-4: simt.wgmma f8E4M3FN n = 256, {{.*}} {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 16 : i64, b_sbo = 1024 : i64, b_swizzle = 128 : i64} :
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NEXT: simt.wgmma_wait 1
// @gemm_fp8_general (e4m3 x e5m2, 64x128x64, 4 warps, views not known
// contiguous): cp.async stages of 4 + 8 KiB, 64-byte rows and swizzle for
// both operands, B's format in b_type; 2 wgmma per k-step.
// REMARK: remark: kiln-tile: 64x128x64 k-loop on wgmma (e4m3 x e5m2, B K-major), operands by cp.async into 4 stages of 12288 bytes with one block barrier per k-step
// CHECK-LABEL: func.func @gemm_fp8_general
// CHECK-NOT: simt.tma_load
// CHECK: simt.cp_async
// CHECK: simt.cp_async_wait 2
// CHECK-NEXT: simt.fence_proxy_async
// CHECK-NEXT: simt.wgmma_fence
// CHECK: simt.barrier block {inserted}
// CHECK-COUNT-2: simt.wgmma f8E4M3FN n = 128, {{.*}} {a_sbo = 512 : i64, a_swizzle = 64 : i64, b_lbo = 16 : i64, b_sbo = 512 : i64, b_swizzle = 64 : i64, b_type = f8E5M2} :
// CHECK-NEXT: simt.wgmma_commit
// @gemm_bf16_nt: bf16 a @ b.T, B K-major without the transpose bit.
// REMARK: remark: kiln-tile: 128x128x64 k-loop on wgmma (bf16 x bf16, B K-major), operands by cp.async into 3 stages of 32768 bytes
// CHECK-LABEL: func.func @gemm_bf16_nt
// CHECK-COUNT-4: simt.wgmma bf16 n = 128, {{.*}} {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 16 : i64, b_sbo = 1024 : i64, b_swizzle = 128 : i64} :
// CHECK-NEXT: simt.wgmma_commit
// Without wgmma (sm_89/sm_90; sm_80 for bf16): the same stages, B's
// fragments by ldmatrix without .trans (K-major rows), mma.sync m16n8k32
// for fp8 (b_type for the mixed pair) and m16n8k16 for bf16.
// MMASYNC-LABEL: func.func @gemm_fp8
// MMASYNC-NOT: simt.ldmatrix trans
// MMASYNC: simt.cp_async
// MMASYNC: simt.ldmatrix %{{.*}} {num = 4 : i32}
// MMASYNC: simt.mma_sync f8E4M3FN[
// MMASYNC-NOT: b_type
// MMASYNC-LABEL: func.func @gemm_fp8_general
// MMASYNC-NOT: simt.ldmatrix trans
// MMASYNC: simt.mma_sync f8E4M3FN[{{.*}}] {b_type = f8E5M2}
// MMASYNC-LABEL: func.func @gemm_bf16_nt
// MMASYNC-NOT: simt.ldmatrix trans
// MMASYNC: simt.mma_sync bf16[
// MMASYNC-NOT: simt.ldmatrix trans
// MMASYNC: return
func.func @gemm_fp8(%a: !tile.view<f8E4M3FN, 2> {tile.assume_contiguous}, %b: !tile.view<f8E4M3FN, 2> {tile.assume_contiguous}, %c: !tile.view<f32, 2> {tile.assume_contiguous}) attributes {simt.kernel, simt.specializes = @gemm_fp8_general, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 128 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f8E4M3FN, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<f8E4M3FN, 2> -> tensor<128x128xf8E4M3FN>
    %tb = tile.load %b[%z, %i] : !tile.view<f8E4M3FN, 2> -> tensor<256x128xf8E4M3FN>
    %bt = tile.permute %tb, [1, 0] : tensor<256x128xf8E4M3FN> -> tensor<128x256xf8E4M3FN>
    %d = tile.dot %ta, %bt, %acc1 : tensor<128x128xf8E4M3FN>, tensor<128x256xf8E4M3FN>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
func.func @gemm_fp8_general(%a: !tile.view<f8E4M3FN, 2>, %b: !tile.view<f8E5M2, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 4 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c64 = arith.constant 64 : i64
  %m = arith.muli %p, %c64 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f8E4M3FN, 2>
  %acc0 = arith.constant dense<0.0> : tensor<64x128xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x128xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<f8E4M3FN, 2> -> tensor<64x64xf8E4M3FN>
    %tb = tile.load %b[%z, %i] : !tile.view<f8E5M2, 2> -> tensor<128x64xf8E5M2>
    %bt = tile.permute %tb, [1, 0] : tensor<128x64xf8E5M2> -> tensor<64x128xf8E5M2>
    %d = tile.dot %ta, %bt, %acc1 : tensor<64x64xf8E4M3FN>, tensor<64x128xf8E5M2>, tensor<64x128xf32> -> tensor<64x128xf32>
    scf.yield %d : tensor<64x128xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<64x128xf32>
  return
}
func.func @gemm_bf16_nt(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x128xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%z, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %bt = tile.permute %tb, [1, 0] : tensor<128x64xbf16> -> tensor<64x128xbf16>
    %d = tile.dot %ta, %bt, %acc1 : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %d : tensor<128x128xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
