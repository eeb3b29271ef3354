// RUN: kiln-opt %s -split-input-file -sroa -mem2reg -canonicalize | FileCheck %s
// Struct allocas split into one slot per field (fields through member_ptr,
// whole-struct loads and stores field by field); mem2reg then promotes them.

// CHECK-LABEL: func.func @fields
// CHECK-NOT: simt.alloca
// CHECK-NOT: simt.member_ptr
// CHECK: %[[T:.*]] = simt.thread_id x
// CHECK: return %[[T]], %{{.*}} : i32, f32
func.func @fields(%f: f32) -> (i32, f32) {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, f32)>, local>
  %t = simt.thread_id x
  %a = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<i32, local>
  %b = simt.member_ptr %s[1] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<f32, local>
  simt.store %t, %a : i32, !simt.ptr<i32, local>
  simt.store %f, %b : f32, !simt.ptr<f32, local>
  %x = simt.load %a : !simt.ptr<i32, local> -> i32
  %y = simt.load %b : !simt.ptr<f32, local> -> f32
  return %x, %y : i32, f32
}

// -----

// A copy (whole-struct load, whole-struct store) between two locals, then a
// field read: the field's value reaches the read.
// CHECK-LABEL: func.func @copy
// CHECK-NOT: simt.alloca
// CHECK: return %arg0 : i32
func.func @copy(%v: i32) -> i32 {
  %src = simt.alloca : !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local>
  %dst = simt.alloca : !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local>
  %f = simt.member_ptr %src[0] : !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local> -> !simt.ptr<i32, local>
  simt.store %v, %f : i32, !simt.ptr<i32, local>
  %whole = simt.load %src : !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local> -> !llvm.struct<(i32, i8, array<3 x i8>)>
  simt.store %whole, %dst : !llvm.struct<(i32, i8, array<3 x i8>)>, !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local>
  %g = simt.member_ptr %dst[0] : !simt.ptr<!llvm.struct<(i32, i8, array<3 x i8>)>, local> -> !simt.ptr<i32, local>
  %r = simt.load %g : !simt.ptr<i32, local> -> i32
  return %r : i32
}

// -----

// Indexed as an array (ptr_add on the struct pointer): stays in memory.
// CHECK-LABEL: func.func @indexed
// CHECK: simt.alloca {count = 2 : i64} : !simt.ptr<!llvm.struct<(i32, i32)>, local>
func.func @indexed(%i: i32) -> i32 {
  %s = simt.alloca {count = 2 : i64} : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %e = simt.ptr_add %s, %i : !simt.ptr<!llvm.struct<(i32, i32)>, local>, i32
  %a = simt.member_ptr %e[0] : !simt.ptr<!llvm.struct<(i32, i32)>, local> -> !simt.ptr<i32, local>
  %r = simt.load %a : !simt.ptr<i32, local> -> i32
  return %r : i32
}

// -----

// A struct whose address escapes through a store stays in memory.
// CHECK-LABEL: func.func @escapes
// CHECK: simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
func.func @escapes(%out: !simt.ptr<!simt.ptr<!llvm.struct<(i32, i32)>, local>, global>) {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  simt.store %s, %out : !simt.ptr<!llvm.struct<(i32, i32)>, local>, !simt.ptr<!simt.ptr<!llvm.struct<(i32, i32)>, local>, global>
  return
}

// -----

// A struct holding a simt pointer, loaded whole (a by-value copy): fields of
// non-LLVM types cannot go through llvm.insertvalue, so it stays in memory.
// CHECK-LABEL: func.func @pointer_field
// CHECK: simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<f32, generic>)>, local>
// CHECK: simt.load %{{.*}} : !simt.ptr<!llvm.struct<(i32, !simt.ptr<f32, generic>)>, local> -> !llvm.struct<(i32, !simt.ptr<f32, generic>)>
func.func @pointer_field(%v: i32) -> !llvm.struct<(i32, !simt.ptr<f32, generic>)> {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<f32, generic>)>, local>
  %f = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(i32, !simt.ptr<f32, generic>)>, local> -> !simt.ptr<i32, local>
  simt.store %v, %f : i32, !simt.ptr<i32, local>
  %w = simt.load %s : !simt.ptr<!llvm.struct<(i32, !simt.ptr<f32, generic>)>, local> -> !llvm.struct<(i32, !simt.ptr<f32, generic>)>
  return %w : !llvm.struct<(i32, !simt.ptr<f32, generic>)>
}
