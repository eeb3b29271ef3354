// RUN: kilnc %s --emit=mlir | FileCheck %s
// CHECK-LABEL: func.func @ids(
// CHECK-SAME: simt.param_type = "u32*"
// CHECK-DAG: simt.thread_id x
// CHECK-DAG: simt.thread_id y
// CHECK-DAG: simt.thread_id z
// CHECK-DAG: simt.block_id x
// CHECK-DAG: simt.block_dim y
// CHECK-DAG: simt.grid_dim z
extern "C" __global__ void ids(unsigned *out) {
  out[0] = threadIdx.x + threadIdx.y + threadIdx.z;
  out[1] = blockIdx.x + blockDim.y + gridDim.z + warpSize;
}
// Builtin-variable conversions to dim3/uint3 go through the prelude's
// conversion operators.
// CHECK-LABEL: func.func @conv(
// CHECK: call @_ZNK17__kiln_blockDim_tcv4dim3Ev
extern "C" __global__ void conv(unsigned *out) {
  dim3 b = blockDim;
  uint3 t = threadIdx;
  out[0] = b.x * t.y;
}
