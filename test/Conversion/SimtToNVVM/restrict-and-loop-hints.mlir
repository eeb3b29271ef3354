// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// A kernel's simt.restrict pointer parameter becomes llvm.noalias (others do
// not), and a back edge's loop annotation (`#pragma unroll`) reaches llvm.br
// and llvm.cond_br, which the LLVM IR translation turns into !llvm.loop.
// CHECK: #[[$UNROLL:.*]] = #llvm.loop_unroll<count = 4 : i32>
// CHECK: #[[$ANN:.*]] = #llvm.loop_annotation<unroll = #[[$UNROLL]]>
// CHECK-LABEL: llvm.func @copy(
// CHECK-SAME: %{{.*}}: !llvm.ptr<1> {llvm.noalias}, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32)
// CHECK-NOT: simt.
// CHECK: llvm.br ^{{.*}} {loop_annotation = #[[$ANN]]}
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {loop_annotation = #[[$ANN]]}
#ann = #llvm.loop_annotation<unroll = #llvm.loop_unroll<count = 4 : i32>>
func.func @copy(%in: !simt.ptr<f32, global> {simt.restrict, simt.param_type = "const_f32*"},
                %out: !simt.ptr<f32, global> {simt.param_type = "f32*"}, %n: i32) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^body, ^done
^body:
  %p = simt.ptr_add %in, %i : !simt.ptr<f32, global>, i32
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  %q = simt.ptr_add %out, %i : !simt.ptr<f32, global>, i32
  simt.store %v, %q : f32, !simt.ptr<f32, global>
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32) {loop_annotation = #ann}
^done:
  cf.br ^tail(%c0 : i32)
^tail(%j: i32):
  %more = arith.cmpi slt, %j, %n : i32
  %j1 = arith.addi %j, %c1 : i32
  cf.cond_br %more, ^tail(%j1 : i32), ^exit {loop_annotation = #ann}
^exit:
  return
}
