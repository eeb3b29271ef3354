// RUN: kiln-opt %s -simt-insert-barriers -verify-diagnostics | FileCheck %s

// stmatrix is a warp-collective write (each lane's row holds other lanes'
// registers): reading its rows from other warps needs a block barrier.
// CHECK-LABEL: func.func @stmatrix_then_read
// CHECK: simt.stmatrix
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.load
simt.global shared @s : !llvm.array<4096 x i8> {alignment = 16 : i64}
func.func @stmatrix_then_read(%r: i32, %out: !simt.ptr<i32, global>) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %tid = simt.thread_id x
  %c4 = arith.constant 4 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<4096 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<4096 x i8>, shared> to !simt.ptr<i32, shared>
  %row = arith.muli %tid, %c4 : i32
  %p = simt.ptr_add %s, %row : !simt.ptr<i32, shared>, i32
  simt.stmatrix %p, [%r, %r, %r, %r] : !simt.ptr<i32, shared>
  %q = simt.ptr_add %s, %tid : !simt.ptr<i32, shared>, i32
  // expected-remark @below {{inserted block barrier}}
  %v = simt.load %q : !simt.ptr<i32, shared> -> i32
  simt.store %v, %out : i32, !simt.ptr<i32, global>
  return
}
