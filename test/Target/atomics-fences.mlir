// Atomics and fences lower to the PTX of their scope and memory order.
// (LLVM 22's NVPTX prints every atomicrmw as a relaxed .gpu `atom`, so
// everything but relaxed device-scope read-modify-writes is inline PTX;
// cmpxchg, atomic loads/stores and fences go through LLVM, which spells
// their order and scope itself.)
//
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry rmw(
func.func @rmw(%g: !simt.ptr<i32, global>, %s: !simt.ptr<f32, shared>, %h: !simt.ptr<i64, generic>,
               %fp: !simt.ptr<f32, global>, %dp: !simt.ptr<f64, global>, %bp: !simt.ptr<bf16, global>,
               %hp: !simt.ptr<f16, global>, %v: i32, %f: f32, %l: i64, %d: f64, %b: bf16, %hv: f16,
               %out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  // Relaxed at device scope: LLVM's own atom (no qualifiers = .relaxed.gpu).
  // CHECK: atom.global.add.u32
  %0 = simt.atomic_rmw add %g, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  // CHECK: atom.acq_rel.gpu.global.add.u32
  %1 = simt.atomic_rmw add %g, %0 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  // CHECK: atom.acquire.cta.global.exch.b32
  %2 = simt.atomic_rmw exch %g, %1 scope(block) order(acquire) : !simt.ptr<i32, global>, i32
  // CHECK: atom.release.sys.global.min.s32
  %3 = simt.atomic_rmw min %g, %2 scope(system) order(release) : !simt.ptr<i32, global>, i32
  // CHECK: atom.relaxed.sys.global.max.u32
  %4 = simt.atomic_rmw umax %g, %3 scope(system) order(relaxed) : !simt.ptr<i32, global>, i32
  // seq_cst: fence.sc then an acquire atom, as libcu++ does.
  // CHECK: fence.sc.sys;
  // CHECK-NEXT: atom.acquire.sys.max.s64
  %5 = simt.atomic_rmw max %h, %l scope(system) order(seq_cst) : !simt.ptr<i64, generic>, i64
  // CHECK: atom.acq_rel.cta.shared.add.f32
  %6 = simt.atomic_rmw add %s, %f scope(block) order(acq_rel) : !simt.ptr<f32, shared>, f32
  // CHECK: atom.global.inc.u32
  %7 = simt.atomic_rmw inc %g, %4 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  // CHECK: atom.relaxed.cta.global.dec.u32
  %8 = simt.atomic_rmw dec %g, %7 scope(block) order(relaxed) : !simt.ptr<i32, global>, i32
  // CHECK: atom.acq_rel.gpu.global.and.b32
  %9 = simt.atomic_rmw and %g, %8 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  // CHECK: atom.acq_rel.gpu.global.xor.b32
  %10 = simt.atomic_rmw xor %g, %9 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  // CHECK: atom.acquire.gpu.global.add.f64
  %11 = simt.atomic_rmw add %dp, %d scope(device) order(acquire) : !simt.ptr<f64, global>, f64
  // CHECK: atom.acq_rel.gpu.global.add.noftz.f16
  %12 = simt.atomic_rmw add %hp, %hv scope(device) order(acq_rel) : !simt.ptr<f16, global>, f16
  // CHECK: atom.acq_rel.cluster.global.add.noftz.bf16
  %13 = simt.atomic_rmw add %bp, %b scope(cluster) order(acq_rel) : !simt.ptr<bf16, global>, bf16

  // Results unused: still `atom`, as in nvcc's PTX, so that ptxas chooses RED
  // or ATOMG with no destination (`red` is always RED: realcode
  // atomic_ref_system_scope_publish's atomicAdd_system were REDs where nvcc's
  // were ATOMGs, 0.61x nvcc).
  // CHECK-NOT: {{[[:space:]]red[.]}}
  // CHECK: atom.relaxed.sys.global.add.f32
  %u0 = simt.atomic_rmw add %fp, %f scope(system) order(relaxed) : !simt.ptr<f32, global>, f32
  // CHECK: atom.release.gpu.global.or.b32
  %u1 = simt.atomic_rmw or %g, %v scope(device) order(release) : !simt.ptr<i32, global>, i32
  // CHECK: atom.relaxed.cta.shared.add.f32
  %u2 = simt.atomic_rmw add %s, %f scope(block) order(relaxed) : !simt.ptr<f32, shared>, f32
  // CHECK: atom.acquire.sys.global.add.u32
  %u3 = simt.atomic_rmw add %g, %v scope(system) order(acquire) : !simt.ptr<i32, global>, i32
  // CHECK: atom.relaxed.cluster.global.add.u32
  // CHECK-NOT: {{[[:space:]]red[.]}}
  %u4 = simt.atomic_rmw add %g, %v scope(cluster) order(relaxed) : !simt.ptr<i32, global>, i32

  %t0 = arith.trunci %5 : i64 to i32
  %t1 = arith.fptosi %6 : f32 to i32
  %t2 = arith.fptosi %11 : f64 to i32
  %t3 = arith.bitcast %12 : f16 to i16
  %t4 = arith.bitcast %13 : bf16 to i16
  %t5 = arith.addi %t3, %t4 : i16
  %t6 = arith.extui %t5 : i16 to i32
  %a0 = arith.addi %10, %t0 : i32
  %a1 = arith.addi %a0, %t1 : i32
  %a2 = arith.addi %a1, %t2 : i32
  %a3 = arith.addi %a2, %t6 : i32
  simt.store %a3, %out : i32, !simt.ptr<i32, global>
  return
}

// CHECK-LABEL: .entry cas_load_store(
func.func @cas_load_store(%g: !simt.ptr<i32, global>, %s: !simt.ptr<i64, shared>, %v: i32, %l: i64,
                          %out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  // CHECK: atom.acq_rel.gpu.global.cas.b32
  %0 = simt.atomic_cas %g, %v, %v scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  // CHECK: atom.relaxed.cta.shared.cas.b64
  %1 = simt.atomic_cas %s, %l, %l scope(block) order(relaxed) : !simt.ptr<i64, shared>, i64
  // CHECK: atom.acquire.sys.global.cas.b32
  %2 = simt.atomic_cas %g, %0, %v scope(system) order(acquire) : !simt.ptr<i32, global>, i32
  // CHECK: fence.sc.gpu;
  // CHECK-NEXT: atom.acquire.gpu.global.cas.b32
  %3 = simt.atomic_cas %g, %2, %v scope(device) order(seq_cst) : !simt.ptr<i32, global>, i32
  // CHECK: ld.acquire.gpu.global.b32
  %4 = simt.atomic_load %g scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
  // CHECK: ld.relaxed.cta.shared.b64
  %5 = simt.atomic_load %s scope(block) order(relaxed) : !simt.ptr<i64, shared> -> i64
  // CHECK: ld.acquire.cluster.global.b32
  %6 = simt.atomic_load %g scope(cluster) order(acquire) : !simt.ptr<i32, global> -> i32
  // CHECK: fence.sc.sys;
  // CHECK-NEXT: ld.acquire.sys.global.b32
  %7 = simt.atomic_load %g scope(system) order(seq_cst) : !simt.ptr<i32, global> -> i32
  // CHECK: st.release.cta.global.b32
  simt.atomic_store %4, %g scope(block) order(release) : i32, !simt.ptr<i32, global>
  // CHECK: st.relaxed.sys.global.b32
  simt.atomic_store %6, %g scope(system) order(relaxed) : i32, !simt.ptr<i32, global>
  // CHECK: fence.sc.gpu;
  // CHECK-NEXT: st.release.gpu.global.b32
  simt.atomic_store %7, %g scope(device) order(seq_cst) : i32, !simt.ptr<i32, global>
  %t = arith.trunci %1 : i64 to i32
  %t2 = arith.trunci %5 : i64 to i32
  %a = arith.addi %3, %t : i32
  %b = arith.addi %a, %t2 : i32
  simt.store %b, %out : i32, !simt.ptr<i32, global>
  return
}

// __threadfence_block / __threadfence / __threadfence_system and the
// acq_rel forms (stores between them keep LLVM from merging adjacent
// fences).
// CHECK-LABEL: .entry fences(
// CHECK: fence.acq_rel.cta;
// CHECK: fence.sc.cta;
// CHECK: fence.acq_rel.cluster;
// CHECK: fence.sc.cluster;
// CHECK: fence.acq_rel.gpu;
// CHECK: fence.sc.gpu;
// CHECK: fence.acq_rel.sys;
// CHECK: fence.sc.sys;
func.func @fences(%p: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  simt.fence block order(acq_rel)
  simt.store volatile %c0, %p : i32, !simt.ptr<i32, global>
  simt.fence block
  simt.store volatile %c1, %p : i32, !simt.ptr<i32, global>
  simt.fence cluster order(acq_rel)
  simt.store volatile %c2, %p : i32, !simt.ptr<i32, global>
  simt.fence cluster
  simt.store volatile %c3, %p : i32, !simt.ptr<i32, global>
  simt.fence device order(acq_rel)
  simt.store volatile %c4, %p : i32, !simt.ptr<i32, global>
  simt.fence device
  simt.store volatile %c5, %p : i32, !simt.ptr<i32, global>
  simt.fence system order(acq_rel)
  simt.store volatile %c6, %p : i32, !simt.ptr<i32, global>
  simt.fence system
  simt.store volatile %c7, %p : i32, !simt.ptr<i32, global>
  return
}
