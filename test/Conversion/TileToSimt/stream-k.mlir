// RUN: kiln-opt %s -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true warp-specialize=true persistent=true stream-k=true" 2>%t.err >%t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.err
// RUN: not grep -E 'error:' %t.err
// Without it (stream-k=false, kilnc -fno-tile-stream-k): no workspace, one tile per unit.
// RUN: kiln-opt %s -tile-assign-layouts=warpgroup-mma=true -tile-convert-layouts -convert-tile-to-simt="warpgroup-mma=true tma-loads=true warp-specialize=true persistent=true stream-k=false" 2>/dev/null | FileCheck %s --check-prefix=OFF

// Stream-K (PersistentTiles.cpp) on the persistent 128x256x64 bf16 GEMM:
// a workspace pointer after the grid (the bundle's third `persistent`
// field: 256 threads x (1 + 128) words x 4 = 132096 bytes per program); the
// cost model in the kernel (the last wave's idle programs x 5 > programs,
// runs of at least 8 k-steps, a non-null workspace); each unit's k-steps
// [kBegin, kEnd) in the producer's and the consumers' loops; after the
// k-loop a contributing unit stores its 128 registers and releases its
// flag, a fixing unit polls (acquire, with a nanosleep back-off) and adds
// each contributor's sums in program order, then clears the flag; the
// epilogue runs unless the unit contributed.
// REMARK: stream-K: the last two waves' k-steps split evenly over the programs when the last wave leaves over a fifth of them idle
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: %[[GX:arg[0-9]+]]: i32, %[[GY:arg[0-9]+]]: i32, %[[GZ:arg[0-9]+]]: i32, %[[WS:arg[0-9]+]]: !simt.ptr<i32, global>, %{{arg[0-9]+}}: !llvm.array<128 x i8>
// CHECK-SAME: kiln.persistent_grid = array<i64: 15, 1, 132096>
// CHECK: %[[NB:.*]] = simt.grid_dim x
// CHECK: %[[LONG:.*]] = arith.cmpi uge, %{{.*}}, %c8_i32 : i32
// CHECK: %[[IDLE5:.*]] = arith.muli %{{.*}}, %c5_i32 : i32
// CHECK: %[[UNDERFILLED:.*]] = arith.cmpi ugt, %[[IDLE5]], %[[NB]] : i32
// CHECK: arith.andi %[[UNDERFILLED]], %[[LONG]] : i1
// CHECK: simt.ptr_to_int %[[WS]]
// CHECK: simt.setmaxnreg dec 40
// The producer: the unit's k-steps, the ring step from its base.
// CHECK: scf.for %[[PT:arg[0-9]+]] = %[[PKB:[0-9]+]] to %[[PKE:[0-9]+]] step %c1_i64{{.*}} : i64 {
// CHECK: simt.mbarrier_arrive_expect_tx
// CHECK: arith.muli %[[PT]], %c64_i64{{.*}} : i64
// CHECK: simt.setmaxnreg inc 232
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1_i64{{.*}} iter_args
// CHECK: simt.wgmma_wait 0
// CHECK: simt.mbarrier_arrive
// CHECK: %[[BID:.*]] = simt.block_id x
// CHECK: scf.if %[[CONTRIB:[0-9]+]] {
// CHECK-COUNT-128: simt.store %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: simt.atomic_store %c1_i32{{.*}} scope(device) order(release) : i32, !simt.ptr<i32, global>
// CHECK-NEXT: }
// CHECK: %[[FIXED:.*]]:128 = scf.if %{{.*}} -> (f32,
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1_i32{{.*}} iter_args
// CHECK: scf.while : () -> () {
// CHECK-NEXT: %{{.*}} = simt.atomic_load %[[FLAG:.*]] scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
// CHECK: simt.nanosleep
// CHECK-COUNT-128: arith.addf
// CHECK: simt.store %c0_i32{{.*}}, %[[FLAG]] : i32, !simt.ptr<i32, global>
// CHECK: %[[WHOLE:.*]] = arith.xori %[[CONTRIB]], %true : i1
// CHECK-NEXT: scf.if %[[WHOLE]] {
// CHECK: llvm.insertelement %[[FIXED]]#0,
// CHECK: llvm.insertelement %[[FIXED]]#1,
// CHECK: simt.store %{{.*}} : vector<2xf32>, !simt.ptr<vector<2xf32>, global>
// OFF-LABEL: func.func @gemm(
// OFF-SAME: %{{arg[0-9]+}}: i32, %{{arg[0-9]+}}: i32, %{{arg[0-9]+}}: i32, %{{arg[0-9]+}}: !llvm.array<128 x i8>
// OFF-SAME: kiln.persistent_grid = array<i64: 15, 1, 0>
// OFF-NOT: simt.atomic_load
// OFF-NOT: simt.atomic_store
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
