// The Hopper async-proxy ops on older targets: an error at the op naming what
// it needs and the targets that have it (kilnc's target check as a pass).
// RUN: kiln-opt %s -split-input-file --kiln-select-target=arch=sm_89 -verify-diagnostics
// RUN: kiln-opt %S/Inputs/hopper-async.mlir --kiln-select-target=arch=sm_90a | FileCheck %s
// CHECK: simt.target = #simt.target<"sm_90a", ptx = 80>

func.func @mbarrier(%bar: !simt.ptr<i64, shared>, %p: i32) {
  // expected-error @below {{this needs sm_90 instructions (elect.sync, stmatrix, mbarrier transaction counts, fence.proxy), which sm_89 does not have; targets that have it: sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a}}
  simt.mbarrier_wait %bar, %p : !simt.ptr<i64, shared>
  return
}

// -----

func.func @tma(%dst: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, global>, %bar: !simt.ptr<i64, shared>, %x: i32) {
  // expected-error @below {{this needs bulk async copies (TMA), which sm_89 does not have}}
  simt.tma_load %dst, %desc, %bar, [%x] : !simt.ptr<f32, shared>, !simt.ptr<i8, global>, !simt.ptr<i64, shared>
  return
}

// -----

func.func @setmaxnreg() {
  // expected-error @below {{this needs setmaxnreg, which sm_89 does not have; targets that have it: sm_90a, sm_100a}}
  simt.setmaxnreg inc 232
  return
}

// -----

func.func @cluster_wait() {
  // expected-error @below {{this needs thread-block clusters}}
  // expected-error @below {{this needs sm_90 instructions}}
  simt.cluster_wait
  return
}

// setmaxnreg is an 'a' target's: plain sm_90 refuses it too.
// RUN: not kiln-opt %S/Inputs/hopper-setmaxnreg-sm90.mlir --kiln-select-target=arch=sm_90 2>&1 | FileCheck %s --check-prefix=SM90
// SM90: error: this needs setmaxnreg, which sm_90 does not have; targets that have it: sm_90a, sm_100a
