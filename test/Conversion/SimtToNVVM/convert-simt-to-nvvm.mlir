// RUN: kiln-opt %s -split-input-file -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func internal @ids
// CHECK: nvvm.read.ptx.sreg.tid.x : i32
// CHECK: nvvm.read.ptx.sreg.tid.y : i32
// CHECK: nvvm.read.ptx.sreg.tid.z : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: nvvm.read.ptx.sreg.ntid.z : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.laneid : i32
// warp_id = (tid.x + ntid.x * (tid.y + ntid.y * tid.z)) >> 5
// CHECK: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: %[[TY:.*]] = nvvm.read.ptx.sreg.tid.y
// CHECK: %[[TZ:.*]] = nvvm.read.ptx.sreg.tid.z
// CHECK: %[[NX:.*]] = nvvm.read.ptx.sreg.ntid.x
// CHECK: %[[NY:.*]] = nvvm.read.ptx.sreg.ntid.y
// CHECK: %[[M1:.*]] = llvm.mul %[[NY]], %[[TZ]]
// CHECK: %[[A1:.*]] = llvm.add %[[TY]], %[[M1]]
// CHECK: %[[M2:.*]] = llvm.mul %[[NX]], %[[A1]]
// CHECK: %[[LIN:.*]] = llvm.add %[[TX]], %[[M2]]
// CHECK: %[[FIVE:.*]] = llvm.mlir.constant(5 : i32)
// CHECK: llvm.lshr %[[LIN]], %[[FIVE]]
// CHECK: nvvm.read.ptx.sreg.clusterid.x
// CHECK: nvvm.read.ptx.sreg.cluster.nctaid.y
// CHECK: nvvm.read.ptx.sreg.cluster.ctaid.z
// CHECK: nvvm.read.ptx.sreg.cluster.ctarank
// CHECK-NOT: simt.
func.func @ids() -> i32 {
  %0 = simt.thread_id x
  %1 = simt.thread_id y
  %2 = simt.thread_id z
  %3 = simt.block_id x
  %4 = simt.block_id y
  %5 = simt.block_dim z
  %6 = simt.grid_dim x
  %7 = simt.lane_id
  %8 = simt.warp_id
  %9 = simt.cluster_id x
  %10 = simt.cluster_dim y
  %11 = simt.block_id_in_cluster z
  %12 = simt.block_rank_in_cluster
  %s = arith.addi %0, %1 : i32
  %s1 = arith.addi %s, %2 : i32
  %s2 = arith.addi %s1, %3 : i32
  %s3 = arith.addi %s2, %4 : i32
  %s4 = arith.addi %s3, %5 : i32
  %s5 = arith.addi %s4, %6 : i32
  %s6 = arith.addi %s5, %7 : i32
  %s7 = arith.addi %s6, %8 : i32
  %s8 = arith.addi %s7, %9 : i32
  %s9 = arith.addi %s8, %10 : i32
  %s10 = arith.addi %s9, %11 : i32
  %s11 = arith.addi %s10, %12 : i32
  return %s11 : i32
}

// -----
// CHECK-LABEL: llvm.func internal @barriers
// CHECK-SAME: (%[[M:.*]]: i32, %[[P:.*]]: i1)
// CHECK: nvvm.barrier0
// CHECK: %[[ALL:.*]] = llvm.mlir.constant(-1 : i32)
// CHECK: nvvm.bar.warp.sync %[[ALL]]
// CHECK: nvvm.bar.warp.sync %[[M]]
// CHECK: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.wait
// CHECK: %[[P1:.*]] = llvm.zext %[[P]] : i1 to i32
// CHECK: nvvm.barrier #nvvm.reduction<popc> %[[P1]] -> i32
// CHECK: nvvm.barrier #nvvm.reduction<and> %{{.*}} -> i32
// CHECK: nvvm.barrier #nvvm.reduction<or> %{{.*}} -> i32
// CHECK: llvm.fence syncscope("block") acq_rel
// CHECK: llvm.fence syncscope("cluster") seq_cst
// CHECK: llvm.fence syncscope("device") seq_cst
// CHECK: llvm.fence seq_cst

