// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics -o /dev/null

// Without the barrier, the warpgroup may read a tile other threads have not
// finished storing.
simt.global shared @s : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @race(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %sv = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %sv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  // expected-note @below {{the conflicting write is here}}
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  // expected-error @below {{shared-memory race (read-after-write)}}
  // expected-note @below {{insert __syncthreads() (simt.barrier block) before}}
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  return
}

// -----

// wgmma is a warpgroup collective: under thread-dependent control flow some
// warps of a group would never arrive.
func.func @divergent(%s: !simt.ptr<i8, shared>, %c: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c64 = arith.constant 64 : i32
  %lt = arith.cmpi ult, %tid, %c64 : i32
  // expected-note @below {{this branch decides which threads arrive}}
  scf.if %lt {
    // expected-error @below {{warpgroup mma (wgmma) is reached under thread-dependent control flow}}
    %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
        {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
        : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  }
  return
}

// -----

// A refill of a stage whose wgmma group is still in flight: a barrier does
// not help, the group must be waited for.
simt.global shared @s : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @refill_in_flight(%g: !simt.ptr<i8, global>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %c16 = arith.constant 16 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  // expected-note @below {{the wgmma is here; wait for its group (simt.wgmma_wait), then barrier, before this access}}
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.barrier block
  %off = arith.muli %tid, %c16 : i32
  %d = simt.ptr_add %s, %off : !simt.ptr<i8, shared>, i32
  // expected-error @below {{may overwrite operands a wgmma still reads}}
  simt.cp_async %d, %g, %c16 : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
  simt.cp_async_commit
  simt.cp_async_wait 0
  simt.wgmma_wait 0
  return
}
