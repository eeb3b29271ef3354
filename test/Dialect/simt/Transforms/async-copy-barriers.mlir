// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -verify-diagnostics | FileCheck %s

// A cp.async write is ordered by a barrier only after a wait retires it: the
// barrier goes after the wait, right before the warp-collective read.
// CHECK-LABEL: func.func @wait_then_barrier
// CHECK: simt.cp_async
// CHECK-NEXT: simt.cp_async_commit
// CHECK-NEXT: simt.cp_async_wait 0
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.ldmatrix
simt.global shared @s : !llvm.array<4096 x i8>
func.func @wait_then_barrier(%g: !simt.ptr<i8, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c16 = arith.constant 16 : i32
  %off = arith.muli %tid, %c16 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %d = simt.ptr_add %s, %off : !simt.ptr<i8, shared>, i32
  simt.cp_async %d, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  simt.cp_async_wait 0
  %p = simt.ptr_cast %s : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  // expected-remark @below {{inserted block barrier}}
  %r:4 = simt.ldmatrix %p {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
  return
}

// -----

// ldmatrix is warp-collective: a lane's row goes to other lanes, so even a
// thread's own earlier write needs (at least) a warp barrier.
// CHECK-LABEL: func.func @own_row
// CHECK: simt.store
// CHECK: simt.barrier warp {inserted}
// CHECK-NEXT: simt.ldmatrix
simt.global shared @s : !llvm.array<4096 x i8>
func.func @own_row(%v: vector<4xi32>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %s, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  %p = simt.ptr_cast %d : !simt.ptr<vector<4xi32>, shared> to !simt.ptr<i32, shared>
  // expected-remark @below {{inserted warp barrier}}
  %r:4 = simt.ldmatrix %p {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
  return
}

// -----

// Without a wait the copy may still be in flight: no barrier helps.
simt.global shared @s : !llvm.array<4096 x i8>
func.func @no_wait(%g: !simt.ptr<i8, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c16 = arith.constant 16 : i32
  %off = arith.muli %tid, %c16 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %d = simt.ptr_add %s, %off : !simt.ptr<i8, shared>, i32
  // expected-note @below {{the asynchronous copy is here}}
  simt.cp_async %d, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  %p = simt.ptr_cast %d : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  // expected-error @below {{may overlap an asynchronous copy (cp.async) that no cp.async wait has retired}}
  %r:4 = simt.ldmatrix %p {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
  return
}

// -----

// `wait 1` after two groups retires only the older one. (Each lane reads row
// 0, written by thread 0: other warps read it, so the barrier is a block one.)
simt.global shared @a : !llvm.array<4096 x i8>
simt.global shared @b : !llvm.array<4096 x i8>
func.func @wait_one(%g: !simt.ptr<i8, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c16 = arith.constant 16 : i32
  %off = arith.muli %tid, %c16 : i32
  %aa = simt.addressof @a : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %a = simt.ptr_cast %aa : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %ba = simt.addressof @b : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %da = simt.ptr_add %a, %off : !simt.ptr<i8, shared>, i32
  %db = simt.ptr_add %b, %off : !simt.ptr<i8, shared>, i32
  simt.cp_async %da, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  // expected-note @below {{the asynchronous copy is here}}
  simt.cp_async %db, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  simt.cp_async_wait 1
  %pa = simt.ptr_cast %a : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  // expected-remark @below {{inserted block barrier}}
  %r = simt.ldmatrix %pa {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
  %pb = simt.ptr_cast %db : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  // expected-error @below {{may overlap an asynchronous copy}}
  %q = simt.ldmatrix %pb {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
  return
}

// -----

// A three-stage pipeline over three buffers: each step waits for its stage,
// refills the stage the previous step read and reads its own. One barrier
// per step, before the refill, orders the previous step's reads before the
// refill and the retired copy before this step's read.
// CHECK-LABEL: func.func @three_stages
// CHECK: scf.for
// CHECK-NEXT: simt.cp_async_wait 1
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.cp_async
// CHECK-NEXT: simt.cp_async_commit
// CHECK-NEXT: simt.ldmatrix
// CHECK-NEXT: simt.cp_async_wait 1
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.cp_async
// CHECK-NEXT: simt.cp_async_commit
// CHECK-NEXT: simt.ldmatrix
// CHECK-NEXT: simt.cp_async_wait 1
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.cp_async
// CHECK-NEXT: simt.cp_async_commit
// CHECK-NEXT: simt.ldmatrix
// CHECK-NEXT: {{^ *}}}
// CHECK-NOT: simt.barrier
simt.global shared @s0 : !llvm.array<4096 x i8>
simt.global shared @s1 : !llvm.array<4096 x i8>
simt.global shared @s2 : !llvm.array<4096 x i8>
func.func @three_stages(%g: !simt.ptr<i8, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %off = arith.muli %tid, %c16 : i32
  %a0 = simt.addressof @s0 : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %a1 = simt.addressof @s1 : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %a2 = simt.addressof @s2 : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %b0 = simt.ptr_cast %a0 : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %b1 = simt.ptr_cast %a1 : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %b2 = simt.ptr_cast %a2 : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i8, shared>
  %d0 = simt.ptr_add %b0, %off : !simt.ptr<i8, shared>, i32
  %d1 = simt.ptr_add %b1, %off : !simt.ptr<i8, shared>, i32
  %d2 = simt.ptr_add %b2, %off : !simt.ptr<i8, shared>, i32
  %r0 = simt.ptr_cast %b0 : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  %r1 = simt.ptr_cast %b1 : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  %r2 = simt.ptr_cast %b2 : !simt.ptr<i8, shared> to !simt.ptr<i32, shared>
  simt.cp_async %d0, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  simt.cp_async %d1, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  scf.for %i = %c0 to %n step %c1 : i32 {
    simt.cp_async_wait 1
    // expected-remark @below {{inserted block barrier}}
    simt.cp_async %d2, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
    simt.cp_async_commit
    %x = simt.ldmatrix %r0 {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
    simt.cp_async_wait 1
    // expected-remark @below {{inserted block barrier}}
    simt.cp_async %d0, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
    simt.cp_async_commit
    %y = simt.ldmatrix %r1 {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
    simt.cp_async_wait 1
    // expected-remark @below {{inserted block barrier}}
    simt.cp_async %d1, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
    simt.cp_async_commit
    %z = simt.ldmatrix %r2 {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
  }
  simt.cp_async_wait 0
  return
}
