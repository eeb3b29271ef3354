// RUN: kiln-opt %s -split-input-file -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// An LLVM-dialect op the frontend emits with a type that holds a !simt.ptr (a
// zero-initialised array of pointer/length pairs) gets LLVM's type: the
// struct's pointer field becomes !llvm.ptr.
// CHECK-LABEL: llvm.func internal @zero_spans
// CHECK: llvm.mlir.zero : !llvm.array<4 x struct<"_Converted.span", packed (ptr, i64)>>
// CHECK-NOT: simt.ptr
func.func @zero_spans() -> !llvm.array<4 x !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>> {
  %0 = llvm.mlir.zero : !llvm.array<4 x !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>>
  return %0 : !llvm.array<4 x !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>>
}
