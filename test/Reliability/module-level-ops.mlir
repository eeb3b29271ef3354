// Ops that belong in a function, at the top level of a module: the verifier
// rejects them (a module-level simt.barrier used to pass it and crash the
// translation to LLVM IR with a segfault).
// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=KILNC

// KILNC: module-level-ops.mlir:[[@LINE+1]]:1: error: 'simt.barrier' op must be inside a function (a kernel or device function), not at the top level of a module
simt.barrier block   // expected-error {{'simt.barrier' op must be inside a function (a kernel or device function), not at the top level of a module}}

// -----

// expected-error @+1 {{'simt.thread_id' op must be inside a function}}
%t = simt.thread_id x

// -----

// expected-error @+1 {{'tile.program_id' op must be inside a function}}
%p = tile.program_id 0

// -----

// simt.global is the one simt op that lives at the top level.
simt.global shared @buffer : !llvm.array<32 x f32> {alignment = 4 : i64}
func.func @k() attributes {simt.kernel} {
  simt.barrier block
  return
}
