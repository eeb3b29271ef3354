// File-scope `static __device__` / `static __constant__` variables keep their
// plain names in PTX, as nvcc emits them, so host code finds them by the name
// it wrote (cuModuleGetGlobal / the runtime's module.global("s_count")).
// Namespace-scope statics stay mangled (nvcc mangles them too, with its own
// prefix); a function's __shared__ array keeps Kiln's kernel_$_name form.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-DAG: .global .align 4 .u32 s_count;
// CHECK-DAG: .const .align 4 .b8 s_coef[16];
// CHECK-DAG: .global .align 4 .u32 _ZN2ns5n_valE;
// CHECK-DAG: .global .align 4 .u32 _ZN2nsL8n_staticE;
// CHECK-DAG: .shared .align 4 .b8 kern_$_buffer[128];
static __device__ int s_count;
static __constant__ float s_coef[4];
namespace ns {
__device__ int n_val;
static __device__ int n_static;
} // namespace ns

extern "C" __global__ void kern(float *out) {
  __shared__ float buffer[32];
  buffer[threadIdx.x] = s_coef[threadIdx.x & 3];
  __syncthreads();
  atomicAdd(&s_count, 1);
  out[threadIdx.x] = buffer[31 - threadIdx.x] + ns::n_val + ns::n_static;
}
