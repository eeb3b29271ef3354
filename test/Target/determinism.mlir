// The same input gives byte-identical output, at every stage.
// RUN: kilnc %S/Inputs/collectives.mlir --arch=sm_90a -o %t.1.ptx
// RUN: kilnc %S/Inputs/collectives.mlir --arch=sm_90a -o %t.2.ptx
// RUN: cmp %t.1.ptx %t.2.ptx
// RUN: kilnc %S/Inputs/collectives.mlir --arch=sm_90a --emit=llvm -o %t.1.ll
// RUN: kilnc %S/Inputs/collectives.mlir --arch=sm_90a --emit=llvm -o %t.2.ll
// RUN: cmp %t.1.ll %t.2.ll
// RUN: kilnc %S/../Target/libdevice.mlir --arch=sm_80 -o %t.1.lib.ptx
// RUN: kilnc %S/../Target/libdevice.mlir --arch=sm_80 -o %t.2.lib.ptx
// RUN: cmp %t.1.lib.ptx %t.2.lib.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.1.ptx -o /dev/null && %ptxas -arch=sm_80 %t.1.lib.ptx -o /dev/null %}
