// A .mlir input that calls a function it only declares: kilnc emitted PTX with `.extern .func`
// and exit 0, which ptxas rejects ("Unresolved extern function"). Found by the libFuzzer mlir
// target (a seed of test/Conversion/SimtToNVVM/param-in-place, unmutated: that test only runs
// kiln-opt). CUDA source gets the frontend's error for the same thing.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_90 -O0 -o /dev/null 2>&1 | FileCheck %s

// CHECK: mlir-undefined-callee.mlir:[[@LINE+1]]:1: error: 'opaque' is called but has no definition in this module: kilnc compiles whole programs (no separate compilation), so define it here
func.func private @opaque(i32) -> i32

func.func @k(%arg0: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %v = simt.load %arg0 : !simt.ptr<i32, global> -> i32
  %r = func.call @opaque(%v) : (i32) -> i32
  simt.store %r, %arg0 : i32, !simt.ptr<i32, global>
  return
}