func.func @barriers(%m: i32, %p: i1) -> i32 {
  simt.barrier block
  simt.barrier warp
  simt.barrier warp, %m
  simt.barrier cluster
  %c = simt.barrier_reduce count %p
  %a = simt.barrier_reduce and %p
  %o = simt.barrier_reduce or %p
  simt.fence block order(acq_rel)
  simt.fence cluster
  simt.fence device
  simt.fence system
  %s = arith.addi %c, %a : i32
  %s2 = arith.addi %s, %o : i32
  return %s2 : i32
}

// -----
// CHECK: llvm.mlir.global external @__kiln_dynamic_shared() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x array<33 x f32>>
// CHECK-NEXT: llvm.mlir.undef
// CHECK: llvm.mlir.global external @coeffs(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>) {addr_space = 4 : i32} : !llvm.array<4 x f32>
// CHECK: llvm.mlir.global external @counter() {addr_space = 1 : i32} : i32
// CHECK-NEXT: llvm.mlir.zero : i32
// CHECK: llvm.mlir.global external @scale(2.500000e+00 : f32) {addr_space = 4 : i32} : f32
// CHECK-LABEL: llvm.func internal @globals
// CHECK: llvm.mlir.addressof @tile : !llvm.ptr<3>
// CHECK: %[[C:.*]] = llvm.mlir.addressof @coeffs : !llvm.ptr<4>
// CHECK: %[[D:.*]] = llvm.mlir.addressof @__kiln_dynamic_shared : !llvm.ptr<3>
// CHECK: llvm.mlir.addressof @__kiln_dynamic_shared : !llvm.ptr<3>
// CHECK: %[[V:.*]] = llvm.load %[[C]] : !llvm.ptr<4> -> f32
// CHECK: llvm.store %[[V]], %[[D]] : f32, !llvm.ptr<3>

simt.global shared @tile : !llvm.array<32 x array<33 x f32>> {alignment = 16 : i64}
simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
simt.global global @counter : i32
simt.global constant @scale : f32 = 2.5 : f32
func.func @globals() -> f32 {
  %t = simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  %c = simt.addressof @coeffs : !simt.ptr<!llvm.array<4 x f32>, constant>
  %d = simt.dynamic_shared {alignment = 16 : i64} : !simt.ptr<f32, shared>
  %d2 = simt.dynamic_shared {alignment = 8 : i64} : !simt.ptr<f64, shared>
  %cf = simt.ptr_cast %c : !simt.ptr<!llvm.array<4 x f32>, constant> to !simt.ptr<f32, constant>
  %v = simt.load %cf : !simt.ptr<f32, constant> -> f32
  simt.store %v, %d : f32, !simt.ptr<f32, shared>
  return %v : f32
}

