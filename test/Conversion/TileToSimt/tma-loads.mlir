// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true" -simt-insert-barriers="remove-redundant=true" -mlir-print-op-on-diagnostic=false 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt=warpgroup-mma=true -simt-insert-barriers 2>/dev/null | FileCheck %s --check-prefix=NOTMA

// The contiguous variant of a 128x256x64 bf16 GEMM on sm_90a (8 warps, two
// warpgroups): A's 128x64 box and B's four 64x64 boxes (64-column blocks of
// 128-byte rows) arrive by TMA into a ring of 4 stages of 48 KiB with
// 128-byte swizzle; descriptors are appended as kernel parameters and
// recorded for the runtime as [descriptor, pointer, element bytes, rank,
// box, swizzle]. Thread 0 arms 4 full barriers (1 arrival) and 4 empty ones
// (256 arrivals), one block barrier publishes them (kept by
// remove-redundant), and the k-loop has no block barrier: each step waits
// for its full barrier at parity (t / 4) & 1, issues its wgmma group, retires
// the previous one (wait 1; 4 wgmma m64n256k16 per warpgroup), releases the previous stage and lets thread 0
// refill it after waiting for that release at parity ((t+3) / 4 & 1) ^ 1.
// REMARK: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers
// CHECK-DAG: simt.global shared @[[RING:__tile_smem_[0-9]+]] : !llvm.array<196608 x i8> {alignment = 1024 : i64
// CHECK-DAG: simt.global shared @[[BARS:__tile_smem_[0-9]+]] : !llvm.array<64 x i8> {alignment = 8 : i64
// CHECK-LABEL: func.func @gemm
// CHECK-SAME: %[[DESCA:arg[0-9]+]]: !llvm.array<128 x i8> {simt.param_align = 64 : i64, simt.param_type = "CUtensorMap"}
// CHECK-SAME: %[[DESCB:arg[0-9]+]]: !llvm.array<128 x i8> {simt.param_align = 64 : i64, simt.param_type = "CUtensorMap"}
// CHECK-SAME: simt.tensor_map_sources = array<i64: 15, 0, 2, 2, 128, 64, 128, 16, 5, 2, 2, 64, 64, 128>
// CHECK-NOT: simt.cp_async
// CHECK: scf.if
// CHECK-COUNT-4: simt.mbarrier_init %{{.*}}, %c1_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c256_i32
// CHECK: simt.fence_mbarrier_init
// CHECK: simt.barrier block {simt.mbarrier_ordered}
// Prologue: tiles 0, 1, 2.
// CHECK-COUNT-3: simt.mbarrier_arrive_expect_tx %{{.*}}, %c49152_i32
// CHECK: scf.for {{.*}} step %c1_i64 iter_args
// CHECK-NOT: simt.barrier
// CHECK: simt.mbarrier_wait
// CHECK: simt.wgmma_fence
// CHECK-COUNT-4: simt.wgmma bf16 n = 256, {{.*}}a_swizzle = 128 : i64, b_lbo = 8192 : i64, b_mn_major, b_sbo = 1024 : i64, b_swizzle = 128
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NEXT: simt.wgmma_wait 1
// CHECK: simt.mbarrier_arrive
// CHECK: scf.if
// CHECK: simt.mbarrier_wait
// CHECK: simt.mbarrier_arrive_expect_tx %{{.*}}, %c49152_i32
// CHECK: simt.tma_load %{{.*}}, %[[DESCA]], %{{.*}}, [%{{.*}}, %{{.*}}] {simt.mbarrier_ordered}
// CHECK-COUNT-4: simt.tma_load %{{.*}}, %[[DESCB]], %{{.*}}, [%{{.*}}, %{{.*}}] {simt.mbarrier_ordered}
// CHECK-NOT: simt.barrier
// CHECK: scf.yield
// CHECK: simt.wgmma_wait 0
// The kernel as written (views not known contiguous) keeps cp.async.
// CHECK-LABEL: func.func @gemm_general
// CHECK-NOT: simt.tma_load
// CHECK: simt.cp_async
// REMARK: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by cp.async into 4 stages of 49152 bytes with one block barrier per k-step: the operands' views are not known contiguous
// NOTMA-LABEL: func.func @gemm
// NOTMA-NOT: simt.tma_load
// NOTMA-NOT: CUtensorMap
// NOTMA: simt.cp_async
func.func @gemm(%a: !tile.view<bf16, 2> {tile.assume_contiguous}, %b: !tile.view<bf16, 2> {tile.assume_contiguous}, %c: !tile.view<f32, 2> {tile.assume_contiguous}) attributes {simt.kernel, simt.specializes = @gemm_general, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
func.func @gemm_general(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
