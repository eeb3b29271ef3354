// GNU C compound literals, which nvcc accepts in CUDA C++ and C-style code uses for vector
// types: `(float2){x, y}` initialising a variable, `(float3){...}` as an argument, `(int){v}`
// as a scalar, `(P){.a = t, .b = 2.5f}` with designators, a member of a literal, and an array
// literal passed to a function (an lvalue, as before). They were refused as prvalues
// ("unsupported construct 'CompoundLiteralExpr'"). The arithmetic is nvcc's for this file:
// one add chain and t * 4 + 24.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK-LABEL: .entry compound_literals(
// CHECK: add.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0f3FC00000;
// CHECK: add.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0f40400000;
// CHECK: add.f32
// CHECK: add.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0f40200000;
// CHECK: st.global.b32
// CHECK: shl.b32 [[T4:%r[0-9]+]], %r{{[0-9]+}}, 2;
// CHECK: add.s32 %r{{[0-9]+}}, [[T4]], 24;
// CHECK: st.global.b32
struct P {
  int a;
  float b;
};
__device__ float sum3(float3 v) { return v.x + v.y + v.z; }
__device__ int second(const int *a) { return a[1]; }
extern "C" __global__ void compound_literals(float *out, int *oi, int n) {
  int t = threadIdx.x;
  float2 f2 = (float2){1.5f, (float)t};
  int s = (int){t * 3};
  P p = (P){.a = t, .b = 2.5f};
  out[t] = f2.x + f2.y + sum3((float3){1.0f, 2.0f, (float)n}) + p.b;
  oi[t] = s + p.a + ((P){4, 1.0f}).a + second((int[]){10, 20, 30});
}
