// The hazard analysis sizes shared-memory elements through mlir::DataLayout:
// !simt.ptr's DataLayoutTypeInterface makes a pointer 8 bytes in every
// address space, so neighbouring pointers in a shared array are distinct
// elements, and the same element written and read by two threads is a race.
// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics -o /dev/null

func.func @pointer_elements_race(%v: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %s = simt.dynamic_shared : !simt.ptr<!simt.ptr<f32, global>, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<!simt.ptr<f32, global>, shared>, i32
  // expected-note @below {{the conflicting write is here}}
  simt.store %v, %st : !simt.ptr<f32, global>, !simt.ptr<!simt.ptr<f32, global>, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<!simt.ptr<f32, global>, shared>, i32
  // expected-error @below {{shared-memory race (read-after-write)}}
  // expected-note @below {{insert __syncthreads() (simt.barrier block) before}}
  %w = simt.load %sn : !simt.ptr<!simt.ptr<f32, global>, shared> -> !simt.ptr<f32, global>
  return
}

// -----

// Each thread reads back only its own pointer: no race.
func.func @pointer_elements_own(%v: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %s = simt.dynamic_shared : !simt.ptr<!simt.ptr<f32, global>, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<!simt.ptr<f32, global>, shared>, i32
  simt.store %v, %st : !simt.ptr<f32, global>, !simt.ptr<!simt.ptr<f32, global>, shared>
  %w = simt.load %st : !simt.ptr<!simt.ptr<f32, global>, shared> -> !simt.ptr<f32, global>
  return
}
