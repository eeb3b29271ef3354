// -v prints each stage with its time.
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90 -v -o /dev/null 2>&1 | FileCheck %s
// CHECK: kilnc: frontend {{ *}}{{[0-9.]+}} ms
// CHECK: kilnc: simt pipeline {{ *}}{{[0-9.]+}} ms
// CHECK: kilnc: simt to llvm {{ *}}{{[0-9.]+}} ms
// CHECK: kilnc: llvm + nvptx backend {{ *}}{{[0-9.]+}} ms