// -----
// CHECK-LABEL: llvm.func internal @memory
// CHECK-SAME: (%[[G:.*]]: !llvm.ptr<1>, %[[P:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr, %[[I:.*]]: i64)
// CHECK: %[[N:.*]] = llvm.mlir.constant(4 : i64)
// CHECK: %[[A:.*]] = llvm.alloca %[[N]] x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: %[[L:.*]] = llvm.addrspacecast %[[A]] : !llvm.ptr to !llvm.ptr<5>
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[G]][%[[I]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: llvm.load %[[Q]] invariant {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.load volatile %[[P]] : !llvm.ptr -> i32
// invariant loads of generic pointers become global (ld.global.nc)
// CHECK: %[[PG:.*]] = llvm.addrspacecast %[[P]] : !llvm.ptr to !llvm.ptr<1>
// CHECK: llvm.load %[[PG]] invariant : !llvm.ptr<1> -> i32
// CHECK: llvm.store volatile %{{.*}}, %[[P]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[L]] : f32, !llvm.ptr<5>
// CHECK: %[[F:.*]] = llvm.getelementptr inbounds %[[S]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i32, array<4 x i8>, f64)>
// CHECK: llvm.load %[[F]] {alignment = 8 : i64} : !llvm.ptr -> f64
// CHECK: llvm.addrspacecast %[[G]] : !llvm.ptr<1> to !llvm.ptr
// CHECK: %[[INT:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr<1> to i64
// CHECK: llvm.inttoptr %[[INT]] : i64 to !llvm.ptr<1>

func.func @memory(%g: !simt.ptr<f32, global>, %p: !simt.ptr<i32, generic>, %s: !simt.ptr<!llvm.struct<packed (i32, array<4 x i8>, f64)>, generic>, %i: i64) -> f64 {
  %a = simt.alloca {count = 4 : i64, alignment = 16 : i64} : !simt.ptr<f32, local>
  %q = simt.ptr_add %g, %i : !simt.ptr<f32, global>, i64
  %v = simt.load invariant %q {alignment = 4 : i64} : !simt.ptr<f32, global> -> f32
  %w = simt.load volatile %p : !simt.ptr<i32, generic> -> i32
  %pi = simt.load invariant %p : !simt.ptr<i32, generic> -> i32
  simt.store volatile %w, %p {alignment = 4 : i64} : i32, !simt.ptr<i32, generic>
  simt.store %v, %a : f32, !simt.ptr<f32, local>
  %f = simt.member_ptr %s[2] : !simt.ptr<!llvm.struct<packed (i32, array<4 x i8>, f64)>, generic> -> !simt.ptr<f64, generic>
  %x = simt.load %f {alignment = 8 : i64} : !simt.ptr<f64, generic> -> f64
  %gen = simt.ptr_cast %g : !simt.ptr<f32, global> to !simt.ptr<f32, generic>
  %back = simt.ptr_cast %gen : !simt.ptr<f32, generic> to !simt.ptr<i8, global>
  %n = simt.ptr_to_int %back : !simt.ptr<i8, global> to i64
  %r = simt.int_to_ptr %n : i64 to !simt.ptr<i32, global>
  simt.store %pi, %r : i32, !simt.ptr<i32, global>
  return %x : f64
}

// -----
// CHECK-LABEL: llvm.func internal @atomics
// Relaxed device-scope read-modify-writes stay atomicrmw (plain `atom`).
// CHECK: %[[R0:.*]] = llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, i32
// Other orders and scopes: inline PTX, since LLVM 22's NVPTX drops them.
// CHECK: llvm.inline_asm has_side_effects "atom.acq_rel.gpu.global.add.u32 $0, [$1], $2;", "=r,l,r,~{memory}"
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.cta.shared.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}"
// CHECK: llvm.inline_asm has_side_effects "fence.sc.sys;\0A\09atom.acquire.sys.max.s64 $0, [$1], $2;", "=l,l,l,~{memory}"
// CHECK: llvm.inline_asm has_side_effects "atom.acquire.cluster.global.exch.b32 $0, [$1], $2;"
// CHECK: llvm.atomicrmw uinc_wrap %{{.*}}, %{{.*}} syncscope("device") monotonic
// CHECK: %[[BF:.*]] = llvm.bitcast %{{.*}} : bf16 to i16
// CHECK: llvm.inline_asm has_side_effects "atom.release.gpu.global.add.noftz.bf16 $0, [$1], $2;", "=h,l,h,~{memory}" %{{.*}}, %[[BF]]
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.or.b32 $0, [$1], $2;"
// CHECK: %[[CAS:.*]] = llvm.cmpxchg %{{.*}}, %{{.*}}, %[[R0]] syncscope("device") acq_rel acquire : !llvm.ptr<1>, i32
// CHECK: llvm.extractvalue %[[CAS]][0]
// CHECK: llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK: llvm.store %{{.*}}, %{{.*}} atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<1>

func.func @atomics(%g: !simt.ptr<i32, global>, %s: !simt.ptr<f32, shared>, %h: !simt.ptr<i64, generic>, %b: !simt.ptr<bf16, global>, %v: i32, %f: f32, %l: i64, %bv: bf16) -> i32 {
  %0 = simt.atomic_rmw add %g, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %1 = simt.atomic_rmw add %g, %v scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  %2 = simt.atomic_rmw add %s, %f scope(block) order(relaxed) : !simt.ptr<f32, shared>, f32
  %3 = simt.atomic_rmw max %h, %l scope(system) order(seq_cst) : !simt.ptr<i64, generic>, i64
  %4 = simt.atomic_rmw exch %g, %v scope(cluster) order(acquire) : !simt.ptr<i32, global>, i32
  %5 = simt.atomic_rmw inc %g, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %6 = simt.atomic_rmw add %b, %bv scope(device) order(release) : !simt.ptr<bf16, global>, bf16
  %7 = simt.atomic_rmw or %g, %v scope(system) order(relaxed) : !simt.ptr<i32, global>, i32
  %8 = simt.atomic_cas %g, %v, %0 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  %9 = simt.atomic_load %g scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
  simt.atomic_store %9, %g scope(block) order(release) : i32, !simt.ptr<i32, global>
  %r = arith.addi %1, %8 : i32
  %r2 = arith.addi %r, %4 : i32
  %r3 = arith.addi %r2, %5 : i32
  return %r3 : i32
}

// -----
// 16-bit CAS is atom.cas.b16, as nvcc emits it: LLVM widens an i16 cmpxchg to
// a CAS loop on the enclosing 32-bit word, which memcheck reports as reading
// outside a 2-byte allocation.
// CHECK-LABEL: llvm.func internal @cas16
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.gpu.global.cas.b16 $0, [$1], $2, $3;", "=h,l,h,h,~{memory}"
// CHECK: llvm.inline_asm has_side_effects "fence.sc.cta;\0A\09atom.acquire.cta.shared.cas.b16 $0, [$1], $2, $3;", "=h,l,h,h,~{memory}"
// CHECK-NOT: llvm.cmpxchg
func.func @cas16(%g: !simt.ptr<i16, global>, %s: !simt.ptr<i16, shared>, %a: i16, %b: i16) -> i16 {
  %0 = simt.atomic_cas %g, %a, %b scope(device) order(relaxed) : !simt.ptr<i16, global>, i16
  %1 = simt.atomic_cas %s, %0, %b scope(block) order(seq_cst) : !simt.ptr<i16, shared>, i16
  return %1 : i16
}

// -----
// CHECK-LABEL: llvm.func internal @warp
// CHECK-SAME: (%[[V:[^:]*]]: i32, %[[F:[^:]*]]: f32, %[[D:[^:]*]]: f64, %[[H:[^:]*]]: f16, %[[P:[^:]*]]: !llvm.ptr<1>, %[[LANE:[^:]*]]: i32, %[[M:[^:]*]]: i32, %[[W:[^:]*]]: i32, %[[PRED:[^:]*]]: i1, %[[L:[^:]*]]: i64)
// No width: c = 0x1f.
// CHECK: %[[C31:.*]] = llvm.mlir.constant(31 : i32)
// CHECK: nvvm.shfl.sync  idx %[[M]], %[[V]], %[[LANE]], %[[C31]] : i32 -> i32
// up with a width: c = (32 - width) << 8.
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32)
// CHECK: %[[SEG:.*]] = llvm.sub %[[C32]], %[[W]]
// CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i32)
// CHECK: %[[UPC:.*]] = llvm.shl %[[SEG]], %[[C8]]
// CHECK: nvvm.shfl.sync  up %[[M]], %[[F]], %[[LANE]], %[[UPC]] : f32 -> f32
// 64-bit values: two 32-bit shuffles.
// CHECK: llvm.bitcast %[[D]] : f64 to i64
// CHECK: nvvm.shfl.sync  down {{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  down {{.*}} : i32 -> i32
// CHECK: llvm.bitcast %{{.*}} : i64 to f64
// xor with a width: c = ((32 - width) << 8) | 0x1f.
// CHECK: llvm.sub
// CHECK: %[[XS:.*]] = llvm.shl
// CHECK: %[[X31:.*]] = llvm.mlir.constant(31 : i32)
// CHECK: %[[XC:.*]] = llvm.or %[[XS]], %[[X31]]
// CHECK: llvm.bitcast %[[H]] : f16 to i16
// CHECK: nvvm.shfl.sync  bfly %[[M]], %{{.*}}, %[[LANE]], %[[XC]] : i32 -> i32
// CHECK: llvm.bitcast %{{.*}} : i16 to f16
// Pointers: as i64 halves.
// CHECK: llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-COUNT-2: nvvm.shfl.sync  idx
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK: nvvm.vote.sync  all %[[M]], %[[PRED]] -> i1
// CHECK: nvvm.vote.sync  any %[[M]], %[[PRED]] -> i1
// CHECK: nvvm.vote.sync  uni %[[M]], %[[PRED]] -> i1
// CHECK: nvvm.vote.sync  ballot %[[M]], %[[PRED]] -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
// CHECK: nvvm.match.sync  any %[[M]], %[[L]] : i64 -> i32
// CHECK: %[[MA:.*]] = nvvm.match.sync  all %[[M]], %[[V]] : i32 -> !llvm.struct<(i32, i1)>
// CHECK: llvm.extractvalue %[[MA]][0]
// CHECK: llvm.extractvalue %[[MA]][1]
// CHECK: nvvm.redux.sync  add %[[V]], %[[M]] : i32 -> i32
// CHECK: nvvm.redux.sync  umax %[[V]], %[[M]] : i32 -> i32

func.func @warp(%v: i32, %f: f32, %d: f64, %h: f16, %p: !simt.ptr<f32, global>, %lane: i32, %m: i32, %w: i32, %pred: i1, %l: i64) {
  %0 = simt.shuffle idx %v, %lane, %m : i32
  %1 = simt.shuffle up %f, %lane, %m width %w : f32
  %2 = simt.shuffle down %d, %lane, %m : f64
  %3 = simt.shuffle xor %h, %lane, %m width %w : f16
  %4 = simt.shuffle idx %p, %lane, %m : !simt.ptr<f32, global>
  %5 = simt.vote all %pred, %m : i1
  %6 = simt.vote any %pred, %m : i1
  %7 = simt.vote uni %pred, %m : i1
  %8 = simt.vote ballot %pred, %m : i32
  %9 = simt.active_mask
  %10 = simt.match_any %l, %m : i64
  %11, %12 = simt.match_all %v, %m : i32
  %13 = simt.redux add %v, %m : i32
  %14 = simt.redux umax %v, %m : i32
  return
}

// -----
// Transcendentals call libdevice; what the hardware has uses intrinsics.
// Device functions are internal; every function is convergent.
// CHECK: llvm.func @__nv_expf(f32) -> f32 attributes {convergent}
// CHECK-LABEL: llvm.func internal @helper
// CHECK-SAME: convergent
// CHECK: llvm.call @__nv_expf
// CHECK: llvm.intr.sqrt
// CHECK: llvm.intr.floor
// Kernels: nvvm.kernel, launch bounds, cluster dims; struct parameters byval
// with the host alignment; simt.* attributes are gone.
// CHECK-LABEL: llvm.func @kernel
// CHECK-SAME: (%{{.*}}: !llvm.ptr<1>, %[[S:.*]]: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<packed (i32, array<4 x i8>, f64)>})
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK-SAME: nvvm.kernel
// CHECK-SAME: nvvm.maxntid = array<i32: 256, 1, 1>
// CHECK-SAME: nvvm.minctasm = 2 : i32
// CHECK-NOT: simt.
// CHECK: llvm.load %[[S]] : !llvm.ptr -> !llvm.struct<packed (i32, array<4 x i8>, f64)>

func.func private @helper(%x: f32) -> f32 {
  %e = math.exp %x : f32
  %s = math.sqrt %e : f32
  %f = math.floor %s : f32
  return %f : f32
}
func.func @kernel(%p: !simt.ptr<f32, global>, %s: !llvm.struct<packed (i32, array<4 x i8>, f64)> {simt.param_align = 8 : i64, simt.param_type = "struct.Params"}) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<256, 2>, simt.cluster_dims = array<i32: 2, 1, 1>} {
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  %r = func.call @helper(%v) : (f32) -> f32
  simt.store %r, %p : f32, !simt.ptr<f32, global>
  return
}

