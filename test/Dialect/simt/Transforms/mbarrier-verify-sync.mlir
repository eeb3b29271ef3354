// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics
// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -verify-diagnostics

// issue 14: a TMA load's write of its stage is in flight until a wait on the
// phase of its mbarrier; a consumer that reads the stage before that wait
// races with the copy, whatever barriers come between.
simt.global shared @box : !llvm.array<4096 x i8> {alignment = 128 : i64}
simt.global shared @bar : i64 {alignment = 8 : i64}
func.func @read_before_wait(%map: !simt.ptr<i8, global>, %out: !simt.ptr<i8, global>)
    attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %c0 = arith.constant 0 : i32
  %c4096 = arith.constant 4096 : i32
  %tid = simt.thread_id x
  %ba = simt.addressof @box : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %box = simt.ptr_cast %ba : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %bar = simt.addressof @bar : !simt.ptr<i64, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    simt.mbarrier_arrive_expect_tx %bar, %c4096 : !simt.ptr<i64, shared>
    // expected-note @below {{the TMA load is here}}
    simt.tma_load %box, %map, %bar, [%c0, %c0] : !simt.ptr<i8, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  }
  simt.barrier block
  %p = simt.ptr_add %box, %tid : !simt.ptr<i8, shared>, i32
  // expected-error @below {{may meet a TMA load (simt.tma_load) still in flight}}
  %v = simt.load %p : !simt.ptr<i8, shared> -> i8
  simt.mbarrier_wait %bar, %c0 : !simt.ptr<i64, shared>
  simt.store %v, %out : i8, !simt.ptr<i8, global>
  return
}

// -----

// Waiting on the phase first (the frontend takes &bar afresh at each use):
// silent, with no block barrier needed between the wait and the reads.
simt.global shared @box : !llvm.array<4096 x i8> {alignment = 128 : i64}
simt.global shared @bar : i64 {alignment = 8 : i64}
func.func @wait_then_read(%map: !simt.ptr<i8, global>, %out: !simt.ptr<i8, global>)
    attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %c0 = arith.constant 0 : i32
  %c4096 = arith.constant 4096 : i32
  %tid = simt.thread_id x
  %ba = simt.addressof @box : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %box = simt.ptr_cast %ba : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    %bar0 = simt.addressof @bar : !simt.ptr<i64, shared>
    simt.mbarrier_arrive_expect_tx %bar0, %c4096 : !simt.ptr<i64, shared>
    simt.tma_load %box, %map, %bar0, [%c0, %c0] : !simt.ptr<i8, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  }
  %bar1 = simt.addressof @bar : !simt.ptr<i64, shared>
  simt.mbarrier_wait %bar1, %c0 : !simt.ptr<i64, shared>
  %p = simt.ptr_add %box, %tid : !simt.ptr<i8, shared>, i32
  %v = simt.load %p : !simt.ptr<i8, shared> -> i8
  simt.store %v, %out : i8, !simt.ptr<i8, global>
  return
}

// -----

// A wait on another barrier does not complete this load's phase.
simt.global shared @box : !llvm.array<4096 x i8> {alignment = 128 : i64}
simt.global shared @bar : i64 {alignment = 8 : i64}
simt.global shared @other : i64 {alignment = 8 : i64}
func.func @wrong_barrier(%map: !simt.ptr<i8, global>, %out: !simt.ptr<i8, global>)
    attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %c0 = arith.constant 0 : i32
  %tid = simt.thread_id x
  %ba = simt.addressof @box : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %box = simt.ptr_cast %ba : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %bar = simt.addressof @bar : !simt.ptr<i64, shared>
  %other = simt.addressof @other : !simt.ptr<i64, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    // expected-note @below {{the TMA load is here}}
    simt.tma_load %box, %map, %bar, [%c0] : !simt.ptr<i8, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  }
  simt.mbarrier_wait %other, %c0 : !simt.ptr<i64, shared>
  %p = simt.ptr_add %box, %tid : !simt.ptr<i8, shared>, i32
  // expected-error @below {{may meet a TMA load (simt.tma_load) still in flight}}
  %v = simt.load %p : !simt.ptr<i8, shared> -> i8
  simt.store %v, %out : i8, !simt.ptr<i8, global>
  return
}
