// The runtime ops and cache operators lowered to NVVM, then to PTX (ptxas-checked).
// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s
// kilnc's steps need kilnc (not built by scripts/test.sh --sanitize-passes).
// RUN: %if kilnc %{ kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx %}
// RUN: %if kilnc && ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if kilnc %{ kilnc %s --arch=sm_80 -o %t80.ptx %}
// RUN: %if kilnc && ptxas %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}

// CHECK-LABEL: llvm.func @runtime
// CHECK: nvvm.read.ptx.sreg.clock : i32
// CHECK: nvvm.read.ptx.sreg.clock64 : i64
// CHECK: llvm.call_intrinsic "llvm.nvvm.nanosleep"
// CHECK: nvvm.breakpoint
// CHECK: "llvm.intr.memcpy"
// CHECK: "llvm.intr.memmove"
// CHECK: "llvm.intr.memset"
// CHECK: llvm.intr.trap
// PTX-LABEL: .entry runtime
// PTX: mov.u32 {{.*}}, %clock;
// PTX: mov.u64 {{.*}}, %clock64;
// PTX: nanosleep.u32
// PTX: brkpt;
// PTX: trap;
func.func @runtime(%out: !simt.ptr<i64, global>, %ns: i32, %d: !simt.ptr<i8, global>, %s: !simt.ptr<i8, global>, %n: i64) attributes {simt.kernel} {
  %t0 = simt.clock : i32
  %t1 = simt.clock : i64
  simt.nanosleep %ns
  simt.breakpoint
  simt.memcpy %d, %s, %n : !simt.ptr<i8, global>, !simt.ptr<i8, global>, i64
  simt.memcpy overlapping %d, %s, %n : !simt.ptr<i8, global>, !simt.ptr<i8, global>, i64
  %z = arith.constant 7 : i8
  simt.memset %d, %z, %n : !simt.ptr<i8, global>, i64
  %e = arith.extsi %t0 : i32 to i64
  %sum = arith.addi %e, %t1 : i64
  simt.store %sum, %out : i64, !simt.ptr<i64, global>
  simt.trap
  return
}

// CHECK-LABEL: llvm.func @cache_hints
// CHECK: llvm.inline_asm "ld.global.cs.f32 $0, [$1];", "=f,l,~{memory}"
// CHECK: llvm.inline_asm has_side_effects "ld.global.cv.f32 $0, [$1];"
// CHECK: llvm.addrspacecast
// CHECK: "ld.global.lu.v4.f32 {$0, $1, $2, $3}, [$4];", "=f,=f,=f,=f,l,~{memory}"
// CHECK: "ld.global.cg.b8 $0, [$1];", "=h,l,~{memory}"
// CHECK: "ld.global.ca.v2.b64 {$0, $1}, [$2];"
// CHECK: has_side_effects "st.global.wb.f32 [$0], $1;", "l,f,~{memory}"
// CHECK: "st.global.cs.v4.f32 [$0], {$1, $2, $3, $4};", "l,f,f,f,f,~{memory}"
// CHECK: "st.global.wt.b8 [$0], $1;", "l,h,~{memory}"
// CHECK: "st.global.cg.v2.b64 [$0], {$1, $2};"
// PTX-LABEL: .entry cache_hints
// PTX: ld.global.cs.f32
// PTX: ld.global.cv.f32
// PTX: ld.global.lu.v4.f32
// PTX: ld.global.cg.b8
// PTX: ld.global.ca.v2.b64
// PTX: st.global.wb.f32
// PTX: st.global.cs.v4.f32
// PTX: st.global.wt.b8
// PTX: st.global.cg.v2.b64
func.func @cache_hints(%p: !simt.ptr<f32, global>, %q: !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic>,
                       %c: !simt.ptr<i8, global>, %l: !simt.ptr<!llvm.struct<(i64, i64)>, global>) attributes {simt.kernel} {
  %a = simt.load cache(cs) %p : !simt.ptr<f32, global> -> f32
  %b = simt.load cache(cv) %p : !simt.ptr<f32, global> -> f32
  %v = simt.load cache(lu) %q : !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic> -> !llvm.struct<(f32, f32, f32, f32)>
  %byte = simt.load cache(cg) %c : !simt.ptr<i8, global> -> i8
  %pair = simt.load cache(ca) %l : !simt.ptr<!llvm.struct<(i64, i64)>, global> -> !llvm.struct<(i64, i64)>
  %sum = arith.addf %a, %b : f32
  simt.store cache(wb) %sum, %p : f32, !simt.ptr<f32, global>
  simt.store cache(cs) %v, %q : !llvm.struct<(f32, f32, f32, f32)>, !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic>
  simt.store cache(wt) %byte, %c : i8, !simt.ptr<i8, global>
  simt.store cache(cg) %pair, %l : !llvm.struct<(i64, i64)>, !simt.ptr<!llvm.struct<(i64, i64)>, global>
  return
}
