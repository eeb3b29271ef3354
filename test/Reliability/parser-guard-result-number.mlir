// MLIR 22's parser allocates a slot for every result number up to N in `%name#N` before it checks
// N against the op's results: `%e#2147483647` ran kiln-opt, kilnc and mlir-opt 22 out of memory
// (found by fuzz/mutate.py, seed 1718). Both tools reject result numbers from 65536 on at the
// number; smaller ones out of range stay MLIR's own error.
// RUN: not kiln-opt %s 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: not kiln-opt %S/Inputs/result-number-small.mlir 2>&1 | FileCheck %s --check-prefix=SMALL

func.func @f(%out: !simt.ptr<i32, global>, %c: i32) {
  %e:2 = arith.addui_extended %c, %c : i32, i1
// CHECK: parser-guard-result-number.mlir:[[@LINE+1]]:16: error: result number 2147483647 of '%e' is out of range (at most 65535)
  simt.store %e#2147483647, %out : i32, !simt.ptr<i32, global>
  return
}
// SMALL: error: reference to invalid result number
