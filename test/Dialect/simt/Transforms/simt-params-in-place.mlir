// RUN: kiln-opt %s -split-input-file --simt-params-in-place | FileCheck %s

// A kernel's by-value struct that is only read (a field, an element by a
// thread-dependent index, through a generic pointer, as a memcpy source) is
// the parameter itself: its local copy becomes simt.param_address and every
// address derived from it moves to the param space.
// CHECK-LABEL: func.func @read_only
// CHECK-NOT:     simt.alloca
// CHECK-NOT:     simt.store %arg0
// CHECK:         %[[P:.*]] = simt.param_address %arg0 : !llvm.struct<(array<16 x f32>, i32)> to !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, param>
// CHECK:         %[[A:.*]] = simt.member_ptr %[[P]][0] : {{.*}}, param> -> !simt.ptr<!llvm.array<16 x f32>, param>
// CHECK:         %[[E:.*]] = simt.ptr_cast %[[A]] : !simt.ptr<!llvm.array<16 x f32>, param> to !simt.ptr<f32, param>
// CHECK:         %[[X:.*]] = simt.ptr_add inbounds %[[E]], %{{.*}} : !simt.ptr<f32, param>, i64
// CHECK:         simt.load %[[X]] : !simt.ptr<f32, param> -> f32
// CHECK:         %[[G:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<i32, param> to !simt.ptr<i32, generic>
// CHECK:         simt.load %[[G]] : !simt.ptr<i32, generic> -> i32
// CHECK:         simt.memcpy %{{.*}}, %{{.*}} : !simt.ptr<i8, local>, !simt.ptr<i8, param>, i64
func.func @read_only(%arg0: !llvm.struct<(array<16 x f32>, i32)>, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %c64 = arith.constant 64 : i64
  %p = simt.alloca {alignment = 4 : i64} : !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, local>
  %tmp = simt.alloca : !simt.ptr<i8, local>
  simt.store %arg0, %p : !llvm.struct<(array<16 x f32>, i32)>, !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, local>
  %tid = simt.thread_id x
  %i = arith.extui %tid : i32 to i64
  %arr = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %e = simt.ptr_cast %arr : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, local>
  %x = simt.ptr_add inbounds %e, %i : !simt.ptr<f32, local>, i64
  %v = simt.load %x : !simt.ptr<f32, local> -> f32
  %n = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, local> -> !simt.ptr<i32, local>
  %g = simt.ptr_cast %n : !simt.ptr<i32, local> to !simt.ptr<i32, generic>
  %k = simt.load %g : !simt.ptr<i32, generic> -> i32
  %b = simt.ptr_cast %p : !simt.ptr<!llvm.struct<(array<16 x f32>, i32)>, local> to !simt.ptr<i8, local>
  simt.memcpy %tmp, %b, %c64 : !simt.ptr<i8, local>, !simt.ptr<i8, local>, i64
  %kf = arith.sitofp %k : i32 to f32
  %s = arith.addf %v, %kf : f32
  simt.store %s, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// Written (a field store, a memcpy into it), its address handed to a call or
// stored, or compared as an integer: the copy stays, as nvcc keeps it.
// CHECK-LABEL: func.func @written
// CHECK:         simt.alloca
// CHECK:         simt.store %arg0
// CHECK-NOT:     simt.param_address
func.func @written(%arg0: !llvm.struct<(i32, i32)>) attributes {simt.kernel} {
  %c1 = arith.constant 1 : i32
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %f = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(i32, i32)>, local> -> !simt.ptr<i32, local>
  simt.store %c1, %f : i32, !simt.ptr<i32, local>
  return
}

// CHECK-LABEL: func.func @memcpy_into
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @memcpy_into(%arg0: !llvm.struct<(i32, i32)>, %src: !simt.ptr<i8, global>) attributes {simt.kernel} {
  %c8 = arith.constant 8 : i64
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %b = simt.ptr_cast %p : !simt.ptr<!llvm.struct<(i32, i32)>, local> to !simt.ptr<i8, local>
  simt.memcpy %b, %src, %c8 : !simt.ptr<i8, local>, !simt.ptr<i8, global>, i64
  return
}

func.func private @opaque(!simt.ptr<!llvm.struct<(i32, i32)>, generic>)

// CHECK-LABEL: func.func @escapes
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @escapes(%arg0: !llvm.struct<(i32, i32)>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %g = simt.ptr_cast %p : !simt.ptr<!llvm.struct<(i32, i32)>, local> to !simt.ptr<!llvm.struct<(i32, i32)>, generic>
  func.call @opaque(%g) : (!simt.ptr<!llvm.struct<(i32, i32)>, generic>) -> ()
  return
}

// CHECK-LABEL: func.func @stored_address
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @stored_address(%arg0: !llvm.struct<(i32, i32)>, %slot: !simt.ptr<!simt.ptr<i32, generic>, global>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %f = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(i32, i32)>, local> -> !simt.ptr<i32, local>
  %g = simt.ptr_cast %f : !simt.ptr<i32, local> to !simt.ptr<i32, generic>
  simt.store %g, %slot : !simt.ptr<i32, generic>, !simt.ptr<!simt.ptr<i32, generic>, global>
  return
}

// CHECK-LABEL: func.func @compared
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @compared(%arg0: !llvm.struct<(i32, i32)>, %out: !simt.ptr<i64, global>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %a = simt.ptr_to_int %p : !simt.ptr<!llvm.struct<(i32, i32)>, local> to i64
  simt.store %a, %out : i64, !simt.ptr<i64, global>
  return
}

// -----

// Read only at constant offsets: SROA splits the copy into the fields'
// ld.param at entry, so it is left to SROA (the PTX stays `ld.param [p+off]`).
// CHECK-LABEL: func.func @static_only
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @static_only(%arg0: !llvm.struct<(array<4 x f32>, i32)>, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %c2 = arith.constant 2 : i64
  %p = simt.alloca : !simt.ptr<!llvm.struct<(array<4 x f32>, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(array<4 x f32>, i32)>, !simt.ptr<!llvm.struct<(array<4 x f32>, i32)>, local>
  %arr = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<4 x f32>, i32)>, local> -> !simt.ptr<!llvm.array<4 x f32>, local>
  %e = simt.ptr_cast %arr : !simt.ptr<!llvm.array<4 x f32>, local> to !simt.ptr<f32, local>
  %x = simt.ptr_add inbounds %e, %c2 : !simt.ptr<f32, local>, i64
  %v = simt.load %x : !simt.ptr<f32, local> -> f32
  simt.store %v, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// Only kernels have parameters in the param space: a device function's
// by-value argument stays a local.
// CHECK-LABEL: func.func @device_fn
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @device_fn(%arg0: !llvm.struct<(i32, i32)>) -> i32 {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %arg0, %p : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %f = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(i32, i32)>, local> -> !simt.ptr<i32, local>
  %v = simt.load %f : !simt.ptr<i32, local> -> i32
  return %v : i32
}

// -----

// An address chosen by a select of two fields, and one carried around a loop
// (a walked pointer): every address that reaches them is the copy's, so the
// copy is the parameter and the select, the loop argument and the addresses
// derived from them move to the param space.
// CHECK-LABEL: func.func @select_and_loop
// CHECK-NOT:     simt.alloca
// CHECK:         %[[P:.*]] = simt.param_address %arg0
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<f32, param>
// CHECK:         ^bb1(%{{.*}}: !simt.ptr<f32, param>, %{{.*}}: i32):
// CHECK:         simt.load %{{.*}} : !simt.ptr<f32, param> -> f32
// CHECK:         simt.ptr_add inbounds %{{.*}}, %{{.*}} : !simt.ptr<f32, param>, i64
func.func @select_and_loop(%arg0: !llvm.struct<(array<16 x f32>, array<16 x f32>)>, %c: i1, %n: i32, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0.0 : f32
  %p = simt.alloca : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local>
  simt.store %arg0, %p : !llvm.struct<(array<16 x f32>, array<16 x f32>)>, !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local>
  %a = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %b = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %ea = simt.ptr_cast %a : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, local>
  %eb = simt.ptr_cast %b : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, local>
  %s = arith.select %c, %ea, %eb : !simt.ptr<f32, local>
  cf.br ^bb1(%s, %c0 : !simt.ptr<f32, local>, i32)
^bb1(%w: !simt.ptr<f32, local>, %k: i32):
  %v = simt.load %w : !simt.ptr<f32, local> -> f32
  simt.store %v, %out : f32, !simt.ptr<f32, global>
  %next = simt.ptr_add inbounds %w, %one : !simt.ptr<f32, local>, i64
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k1, %n : i32
  cf.cond_br %more, ^bb1(%next, %k1 : !simt.ptr<f32, local>, i32), ^bb2
^bb2:
  return
}

// -----

// A local-space join that another local's address also reaches: not the
// copy's alone, so the copy stays.
// CHECK-LABEL: func.func @join_foreign_local
// CHECK:         simt.alloca
// CHECK:         simt.store %arg0
// CHECK-NOT:     simt.param_address
func.func @join_foreign_local(%arg0: !llvm.struct<(array<16 x f32>)>, %c: i1, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(array<16 x f32>)>, local>
  %q = simt.alloca : !simt.ptr<f32, local>
  simt.store %arg0, %p : !llvm.struct<(array<16 x f32>)>, !simt.ptr<!llvm.struct<(array<16 x f32>)>, local>
  %a = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %ea = simt.ptr_cast %a : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, local>
  cf.cond_br %c, ^bb1(%ea : !simt.ptr<f32, local>), ^bb1(%q : !simt.ptr<f32, local>)
^bb1(%w: !simt.ptr<f32, local>):
  %v = simt.load %w : !simt.ptr<f32, local> -> f32
  simt.store %v, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// A generic select of the copy's address and a global pointer: the copy's
// part becomes the parameter's generic address (nvcc: cvta.param); the
// select stays generic.
// CHECK-LABEL: func.func @generic_select_foreign
// CHECK-NOT:     simt.alloca
// CHECK:         simt.param_address %arg0
// CHECK:         simt.ptr_cast %{{.*}} : !simt.ptr<f32, param> to !simt.ptr<f32, generic>
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<f32, generic>
func.func @generic_select_foreign(%arg0: !llvm.struct<(array<16 x f32>)>, %c: i1, %g: !simt.ptr<f32, global>, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(array<16 x f32>)>, local>
  simt.store %arg0, %p : !llvm.struct<(array<16 x f32>)>, !simt.ptr<!llvm.struct<(array<16 x f32>)>, local>
  %a = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %ea = simt.ptr_cast %a : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, local>
  %ga = simt.ptr_cast %ea : !simt.ptr<f32, local> to !simt.ptr<f32, generic>
  %gg = simt.ptr_cast %g : !simt.ptr<f32, global> to !simt.ptr<f32, generic>
  %s = arith.select %c, %ga, %gg : !simt.ptr<f32, generic>
  %v = simt.load %s : !simt.ptr<f32, generic> -> f32
  simt.store %v, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// A select whose result is stored (the address escapes): the copy stays.
// CHECK-LABEL: func.func @select_escapes
// CHECK:         simt.alloca
// CHECK-NOT:     simt.param_address
func.func @select_escapes(%arg0: !llvm.struct<(array<16 x f32>, array<16 x f32>)>, %c: i1, %slot: !simt.ptr<!simt.ptr<f32, generic>, global>) attributes {simt.kernel} {
  %p = simt.alloca : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local>
  simt.store %arg0, %p : !llvm.struct<(array<16 x f32>, array<16 x f32>)>, !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local>
  %a = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %b = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(array<16 x f32>, array<16 x f32>)>, local> -> !simt.ptr<!llvm.array<16 x f32>, local>
  %ga = simt.ptr_cast %a : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, generic>
  %gb = simt.ptr_cast %b : !simt.ptr<!llvm.array<16 x f32>, local> to !simt.ptr<f32, generic>
  %s = arith.select %c, %ga, %gb : !simt.ptr<f32, generic>
  simt.store %s, %slot : !simt.ptr<f32, generic>, !simt.ptr<!simt.ptr<f32, generic>, global>
  return
}
