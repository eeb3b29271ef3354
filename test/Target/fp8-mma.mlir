// fp8 mma.sync (m16n8k32 .e4m3/.e5m2) is sm_89+ and PTX ISA 8.4, which the
// PTX version rises to on every such target (sm_89's fp8 conversions alone
// need 8.1, sm_90a's own minimum is 8.0); ptxas accepts the result. sm_80
// has no fp8 tensor cores: the error names the target and those that have
// them.
//
// RUN: kilnc %s --arch=sm_89 -o %t.89.ptx
// RUN: FileCheck %s < %t.89.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t.89.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90a -o %t.90a.ptx
// RUN: FileCheck %s < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_100a -o %t.100a.ptx
// RUN: FileCheck %s < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: not kilnc %s --arch=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not kilnc %s --arch=sm_89 --ptx-version=8.1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ISA81

// CHECK: .version {{8\.[4-9]|9\.}}
// CHECK-LABEL: .entry fp8_mma(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32
// SM80: error: this needs fp8 tensor-core mma (mma.sync m16n8k32 .e4m3/.e5m2), which sm_80 does not have; targets that have it: sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a
// ISA81: error: {{.*}}8.4
func.func @fp8_mma(%p: !simt.ptr<f32, global>, %a: i32, %b: i32) attributes {simt.kernel} {
  %c = arith.constant 0.0 : f32
  %d:4 = simt.mma_sync f8E4M3FN [%a, %a, %a, %a], [%b, %b], [%c, %c, %c, %c]
  %e:4 = simt.mma_sync f8E5M2 [%b, %b, %b, %b], [%a, %a], [%d#0, %d#1, %d#2, %d#3] {b_type = f8E4M3FN}
  %s = arith.addf %e#0, %e#3 : f32
  simt.store %s, %p : f32, !simt.ptr<f32, global>
  return
}
