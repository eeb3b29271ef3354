// Vector add reaches PTX that ptxas accepts on every target.
// REQUIRES: ptxas
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_80 -o %t.sm_80.ptx && %ptxas -arch=sm_80 %t.sm_80.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_86 -o %t.sm_86.ptx && %ptxas -arch=sm_86 %t.sm_86.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_87 -o %t.sm_87.ptx && %ptxas -arch=sm_87 %t.sm_87.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_89 -o %t.sm_89.ptx && %ptxas -arch=sm_89 %t.sm_89.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90 -o %t.sm_90.ptx && %ptxas -arch=sm_90 %t.sm_90.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90a -o %t.sm_90a.ptx && %ptxas -arch=sm_90a %t.sm_90a.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_100 -o %t.sm_100.ptx && %ptxas -arch=sm_100 %t.sm_100.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_100a -o %t.sm_100a.ptx && %ptxas -arch=sm_100a %t.sm_100a.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_120 -o %t.sm_120.ptx && %ptxas -arch=sm_120 %t.sm_120.ptx -o /dev/null
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_120a -o %t.sm_120a.ptx && %ptxas -arch=sm_120a %t.sm_120a.ptx -o /dev/null
// RUN: FileCheck %s < %t.sm_90a.ptx

// CHECK: .version 8.0
// CHECK: .target sm_90a
// CHECK: .visible .entry vadd(
// CHECK: ld.global
// CHECK: add.f32
// CHECK: st.global
