// __managed__ variables are __device__ variables to device code (Clang knows the
// `managed` attribute only for HIP, where it was a host variable to the kernel).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-DAG: simt.global global @m_flag : i32
// CHECK-DAG: simt.global global @m_scale : f32
__managed__ int m_flag;
__device__ __managed__ float m_scale = 2.0f;

// CHECK-LABEL: func.func @_Z5scalePf(
// CHECK: simt.addressof @m_scale
// CHECK: simt.addressof @m_flag
__global__ void scale(float *x) {
  int i = threadIdx.x;
  x[i] = x[i] * m_scale + m_flag;
  if (i == 0)
    atomicAdd(&m_flag, 1);
}
