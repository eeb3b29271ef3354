// RUN: kiln-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: kiln-opt %s -split-input-file | kiln-opt -split-input-file | FileCheck %s

// Round trip of the Hopper async-proxy ops (SimtAsyncOps.td).
// CHECK-LABEL: func.func @mbarrier
// CHECK: simt.mbarrier_init %[[BAR:.*]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.fence_mbarrier_init
// CHECK: simt.mbarrier_arrive_expect_tx %[[BAR]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.mbarrier_expect_tx %[[BAR]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: %{{.*}} = simt.mbarrier_arrive %[[BAR]] : !simt.ptr<i64, shared>
// CHECK: %{{.*}} = simt.mbarrier_arrive %[[BAR]], count %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.mbarrier_arrive_cluster %[[BAR]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: %{{.*}} = simt.mbarrier_try_wait %[[BAR]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.mbarrier_wait %[[BAR]], %{{.*}} : !simt.ptr<i64, shared>
// CHECK: simt.mbarrier_inval %[[BAR]] : !simt.ptr<i64, shared>
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

// -----

// CHECK-LABEL: func.func @tma
// CHECK: simt.tma_load %{{.*}}, %{{.*}}, %{{.*}}, [%{{.*}}] : !simt.ptr<f32, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
// CHECK: simt.tma_load %{{.*}}, %{{.*}}, %{{.*}}, [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] multicast %{{.*}} : !simt.ptr<f32, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
// CHECK: simt.tma_store %{{.*}}, %{{.*}}, [%{{.*}}, %{{.*}}] : !simt.ptr<i8, constant>, !simt.ptr<f32, shared>
// CHECK: simt.tma_store_commit
// CHECK: simt.tma_store_wait 1 read
// CHECK: simt.tma_store_wait 0
func.func @tma(%dst: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, generic>, %gdesc: !simt.ptr<i8, global>,
               %cdesc: !simt.ptr<i8, constant>, %bar: !simt.ptr<i64, shared>, %x: i32, %mask: i16) {
  simt.tma_load %dst, %desc, %bar, [%x] : !simt.ptr<f32, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
  simt.tma_load %dst, %gdesc, %bar, [%x, %x, %x, %x, %x] multicast %mask
      : !simt.ptr<f32, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  simt.tma_store %cdesc, %dst, [%x, %x] : !simt.ptr<i8, constant>, !simt.ptr<f32, shared>
  simt.tma_store_commit
  simt.tma_store_wait 1 read
  simt.tma_store_wait 0
  return
}

// -----

// CHECK-LABEL: func.func @warp
// CHECK: simt.setmaxnreg dec 40
// CHECK: simt.setmaxnreg inc 232
// CHECK: %{{.*}} = simt.elect_sync mask %{{.*}}
// CHECK: %{{.*}} = simt.elect_sync
// CHECK: simt.stmatrix %{{.*}}, [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : !simt.ptr<i32, shared>
// CHECK: simt.stmatrix trans %{{.*}}, [%{{.*}}] : !simt.ptr<i32, shared>
// CHECK: simt.cluster_arrive
// CHECK: simt.cluster_wait
// CHECK: simt.cluster_arrive relaxed
func.func @warp(%p: !simt.ptr<i32, shared>, %r: i32) -> i1 {
  simt.setmaxnreg dec 40
  simt.setmaxnreg inc 232
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
