// RUN: kiln-opt %s -split-input-file -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// LLVM-dialect ops the frontend emits with types that hold a !simt.ptr (a
// zero-initialised array of pointer pairs) get LLVM's types: the struct's
// pointer field becomes !llvm.ptr, including inside insert/extractvalue.
// CHECK-LABEL: llvm.func internal @zero_spans
// CHECK: llvm.mlir.zero : !llvm.array<4 x struct<"_Converted.span", packed (ptr, i64)>>
// CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<4 x struct<"_Converted.span", packed (ptr, i64)>>
// CHECK-NOT: simt.ptr
func.func @zero_spans() -> i64 {
  %0 = llvm.mlir.zero : !llvm.array<4 x !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>>
  %1 = llvm.extractvalue %0[1] : !llvm.array<4 x !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>>
  %2 = llvm.extractvalue %1[1] : !llvm.struct<"span", packed (!simt.ptr<i8, generic>, i64)>
  return %2 : i64
}
