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
    // expected-error @below {{warpgroup mma (wgmma) needs all 128 threads of warpgroup 0 (threads 0..127) but only threads 0..63 reach it (thread 0 arrives, thread 64 does not)}}
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

// -----

// Warp specialisation (issue 14): the producer warpgroup (warps 8..11 of a
// 384-thread block) lowers its budget under a branch on the warp id and
// leaves; the two consumer warpgroups stay whole, so their setmaxnreg and
// wgmma are complete.
func.func @producer_warpgroup_leaves(%s: !simt.ptr<i8, shared>, %c: f32) attributes {simt.kernel, simt.block_threads = 384 : i32} {
  %w = simt.warp_id
  %c8 = arith.constant 8 : i32
  %p = arith.cmpi uge, %w, %c8 : i32
  scf.if %p {
    simt.setmaxnreg dec 40
  }
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return
^bb2:
  simt.setmaxnreg inc 232
  simt.wgmma_fence
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  return
}

// -----

// Two exits (the continuation is no guard): threads 0..127 leave at one,
// 256..383 at the other (a per-thread condition, its level is not warp
// uniform). Warpgroup 1 stays whole.
func.func @two_exits_whole_warpgroups(%s: !simt.ptr<i8, shared>, %c: f32, %n: i32) attributes {simt.kernel, simt.block_threads = 384 : i32} {
  %t = simt.thread_id x
  %c128 = arith.constant 128 : i32
  %c256 = arith.constant 256 : i32
  %lo = arith.cmpi ult, %t, %c128 : i32
  cf.cond_br %lo, ^exit, ^next
^next:
  %hi = arith.cmpi uge, %t, %c256 : i32
  cf.cond_br %hi, ^exit, ^body
^exit:
  return
^body:
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

// A producer of one warp and a half (threads 320..383 leave, 256..319 stay)
// splits warpgroup 2: its wgmma is undefined.
func.func @exit_splits_warpgroup(%s: !simt.ptr<i8, shared>, %c: f32) attributes {simt.kernel, simt.block_threads = 384 : i32} {
  %w = simt.warp_id
  %c10 = arith.constant 10 : i32
  %p = arith.cmpi uge, %w, %c10 : i32
  // expected-note @below {{threads leave here}}
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return
^bb2:
  // expected-error @below {{warpgroup mma (wgmma) needs all 128 threads of warpgroup 2 (threads 256..383) but only threads 256..319 reach it: the others leave early at line}}
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  return
}

// -----

// setmaxnreg is .sync.aligned per warpgroup: under a branch that splits one
// (warps 8 and 9 of warpgroup 2) it is an error.
func.func @setmaxnreg_split(%c: f32) attributes {simt.kernel, simt.block_threads = 384 : i32} {
  %w = simt.warp_id
  %c10 = arith.constant 10 : i32
  %p = arith.cmpi ult, %w, %c10 : i32
  // expected-note @below {{this branch decides which threads arrive}}
  scf.if %p {
    // expected-error @below {{setmaxnreg needs all 128 threads of warpgroup 2 (threads 256..383) but only threads 256..319 reach it (thread 256 arrives, thread 320 does not)}}
    simt.setmaxnreg inc 232
  }
  return
}

// -----

// A thread-dependent condition the tables cannot evaluate (a loaded value):
// whether a warpgroup is split cannot be told, a warning.
func.func @setmaxnreg_data(%g: !simt.ptr<i32, global>) attributes {simt.kernel, simt.block_threads = 256 : i32} {
  %t = simt.thread_id x
  %a = simt.ptr_add %g, %t : !simt.ptr<i32, global>, i32
  %v = simt.load %a : !simt.ptr<i32, global> -> i32
  %z = arith.constant 0 : i32
  %p = arith.cmpi ne, %v, %z : i32
  // expected-note @below {{this branch decides which threads arrive}}
  scf.if %p {
    // expected-warning @below {{setmaxnreg is reached under thread-dependent control flow and the analysis cannot tell whether every thread of a warpgroup arrives}}
    simt.setmaxnreg dec 40
  }
  return
}