// -----

// A kernel with a fixed block size (tile kernels: simt.block_threads) gets
// .reqntid instead of .maxntid (PTX allows only one of them); minctasm stays.
// CHECK-LABEL: llvm.func @fixed_block
// CHECK-NOT: nvvm.maxntid
// CHECK-SAME: nvvm.minctasm = 2 : i32
// CHECK-SAME: nvvm.reqntid = array<i32: 128, 1, 1>
// CHECK-NOT: nvvm.maxntid
func.func @fixed_block(%p: !simt.ptr<f32, global>) attributes {simt.kernel, simt.block_threads = 128 : i32, simt.launch_bounds = #simt.launch_bounds<128, 2>} {
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  simt.store %v, %p : f32, !simt.ptr<f32, global>
  return
}

// -----

// A flat initialiser of a nested array takes the array's shape.
// CHECK: llvm.mlir.global external @m(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 4 : i32} : !llvm.array<2 x array<2 x f32>>
simt.global constant @m : !llvm.array<2 x array<2 x f32>> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>

// Pointers are exchanged as i64.
// CHECK-LABEL: llvm.func internal @ptr_exch
// CHECK: %[[I:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: %[[O:.*]] = llvm.atomicrmw xchg %{{.*}}, %[[I]] syncscope("device") monotonic : !llvm.ptr<1>, i64
// CHECK: llvm.inttoptr %[[O]] : i64 to !llvm.ptr<1>
// CHECK: %[[J:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: %[[P:.*]] = llvm.inline_asm has_side_effects "atom.acq_rel.sys.global.exch.b64 $0, [$1], $2;", "=l,l,l,~{memory}" %{{.*}}, %[[J]]
// CHECK: llvm.inttoptr %[[P]] : i64 to !llvm.ptr<1>
func.func @ptr_exch(%slot: !simt.ptr<!simt.ptr<f32, global>, global>, %v: !simt.ptr<f32, global>) -> !simt.ptr<f32, global> {
  %0 = simt.atomic_rmw exch %slot, %v scope(device) order(relaxed) : !simt.ptr<!simt.ptr<f32, global>, global>, !simt.ptr<f32, global>
  %1 = simt.atomic_rmw exch %slot, %0 scope(system) order(acq_rel) : !simt.ptr<!simt.ptr<f32, global>, global>, !simt.ptr<f32, global>
  return %1 : !simt.ptr<f32, global>
}

