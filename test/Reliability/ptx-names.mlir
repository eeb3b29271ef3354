// A kernel's name reaches the PTX and the runtime as it is: one that is not a PTX identifier is
// an error at the kernel (LLVM stopped with "Symbol name with unsupported characters"). Other
// symbols keep the '.' of names such as "kernel.shared_buffer", which LLVM rewrites.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// REQUIRES: ptxas
// RUN: kilnc %S/Inputs/dotted-names.mlir --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null

// CHECK: ptx-names.mlir:[[@LINE+1]]:1: error: 'bad name!' is not a valid PTX kernel name: PTX names are a letter followed by letters, digits, '_' and '$' (or start with '_', '$' or '%'); rename it
func.func @"bad name!"(%arg0: !simt.ptr<f32, global>) attributes {simt.kernel} {
  return
}
// CHECK: ptx-names.mlir:[[@LINE+1]]:1: error: 'k.dotted' is not a valid PTX kernel name
func.func @k.dotted() attributes {simt.kernel} {
  return
}
// A private function the kernel does not call is gone before the check (the inliner drops it);
// an external one the kernel calls reaches the PTX as an .extern .func.
// CHECK: ptx-names.mlir:[[@LINE+1]]:1: error: '9lives' is not a valid PTX symbol
func.func private @"9lives"()
func.func @calls_9lives() attributes {simt.kernel} {
  func.call @"9lives"() : () -> ()
  return
}
