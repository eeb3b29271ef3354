// RUN: kilnc %s --emit=simt | FileCheck %s
// extern __shared__ arrays alias one dynamic shared base; indexing stays in
// the shared space.
// CHECK-LABEL: func.func @dyn(
// CHECK: %[[BASE:.*]] = simt.dynamic_shared : !simt.ptr<f32, shared>
// CHECK: simt.ptr_add inbounds %[[BASE]], %{{.*}} : !simt.ptr<f32, shared>, i64
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
extern "C" __global__ void dyn(float *out) {
  extern __shared__ float buf[];
  float *row = buf + 32;
  row[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = row[31 - threadIdx.x];
}
