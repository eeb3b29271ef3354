// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func internal @lowering
// One output: the result itself.
// CHECK: llvm.inline_asm "mov.u32 $0, %laneid;", "=r"  : () -> i32
// Several outputs: a literal struct, one extractvalue each.
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects "ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r,~{memory}" %{{.*}} : (i32) -> !llvm.struct<(i32, i32)>
// CHECK: llvm.extractvalue %[[R]][0]
// CHECK: llvm.extractvalue %[[R]][1]
// Pointers become LLVM pointers; no outputs and volatile: side effects.
// CHECK: llvm.inline_asm has_side_effects "st.global.f32 [$0], $1;", "l,f" %{{.*}}, %{{.*}} : (!llvm.ptr, f32) -> ()
// PTX that synchronises keeps its side effects even when not volatile.
// CHECK: llvm.inline_asm has_side_effects "shfl.sync.bfly.b32 $0, $1, 1, 0x1f, -1;", "=r,r"
// CHECK-NOT: simt.
func.func @lowering(%a: i32, %p: !simt.ptr<i8, generic>, %f: f32) -> i32 {
  %lane = simt.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i32
  %r:2 = simt.inline_asm volatile "ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r,~{memory}"(%a) : (i32) -> (i32, i32)
  simt.inline_asm volatile "st.global.f32 [$0], $1;", "l,f"(%p, %f) : (!simt.ptr<i8, generic>, f32) -> ()
  %x = simt.inline_asm "shfl.sync.bfly.b32 $0, $1, 1, 0x1f, -1;", "=r,r"(%lane) : (i32) -> i32
  %0 = arith.addi %r#0, %r#1 : i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
