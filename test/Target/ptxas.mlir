// Every PTX kilnc produces assembles with ptxas for its target.
// REQUIRES: ptxas
//
// Vector add, and a kernel using every target-independent simt op, on all
// ten targets.
// RUN: for a in sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 sm_100a sm_120 sm_120a; do \
// RUN:   kilnc %S/Inputs/vadd.mlir --arch=$a -o %t.vadd.$a.ptx && \
// RUN:   %ptxas -arch=$a %t.vadd.$a.ptx -o /dev/null && \
// RUN:   kilnc %S/Inputs/collectives.mlir --arch=$a -o %t.coll.$a.ptx && \
// RUN:   %ptxas -arch=$a %t.coll.$a.ptx -o /dev/null || exit 1; \
// RUN: done
//
// Cluster features on the targets that have them.
// RUN: for a in sm_90 sm_90a sm_100 sm_100a sm_120 sm_120a; do \
// RUN:   kilnc %S/Inputs/cluster.mlir --arch=$a -o %t.cluster.$a.ptx && \
// RUN:   %ptxas -arch=$a %t.cluster.$a.ptx -o /dev/null || exit 1; \
// RUN: done
//
// Every optimisation level.
// RUN: for o in 0 1 2 3; do \
// RUN:   kilnc %S/Inputs/collectives.mlir --arch=sm_90a -O$o -o %t.O$o.ptx && \
// RUN:   %ptxas -arch=sm_90a %t.O$o.ptx -o /dev/null || exit 1; \
// RUN: done
//
// RUN: FileCheck %s < %t.coll.sm_90a.ptx
// CHECK: .version 8.0
// CHECK: .target sm_90a
// CHECK: .extern .shared .align 16 .b8 __kiln_dynamic_shared[];
// CHECK: .visible .const .align 4 .b8 coeffs[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};
// CHECK: .visible .global .align 4 .u32 counter;
// CHECK: .visible .entry collectives(
// CHECK: .param .align 8 .b8 collectives_param_2[16]
// CHECK: .maxntid 256, 1, 1
// CHECK: .minnctapersm 2
// CHECK: .shared .align 16 .b8 tile[4224];
//
// The e2e kernels too (they run on the GPU under test/e2e).
// RUN: for a in sm_80 sm_86 sm_87 sm_89 sm_90 sm_90a sm_100 sm_100a sm_120 sm_120a; do \
// RUN:   kilnc %S/../e2e/Inputs/lowering-kernels.mlir --arch=$a -o %t.e2e.$a.ptx && \
// RUN:   %ptxas -arch=$a %t.e2e.$a.ptx -o /dev/null || exit 1; \
// RUN: done
