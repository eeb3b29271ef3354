// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// The Hopper async-proxy ops map onto NVVM ops (MbarrierToNVVM.cpp,
// TmaToNVVM.cpp, HopperWarpToNVVM.cpp); the PTX is checked by ptxas in
// test/Target/hopper-async-ptx.mlir.
// CHECK-LABEL: llvm.func internal @mbarrier
// CHECK: nvvm.mbarrier.init %[[BAR:.*]], %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR]], %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.expect_tx %[[BAR]], %{{.*}} : !llvm.ptr<3>, i32
// CHECK: nvvm.mbarrier.arrive %[[BAR]] : !llvm.ptr<3> -> i64
// CHECK: nvvm.mbarrier.arrive %[[BAR]], %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: %[[REMOTE:.*]] = nvvm.mapa %[[BAR]], %{{.*}} : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: nvvm.mbarrier.arrive %[[REMOTE]] {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// CHECK: nvvm.mbarrier.try_wait %[[BAR]], %{{.*}} : !llvm.ptr<3>, i32 -> i1
// The wait is a loop on try_wait.parity.
// CHECK: llvm.br ^[[WAIT:.*]]
// CHECK: ^[[WAIT]]:
// CHECK: %[[DONE:.*]] = nvvm.mbarrier.try_wait %[[BAR]], %{{.*}} : !llvm.ptr<3>, i32 -> i1
// CHECK: llvm.cond_br %[[DONE]], ^[[NEXT:.*]], ^[[WAIT]]
// CHECK: ^[[NEXT]]:
// CHECK: nvvm.mbarrier.inval %[[BAR]] : !llvm.ptr<3>
func.func @mbarrier(%bar: !simt.ptr<i64, shared>, %n: i32) -> i1 {
  simt.mbarrier_init %bar, %n : !simt.ptr<i64, shared>
  simt.fence_mbarrier_init
  simt.mbarrier_arrive_expect_tx %bar, %n : !simt.ptr<i64, shared>
  simt.mbarrier_expect_tx %bar, %n : !simt.ptr<i64, shared>
  %s = simt.mbarrier_arrive %bar : !simt.ptr<i64, shared>
  %t = simt.mbarrier_arrive %bar, count %n : !simt.ptr<i64, shared>
  simt.mbarrier_arrive_cluster %bar, %n : !simt.ptr<i64, shared>
  %done = simt.mbarrier_try_wait %bar, %n : !simt.ptr<i64, shared>
  simt.mbarrier_wait %bar, %n : !simt.ptr<i64, shared>
  simt.mbarrier_inval %bar : !simt.ptr<i64, shared>
  return %done : i1
}

// A by-value descriptor becomes the byval pointer, kept in the param space.
// CHECK-LABEL: llvm.func @tma(
// CHECK-SAME: %[[MAP:[^:]*]]: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}
// CHECK: %[[DST:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST]], %[[MAP]], %{{.*}}, box[%{{.*}}, %{{.*}}]
// CHECK: %[[G:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[G]], %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] multicast_mask = %{{.*}}
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %[[MAP]], %{{.*}}, box[%{{.*}}]
// CHECK: nvvm.cp.async.bulk.commit.group
// CHECK: nvvm.cp.async.bulk.wait_group 1 {read}
// CHECK: nvvm.cp.async.bulk.wait_group 0
func.func @tma(%map: !llvm.array<128 x i8>, %gmap: !simt.ptr<i8, global>, %dst: !simt.ptr<f32, shared>,
               %bar: !simt.ptr<i64, shared>, %x: i32, %mask: i16) attributes {simt.kernel} {
  simt.tma_load %dst, %map, %bar, [%x, %x] : !simt.ptr<f32, shared>, !llvm.array<128 x i8>, !simt.ptr<i64, shared>
  simt.tma_load %dst, %gmap, %bar, [%x, %x, %x, %x, %x] multicast %mask
      : !simt.ptr<f32, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  simt.tma_store %map, %dst, [%x] : !llvm.array<128 x i8>, !simt.ptr<f32, shared>
  simt.tma_store_commit
  simt.tma_store_wait 1 read
  simt.tma_store_wait 0
  return
}

// CHECK-LABEL: llvm.func internal @warp
// CHECK: nvvm.setmaxregister {{ *}}decrease 40
// CHECK: nvvm.setmaxregister {{ *}}increase 232
// CHECK: nvvm.elect.sync %{{.*}} -> i1
// CHECK: nvvm.elect.sync -> i1
// CHECK: nvvm.stmatrix %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
// CHECK: nvvm.stmatrix %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>
// CHECK: nvvm.cluster.arrive{{$}}
// CHECK: nvvm.cluster.wait{{$}}
// CHECK: nvvm.cluster.arrive.relaxed{{$}}
func.func @warp(%p: !simt.ptr<i32, shared>, %r: i32) -> i1 {
  simt.setmaxnreg dec 40
  simt.setmaxnreg inc 232
  // The mask-less form last before an op without results: `($mask^)?`
  // would take a following `%x =` for its mask.
  %f = simt.elect_sync mask %r
  %e = simt.elect_sync
  simt.stmatrix %p, [%r, %r, %r, %r] : !simt.ptr<i32, shared>
  simt.stmatrix trans %p, [%r] : !simt.ptr<i32, shared>
  simt.cluster_arrive
  simt.cluster_wait
  simt.cluster_arrive relaxed
  %g = arith.andi %e, %f : i1
  return %g : i1
}
