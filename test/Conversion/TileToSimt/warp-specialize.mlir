// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true warp-specialize=true" -simt-insert-barriers="remove-redundant=true" -simt-verify-sync -mlir-print-op-on-diagnostic=false 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// The producer warpgroup's return does not split the consumers' warpgroups: the
// sync check knows that exits of whole warpgroups leave a warpgroup mma complete.
// RUN: not grep -E 'error:|warning:' %t.err
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true" -simt-insert-barriers 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF

// The contiguous variant of a 128x256x64 bf16 GEMM (8 warps, two consumer
// warpgroups, one program per SM) with warp-specialize: a producer
// warpgroup (warps 8..11) joins the block (384 threads). Thread 0 arms the
// barriers (empty ones count the 256 consumer threads only) and one block
// barrier publishes them to all 384; then the producer warpgroup lowers its
// budget to 40 registers and lane 0 of warp 8 runs a loop over every k-step:
// wait for the stage's release, expect_tx, A's box and B's four boxes. The
// producer warps then branch to a return; the consumers raise their budget
// to 232 and loop: full-barrier wait, the wgmma group, wait 1, release of the
// previous stage, and neither TMA nor block barrier.
// REMARK: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers, filled by a producer warpgroup (setmaxnreg 40/232)
// OFF: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers, filled by thread 0: warp specialisation is off
// CHECK-LABEL: func.func @gemm
// CHECK-SAME: simt.block_threads = 384 : i32
// CHECK-SAME: simt.launch_bounds = #simt.launch_bounds<384>
// CHECK: %[[WARP:.*]] = simt.warp_id
// Per stage: a full barrier (one arrival: the producer's expect_tx) and an empty one (256).
// CHECK: simt.mbarrier_init %{{.*}}, %c1_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c256_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c1_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c256_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c1_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c256_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c1_i32
// CHECK: simt.mbarrier_init %{{.*}}, %c256_i32
// CHECK: simt.fence_mbarrier_init
// CHECK: simt.barrier block {simt.mbarrier_ordered}
// CHECK: %[[PROD:.*]] = arith.cmpi uge, %[[WARP]], %c8_i32
// CHECK: scf.if %[[PROD]] {
// CHECK-NEXT: simt.setmaxnreg dec 40
// CHECK-NEXT: scf.if
// CHECK: scf.for
// CHECK: simt.mbarrier_wait
// CHECK: simt.mbarrier_arrive_expect_tx %{{.*}}, %c49152_i32
// CHECK: simt.tma_load {{.*}} {simt.mbarrier_ordered}
// CHECK-COUNT-4: simt.tma_load {{.*}} {simt.mbarrier_ordered}
// CHECK: cf.cond_br %[[PROD]], ^[[LEAVE:bb[0-9]+]], ^[[REST:bb[0-9]+]]
// CHECK: ^[[LEAVE]]:
// CHECK-NEXT: return
// CHECK: ^[[REST]]:
// CHECK-NEXT: simt.setmaxnreg inc 232
// CHECK: scf.for {{.*}} step %c1_i64 iter_args
// CHECK-NOT: simt.barrier
// CHECK-NOT: simt.tma_load
// CHECK: simt.mbarrier_wait
// CHECK: simt.wgmma_fence
// CHECK-COUNT-4: simt.wgmma bf16 n = 256
// CHECK-NEXT: simt.wgmma_commit
// CHECK-NEXT: simt.wgmma_wait 1
// CHECK-NOT: simt.tma_load
// CHECK: simt.mbarrier_arrive
// CHECK-NOT: simt.tma_load
// CHECK-NOT: simt.barrier
// CHECK: scf.yield
// CHECK: simt.wgmma_wait 0
// CHECK-NOT: simt.barrier
// CHECK: simt.store
// CHECK: return
// The kernel as written (not known contiguous) keeps cp.async and 256 threads.
// CHECK-LABEL: func.func @gemm_general
// CHECK-SAME: simt.block_threads = 256 : i32
// CHECK-NOT: simt.setmaxnreg
// CHECK: simt.cp_async
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

// -----

// An epilogue that reduces the accumulator (shared memory, block barriers
// the producer warps would never reach) keeps thread 0 producing.
// REMARK: remark: kiln-tile: 128x256x64 k-loop on wgmma, operands by TMA into a ring of 4 stages of 49152 bytes with mbarrier full/empty barriers, filled by thread 0: the epilogue's 'tile.reduce' may need shared memory
// CHECK-LABEL: func.func @gemm_rowsum
// CHECK-SAME: simt.block_threads = 256 : i32
// CHECK-NOT: simt.setmaxnreg
// CHECK-NOT: cf.cond_br
// CHECK: simt.tma_load
func.func @gemm_rowsum(%a: !tile.view<bf16, 2> {tile.assume_contiguous}, %b: !tile.view<bf16, 2> {tile.assume_contiguous}, %c: !tile.view<f32, 1> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 8 : i64} {
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
  %r = tile.reduce %acc, 1 : tensor<128x256xf32> -> tensor<128xf32> {
  ^bb0(%x: f32, %y: f32):
    %sum = arith.addf %x, %y : f32
    tile.yield %sum : f32
  }
  tile.store %c[%m], %r : !tile.view<f32, 1>, tensor<128xf32>
  return
}
