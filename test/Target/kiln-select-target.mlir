// kiln-select-target is kilnc's target step as a pass: the features the
// module uses must exist on the target, the PTX ISA is the lowest the target
// and the features need unless ptx-version / max-ptx say otherwise, and the
// module gets simt.target.
// RUN: kiln-opt %S/Inputs/vadd.mlir --kiln-select-target=arch=sm_90 | FileCheck %s --check-prefix=SM90
// RUN: kiln-opt %S/Inputs/vadd.mlir --kiln-select-target | FileCheck %s --check-prefix=DEFAULT
// RUN: kiln-opt %S/Inputs/vadd.mlir --kiln-select-target='arch=sm_90a ptx-version=8.5' | FileCheck %s --check-prefix=REQUESTED
// RUN: kiln-opt %S/Inputs/cluster.mlir --kiln-select-target=arch=sm_90 | FileCheck %s --check-prefix=CLUSTER
// RUN: not kiln-opt %S/Inputs/cluster.mlir --kiln-select-target=arch=sm_80 2>&1 | FileCheck %s --check-prefix=NOCLUSTER
// RUN: not kiln-opt %S/Inputs/vadd.mlir --kiln-select-target='arch=sm_90a max-ptx=7.8' 2>&1 | FileCheck %s --check-prefix=CAP
// RUN: not kiln-opt %S/Inputs/vadd.mlir --kiln-select-target=arch=sm_91 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not kiln-opt %S/Inputs/vadd.mlir --kiln-select-target='arch=sm_90 ptx-version=8' 2>&1 | FileCheck %s --check-prefix=BADVERSION
// SM90: module attributes {simt.target = #simt.target<"sm_90", ptx = 78>}
// DEFAULT: module attributes {simt.target = #simt.target<"sm_80", ptx = 70>}
// REQUESTED: module attributes {simt.target = #simt.target<"sm_90a", ptx = 85>}
// CLUSTER: module attributes {simt.target = #simt.target<"sm_90", ptx = 78>}
// NOCLUSTER: error: {{.*}}cluster{{.*}}sm_90
// CAP: error: {{.*}}8.0{{.*}}7.8
// UNKNOWN: error: unknown target 'sm_91'
// BADVERSION: error: ptx-version=8: expected MAJOR.MINOR, e.g. 8.0
