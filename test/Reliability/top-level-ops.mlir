// kilnc compiles functions and variables; any other op at the top level of a
// .mlir input is an error at the op (an arith.constant there used to be
// dropped silently, an nvvm.barrier0 crashed the translation to LLVM IR).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s

// CHECK: top-level-ops.mlir:[[@LINE+1]]:6: error: 'arith.constant' at the top level of the module: kilnc compiles functions (func.func, llvm.func) and variables (simt.global, llvm.mlir.global) there
%c = arith.constant 1 : i32
// CHECK: top-level-ops.mlir:[[@LINE+1]]:1: error: 'nvvm.barrier0' at the top level of the module
nvvm.barrier0
simt.global shared @buffer : !llvm.array<32 x f32> {alignment = 4 : i64}
func.func @k() attributes {simt.kernel} {
  return
}
