// RUN: kiln-opt %s -split-input-file -mem2reg | FileCheck %s

// Scalars in local memory become SSA values, with block arguments at joins.
// CHECK-LABEL: func.func @promote_through_branches
// CHECK-NOT: simt.alloca
// CHECK: cf.cond_br %{{.*}}, ^[[T:.*]], ^[[F:.*]]
// CHECK: cf.br ^[[J:.*]](%{{.*}} : i32)
// CHECK: ^[[J]](%[[V:.*]]: i32):
// CHECK: return %[[V]]
func.func @promote_through_branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %slot = simt.alloca : !simt.ptr<i32, local>
  cf.cond_br %c, ^t, ^f
^t:
  simt.store %a, %slot : i32, !simt.ptr<i32, local>
  cf.br ^j
^f:
  simt.store %b, %slot : i32, !simt.ptr<i32, local>
  cf.br ^j
^j:
  %v = simt.load %slot : !simt.ptr<i32, local> -> i32
  return %v : i32
}

// -----

// A slot read before any store reads poison.
// CHECK-LABEL: func.func @read_before_write
// CHECK: %[[P:.*]] = ub.poison : f32
// CHECK: return %[[P]]
func.func @read_before_write() -> f32 {
  %slot = simt.alloca : !simt.ptr<f32, local>
  %v = simt.load %slot : !simt.ptr<f32, local> -> f32
  return %v : f32
}

// -----

// Arrays, volatile accesses and escaping addresses stay in memory.
// CHECK-LABEL: func.func @not_promoted
// CHECK: simt.alloca {count = 4 : i64}
// CHECK: %[[VOL:.*]] = simt.alloca : !simt.ptr<i32, local>
// CHECK: simt.store volatile %{{.*}}, %[[VOL]]
// CHECK: %[[ESC:.*]] = simt.alloca : !simt.ptr<i32, local>
// CHECK: simt.store %[[ESC]], %arg1
func.func @not_promoted(%v: i32, %out: !simt.ptr<!simt.ptr<i32, local>, global>) -> i32 {
  %arr = simt.alloca {count = 4} : !simt.ptr<i32, local>
  simt.store %v, %arr : i32, !simt.ptr<i32, local>
  %vol = simt.alloca : !simt.ptr<i32, local>
  simt.store volatile %v, %vol : i32, !simt.ptr<i32, local>
  %esc = simt.alloca : !simt.ptr<i32, local>
  simt.store %v, %esc : i32, !simt.ptr<i32, local>
  simt.store %esc, %out : !simt.ptr<i32, local>, !simt.ptr<!simt.ptr<i32, local>, global>
  %r = simt.load %arr : !simt.ptr<i32, local> -> i32
  return %r : i32
}

// -----

// An alloca inside a loop body (an inlined callee's local) that is read on a
// path with no store: the loop header takes the default value on entry, so
// the default must dominate the entry edge (it goes to the function's entry
// block, not the alloca's block).
// CHECK-LABEL: func.func @alloca_in_loop_read_before_store
// CHECK-NEXT: ub.poison : i32
// CHECK-NOT: simt.alloca
func.func @alloca_in_loop_read_before_store(%n: i32, %flag: i1, %out: !simt.ptr<i32, global>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %slot = simt.alloca : !simt.ptr<i32, local>
  cf.cond_br %flag, ^set, ^use
^set:
  simt.store %i, %slot : i32, !simt.ptr<i32, local>
  cf.br ^use
^use:
  %v = simt.load %slot : !simt.ptr<i32, local> -> i32
  simt.store %v, %out : i32, !simt.ptr<i32, global>
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next : i32)
^exit:
  return
}
