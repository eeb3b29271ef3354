// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @barrier_in_global(%bar: !simt.ptr<i64, global>, %n: i32) {
  // expected-error @below {{takes an mbarrier in shared memory: the barrier pointer must be in the shared space, not global}}
  simt.mbarrier_init %bar, %n : !simt.ptr<i64, global>
  return
}

// -----

func.func @generic_barrier(%bar: !simt.ptr<i64, generic>, %n: i32) {
  // expected-error @below {{the barrier pointer must be in the shared space, not generic}}
  simt.mbarrier_wait %bar, %n : !simt.ptr<i64, generic>
  return
}

// -----

func.func @arrive_expect_in_local(%bar: !simt.ptr<i64, local>, %n: i32) {
  // expected-error @below {{not local}}
  simt.mbarrier_arrive_expect_tx %bar, %n : !simt.ptr<i64, local>
  return
}

// -----

func.func @tma_into_global(%dst: !simt.ptr<f32, global>, %desc: !simt.ptr<i8, generic>, %bar: !simt.ptr<i64, shared>, %x: i32) {
  // expected-error @below {{copies into shared memory: the destination must be in the shared space}}
  simt.tma_load %dst, %desc, %bar, [%x] : !simt.ptr<f32, global>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
  return
}

// -----

func.func @descriptor_in_shared(%dst: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, shared>, %bar: !simt.ptr<i64, shared>, %x: i32) {
  // expected-error @below {{the descriptor pointer must be generic, constant or global, not shared}}
  simt.tma_load %dst, %desc, %bar, [%x] : !simt.ptr<f32, shared>, !simt.ptr<i8, shared>, !simt.ptr<i64, shared>
  return
}

// -----

func.func @tma_barrier_generic(%dst: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, generic>, %bar: !simt.ptr<i64, generic>, %x: i32) {
  // expected-error @below {{the barrier pointer must be in the shared space}}
  simt.tma_load %dst, %desc, %bar, [%x] : !simt.ptr<f32, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, generic>
  return
}

// -----

func.func @six_dims(%dst: !simt.ptr<f32, shared>, %desc: !simt.ptr<i8, generic>, %bar: !simt.ptr<i64, shared>, %x: i32) {
  // expected-error @below {{addresses a box of a 1- to 5-dimensional tensor, not 6 coordinates}}
  simt.tma_load %dst, %desc, %bar, [%x, %x, %x, %x, %x, %x] : !simt.ptr<f32, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
  return
}

// -----

func.func @store_from_global(%desc: !simt.ptr<i8, generic>, %src: !simt.ptr<f32, global>, %x: i32) {
  // expected-error @below {{copies from shared memory: the source must be in the shared space}}
  simt.tma_store %desc, %src, [%x] : !simt.ptr<i8, generic>, !simt.ptr<f32, global>
  return
}

// -----

func.func @store_no_coords(%desc: !simt.ptr<i8, generic>, %src: !simt.ptr<f32, shared>) {
  // expected-error @below {{not 0 coordinates}}
  simt.tma_store %desc, %src, [] : !simt.ptr<i8, generic>, !simt.ptr<f32, shared>
  return
}

// -----

func.func @setmaxnreg_odd() {
  // expected-error @below {{sets a register count that is a multiple of 8 from 24 to 256, not 100}}
  simt.setmaxnreg inc 100
  return
}

// -----

func.func @setmaxnreg_small() {
  // expected-error @below {{not 16}}
  simt.setmaxnreg dec 16
  return
}

// -----

func.func @stmatrix_three(%p: !simt.ptr<i32, shared>, %r: i32) {
  // expected-error @below {{stores 1, 2 or 4 matrices, not 3}}
  simt.stmatrix %p, [%r, %r, %r] : !simt.ptr<i32, shared>
  return
}

// -----

func.func @stmatrix_global(%p: !simt.ptr<i32, global>, %r: i32) {
  // expected-error @below {{writes shared memory: the pointer must be in the shared space}}
  simt.stmatrix %p, [%r] : !simt.ptr<i32, global>
  return
}
