// Structs passed by value to a device function called through a pointer travel in
// aligned .param slots, as nvcc passes them (compiler/LLVMIR/AlignAggregateParams.cpp).
// Kiln's records are packed LLVM structs; NVPTX raised their slot's alignment only for
// functions whose address is never taken, so a __device__ table of functions taking a
// float4 read and wrote it one byte at a time (realcode mcmc_metropolis_chains_fnptr_targets:
// 80 ld/st.param.b8, 0.74x nvcc on the H100).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm -o - | FileCheck %s --check-prefix=IR
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Three { float a, b, c; };

__device__ __noinline__ float norm1(float4 x) { return x.x + x.y + x.z + x.w; }
__device__ __noinline__ float norm2(float4 x) { return x.x * x.x + x.y * x.y + x.z * x.z + x.w * x.w; }
__device__ __noinline__ float span(float2 x) { return x.y - x.x; }
__device__ __noinline__ float sum3(Three t) { return t.a + t.b + t.c; }

typedef float (*Norm)(float4);
__device__ Norm const norms[2] = {norm1, norm2};

// CHECK-NOT: .param.b8
// CHECK: .func  (.param .b32 func_retval0) _Z5norm16float4(
// CHECK-NEXT: .param .align 16 .b8 _Z5norm16float4_param_0[16]
// CHECK: ld.param.v4.b32
// CHECK: .param .align 16 .b8 param0[16];
// CHECK: st.param.v4.b32 [param0]
// CHECK: prototype_{{[0-9]+}} : .callprototype (.param .b32 _) _ (.param .align 16 .b8 _[16]);
// CHECK: .param .align 8 .b8 param0[8];
// CHECK: .param .align 4 .b8 param0[12];
// CHECK: .func  (.param .b32 func_retval0) _Z4span6float2(
// CHECK-NEXT: .param .align 8 .b8 _Z4span6float2_param_0[8]
// CHECK: ld.param.v2.b32
// CHECK: .func  (.param .b32 func_retval0) _Z4sum35Three(
// CHECK-NEXT: .param .align 4 .b8 _Z4sum35Three_param_0[12]
// CHECK-NOT: .param.b8
// IR: define internal float @_Z5norm16float4(%struct.float4 alignstack(16) %0)
// IR: call float %{{[0-9]+}}(%struct.float4 alignstack(16) %{{[0-9]+}})
__global__ void apply(const float4 *__restrict__ in, const int *__restrict__ which, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = in[i];
  Three t{v.x, v.y, v.z};
  out[i] = norms[which[i] & 1](v) + span(make_float2(v.x, v.w)) + sum3(t);
}
