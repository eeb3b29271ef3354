// RUN: kiln-opt %s -split-input-file --simt-merge-returns | FileCheck %s

// An early exit and the last return become one block; the branch to the early
// one now goes to the kept block. A block with other ops before its return,
// and the entry block, stay.
// CHECK-LABEL: func.func @early_exit
// CHECK:         cf.cond_br %{{.*}}, ^[[RET:bb[0-9]+]], ^[[BODY:bb[0-9]+]]
// CHECK:       ^[[RET]]:
// CHECK-NEXT:    return
// CHECK:       ^[[BODY]]:
// CHECK:         simt.shuffle
// CHECK:         cf.cond_br %{{.*}}, ^[[STORE:bb[0-9]+]], ^[[RET]]
// CHECK:       ^[[STORE]]:
// CHECK-NEXT:    simt.store
// CHECK-NEXT:    return
// CHECK-NOT:   ^bb
func.func @early_exit(%p: !simt.ptr<f32, global>, %n: i32) {
  %tid = simt.thread_id x
  %c = arith.cmpi sge, %tid, %n : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  %one = arith.constant 1 : i32
  %s = simt.shuffle xor %v, %one, %one : f32
  %z = arith.constant 0 : i32
  %first = arith.cmpi eq, %tid, %z : i32
  cf.cond_br %first, ^bb3, ^bb4
^bb3:
  simt.store %s, %p : f32, !simt.ptr<f32, global>
  return
^bb4:
  return
}

// -----

// Returns with operands are left alone (they would need a block argument).
// CHECK-LABEL: func.func @values
// CHECK:       ^bb1:
// CHECK-NEXT:    return %{{.*}} : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    return %{{.*}} : i32
func.func @values(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
