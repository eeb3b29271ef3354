// RUN: kiln-opt %s -test-print-inline-ptx | FileCheck %s
// What InlinePtx.h reads in the PTX real kernels write: one op per statement kind.

func.func @classify(%a: i32, %b: i32, %l: i64, %p: !simt.ptr<i8, generic>, %f: f32) {
  // Register-only instructions, special registers, predicate blocks, comments.
  // CHECK: "mov.u32 $0, %laneid;"{{.*}}ptx = "regs=thread pure"
  %0 = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  // CHECK: "mov.u32 $0, %nctaid.x;"{{.*}}ptx = "regs=grid pure"
  %1 = simt.inline_asm "mov.u32 $0, %nctaid.x;", "=r" : () -> i32
  // CHECK: "mov.u32 $0, %ctaid.y;"{{.*}}ptx = "regs=block pure"
  %2 = simt.inline_asm "mov.u32 $0, %ctaid.y;", "=r" : () -> i32
  // CHECK: ptx = "pure"
  %3 = simt.inline_asm "{\0A\09.reg .pred %p;\0A\09setp.lt.s32 %p, $1, $2;\0A\09selp.s32 $0, $2, $1, %p; // min\0A\09}", "=r,r,r"(%a, %b) : (i32, i32) -> i32
  // CHECK: ptx = "pure"
  %4:2 = simt.inline_asm "add.cc.u32 $0, $2, $3;\0A\09addc.u32 $1, $2, $3; /* carry */", "=r,=r,r,r"(%a, %b) : (i32, i32) -> (i32, i32)
  // CHECK: ptx = "pure"
  %5 = simt.inline_asm "lop3.b32 $0, $1, $2, $1, 0xE8; prmt.b32 $0, $0, 0, 0x0123; bfe.u32 $0, $0, 3, 5; cvt.rn.f16x2.f32 $0, $1, $2;", "=r,r,r"(%a, %b) : (i32, i32) -> i32
  // CHECK: ptx = "regs=thread pure"
  %6 = simt.inline_asm "mov.u64 $0, %clock64;", "=l" : () -> i64

  // Barriers.
  // CHECK: "bar.sync 0;"{{.*}}ptx = "barrier(id=0)"
  simt.inline_asm volatile "bar.sync 0;", "" : () -> ()
  // CHECK: "bar.sync 1, 128;"{{.*}}ptx = "barrier(id=1,count)"
  simt.inline_asm volatile "bar.sync 1, 128;", "" : () -> ()
  // CHECK: "barrier.sync.aligned $0;"{{.*}}ptx = "barrier(id=?)"
  simt.inline_asm volatile "barrier.sync.aligned $0;", "r"(%a) : (i32) -> ()
  // CHECK: "bar.arrive 2, 64;"{{.*}}ptx = "arrive(id=2,count)"
  simt.inline_asm volatile "bar.arrive 2, 64;", "" : () -> ()
  // CHECK: "barrier.cta.arrive.aligned 3, 96;"{{.*}}ptx = "arrive(id=3,count)"
  simt.inline_asm volatile "barrier.cta.arrive.aligned 3, 96;", "" : () -> ()
  // CHECK: "bar.red.popc.u32 $0, 0, $1;"{{.*}}ptx = "barrier(id=0)"
  %7 = simt.inline_asm volatile "bar.red.popc.u32 $0, 0, $1;", "=r,r"(%a) : (i32) -> i32
  // CHECK: "bar.warp.sync $0;"{{.*}}ptx = "warp-barrier mask=$0"
  simt.inline_asm volatile "bar.warp.sync $0;", "r"(%a) : (i32) -> ()
  // CHECK: "barrier.cluster.arrive.release;"{{.*}}ptx = "cluster-arrive"
  simt.inline_asm volatile "barrier.cluster.arrive.release;", "" : () -> ()
  // CHECK: "barrier.cluster.wait.acquire;"{{.*}}ptx = "cluster-wait"
  simt.inline_asm volatile "barrier.cluster.wait.acquire;", "" : () -> ()
  // A predicated barrier: only some threads run it, not modelled.
  // CHECK: "@$0 bar.sync 0;"{{.*}}ptx = "unknown"
  simt.inline_asm volatile "@$0 bar.sync 0;", "l"(%l) : (i64) -> ()

  // Fences and mbarriers.
  // CHECK: ptx = "fence"
  simt.inline_asm volatile "membar.gl;", "~{memory}" : () -> ()
  // CHECK: ptx = "fence"
  simt.inline_asm volatile "fence.proxy.async.shared::cta;", "~{memory}" : () -> ()
  // CHECK: ptx = "write-mbarrier:shared:$0:8"
  simt.inline_asm volatile "mbarrier.init.shared.b64 [$0], 128;", "r"(%a) : (i32) -> ()
  // CHECK: ptx = "rw-atomic-mbarrier:shared:$1:8"
  %8 = simt.inline_asm volatile "mbarrier.arrive.shared::cta.b64 $0, [$1];", "=l,r"(%a) : (i32) -> i64
  // CHECK: ptx = "mbarrier-wait read-atomic-mbarrier:shared:$1:8"
  %9 = simt.inline_asm volatile "{ .reg .pred P1; LAB_WAIT: mbarrier.try_wait.parity.shared::cta.b64 P1, [$1], $2; @P1 bra DONE; bra LAB_WAIT; DONE: selp.u32 $0, 1, 0, P1; }", "=r,r,r"(%a, %b) : (i32, i32) -> i32

  // Memory instructions and their addresses.
  // CHECK: ptx = "read:shared:$1:4"
  %10 = simt.inline_asm volatile "ld.shared.u32 $0, [$1];", "=r,r"(%a) : (i32) -> i32
  // CHECK: ptx = "read:shared:$4+16:16"
  %11:4 = simt.inline_asm volatile "ld.shared.v4.u32 {$0, $1, $2, $3}, [$4+16];", "=r,=r,=r,=r,r"(%a) : (i32) -> (i32, i32, i32, i32)
  // CHECK: ptx = "read:global:$2:8"
  %12:2 = simt.inline_asm volatile "ld.global.nc.v2.f32 {$0, $1}, [$2];", "=f,=f,l"(%p) : (!simt.ptr<i8, generic>) -> (f32, f32)
  // CHECK: ptx = "write:global:$0:16"
  simt.inline_asm volatile "st.global.cs.v4.f32 [$0], {$1, $1, $1, $1};", "l,f"(%p, %f) : (!simt.ptr<i8, generic>, f32) -> ()
  // CHECK: ptx = "write:generic:$0-8:1"
  simt.inline_asm volatile "st.u8 [$0+-8], 1;", "l"(%p) : (!simt.ptr<i8, generic>) -> ()
  // CHECK: ptx = "read-atomic:generic:$1:4"
  %13 = simt.inline_asm volatile "ld.volatile.u32 $0, [$1];", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32
  // CHECK: ptx = "read-atomic:global:$1:4"
  %14 = simt.inline_asm volatile "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32
  // CHECK: ptx = "rw-atomic:shared:$1:4"
  %15 = simt.inline_asm volatile "atom.shared.add.u32 $0, [$1], 1;", "=r,r"(%a) : (i32) -> i32
  // CHECK: ptx = "rw-atomic:global:$0:4"
  simt.inline_asm volatile "red.global.add.f32 [$0], $1;", "l,f"(%p, %f) : (!simt.ptr<i8, generic>, f32) -> ()
  // An address in an asm-local register is not an operand.
  // CHECK: ptx = "read:shared:?:4"
  %16 = simt.inline_asm volatile "{ .reg .u64 a; cvta.to.shared.u64 a, $1; ld.shared.u32 $0, [a]; }", "=r,l"(%p) : (!simt.ptr<i8, generic>) -> i32

  // Asynchronous copies and their groups.
  // CHECK: ptx = "write-async:shared:$0:16"
  simt.inline_asm volatile "cp.async.cg.shared.global [$0], [$1], 16;", "r,l"(%a, %p) : (i32, !simt.ptr<i8, generic>) -> ()
  // CHECK: ptx = "write-async:shared:$0:8"
  simt.inline_asm volatile "cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2;", "r,l,r"(%a, %p, %b) : (i32, !simt.ptr<i8, generic>, i32) -> ()
  // CHECK: ptx = "commit wait=1"
  simt.inline_asm volatile "cp.async.commit_group;\0A\09cp.async.wait_group 1;", "" : () -> ()
  // CHECK: ptx = "wait=0"
  simt.inline_asm volatile "cp.async.wait_all;", "" : () -> ()
  // CUTLASS's cp_async_wait<N>: the "n" operand's value is read into the text.
  %c2 = arith.constant 2 : i32
  // CHECK: ptx = "wait=2"
  simt.inline_asm volatile "cp.async.wait_group $0;", "n"(%c2) : (i32) -> ()
  %c16 = arith.constant 16 : i32
  // CHECK: ptx = "write-async:shared:$0:16"
  simt.inline_asm volatile "cp.async.cg.shared.global [$0], [$1], ${2};", "r,l,n"(%a, %p, %c16) : (i32, !simt.ptr<i8, generic>, i32) -> ()
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  // CHECK: ptx = "barrier(id=1,count)"
  simt.inline_asm volatile "bar.sync $0, $1;", "n,n"(%c1, %c64) : (i32, i32) -> ()
  // A bulk copy between global and this CTA's shared memory: a write at its
  // destination, a read at its source, the mbarrier it completes on.
  // CHECK: ptx = "write:shared:$0:256 read:global:$1:256 rw-atomic-mbarrier:shared:$2:8"
  simt.inline_asm volatile "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], 256, [$2];", "r,l,r"(%a, %p, %b) : (i32, !simt.ptr<i8, generic>, i32) -> ()
  // Tensor (descriptor) copies stay unknown.
  // CHECK: ptx = "unknown-memory"
  simt.inline_asm volatile "cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r"(%a, %p, %a, %b) : (i32, !simt.ptr<i8, generic>, i32, i32) -> ()

  // Warp collectives and their masks.
  // CHECK: ptx = "warp-collective mask=0xffffffff"
  %17 = simt.inline_asm volatile "shfl.sync.bfly.b32 $0, $1, 16, 0x1f, 0xffffffff;", "=r,r"(%a) : (i32) -> i32
  // CHECK: ptx = "warp-collective mask=$3"
  %18 = simt.inline_asm volatile "shfl.sync.down.b32 $0, $1, $2, 0x1f, $3;", "=r,r,r,r"(%a, %b, %a) : (i32, i32, i32) -> i32
  // CHECK: ptx = "warp-collective mask=$2"
  %19 = simt.inline_asm volatile "{ .reg .pred p; setp.ne.u32 p, $1, 0; vote.sync.ballot.b32 $0, p, $2; }", "=r,r,r"(%a, %b) : (i32, i32) -> i32
  // CHECK: ptx = "warp-collective read-collective:shared:$4:16"
  %20:4 = simt.inline_asm volatile "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r"(%a) : (i32) -> (i32, i32, i32, i32)
  // wmma tiles (<mma.h>): a collective read or write at the pointer operand, size unknown.
  // CHECK: "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {{.*}}ptx = "warp-collective read-collective:shared:$2:0"
  %w0:2 = simt.inline_asm volatile "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {$0, $1}, [$2], $3;", "=r,=r,r,r"(%a, %b) : (i32, i32) -> (i32, i32)
  // CHECK: "wmma.store.d.sync.aligned.col.m16n16k16.f32 {{.*}}ptx = "warp-collective write-collective:generic:$0:0"
  simt.inline_asm volatile "wmma.store.d.sync.aligned.col.m16n16k16.f32 [$0], {$1, $2}, $3;", "l,f,f,r"(%l, %f, %f, %a) : (i64, f32, f32, i32) -> ()
  // CHECK: "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {{.*}}ptx = "warp-collective"
  %w1 = simt.inline_asm "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {$0}, {$1}, {$2}, {$3};", "=f,r,r,f"(%a, %b, %f) : (i32, i32, f32) -> f32
  // CHECK: ptx = "warp-collective"
  %21:4 = simt.inline_asm volatile "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $4, $4, $4}, {$4, $4}, {$5, $5, $5, $5};", "=f,=f,=f,=f,r,f"(%a, %f) : (i32, f32) -> (f32, f32, f32, f32)
  // CHECK: ptx = "warpgroup-collective unknown-memory"
  simt.inline_asm volatile "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $0, $0, $0}, $1, $1, 1, 1, 1, 0, 0;", "r,l"(%a, %l) : (i32, i64) -> ()

  // Not modelled: unknown opcodes, calls, exits.
  // CHECK: ptx = "unknown"
  simt.inline_asm volatile "tcgen05.fence::before_thread_sync;", "" : () -> ()
  // CHECK: ptx = "unknown"
  simt.inline_asm volatile "exit;", "" : () -> ()
  return
}
