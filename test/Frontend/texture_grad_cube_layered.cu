// The rest of texture_indirect_functions.h and surface_indirect_functions.h (undeclared in
// kilnc before): tex{1,2,3}DGrad, tex{1,2}DLayered{Lod,Grad}, texCubemap{,Lod,Grad,Layered,
// LayeredLod,LayeredGrad} and surf{1,2}DLayered / surfCubemap(Layered) {read,write}, each the
// tex.grad / tex.level / tex.cube / tex.acube / suld / sust nvcc emits (the same opcodes and
// operand order as `nvcc -ptx -arch=sm_90` on this file, but for 4-byte surface elements, which
// kilnc moves as one .b32 where nvcc moves a uchar4 as .v4.b8), with the pointer-out overloads.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda_runtime.h>

// CHECK-LABEL: .entry _Z8texturesyP6float4P4int4(
// CHECK: tex.grad.1d.v4.f32.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r[[X:[0-9]+]]}], {%r{{[0-9]+}}}, {%r{{[0-9]+}}};
// CHECK: tex.grad.2d.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r[[X]], %r[[Y:[0-9]+]]}], {%r[[ONE:[0-9]+]], %r[[ZERO:[0-9]+]]}, {%r[[ZERO]], %r[[ONE]]};
// CHECK: tex.grad.3d.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r[[X]], %r[[Y]], %r[[Z:[0-9]+]], %r[[Z]]}], {%r[[ONE]], %r[[ZERO]], %r[[ZERO]], %r[[ZERO]]}, {%r[[ZERO]], %r[[ONE]], %r[[ZERO]], %r[[ZERO]]};
// CHECK: tex.level.a1d.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r[[X]]}], %r{{[0-9]+}};
// CHECK: tex.level.a2d.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r[[X]], %r[[Y]], %r[[Y]]}], %r{{[0-9]+}};
// CHECK: tex.grad.a1d.v4.f32.f32
// CHECK: tex.grad.a2d.v4.f32.f32
// CHECK: tex.cube.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r[[X]], %r[[Y]], %r[[Z]], %r[[Z]]}];
// CHECK: tex.level.cube.v4.f32.f32
// CHECK: tex.acube.v4.f32.f32 {{.*}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r[[X]], %r[[Y]], %r[[Z]]}];
// CHECK: tex.level.acube.v4.f32.f32
// CHECK: tex.grad.cube.v4.f32.f32
// CHECK: tex.grad.acube.v4.f32.f32
// CHECK: tex.grad.2d.v4.s32.f32
// CHECK: ret;
__global__ void textures(cudaTextureObject_t t, float4 *o, int4 *oi) {
  int i = threadIdx.x;
  float x = i * 0.1f, y = i * 0.2f, z = i * 0.3f;
  float2 dx2 = make_float2(1, 0), dy2 = make_float2(0, 1);
  float4 dx4 = make_float4(1, 0, 0, 0), dy4 = make_float4(0, 1, 0, 0);
  o[0] = tex1DGrad<float4>(t, x, 0.5f, 0.25f);
  o[1] = tex2DGrad<float4>(t, x, y, dx2, dy2);
  o[2] = tex3DGrad<float4>(t, x, y, z, dx4, dy4);
  o[3] = tex1DLayeredLod<float4>(t, x, 2, 1.5f);
  o[4] = tex2DLayeredLod<float4>(t, x, y, 3, 0.5f);
  o[5] = tex1DLayeredGrad<float4>(t, x, 2, 0.5f, 0.25f);
  o[6] = tex2DLayeredGrad<float4>(t, x, y, 3, dx2, dy2);
  o[7] = texCubemap<float4>(t, x, y, z);
  o[8] = texCubemapLod<float4>(t, x, y, z, 1.0f);
  o[9] = texCubemapLayered<float4>(t, x, y, z, 4);
  texCubemapLayeredLod(&o[10], t, x, y, z, 4, 2.0f);
  o[11] = texCubemapGrad<float4>(t, x, y, z, dx4, dy4);
  o[12] = texCubemapLayeredGrad<float4>(t, x, y, z, 4, dx4, dy4);
  oi[0] = tex2DGrad<int4>(t, x, y, dx2, dy2);
}

// CHECK-LABEL: .entry _Z8surfacesy(
// CHECK: suld.b.a1d.b32.trap {%r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: suld.b.a2d.v2.b32.trap {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r[[SY:[0-9]+]], %r[[SY]]}];
// CHECK: suld.b.a2d.b32.zero
// CHECK: suld.b.a2d.b16.clamp
// CHECK: sust.b.a1d.b32.trap [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], {%r{{[0-9]+}}};
// CHECK: sust.b.a2d.v2.b32.trap
// CHECK: sust.b.a2d.b32.trap
// CHECK: sust.b.a2d.b16.clamp
// CHECK: ret;
__global__ void surfaces(cudaSurfaceObject_t s) {
  int i = threadIdx.x;
  float f1 = surf1DLayeredread<float>(s, i * 4, 2);
  float2 f2;
  surf2DLayeredread(&f2, s, i * 8, 1, 3);
  uchar4 f3 = surfCubemapread<uchar4>(s, i * 4, 1, 5, cudaBoundaryModeZero);
  short f4 = surfCubemapLayeredread<short>(s, i * 2, 1, 7, cudaBoundaryModeClamp);
  surf1DLayeredwrite(f1 + 1.0f, s, i * 4, 2);
  surf2DLayeredwrite(f2, s, i * 8, 1, 3);
  surfCubemapwrite(f3, s, i * 4, 1, 5);
  surfCubemapLayeredwrite(f4, s, i * 2, 1, 7, cudaBoundaryModeClamp);
}
