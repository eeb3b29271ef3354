// Reading threadIdx/blockIdx/blockDim/gridDim has no side effects: real code
// writes `__builtin_assume(blockDim.x == 128)` (nvcc takes it silently), and
// Clang's -Wassume ("assumption is ignored because it contains (potential)
// side-effects") must not fire on it. The reads themselves stay reads.
// RUN: kilnc %s --emit=mlir 2>&1 | FileCheck %s --implicit-check-not=warning
// CHECK-LABEL: func.func @hinted(
// CHECK: simt.block_dim x
// CHECK: simt.thread_id x
extern "C" __global__ void hinted(float *out) {
  __builtin_assume(blockDim.x == 128);
  __builtin_assume(gridDim.y >= 1 && threadIdx.x < 1024 && blockIdx.z == 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}
