// f32 vector atomic adds (a tile scatter-add's 16-byte groups) are
// red.global.add.v2/v4.f32: sm_90+ and PTX ISA 8.1, which the PTX version
// rises to (sm_90a's own minimum is 8.0); sm_80 has none.
//
// RUN: kilnc %s --arch=sm_90a -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: not kilnc %s --arch=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80

// CHECK: .version 8.1
// CHECK-LABEL: .entry vector_red(
// CHECK: red.relaxed.gpu.global.add.v4.f32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK: red.relaxed.sys.global.add.v2.f32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// SM80: error: {{.*}}vector atomic add (red.global.v4.f32){{.*}}sm_80 does not have
func.func @vector_red(%p: !simt.ptr<f32, global>, %a: f32, %b: f32) attributes {simt.kernel} {
  %v4p = simt.ptr_cast %p : !simt.ptr<f32, global> to !simt.ptr<vector<4xf32>, global>
  %v2p = simt.ptr_cast %p : !simt.ptr<f32, global> to !simt.ptr<vector<2xf32>, global>
  %z4 = llvm.mlir.poison : vector<4xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x0 = llvm.insertelement %a, %z4[%c0 : i32] : vector<4xf32>
  %x1 = llvm.insertelement %b, %x0[%c1 : i32] : vector<4xf32>
  %0 = simt.atomic_rmw add %v4p, %x1 scope(device) order(relaxed) : !simt.ptr<vector<4xf32>, global>, vector<4xf32>
  %z2 = llvm.mlir.poison : vector<2xf32>
  %y0 = llvm.insertelement %a, %z2[%c0 : i32] : vector<2xf32>
  %1 = simt.atomic_rmw add %v2p, %y0 scope(system) order(relaxed) : !simt.ptr<vector<2xf32>, global>, vector<2xf32>
  return
}
