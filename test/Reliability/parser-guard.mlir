// MLIR 22's parser crashes on dense arrays of `index` (llvm/llvm-project#179045); kiln-opt and
// kilnc report them at the element type instead, in attributes of every kind of op, and not in
// comments or strings.
// RUN: not kiln-opt %s 2>&1 | FileCheck %s
// RUN: not kilnc %s -o /dev/null 2>&1 | FileCheck %s
// RUN: kiln-opt %S/Inputs/array-index-in-string.mlir | FileCheck %s --check-prefix=STRING

// A comment that mentions array<index: 1> is fine.
func.func @f() attributes {simt.widths = array<i64: 1, 2>, other = array<
// CHECK: parser-guard.mlir:[[@LINE+1]]:3: error: dense arrays of 'index' are not supported (MLIR 22's parser crashes on them: llvm/llvm-project#179045); use i64 elements
  index : 4>} {
  return
}
// STRING: "array<index: 1>"
