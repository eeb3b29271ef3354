// Integer intrinsics: libdevice's (CUDA's definitions) or the NVVM intrinsics nvcc's
// builtins are, with CUDA's argument order.
// RUN: kilnc %s --emit=simt | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @ints(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !simt.ptr<i32, global> {{.*}}, %[[X:[a-z0-9]+]]: i32 {{.*}}, %[[Y:[a-z0-9]+]]: i32 {{.*}}, %[[Z:[a-z0-9]+]]: i32
// __dp2a_hi's flag is a constant true (an immediate).
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: call @__nv_mul24(%[[X]], %[[Y]])
// CHECK: call @__nv_umul24(
// CHECK: call @__nv_sad(%[[X]], %[[Y]], %[[Z]])
// CHECK: call @__nv_usad(
// CHECK: call @__nv_hadd(
// CHECK: call @__nv_rhadd(
// CHECK: call @__nv_uhadd(
// CHECK: call @__nv_urhadd(
// CHECK: call @__nv_byte_perm(%[[X]], %[[Y]], %[[Z]])
// __funnelshift_l(lo, hi, shift) is llvm.fshl(hi, lo, shift).
// CHECK: llvm.call_intrinsic "llvm.fshl.i32"(%[[Y]], %[[X]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.fshl.clamp.i32"(%[[Y]], %[[X]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.fshr.i32"(%[[Y]], %[[X]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.fshr.clamp.i32"(%[[Y]], %[[X]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.fns"(%[[X]], %[[Y]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.idp4a.s.s"(%[[X]], %[[Y]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.idp4a.u.u"(%[[X]], %[[Y]], %[[Z]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.idp2a.s.s"(%[[X]], %[[Y]], %[[TRUE]], %[[Z]])
// CHECK: llvm.intr.bswap
// CHECK: return
// PTX-LABEL: .entry ints
// PTX: shf.l.wrap.b32
// PTX: shf.l.clamp.b32
// PTX: shf.r.wrap.b32
// PTX: shf.r.clamp.b32
// PTX: fns.b32
// PTX: dp4a.s32.s32
// PTX: dp4a.u32.u32
// PTX: dp2a.hi.s32.s32
extern "C" __global__ void ints(int *a, int x, int y, int z) {
  unsigned ux = x, uy = y, uz = z;
  int *o = a + 32 * threadIdx.x;
  o[0] = __mul24(x, y);
  o[1] = __umul24(ux, uy);
  o[2] = __sad(x, y, uz);
  o[3] = __usad(ux, uy, uz);
  o[4] = __hadd(x, y);
  o[5] = __rhadd(x, y);
  o[6] = __uhadd(ux, uy);
  o[7] = __urhadd(ux, uy);
  o[8] = __byte_perm(ux, uy, uz);
  o[9] = __funnelshift_l(ux, uy, uz);
  o[10] = __funnelshift_lc(ux, uy, uz);
  o[11] = __funnelshift_r(ux, uy, uz);
  o[12] = __funnelshift_rc(ux, uy, uz);
  o[13] = __fns(ux, uy, z);
  o[14] = __dp4a(x, y, z);
  o[15] = __dp4a(ux, uy, uz);
  o[16] = __dp2a_hi(x, y, z);
  o[17] = __nv_bswap32(ux);
}
