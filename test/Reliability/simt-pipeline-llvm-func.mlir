// kiln-simt-pipeline on a module already in the LLVM dialect (the libFuzzer
// passes target's first finding, 2026-12-05: a seed of
// test/Conversion/SimtToNVVM): the inliner builds its per-callable pipeline
// for llvm.func too, and adding the simt passes, which run on func.func,
// aborted ("Can't add pass 'SimtParamsInPlace' restricted to 'func.func' on a
// PassManager intended to run on 'llvm.func'"). LLVM-dialect functions are
// now inlined without the simt passes' cleanup.
// RUN: kiln-opt %s --kiln-simt-pipeline=arch=sm_90a | FileCheck %s

// CHECK-LABEL: llvm.func @callee
// CHECK-LABEL: llvm.func @caller
// CHECK-NOT: llvm.call
// CHECK: llvm.add
// CHECK-NOT: llvm.call
// CHECK: llvm.return
llvm.func @callee(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %a, %one : i32
  llvm.return %r : i32
}

llvm.func @caller(%a: i32) -> i32 {
  %r = llvm.call @callee(%a) : (i32) -> i32
  llvm.return %r : i32
}
