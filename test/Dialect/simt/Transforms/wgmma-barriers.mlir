// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -simt-verify-sync -verify-diagnostics | FileCheck %s

// wgmma reads its whole operand tiles, whichever thread stored them: the
// stores of one warp still need a block barrier (the other warps of the
// warpgroup read them too).
// CHECK-LABEL: func.func @store_then_wgmma
// CHECK: simt.store
// CHECK-NEXT: simt.fence_proxy_async
// CHECK-NEXT: simt.wgmma_fence
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.wgmma
simt.global shared @s : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @store_then_wgmma(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %sv = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %sv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  simt.fence_proxy_async
  simt.wgmma_fence
  // expected-remark @below {{inserted block barrier}}
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  return
}

// -----

// Overwriting an operand after the wgmma group retired (write-after-read):
// a block barrier, since other warpgroups may still be reading.
// CHECK-LABEL: func.func @wgmma_then_overwrite
// CHECK: simt.wgmma_wait 0
// CHECK-NOT: simt.store
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.store
simt.global shared @s : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @wgmma_then_overwrite(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 256 : i32} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %r:4 = simt.wgmma f16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 64, a_sbo = 512, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  %sv = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %sv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  // expected-remark @below {{inserted block barrier}}
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  return
}

// -----

// Operands in two buffers: a write to either one is ordered before the read.
// CHECK-LABEL: func.func @two_buffers
// CHECK: simt.store
// CHECK-NEXT: simt.barrier block {inserted}
// CHECK-NEXT: simt.wgmma
simt.global shared @a : !llvm.array<8192 x i8> {alignment = 1024 : i64}
simt.global shared @b : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @two_buffers(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %aa = simt.addressof @a : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %a = simt.ptr_cast %aa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %ba = simt.addressof @b : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %bv = simt.ptr_cast %ba : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %bv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  // expected-remark @below {{inserted block barrier}}
  %r:4 = simt.wgmma bf16 n = 8, %a, %b, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  return
}

// -----

// wgmma reads are in flight until a wgmma wait retires their group: with two
// groups and `wait 1`, the older group's buffer may be refilled (after a
// barrier), the newer one's not yet (the wgmma_wait 1 schedule of a
// pipelined GEMM refills the stage read two steps earlier).
// CHECK-LABEL: func.func @older_group_retired
// CHECK: simt.wgmma_wait 1
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.store
simt.global shared @a : !llvm.array<8192 x i8> {alignment = 1024 : i64}
simt.global shared @b : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @older_group_retired(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %aa = simt.addressof @a : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %a = simt.ptr_cast %aa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %ba = simt.addressof @b : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %r:4 = simt.wgmma bf16 n = 8, %a, %a, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  %s:4 = simt.wgmma bf16 n = 8, %b, %b, [%r#0, %r#1, %r#2, %r#3]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 1
  %av = simt.ptr_cast %aa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %av, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  // expected-remark @below {{inserted block barrier}}
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  simt.wgmma_wait 0
  return
}

// -----

// The newer group is still reading: no barrier can order the write.
simt.global shared @b : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @newer_group_in_flight(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %ba = simt.addressof @b : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  // expected-note @below {{the wgmma is here; wait for its group before this access}}
  %s:4 = simt.wgmma bf16 n = 8, %b, %b, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 1
  %bv = simt.ptr_cast %ba : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %bv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  // expected-error @below {{this access may overwrite shared memory that a wgmma still reads (no wgmma wait has retired its group): no barrier can order them}}
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  return
}

// -----

// Regression: a barrier between the wgmma and its wait does not order the
// wgmma's reads before a later write: another warpgroup's group may still be
// running after this one's wait. (The pipelined GEMM's element-load path had
// only such a barrier before refilling the previous step's stage.)
// CHECK-LABEL: func.func @barrier_before_wait
// CHECK: simt.barrier block
// CHECK: simt.wgmma_wait 0
// CHECK-NOT: simt.store
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.store
simt.global shared @s : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @barrier_before_wait(%v: vector<4xi32>, %c: f32) attributes {simt.kernel, simt.block_threads = 256 : i32} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  %r:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.barrier block
  simt.wgmma_wait 0
  %sv = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<vector<4xi32>, shared>
  %d = simt.ptr_add %sv, %tid : !simt.ptr<vector<4xi32>, shared>, i32
  // expected-remark @below {{inserted block barrier}}
  simt.store %v, %d : vector<4xi32>, !simt.ptr<vector<4xi32>, shared>
  return
}
