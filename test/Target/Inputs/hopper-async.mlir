// Every op of SimtAsyncOps.td in one sm_90a kernel: the descriptor arrives by
// value (a __grid_constant__ CUtensorMap, 128 bytes) and by pointer, blocks
// run in clusters of 2.
simt.global shared @box : !llvm.array<1024 x f32> {alignment = 128 : i64}
simt.global shared @bar : i64 {alignment = 8 : i64}

func.func @hopper(%map: !llvm.array<128 x i8> {simt.param_align = 64 : i64}, %gmap: !simt.ptr<i8, global>,
                  %out: !simt.ptr<i32, global>)
    attributes {simt.kernel, simt.cluster_dims = array<i32: 2, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i16
  %c4096 = arith.constant 4096 : i32
  %tid = simt.thread_id x
  %rank = simt.block_rank_in_cluster
  %barp = simt.addressof @bar : !simt.ptr<i64, shared>
  %boxa = simt.addressof @box : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %box = simt.ptr_cast %boxa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  cf.cond_br %first, ^init, ^armed
^init:
  simt.mbarrier_init %barp, %c1 : !simt.ptr<i64, shared>
  simt.fence_mbarrier_init
  cf.br ^armed
^armed:
  simt.cluster_arrive
  simt.cluster_wait
  cf.cond_br %first, ^issue, ^wait
^issue:
  simt.mbarrier_arrive_expect_tx %barp, %c4096 : !simt.ptr<i64, shared>
  simt.tma_load %box, %map, %barp, [%c0, %c0] : !simt.ptr<f32, shared>, !llvm.array<128 x i8>, !simt.ptr<i64, shared>
  simt.mbarrier_expect_tx %barp, %c4096 : !simt.ptr<i64, shared>
  simt.tma_load %box, %gmap, %barp, [%c0, %c0, %c0] multicast %c3
      : !simt.ptr<f32, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  cf.br ^wait
^wait:
  simt.mbarrier_wait %barp, %c0 : !simt.ptr<i64, shared>
  %done = simt.mbarrier_try_wait %barp, %c1 : !simt.ptr<i64, shared>
  %s = simt.mbarrier_arrive %barp : !simt.ptr<i64, shared>
  %t = simt.mbarrier_arrive %barp, count %c1 : !simt.ptr<i64, shared>
  simt.mbarrier_arrive_cluster %barp, %rank : !simt.ptr<i64, shared>
  simt.fence_proxy_async
  simt.barrier block
  cf.cond_br %first, ^store, ^rest
^store:
  simt.tma_store %map, %box, [%c0, %c0] : !llvm.array<128 x i8>, !simt.ptr<f32, shared>
  simt.tma_store_commit
  simt.tma_store_wait 0 read
  simt.tma_store_wait 0
  simt.mbarrier_inval %barp : !simt.ptr<i64, shared>
  cf.br ^rest
^rest:
  %warpbox = simt.ptr_cast %box : !simt.ptr<f32, shared> to !simt.ptr<i32, shared>
  simt.stmatrix %warpbox, [%tid, %tid, %tid, %tid] : !simt.ptr<i32, shared>
  simt.stmatrix trans %warpbox, [%tid] : !simt.ptr<i32, shared>
  %all = arith.constant -1 : i32
  %e = simt.elect_sync mask %all
  %ei = arith.extui %e : i1 to i32
  %di = arith.extui %done : i1 to i32
  %sum = arith.addi %ei, %di : i32
  simt.store %sum, %out : i32, !simt.ptr<i32, global>
  simt.cluster_arrive relaxed
  simt.cluster_wait
  return
}

// Warp specialisation's register moves (sm_90a).
func.func @regs() attributes {simt.kernel} {
  simt.setmaxnreg dec 40
  simt.setmaxnreg inc 232
  return
}
