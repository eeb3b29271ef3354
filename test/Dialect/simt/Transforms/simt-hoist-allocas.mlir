// RUN: kiln-opt %s --pass-pipeline='builtin.module(func.func(simt-hoist-allocas))' | FileCheck %s

// Allocas an inlined call left under a branch and in a loop body move to the
// entry block, after its own, in program order.
// CHECK-LABEL: func.func @inlined
// CHECK-NEXT: %[[OWN:.*]] = simt.alloca : !simt.ptr<i32, local>
// CHECK-NEXT: %[[A:.*]] = simt.alloca {alignment = 4 : i64} : !simt.ptr<vector<2xf16>, local>
// CHECK-NEXT: %[[B:.*]] = simt.alloca : !simt.ptr<f32, local>
// CHECK-NEXT: arith.constant
// CHECK-NOT: simt.alloca
// CHECK: return
func.func @inlined(%c: i1, %v: vector<2xf16>, %f: f32) -> f32 {
  %own = simt.alloca : !simt.ptr<i32, local>
  %zero = arith.constant 0 : i32
  simt.store %zero, %own : i32, !simt.ptr<i32, local>
  cf.cond_br %c, ^then, ^done
^then:
  %a = simt.alloca {alignment = 4 : i64} : !simt.ptr<vector<2xf16>, local>
  simt.store %v, %a : vector<2xf16>, !simt.ptr<vector<2xf16>, local>
  cf.br ^loop
^loop:
  %b = simt.alloca : !simt.ptr<f32, local>
  simt.store %f, %b : f32, !simt.ptr<f32, local>
  cf.cond_br %c, ^loop, ^done
^done:
  return %f : f32
}

// Nothing to do: a function whose allocas are all in the entry block.
// CHECK-LABEL: func.func @already
// CHECK-NEXT: simt.alloca
// CHECK-NEXT: return
func.func @already() {
  %a = simt.alloca : !simt.ptr<i32, local>
  return
}
