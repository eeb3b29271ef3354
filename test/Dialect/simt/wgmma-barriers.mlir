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
