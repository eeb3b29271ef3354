// RUN: kiln-opt %s -split-input-file -simt-return-in-place | FileCheck %s

// `if (i >= n) return; x[i] = 0;` as the frontend emits it: both paths
// branch to the one return block. Each unconditional branch to it becomes a
// return in place, so the early exit stays visible to the sync checks; the
// conditional branch is left alone.
// CHECK-LABEL: func.func @early_exit
// CHECK: cf.cond_br %{{.*}}, ^[[EXIT:.*]], ^[[BODY:.*]]
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: return
// CHECK: ^[[BODY]]:
// CHECK: simt.store
// CHECK-NEXT: return
// CHECK-NOT: cf.br
func.func @early_exit(%x: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %out = arith.cmpi sge, %tid, %n : i32
  cf.cond_br %out, ^exit, ^body
^exit:
  cf.br ^ret
^body:
  %z = arith.constant 0.0 : f32
  simt.store %z, %x : f32, !simt.ptr<f32, global>
  cf.br ^ret
^ret:
  return
}

// -----

// A return block with arguments: each branch returns the values it passed.
// CHECK-LABEL: func.func @with_value
// CHECK: ^{{.*}}:
// CHECK-NEXT: return %arg1 : i32
// CHECK: ^{{.*}}:
// CHECK: %[[S:.*]] = arith.addi
// CHECK-NEXT: return %[[S]] : i32
func.func @with_value(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^early, ^late
^early:
  cf.br ^ret(%a : i32)
^late:
  %s = arith.addi %a, %a : i32
  cf.br ^ret(%s : i32)
^ret(%r: i32):
  return %r : i32
}

// -----

// A block that does work before returning is not a return block: the
// branches to it stay.
// CHECK-LABEL: func.func @not_only_return
// CHECK: cf.br ^[[TAIL:.*]]
// CHECK: cf.br ^[[TAIL]]
// CHECK: ^[[TAIL]]:
// CHECK-NEXT: simt.barrier block
// CHECK-NEXT: return
func.func @not_only_return(%c: i1) attributes {simt.kernel} {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^tail
^b:
  cf.br ^tail
^tail:
  simt.barrier block
  return
}
