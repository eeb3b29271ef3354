// RUN: kiln-opt %s -split-input-file -simt-dynamic-shared | FileCheck %s

// A tile kernel's own buffers above 48 KiB move to dynamic shared memory, at
// 16-byte aligned offsets, and the kernel records the size launches pass.
// CHECK-NOT: simt.global shared @stage
// CHECK-LABEL: func.func @big
// CHECK-SAME: simt.dynamic_shared = 65552 : i64
// CHECK-SAME: simt.static_shared = 0 : i64
// CHECK: %[[BASE:.*]] = simt.dynamic_shared : !simt.ptr<i8, shared>
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[P0:.*]] = simt.ptr_add %[[BASE]], %[[C0]] : !simt.ptr<i8, shared>, i32
// CHECK: simt.ptr_cast %[[P0]] : !simt.ptr<i8, shared> to !simt.ptr<!llvm.array<32776 x i8>, shared>
// CHECK: %[[C1:.*]] = arith.constant 32784 : i32
// CHECK: simt.ptr_add %[[BASE]], %[[C1]]
simt.global shared @stage0 : !llvm.array<32776 x i8> {alignment = 16 : i64}
simt.global shared @stage1 : !llvm.array<32768 x i8> {alignment = 16 : i64}
func.func @big() attributes {simt.kernel, simt.block_threads = 256 : i32, simt.static_shared = 65544 : i64} {
  %a = simt.addressof @stage0 : !simt.ptr<!llvm.array<32776 x i8>, shared>
  %b = simt.addressof @stage1 : !simt.ptr<!llvm.array<32768 x i8>, shared>
  %pa = simt.ptr_cast %a : !simt.ptr<!llvm.array<32776 x i8>, shared> to !simt.ptr<i8, shared>
  %pb = simt.ptr_cast %b : !simt.ptr<!llvm.array<32768 x i8>, shared> to !simt.ptr<i8, shared>
  %v = simt.load %pa : !simt.ptr<i8, shared> -> i8
  simt.store %v, %pb : i8, !simt.ptr<i8, shared>
  return
}

// -----

// Within the static limit, and kernels the user launches (no
// simt.block_threads: the user passes the dynamic size), stay as they are.
// CHECK-LABEL: func.func @small
// CHECK-NOT: simt.dynamic_shared
// CHECK: simt.addressof @small_buf
// CHECK-LABEL: func.func @user_kernel
// CHECK-NOT: simt.dynamic_shared
// CHECK: simt.addressof @user_buf
simt.global shared @small_buf : !llvm.array<49152 x i8> {alignment = 16 : i64}
simt.global shared @user_buf : !llvm.array<65536 x i8> {alignment = 16 : i64}
func.func @small() attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %a = simt.addressof @small_buf : !simt.ptr<!llvm.array<49152 x i8>, shared>
  %p = simt.ptr_cast %a : !simt.ptr<!llvm.array<49152 x i8>, shared> to !simt.ptr<i8, shared>
  %v = simt.load %p : !simt.ptr<i8, shared> -> i8
  return
}
func.func @user_kernel() attributes {simt.kernel} {
  %a = simt.addressof @user_buf : !simt.ptr<!llvm.array<65536 x i8>, shared>
  %p = simt.ptr_cast %a : !simt.ptr<!llvm.array<65536 x i8>, shared> to !simt.ptr<i8, shared>
  %v = simt.load %p : !simt.ptr<i8, shared> -> i8
  return
}

// -----

// Buffers keep their alignment (wgmma stages: 1024 bytes) at their offsets,
// and the dynamic shared base is aligned to the largest of them.
// CHECK-LABEL: func.func @aligned
// CHECK-SAME: simt.dynamic_shared = 50176 : i64
// CHECK: simt.dynamic_shared {alignment = 1024 : i64} : !simt.ptr<i8, shared>
// CHECK: arith.constant 0 : i32
// CHECK: arith.constant 1024 : i32
simt.global shared @odd : !llvm.array<1000 x i8> {alignment = 16 : i64}
simt.global shared @wg : !llvm.array<49152 x i8> {alignment = 1024 : i64}
func.func @aligned() attributes {simt.kernel, simt.block_threads = 128 : i32, simt.static_shared = 50152 : i64} {
  %a = simt.addressof @odd : !simt.ptr<!llvm.array<1000 x i8>, shared>
  %b = simt.addressof @wg : !simt.ptr<!llvm.array<49152 x i8>, shared>
  %pa = simt.ptr_cast %a : !simt.ptr<!llvm.array<1000 x i8>, shared> to !simt.ptr<i8, shared>
  %pb = simt.ptr_cast %b : !simt.ptr<!llvm.array<49152 x i8>, shared> to !simt.ptr<i8, shared>
  %v = simt.load %pa : !simt.ptr<i8, shared> -> i8
  simt.store %v, %pb : i8, !simt.ptr<i8, shared>
  return
}
