// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true warp-specialize=true persistent=true" 2>%t.err >%t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=END --strict-whitespace < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// RUN: not grep -E 'error:' %t.err
// Without warp specialisation the option does nothing.
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true persistent=true" 2>/dev/null | FileCheck %s --check-prefix=OFF

// The contiguous variant of a 128x256x64 bf16 GEMM with warp-specialize and
// persistent: the kernel takes the launch grid (three i32 parameters after
// the flattened arguments, before the TMA descriptors) and loops over the
// tiles blockIdx.x, blockIdx.x + gridDim.x, ... of it in grouped order
// (8 tile rows at a time). The producer warpgroup's thread runs the same
// loop over tiles, recomputes each tile's row and column offsets and fills
// k-step i * steps + t of the ring for tile i's step t (the ring's stages
// and phases run on across tiles); the consumers' k-loop inside their loop
// over tiles numbers its steps from the same base, releases the tile's last
// stage after wgmma_wait 0, then stores the tile (the epilogue) while the
// producer already fills the next tile's stages.
// REMARK: filled by a producer warpgroup (setmaxnreg 40/232), persistent: one program per SM over the launch grid's tiles in grouped order
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: %[[GX:arg[0-9]+]]: i32, %[[GY:arg[0-9]+]]: i32, %[[GZ:arg[0-9]+]]: i32, %{{arg[0-9]+}}: !llvm.array<128 x i8>
// CHECK-SAME: kiln.persistent_grid = array<i64: 15, 1, 0>
// CHECK-SAME: simt.block_threads = 384 : i32
// CHECK: %[[BID:.*]] = simt.block_id x
// CHECK: %[[NB:.*]] = simt.grid_dim x
// CHECK: %[[GXY:.*]] = arith.muli %[[GX]], %[[GY]] : i32
// CHECK: %[[TOTAL:.*]] = arith.muli %[[GXY]], %[[GZ]] : i32
// CHECK: %[[MINE:.*]] = arith.divui
// CHECK: simt.mbarrier_init
// CHECK: simt.barrier block {simt.mbarrier_ordered}
// CHECK: %[[PROD:.*]] = arith.cmpi uge, %{{.*}}, %c8_i32
// CHECK: scf.if %[[PROD]] {
// CHECK-NEXT: simt.setmaxnreg dec 40
// CHECK-NEXT: scf.if
// The producer's own loop over the program's tiles: the grouped order, the
// tile's offsets, then its k-steps numbered from i * steps.
// CHECK-NEXT: scf.for %[[PI:arg[0-9]+]] = %c0_i32{{.*}} to %[[MINE]] step %c1_i32{{.*}} : i32 {
// CHECK: arith.remui %{{.*}}, %[[GXY]]
// CHECK: arith.minui
// CHECK: %[[PIV:.*]] = arith.extui %[[PI]] : i32 to i64
// CHECK: %[[PBASE:.*]] = arith.muli %[[PIV]], %[[STEPS:.*]] : i64
// CHECK: scf.for %[[PT:arg[0-9]+]] = %c0_i64{{.*}} to %[[STEPS]] step %c1_i64{{.*}} : i64 {
// CHECK: %[[PG:.*]] = arith.addi %[[PBASE]], %[[PT]] : i64
// CHECK: arith.trunci %[[PG]]
// CHECK: simt.mbarrier_wait
// CHECK: simt.mbarrier_arrive_expect_tx %{{.*}}, %c49152_i32
// The boxes' k coordinate comes from the step within the tile (PT), not the
// ring step (PG): with PG, every tile after a program's first read past K
// (zero-filled by TMA), the H200's wrong results of 2026-12-03.
// CHECK: %[[KOFF:.*]] = arith.muli %[[PT]], %c64_i64{{.*}} : i64
// CHECK: %[[K:.*]] = arith.addi %{{.*}}, %[[KOFF]] : i64
// CHECK: %[[K32:.*]] = arith.trunci %[[K]] : i64 to i32
// CHECK: simt.tma_load {{.*}}, [%[[K32]], %{{.*}}] {simt.mbarrier_ordered}
// CHECK-COUNT-4: simt.tma_load {{.*}} {simt.mbarrier_ordered}
// CHECK: cf.cond_br %[[PROD]], ^[[LEAVE:bb[0-9]+]], ^[[REST:bb[0-9]+]]
// CHECK: ^[[LEAVE]]:
// CHECK-NEXT: return
// CHECK: ^[[REST]]:
// CHECK-NEXT: simt.setmaxnreg inc 232
// The consumers' loop over tiles, the k-loop's steps from the tile's base.
// CHECK: scf.for %[[CI:arg[0-9]+]] = %c0_i32{{.*}} to %[[MINE]] step %c1_i32{{.*}} : i32 {
// CHECK: %[[CIV:.*]] = arith.extui %[[CI]] : i32 to i64
// CHECK: %[[CBASE:.*]] = arith.muli %[[CIV]], %[[STEPS]] : i64
// CHECK: scf.for %[[CT:arg[0-9]+]] = %c0_i64{{.*}} to %[[STEPS]] step %c1_i64{{.*}} iter_args
// CHECK: %[[CG:.*]] = arith.addi %[[CBASE]], %[[CT]] : i64
// CHECK: arith.trunci %[[CG]]
// CHECK-NOT: simt.tma_load
// CHECK: simt.mbarrier_wait
// CHECK-COUNT-4: simt.wgmma bf16 n = 256
// CHECK: simt.wgmma_wait 1
// CHECK: simt.mbarrier_arrive
// CHECK: scf.yield
// CHECK: simt.wgmma_wait 0
// The tile's last stage released: k-step base + steps - 1.
// CHECK: arith.cmpi ugt, %[[STEPS]], %c0_i64
// CHECK: arith.addi %[[CBASE]], %[[STEPS]]
// CHECK: simt.mbarrier_arrive
// The epilogue inside the loop over tiles.
// CHECK: simt.store
// The consumers' tile loop closes after the epilogue, right before the return.
// END-LABEL: func.func @gemm(
// END: simt.setmaxnreg inc 232
// END: {{^    }}}
// END-NEXT: {{^    }}return
// OFF-LABEL: func.func @gemm(
// OFF-NOT: kiln.persistent_grid
// OFF-NOT: simt.setmaxnreg
// OFF: return
func.func @gemm(%a: !tile.view<bf16, 2> {tile.assume_contiguous}, %b: !tile.view<bf16, 2> {tile.assume_contiguous}, %c: !tile.view<f32, 2> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %pid1 = tile.program_id 1
  %p1 = arith.extsi %pid1 : i32 to i64
  %c256 = arith.constant 256 : i64
  %n = arith.muli %p1, %c256 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%i, %n] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%m, %n], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}

// -----

// A k-loop whose bound depends on the program (a triangular loop) has a
// different number of steps per tile: not persistent, still warp-specialised.
// REMARK: remark: kiln-tile: not persistent: the k-loop's bounds depend on the program id
// CHECK-LABEL: func.func @triangular(
// CHECK-NOT: kiln.persistent_grid
// CHECK: simt.setmaxnreg dec 40
func.func @triangular(%a: !tile.view<bf16, 2> {tile.assume_contiguous}, %b: !tile.view<bf16, 2> {tile.assume_contiguous}, %c: !tile.view<f32, 2> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 8 : i64} {
  %z = arith.constant 0 : i64
  %s = arith.constant 64 : i64
  %pid = tile.program_id 0
  %p = arith.extsi %pid : i32 to i64
  %c128 = arith.constant 128 : i64
  %m = arith.muli %p, %c128 : i64
  %acc0 = arith.constant dense<0.0> : tensor<128x256xf32>
  %acc = scf.for %i = %z to %m step %s iter_args(%acc1 = %acc0) -> (tensor<128x256xf32>) : i64 {
    %ta = tile.load %a[%m, %i] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  tile.store %c[%m, %z], %acc : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
