// RUN: kiln-opt %s -split-input-file --simt-edge-conditions | FileCheck %s

// A ternary's join argument, used where a later branch on the same condition
// decides it (on the edge it passes and in the loop behind that edge, whose
// back edge does not undo the decision): the true side's value. The false side
// passes a value defined inside its arm, which does not reach the use: kept.
// CHECK-LABEL: func.func @diamond
// CHECK:       ^bb3(%[[T:.*]]: i32):
// CHECK-NEXT:    cf.cond_br %[[C:.*]], ^bb4(%[[TID:.*]] : i32), ^bb6
// CHECK:       ^bb5:
// CHECK-NEXT:    simt.store %[[TID]], %arg0
// CHECK:       ^bb6:
// CHECK-NEXT:    simt.store %[[T]], %arg0
func.func @diamond(%p: !simt.ptr<i32, shared>, %n: i32) {
  %c128 = arith.constant 128 : i32
  %tid = simt.thread_id x
  %c = arith.cmpi ult, %tid, %c128 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%tid : i32)
^bb2:
  %d = arith.subi %tid, %c128 : i32
  cf.br ^bb3(%d : i32)
^bb3(%t: i32):
  cf.cond_br %c, ^bb4(%t : i32), ^bb6
^bb4(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  %next = arith.addi %i, %c128 : i32
  cf.cond_br %more, ^bb4(%next : i32), ^bb5
^bb5:
  simt.store %t, %p : i32, !simt.ptr<i32, shared>
  return
^bb6:
  simt.store %t, %p : i32, !simt.ptr<i32, shared>
  return
}

// -----

// A select on the condition of a dominating branch: its side's operand.
// Outside the branch (and where a second entry joins) nothing is known.
// CHECK-LABEL: func.func @select
// CHECK:       ^bb1:
// CHECK-NEXT:    simt.store %[[A:.*]], %arg0
// CHECK:       ^bb2:
// CHECK-NEXT:    simt.store %[[B:.*]], %arg0
// CHECK:       ^bb3:
// CHECK-NEXT:    simt.store %[[S:.*]], %arg0
func.func @select(%p: !simt.ptr<i32, shared>, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : i32
  %tid = simt.thread_id x
  %c = arith.cmpi eq, %tid, %c0 : i32
  %s = arith.select %c, %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  simt.store %s, %p : i32, !simt.ptr<i32, shared>
  cf.br ^bb3
^bb2:
  simt.store %s, %p : i32, !simt.ptr<i32, shared>
  cf.br ^bb3
^bb3:
  simt.store %s, %p : i32, !simt.ptr<i32, shared>
  return
}
