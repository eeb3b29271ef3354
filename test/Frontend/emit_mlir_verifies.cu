// kilnc --emit=mlir verifies the frontend's module before printing it: a
// module that fails verification is the verifier's error at the source line
// and exit 1. It was printed in generic form with exit 0 (the MLIR printer's
// silent fallback), so the error only surfaced, if at all, at a later stage.
// An atomic on a __constant__ variable is such a module (nvcc compiles it;
// PTX atomics act on global or shared memory).
// RUN: not kilnc %s --arch=sm_90 --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not='"simt.atomic_rmw"'
// RUN: not kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

__constant__ int counters[4];

__global__ void bump(int *out) {
  // CHECK: emit_mlir_verifies.cu:[[@LINE+1]]:12: error: 'simt.atomic_rmw' op atomics act on global or shared memory, not constant
  out[0] = atomicAdd(&counters[1], 1);
}
