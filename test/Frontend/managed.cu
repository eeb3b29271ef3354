// __managed__ variables are __device__ variables to device code (Clang knows the
// `managed` attribute only for HIP, where it was a host variable to the kernel); their PTX
// declaration carries nvcc's `.attribute(.managed)`, so the driver allocates them in unified
// memory and the host's direct reads work (it lacked the attribute before).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-DAG: simt.global global @m_flag : i32 {{.*}}kiln.managed
// CHECK-DAG: simt.global global @m_scale : f32 {{.*}}kiln.managed
// CHECK-DAG: simt.global global @plain : i32 {alignment = 4 : i64}
// PTX-DAG: .global .attribute(.managed) .align 4 .u32 m_flag;
// PTX-DAG: .global .attribute(.managed) .align 4 .f32 m_scale = 0f40000000;
// PTX-DAG: .global .attribute(.managed) .align 4 .b8 m_table[16];
// PTX-DAG: .global .align 4 .u32 plain;
__managed__ int m_flag;
__device__ __managed__ float m_scale = 2.0f;
extern __managed__ int m_table[4];
__managed__ int m_table[4];
__device__ int plain;

// CHECK-LABEL: func.func @_Z5scalePf(
// CHECK: simt.addressof @m_scale
// CHECK: simt.addressof @m_flag
__global__ void scale(float *x) {
  int i = threadIdx.x;
  x[i] = x[i] * m_scale + m_flag + m_table[i & 3] + plain;
  if (i == 0)
    atomicAdd(&m_flag, 1);
}