// -----

// ldmatrix, cp.async and its groups map one to one onto NVVM; a generic
// source pointer is cast to the global space first.
// CHECK-LABEL: llvm.func internal @async_copy_and_ldmatrix
// CHECK: %[[X4:.*]] = nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.extractvalue %[[X4]][3]
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK: %[[G:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %[[G]], 16, cache = cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 1
func.func @async_copy_and_ldmatrix(%s: !simt.ptr<i32, shared>, %d: !simt.ptr<i8, shared>,
                                   %g: !simt.ptr<i8, generic>, %n: i32) -> i32 {
  %r:4 = simt.ldmatrix %s {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
  %t = simt.ldmatrix trans %s {num = 1 : i32} : !simt.ptr<i32, shared> -> i32
  simt.cp_async %d, %g, %n : !simt.ptr<i8, shared>, !simt.ptr<i8, generic>
  simt.cp_async_commit
  simt.cp_async_wait 1
  %sum = arith.addi %r#3, %t : i32
  return %sum : i32
}

// -----

// tf32 mma: m16n8k8 with i32 fragments.
// CHECK-LABEL: llvm.func internal @mma_tf32
// CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] B[%{{.*}}, %{{.*}}] C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}
func.func @mma_tf32(%a: i32, %c: f32) -> f32 {
  %d:4 = simt.mma_sync tf32 [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  return %d#0 : f32
}

// -----

// fp8 mma: m16n8k32 through the intrinsic (NVVM's mma op has no dense fp8
// shape), A's format then B's in its name; four bytes per i32 fragment.
// CHECK-LABEL: llvm.func internal @mma_fp8
// CHECK: %[[D:.*]] = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[D]][0]
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e4m3.f32"
func.func @mma_fp8(%a: i32, %c: f32) -> f32 {
  %d:4 = simt.mma_sync f8E4M3FN [%a, %a, %a, %a], [%a, %a], [%c, %c, %c, %c]
  %e:4 = simt.mma_sync f8E5M2 [%a, %a, %a, %a], [%a, %a], [%d#0, %d#1, %d#2, %d#3] {b_type = f8E4M3FN}
  return %e#0 : f32
}
