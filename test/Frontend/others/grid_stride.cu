// RUN: kilnc %s --emit=simt -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: count 0 < %t.err
// Grid-stride loops (the CUDA_KERNEL_LOOP macro of Caffe/PyTorch, float4
// vectors): compiled without a diagnostic, each loop strides by
// blockDim.x * gridDim.x, the float4 accesses are 16-byte aligned.
// CHECK-LABEL: func.func @_Z5saxpyifPKfPf(
// CHECK-SAME: simt.signature = "saxpy(int, float, float const*, float*)"
// CHECK: simt.block_dim x
// CHECK: simt.thread_id x
// CHECK: ^bb1(%[[I:.*]]: i32):
// CHECK: arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK: simt.grid_dim x
// CHECK-LABEL: func.func @_Z12relu_inplacePfl(
// CHECK: arith.maxnumf
// CHECK: simt.grid_dim x
// CHECK-LABEL: func.func @_Z11scale_shiftPK6float4PS_ffi(
// CHECK: simt.load invariant %{{.*}} {alignment = 16 : i64} : !simt.ptr<!llvm.struct<"struct.float4", packed (f32, f32, f32, f32)>, global>
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : !llvm.struct<"struct.float4", packed (f32, f32, f32, f32)>, !simt.ptr<!llvm.struct<"struct.float4", packed (f32, f32, f32, f32)>, global>
#include <cuda_runtime.h>
#include <stdint.h>
#define CUDA_KERNEL_LOOP(i, n) \
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < (n); i += (int64_t)blockDim.x * gridDim.x)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}
__global__ void relu_inplace(float *data, int64_t n) {
  CUDA_KERNEL_LOOP(i, n) { data[i] = fmaxf(data[i], 0.0f); }
}
__global__ void scale_shift(const float4 *__restrict__ in, float4 *__restrict__ out, float s, float b, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = in[i];
    v.x = v.x * s + b; v.y = v.y * s + b; v.z = v.z * s + b; v.w = v.w * s + b;
    out[i] = v;
  }
}
__global__ void iota(unsigned *out, size_t n) {
  size_t idx = threadIdx.x + (size_t)blockIdx.x * blockDim.x;
  if (idx >= n) return;
  out[idx] = static_cast<unsigned>(idx);
}
