// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics -o /dev/null
// RUN: not kiln-opt %s -split-input-file -simt-verify-sync=races=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NORACE
// NORACE: error: block barrier is reached under thread-dependent control flow
// NORACE-NOT: error: shared-memory race

func.func @divergent_barrier(%n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %n : i32
  // expected-note @below {{this branch decides which threads arrive: its condition differs between threads of a warp}}
  scf.if %c {
    // expected-error @below {{block barrier is reached under thread-dependent control flow}}
    simt.barrier block
  }
  return
}

// -----

func.func @early_exit(%n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi sge, %tid, %n : i32
  // expected-note @below {{threads leave here}}
  cf.cond_br %c, ^ret, ^body
^body:
  // expected-warning @below {{threads that leave early}}
  simt.barrier block
  return
^ret:
  return
}

// -----

func.func @uniform_barrier(%n: i32) attributes {simt.kernel} {
  %b = simt.block_id x
  %c = arith.cmpi slt, %b, %n : i32
  scf.if %c {
    simt.barrier block
  }
  return
}

// -----

func.func @partial_mask_everyone() attributes {simt.kernel} {
  %m = arith.constant 255 : i32
  // expected-error @below {{warp barrier has lane mask 0x000000ff but all 32 lanes of the warp reach it}}
  simt.barrier warp, %m
  return
}

// -----

simt.global shared @s : !llvm.array<1025 x f32>
func.func @race(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  // expected-note @below {{the conflicting write is here}}
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  // expected-error @below {{shared-memory race (read-after-write)}}
  // expected-note @below {{insert __syncthreads() (simt.barrier block) before}}
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// races=false checks only the barriers.
simt.global shared @s : !llvm.array<1025 x f32>
func.func @no_race_check_needed(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %w = simt.load %st : !simt.ptr<f32, shared> -> f32
  return
}
