// RUN: kiln-opt %s -split-input-file --simt-split-struct-copies | FileCheck %s
// RUN: kiln-opt %s -split-input-file --simt-split-struct-copies --sroa --mem2reg | FileCheck %s --check-prefix=PROMOTED

// A struct with a simt pointer field copied between two locals (a move
// constructor): one load per field at the load, one store per field at the
// store. SROA and mem2reg then see through both locals: the pointer read
// after the copy is the one stored before it.
// CHECK-LABEL: func.func @copy
// CHECK:         %[[F0:.*]] = simt.member_ptr %[[A:.*]][0]
// CHECK-NEXT:    %[[V0:.*]] = simt.load %[[F0]]
// CHECK-NEXT:    %[[F1:.*]] = simt.member_ptr %[[A]][1]
// CHECK-NEXT:    %[[V1:.*]] = simt.load %[[F1]]
// CHECK-NEXT:    %[[T0:.*]] = simt.member_ptr %[[B:.*]][0]
// CHECK-NEXT:    simt.store %[[V0]], %[[T0]]
// CHECK-NEXT:    %[[T1:.*]] = simt.member_ptr %[[B]][1]
// CHECK-NEXT:    simt.store %[[V1]], %[[T1]]
// PROMOTED-LABEL: func.func @copy
// PROMOTED-NOT:    simt.alloca
// PROMOTED:        return %arg0
func.func @copy(%p: !simt.ptr<i8, generic>) -> !simt.ptr<i8, generic> {
  %a = simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  %b = simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  %f = simt.member_ptr %a[1] : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local> -> !simt.ptr<!simt.ptr<i8, generic>, local>
  simt.store %p, %f : !simt.ptr<i8, generic>, !simt.ptr<!simt.ptr<i8, generic>, local>
  %v = simt.load %a : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local> -> !llvm.struct<(i32, !simt.ptr<i8, generic>)>
  simt.store %v, %b : !llvm.struct<(i32, !simt.ptr<i8, generic>)>, !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  %g = simt.member_ptr %b[1] : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local> -> !simt.ptr<!simt.ptr<i8, generic>, local>
  %r = simt.load %g : !simt.ptr<!simt.ptr<i8, generic>, local> -> !simt.ptr<i8, generic>
  return %r : !simt.ptr<i8, generic>
}

// -----

// Structs of LLVM types are SROA's own; a loaded value with another use, and
// a copy into memory that is not local, stay whole.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:     simt.member_ptr
// CHECK:         return
func.func @kept(%s: !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, shared>) -> !llvm.struct<(i32, !simt.ptr<i8, generic>)> {
  %a = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %b = simt.alloca : !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %v = simt.load %a : !simt.ptr<!llvm.struct<(i32, i32)>, local> -> !llvm.struct<(i32, i32)>
  simt.store %v, %b : !llvm.struct<(i32, i32)>, !simt.ptr<!llvm.struct<(i32, i32)>, local>
  %c = simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  %w = simt.load %c : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local> -> !llvm.struct<(i32, !simt.ptr<i8, generic>)>
  simt.store %w, %s : !llvm.struct<(i32, !simt.ptr<i8, generic>)>, !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, shared>
  %d = simt.alloca : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  %x = simt.load %d : !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local> -> !llvm.struct<(i32, !simt.ptr<i8, generic>)>
  simt.store %x, %c : !llvm.struct<(i32, !simt.ptr<i8, generic>)>, !simt.ptr<!llvm.struct<(i32, !simt.ptr<i8, generic>)>, local>
  return %x : !llvm.struct<(i32, !simt.ptr<i8, generic>)>
}
