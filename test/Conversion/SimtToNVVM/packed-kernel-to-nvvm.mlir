// A packed tile kernel (simt-pack-programs) runs 1 to its most programs per
// block, as the launch chose: its PTX bounds the block (.maxntid of the most
// programs' threads) instead of fixing it (.reqntid), and its programs'
// barriers are barrier.sync without .aligned, on the slot's own barrier over
// the program's threads (slots past the program count skip them).
// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s
// kilnc's steps need kilnc (not built by scripts/test.sh --sanitize-passes).
// RUN: %if kilnc %{ kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx %}
// RUN: %if kilnc && ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if kilnc %{ kilnc %s --arch=sm_80 -o %t80.ptx && FileCheck %s --check-prefix=PTX < %t80.ptx %}
// RUN: %if kilnc && ptxas %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}

// CHECK-LABEL: llvm.func @pair
// CHECK-NOT: nvvm.reqntid
// CHECK-SAME: nvvm.maxntid = array<i32: 128, 1, 1>
// CHECK-NOT: nvvm.reqntid
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.count"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// PTX-LABEL: .entry pair(
// PTX-NOT: .reqntid
// PTX: .maxntid 128, 1, 1
// PTX-NOT: .reqntid
// PTX: mov.u32 %r{{[0-9]+}}, %ntid.x;
// PTX: barrier.sync %r{{[0-9]+}}, 64;
// kilnc runs the sync checks first, which do not know a program's named
// barrier (simt-pack-programs writes it after them): simt.no_sync_check.
simt.global shared @buf : !llvm.array<512 x i8> {alignment = 16 : i64}
func.func @pair(%out: !simt.ptr<f32, global>, %count: i32) attributes {simt.kernel, simt.block_threads = 128 : i32, simt.launch_bounds = #simt.launch_bounds<128>, simt.no_sync_check, simt.packed_programs = array<i64: 1, 2>} {
  %tid = simt.thread_id x
  %c64 = arith.constant 64 : i32
  %slot = arith.divui %tid, %c64 : i32
  %local = arith.remui %tid, %c64 : i32
  %ntid = simt.block_dim x
  %slots = arith.divui %ntid, %c64 : i32
  %bid = simt.block_id x
  %first = arith.muli %bid, %slots : i32
  %program = arith.addi %first, %slot : i32
  %c1 = arith.constant 1 : i32
  %id = arith.addi %slot, %c1 : i32
  %in = arith.cmpi ult, %program, %count : i32
  cf.cond_br %in, ^body, ^exit
^body:
  %raw = simt.addressof @buf : !simt.ptr<!llvm.array<512 x i8>, shared>
  %s = simt.ptr_cast %raw : !simt.ptr<!llvm.array<512 x i8>, shared> to !simt.ptr<f32, shared>
  %mine = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %pf = arith.uitofp %program : i32 to f32
  simt.store %pf, %mine : f32, !simt.ptr<f32, shared>
  simt.named_barrier %id, %c64
  %c63 = arith.constant 63 : i32
  %other = arith.xori %tid, %c63 : i32
  %theirs = simt.ptr_add %s, %other : !simt.ptr<f32, shared>, i32
  %v = simt.load %theirs : !simt.ptr<f32, shared> -> f32
  %p64 = arith.extui %program : i32 to i64
  %l64 = arith.extui %local : i32 to i64
  %c64l = arith.constant 64 : i64
  %row = arith.muli %p64, %c64l : i64
  %at = arith.addi %row, %l64 : i64
  %g = simt.ptr_add %out, %at : !simt.ptr<f32, global>, i64
  simt.store %v, %g : f32, !simt.ptr<f32, global>
  return
^exit:
  return
}
