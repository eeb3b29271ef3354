// RUN: kiln-opt %s -split-input-file -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s
// The grid barrier of a cooperative launch: block barrier; thread 0 of each
// block adds to the driver's arrival counter (workspace + 4, the workspace
// at %envreg1:%envreg2) with release semantics, the first block adding
// 0x80000000 - (blocks - 1), and polls it with acquire loads until its top
// bit flips; block barrier. No workspace (a plain launch): trap.

// CHECK-LABEL: llvm.func @grid_sync
// CHECK: nvvm.barrier0
// CHECK: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: %[[TY:.*]] = nvvm.read.ptx.sreg.tid.y
// CHECK: %[[TZ:.*]] = nvvm.read.ptx.sreg.tid.z
// CHECK: %[[MASTER:.*]] = llvm.icmp "eq"
// CHECK: llvm.cond_br %[[MASTER]], ^[[ARRIVE:.*]], ^[[DONE:bb[0-9]+]]
// CHECK: ^[[ARRIVE]]:
// CHECK: %[[HI:.*]] = nvvm.read.ptx.sreg.envreg1
// CHECK: %[[LO:.*]] = nvvm.read.ptx.sreg.envreg2
// CHECK: %[[WS:.*]] = llvm.or
// CHECK: %[[NULL:.*]] = llvm.icmp "eq" %[[WS]]
// CHECK: llvm.cond_br %[[NULL]], ^[[TRAP:.*]], ^[[ADD:bb[0-9]+]]
// CHECK: ^[[TRAP]]:
// CHECK-NEXT: llvm.intr.trap
// CHECK-NEXT: llvm.unreachable
// CHECK: ^[[ADD]]:
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i64)
// CHECK: %[[ADDR:.*]] = llvm.add %[[WS]], %[[FOUR]]
// CHECK: %[[CTR:.*]] = llvm.inttoptr %[[ADDR]]
// CHECK: nvvm.read.ptx.sreg.nctaid.x
// CHECK: nvvm.read.ptx.sreg.nctaid.y
// CHECK: nvvm.read.ptx.sreg.nctaid.z
// CHECK: llvm.mlir.constant(-2147483647 : i32)
// CHECK: %[[NB:.*]] = llvm.select
// CHECK: %[[OLD:.*]] = llvm.inline_asm has_side_effects "atom.add.release.gpu.u32 $0, [$1], $2;", "=r,l,r,~{memory}" %[[CTR]], %[[NB]]
// CHECK: ^[[SPIN:bb[0-9]+]]:
// CHECK: %[[CUR:.*]] = llvm.load %[[CTR]] atomic syncscope("device") acquire {alignment = 4 : i64}
// CHECK: llvm.xor %[[OLD]], %[[CUR]]
// CHECK: llvm.cond_br %{{.*}}, ^[[DONE]], ^[[SPIN]]
// CHECK: ^[[DONE]]:
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
func.func @grid_sync() attributes {simt.kernel} {
  simt.grid_sync
  return
}

// -----

// CHECK-LABEL: llvm.func internal @workspace
// CHECK: %[[HI:.*]] = nvvm.read.ptx.sreg.envreg1 : i32
// CHECK: %[[LO:.*]] = nvvm.read.ptx.sreg.envreg2 : i32
// CHECK: %[[H:.*]] = llvm.zext %[[HI]] : i32 to i64
// CHECK: %[[L:.*]] = llvm.zext %[[LO]] : i32 to i64
// CHECK: %[[S:.*]] = llvm.shl %[[H]]
// CHECK: llvm.or %[[S]], %[[L]]
func.func @workspace() -> i64 {
  %ws = simt.grid_workspace
  return %ws : i64
}

// -----

// CHECK-LABEL: llvm.func internal @cluster_memory
// CHECK: nvvm.mapa %{{.*}}, %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call_intrinsic "llvm.nvvm.getctarank"(%{{.*}}) : (!llvm.ptr) -> i32
// CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr<3> to !llvm.ptr
// CHECK: llvm.call_intrinsic "llvm.nvvm.getctarank"
// CHECK: llvm.call_intrinsic "llvm.nvvm.isspacep.shared"(%{{.*}}) : (!llvm.ptr) -> i1
// CHECK: llvm.call_intrinsic "llvm.nvvm.isspacep.global"(%{{.*}}) : (!llvm.ptr) -> i1
func.func @cluster_memory(%p: !simt.ptr<f32, generic>, %s: !simt.ptr<i32, shared>, %r: i32) -> i32 {
  %q = simt.map_shared_rank %p, %r : !simt.ptr<f32, generic>
  %a = simt.shared_rank %q : !simt.ptr<f32, generic>
  %b = simt.shared_rank %s : !simt.ptr<i32, shared>
  %c = arith.addi %a, %b : i32
  %sh = simt.is_space shared %p : !simt.ptr<f32, generic>
  %gl = simt.is_space global %p : !simt.ptr<f32, generic>
  %both = arith.andi %sh, %gl : i1
  %e = arith.extui %both : i1 to i32
  %sum = arith.addi %c, %e : i32
  return %sum : i32
}
