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

// -----

// An array field indexed through its element pointer (`this->a[i]`: member_ptr,
// ptr_cast to the element, ptr_add) no longer keeps the object whole: the
// scalar field next to it (CUB's `linear_tid`) becomes a value, and the array
// its own alloca.
// CHECK-LABEL: func.func @array_field
// CHECK: simt.alloca : !simt.ptr<!llvm.array<4 x i32>, local>
// CHECK-NOT: !llvm.struct
// CHECK: %[[T:.*]] = simt.thread_id x
// CHECK: arith.addi %[[T]],
func.func @array_field(%i: i32) -> i32 {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local>
  %t = simt.thread_id x
  %f = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<i32, local>
  simt.store %t, %f : i32, !simt.ptr<i32, local>
  %a = simt.member_ptr %s[1] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<!llvm.array<4 x i32>, local>
  %e = simt.ptr_cast %a : !simt.ptr<!llvm.array<4 x i32>, local> to !simt.ptr<i32, local>
  %p = simt.ptr_add %e, %i : !simt.ptr<i32, local>, i32
  simt.store %t, %p : i32, !simt.ptr<i32, local>
  %v = simt.load %e : !simt.ptr<i32, local> -> i32
  %x = simt.load %f : !simt.ptr<i32, local> -> i32
  %r = arith.addi %x, %v : i32
  return %r : i32
}

// -----

// An element pointer that escapes (stored), or a cast to another element type
// (bytes), may reach the other fields: the object stays whole.
// CHECK-LABEL: func.func @array_field_escapes
// CHECK: simt.alloca : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local>
// CHECK-LABEL: func.func @array_field_bytes
// CHECK: simt.alloca : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local>
func.func @array_field_escapes(%out: !simt.ptr<!simt.ptr<i32, local>, global>) -> i32 {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local>
  %f = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<i32, local>
  %a = simt.member_ptr %s[1] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<!llvm.array<4 x i32>, local>
  %e = simt.ptr_cast %a : !simt.ptr<!llvm.array<4 x i32>, local> to !simt.ptr<i32, local>
  simt.store %e, %out : !simt.ptr<i32, local>, !simt.ptr<!simt.ptr<i32, local>, global>
  %x = simt.load %f : !simt.ptr<i32, local> -> i32
  return %x : i32
}
func.func @array_field_bytes(%i: i32) -> i32 {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local>
  %f = simt.member_ptr %s[0] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<i32, local>
  %a = simt.member_ptr %s[1] : !simt.ptr<!llvm.struct<(i32, array<4 x i32>)>, local> -> !simt.ptr<!llvm.array<4 x i32>, local>
  %e = simt.ptr_cast %a : !simt.ptr<!llvm.array<4 x i32>, local> to !simt.ptr<i8, local>
  %p = simt.ptr_add %e, %i : !simt.ptr<i8, local>, i32
  %b = simt.load %p : !simt.ptr<i8, local> -> i8
  %w = arith.extui %b : i8 to i32
  %x = simt.load %f : !simt.ptr<i32, local> -> i32
  %r = arith.addi %x, %w : i32
  return %r : i32
}
