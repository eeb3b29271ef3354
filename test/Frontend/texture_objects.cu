// Texture and surface objects (kiln/cuda/texture.hpp): tex1Dfetch, tex1D,
// tex2D, tex3D, the layered, Lod and gather forms on a cudaTextureObject_t,
// and surf{1,2,3}D{read,write} on a cudaSurfaceObject_t, are the PTX tex /
// tld4 / suld / sust instructions nvcc emits. The element type picks the
// fetch type (f32 for the float vectors, s32 / u32 for the integer ones) and
// the components; a surface moves sizeof(T) bytes with the boundary mode as
// the suffix. An explicit #include of the toolkit's header gets the same.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_80 -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ kilnc %s --arch=sm_90a -o %t.90a.ptx && %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
#include <texture_indirect_functions.h>
#include <surface_indirect_functions.h>

// (--emit=mlir is before inlining: the asm sits in the header's helpers.)
// CHECK-DAG: simt.inline_asm "tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"
// CHECK-DAG: simt.inline_asm "tex.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}];", "=r,=r,=r,=r,l,f,f"
// CHECK-DAG: simt.inline_asm "tex.3d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];"
// CHECK-DAG: simt.inline_asm "tex.a2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6, $7, $7}];", "=r,=r,=r,=r,l,r,f,f"
// CHECK-DAG: simt.inline_asm "tex.level.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}], $7;"
// CHECK-DAG: simt.inline_asm "tld4.g.2d.v4.f32.f32
// CHECK-DAG: simt.inline_asm "tex.1d.v4.s32.s32
// CHECK-DAG: simt.inline_asm "tex.1d.v4.u32.s32
// PTX-LABEL: .entry fetches(
// PTX: tex.1d.v4.f32.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
// PTX: tex.2d.v4.f32.f32
// PTX: tex.3d.v4.f32.f32
// PTX: tex.a2d.v4.f32.f32
// PTX: tex.level.2d.v4.f32.f32
// PTX: tld4.g.2d.v4.f32.f32
// PTX: tex.1d.v4.s32.s32
// PTX: tex.1d.v4.u32.s32
extern "C" __global__ void fetches(cudaTextureObject_t t1, cudaTextureObject_t t2, cudaTextureObject_t t3, float *o, int4 *oi,
                                   uchar4 *ou) {
  int i = threadIdx.x;
  float4 a = tex1Dfetch<float4>(t1, i);
  float b = tex2D<float>(t2, i + 0.5f, 0.5f);
  float c = tex3D<float>(t3, 0.5f, i, 1.f);
  float d = tex2DLayered<float>(t2, 0.5f, 0.5f, 2) + tex2DLod<float>(t2, 0.5f, 0.5f, 1.f);
  float4 g = tex2Dgather<float4>(t2, 0.5f, 0.5f, 1);
  o[i] = a.x + a.w + b + c + d + g.y;
  oi[i] = tex1Dfetch<int4>(t3, i);
  uchar4 u;
  tex1Dfetch(&u, t3, i);
  ou[i] = u;
}

// CHECK-DAG: simt.inline_asm volatile "suld.b.2d.v2.b32.trap {$0, $1}, [$2, {$3, $4}];", "=r,=r,l,r,r,~{memory}"
// CHECK-DAG: simt.inline_asm volatile "sust.b.2d.v2.b32.clamp [$0, {$1, $2}], {$3, $4};", "l,r,r,r,r,~{memory}"
// CHECK-DAG: simt.inline_asm volatile "suld.b.1d.b8.zero {$0}, [$1, {$2}];", "=h,l,r,~{memory}"
// CHECK-DAG: simt.inline_asm volatile "sust.b.3d.v4.b32.trap [$0, {$1, $2, $3, $3}], {$4, $5, $6, $7};"
// PTX-LABEL: .entry surfaces(
// PTX: suld.b.2d.v2.b32.trap
// PTX: sust.b.2d.v2.b32.clamp
// PTX: suld.b.1d.b8.zero {%rs{{[0-9]+}}}
// PTX: sust.b.1d.b8.trap
// PTX: sust.b.3d.v4.b32.trap
extern "C" __global__ void surfaces(cudaSurfaceObject_t s, short *o) {
  int i = threadIdx.x;
  float2 v = surf2Dread<float2>(s, i * 8, 0);
  surf2Dwrite(make_float2(v.y, v.x), s, i * 8, 1, cudaBoundaryModeClamp);
  unsigned char cc = surf1Dread<unsigned char>(s, i, cudaBoundaryModeZero);
  surf1Dwrite((unsigned char)(cc + 1), s, i);
  surf3Dwrite(make_int4(1, 2, 3, 4), s, i * 16, 0, 0);
  short sh;
  surf2Dread(&sh, s, i * 2, 3);
  o[i] = sh;
}
