// RUN: kiln-opt %s -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true" -simt-insert-barriers="remove-redundant=true" -mlir-print-op-on-diagnostic=false 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers 2>%t.mma.err | FileCheck %s --check-prefix=MMASYNC
// RUN: not grep -E '(warning|error):' %t.mma.err

// A tf32 k-loop (f32 operands, allow_tf32) on sm_90a: wgmma m64nNk8, which
// reads both operands K-major (tf32 wgmma has no transpose bit). A is
// copied by cp.async as for bf16 (rows of 32 f32 = 128 bytes, one 128-byte
// swizzle atom); B's K x N tile is transposed by the threads as they copy
// it: each takes 4 consecutive n at one k (a 16-byte load) and stores them
// as 4 words into the K-major rows n..n+3 at column k, swizzled as A's. TMA
// cannot transpose, so the stages are cp.async's (3 of 16 + 16 KiB).
// Each k-step is 4 wgmma m64n128k8 (32 bytes of each row apart), B's
// descriptor K-major (SBO 8 rows of 128 bytes, no b_mn_major).
// REMARK: remark: kiln-tile: 128x128x32 k-loop on wgmma (tf32, B transposed to K-major in the copy), operands by cp.async into 3 stages of 32768 bytes with one block barrier per k-step: tf32's B is transposed into K-major rows by the threads as they copy it (TMA copies without transposing; tf32 wgmma has no transpose bit)
// CHECK-LABEL: func.func @gemm_tf32
// CHECK-NOT: simt.tma_load
// CHECK: simt.cp_async
// A step's B loads all come before its stores (a store waits for its load).
// CHECK-COUNT-4: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-NOT: simt.load
// CHECK-COUNT-16: simt.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !simt.ptr<f32, shared>
// CHECK: simt.cp_async_wait 1
// CHECK-NEXT: simt.fence_proxy_async
// CHECK-NEXT: simt.wgmma_fence
// CHECK: simt.barrier block {inserted}
// CHECK-COUNT-4: simt.wgmma tf32 n = 128, {{.*}} {a_sbo = 1024 : i64, a_swizzle = 128 : i64, b_lbo = 16 : i64, b_sbo = 1024 : i64, b_swizzle = 128 : i64} :
// CHECK-NEXT: simt.wgmma_commit
// Without wgmma (sm_80..sm_90): mma.sync m16n8k8, B's fragments by 32-bit
// shared loads from its N-major stage.
// MMASYNC-LABEL: func.func @gemm_tf32
// MMASYNC-NOT: simt.wgmma
// MMASYNC: simt.mma_sync tf32[
// MMASYNC-NOT: simt.wgmma
// MMASYNC: return
func.func @gemm_tf32(%a: !tile.view<f32, 2>, %b: !tile.view<f32, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 32 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<f32, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x128xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x128xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<f32, 2> -> tensor<128x32xf32>
    %tb = tile.load %b[%i, %z] : !tile.view<f32, 2> -> tensor<32x128xf32>
    %d = tile.dot %ta, %tb, %acc1 {allow_tf32} : tensor<128x32xf32>, tensor<32x128xf32>, tensor<128x128xf32> -> tensor<128x128xf32>
    scf.yield %d : tensor<128x128xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
