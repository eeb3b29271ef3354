//===- kiln/cuda/texture.hpp - texture and surface objects -------*- C++ -*-===//
//
// tex1Dfetch / tex1D / tex2D / tex3D (and the layered, Lod, Grad, gather and
// cube-map forms) on a cudaTextureObject_t, and surf{1,2,3}D{read,write} and
// their layered and cube-map forms on a cudaSurfaceObject_t: the PTX tex / tld4 / suld / sust instructions nvcc
// emits for the toolkit's texture_indirect_functions.h and
// surface_indirect_functions.h, written as inline asm. The object is a 64-bit
// handle made on the host (cudaCreateTextureObject); addressing, filtering
// and read mode live in it, so the element type T only picks the fetch type
// (.f32 for float*, .s32 / .u32 for the integer vectors). A texture fetch
// reads memory the kernel must not write (the texture cache is not coherent,
// as with nvcc), so the fetches carry no memory clobber; surface stores do.
// The legacy texture references (texture<T, ...>, removed in CUDA 12) stay
// refused (compiler/Frontend/ToolkitHeaders.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_TEXTURE_HPP
#define KILN_CUDA_TEXTURE_HPP

// The toolkit's texture_types.h / surface_types.h say the same (a typedef
// may be repeated); without a toolkit these are the only declarations.
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
#if !defined(__KILN_CUDA_TOOLKIT__)
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2 };
#endif

namespace __kiln_tex {
struct regs {
  unsigned r[4];
};
enum kind { f32, s32, u32 };

// elem<T>: the fetch type of T and T built from the four 32-bit components.
template <class T> struct elem;
#define __KILN_TEX_ELEM(T, K, ...)                                                                     \
  template <> struct elem<T> {                                                                         \
    static constexpr kind k = K;                                                                       \
    static __device__ __forceinline__ T make(const regs &v) { __VA_ARGS__ }                          \
  };
#define __KILN_F(i) __uint_as_float(v.r[i])
__KILN_TEX_ELEM(float, f32, return __KILN_F(0);)
__KILN_TEX_ELEM(float1, f32, return make_float1(__KILN_F(0));)
__KILN_TEX_ELEM(float2, f32, return make_float2(__KILN_F(0), __KILN_F(1));)
__KILN_TEX_ELEM(float4, f32, return make_float4(__KILN_F(0), __KILN_F(1), __KILN_F(2), __KILN_F(3));)
#undef __KILN_F
#define __KILN_TEX_INT(S, K, C)                                                                        \
  __KILN_TEX_ELEM(C, K, return (C)v.r[0];)                                                             \
  __KILN_TEX_ELEM(S##1, K, return make_##S##1((C)v.r[0]);)                                            \
  __KILN_TEX_ELEM(S##2, K, return make_##S##2((C)v.r[0], (C)v.r[1]);)                                 \
  __KILN_TEX_ELEM(S##4, K, return make_##S##4((C)v.r[0], (C)v.r[1], (C)v.r[2], (C)v.r[3]);)
__KILN_TEX_ELEM(char, s32, return (char)v.r[0];)
__KILN_TEX_INT(char, s32, signed char)
__KILN_TEX_INT(uchar, u32, unsigned char)
__KILN_TEX_INT(short, s32, short)
__KILN_TEX_INT(ushort, u32, unsigned short)
__KILN_TEX_INT(int, s32, int)
__KILN_TEX_INT(uint, u32, unsigned int)
#undef __KILN_TEX_INT
#undef __KILN_TEX_ELEM

// One fetch of four components; OP is the instruction and its geometry, REST
// the coordinate type and operands (%0-%3 the results, %4 the object).
#define __KILN_TEX_V4(OP, REST, ...)                                                                   \
  regs v;                                                                                              \
  if (K == f32)                                                                                        \
    asm(OP ".v4.f32" REST : "=r"(v.r[0]), "=r"(v.r[1]), "=r"(v.r[2]), "=r"(v.r[3]) : __VA_ARGS__);    \
  else if (K == s32)                                                                                   \
    asm(OP ".v4.s32" REST : "=r"(v.r[0]), "=r"(v.r[1]), "=r"(v.r[2]), "=r"(v.r[3]) : __VA_ARGS__);    \
  else                                                                                                 \
    asm(OP ".v4.u32" REST : "=r"(v.r[0]), "=r"(v.r[1]), "=r"(v.r[2]), "=r"(v.r[3]) : __VA_ARGS__);    \
  return v

template <kind K> static __device__ __forceinline__ regs fetch(cudaTextureObject_t t, int x) {
  __KILN_TEX_V4("tex.1d", ".s32 {%0, %1, %2, %3}, [%4, {%5}];", "l"(t), "r"(x));
}
template <kind K> static __device__ __forceinline__ regs tex1(cudaTextureObject_t t, float x) {
  __KILN_TEX_V4("tex.1d", ".f32 {%0, %1, %2, %3}, [%4, {%5}];", "l"(t), "f"(x));
}
template <kind K> static __device__ __forceinline__ regs tex2(cudaTextureObject_t t, float x, float y) {
  __KILN_TEX_V4("tex.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "f"(x), "f"(y));
}
template <kind K> static __device__ __forceinline__ regs tex3(cudaTextureObject_t t, float x, float y, float z) {
  __KILN_TEX_V4("tex.3d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];", "l"(t), "f"(x), "f"(y), "f"(z));
}
template <kind K> static __device__ __forceinline__ regs tex1layer(cudaTextureObject_t t, float x, int layer) {
  __KILN_TEX_V4("tex.a1d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "r"(layer), "f"(x));
}
template <kind K> static __device__ __forceinline__ regs tex2layer(cudaTextureObject_t t, float x, float y, int layer) {
  __KILN_TEX_V4("tex.a2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];", "l"(t), "r"(layer), "f"(x), "f"(y));
}
template <kind K> static __device__ __forceinline__ regs tex1lod(cudaTextureObject_t t, float x, float l) {
  __KILN_TEX_V4("tex.level.1d", ".f32 {%0, %1, %2, %3}, [%4, {%5}], %6;", "l"(t), "f"(x), "f"(l));
}
template <kind K> static __device__ __forceinline__ regs tex2lod(cudaTextureObject_t t, float x, float y, float l) {
  __KILN_TEX_V4("tex.level.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;", "l"(t), "f"(x), "f"(y), "f"(l));
}
template <kind K>
static __device__ __forceinline__ regs tex3lod(cudaTextureObject_t t, float x, float y, float z, float l) {
  __KILN_TEX_V4("tex.level.3d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;", "l"(t), "f"(x), "f"(y),
                "f"(z), "f"(l));
}
template <kind K> static __device__ __forceinline__ regs gather(cudaTextureObject_t t, float x, float y, int comp) {
  switch (comp) {
  case 1: { __KILN_TEX_V4("tld4.g.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "f"(x), "f"(y)); }
  case 2: { __KILN_TEX_V4("tld4.b.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "f"(x), "f"(y)); }
  case 3: { __KILN_TEX_V4("tld4.a.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "f"(x), "f"(y)); }
  default: { __KILN_TEX_V4("tld4.r.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}];", "l"(t), "f"(x), "f"(y)); }
  }
}
template <kind K>
static __device__ __forceinline__ regs tex1grad(cudaTextureObject_t t, float x, float dx, float dy) {
  __KILN_TEX_V4("tex.grad.1d", ".f32 {%0, %1, %2, %3}, [%4, {%5}], {%6}, {%7};", "l"(t), "f"(x), "f"(dx), "f"(dy));
}
template <kind K>
static __device__ __forceinline__ regs tex2grad(cudaTextureObject_t t, float x, float y, float2 dx, float2 dy) {
  __KILN_TEX_V4("tex.grad.2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%9, %10};", "l"(t), "f"(x),
                "f"(y), "f"(dx.x), "f"(dx.y), "f"(dy.x), "f"(dy.y));
}
template <kind K>
static __device__ __forceinline__ regs tex3grad(cudaTextureObject_t t, float x, float y, float z, float4 dx,
                                                float4 dy) {
  __KILN_TEX_V4("tex.grad.3d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9, %10, %10}, {%11, %12, %13, %13};",
                "l"(t), "f"(x), "f"(y), "f"(z), "f"(dx.x), "f"(dx.y), "f"(dx.z), "f"(dy.x), "f"(dy.y), "f"(dy.z));
}
template <kind K>
static __device__ __forceinline__ regs tex1layerlod(cudaTextureObject_t t, float x, int layer, float l) {
  __KILN_TEX_V4("tex.level.a1d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;", "l"(t), "r"(layer), "f"(x), "f"(l));
}
template <kind K>
static __device__ __forceinline__ regs tex2layerlod(cudaTextureObject_t t, float x, float y, int layer, float l) {
  __KILN_TEX_V4("tex.level.a2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;", "l"(t), "r"(layer), "f"(x),
                "f"(y), "f"(l));
}
template <kind K>
static __device__ __forceinline__ regs tex1layergrad(cudaTextureObject_t t, float x, int layer, float dx, float dy) {
  __KILN_TEX_V4("tex.grad.a1d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7}, {%8};", "l"(t), "r"(layer), "f"(x),
                "f"(dx), "f"(dy));
}
template <kind K>
static __device__ __forceinline__ regs tex2layergrad(cudaTextureObject_t t, float x, float y, int layer, float2 dx,
                                                     float2 dy) {
  __KILN_TEX_V4("tex.grad.a2d", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9}, {%10, %11};", "l"(t),
                "r"(layer), "f"(x), "f"(y), "f"(dx.x), "f"(dx.y), "f"(dy.x), "f"(dy.y));
}
template <kind K> static __device__ __forceinline__ regs cube(cudaTextureObject_t t, float x, float y, float z) {
  __KILN_TEX_V4("tex.cube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];", "l"(t), "f"(x), "f"(y), "f"(z));
}
template <kind K>
static __device__ __forceinline__ regs cubelod(cudaTextureObject_t t, float x, float y, float z, float l) {
  __KILN_TEX_V4("tex.level.cube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;", "l"(t), "f"(x), "f"(y),
                "f"(z), "f"(l));
}
template <kind K>
static __device__ __forceinline__ regs cubegrad(cudaTextureObject_t t, float x, float y, float z, float4 dx,
                                                float4 dy) {
  __KILN_TEX_V4("tex.grad.cube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], {%8, %9, %10, %10}, {%11, %12, %13, %13};",
                "l"(t), "f"(x), "f"(y), "f"(z), "f"(dx.x), "f"(dx.y), "f"(dx.z), "f"(dy.x), "f"(dy.y), "f"(dy.z));
}
template <kind K>
static __device__ __forceinline__ regs cubelayer(cudaTextureObject_t t, float x, float y, float z, int layer) {
  __KILN_TEX_V4("tex.acube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}];", "l"(t), "r"(layer), "f"(x), "f"(y),
                "f"(z));
}
template <kind K>
static __device__ __forceinline__ regs cubelayerlod(cudaTextureObject_t t, float x, float y, float z, int layer,
                                                    float l) {
  __KILN_TEX_V4("tex.level.acube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}], %9;", "l"(t), "r"(layer), "f"(x),
                "f"(y), "f"(z), "f"(l));
}
template <kind K>
static __device__ __forceinline__ regs cubelayergrad(cudaTextureObject_t t, float x, float y, float z, int layer,
                                                     float4 dx, float4 dy) {
  __KILN_TEX_V4("tex.grad.acube", ".f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}], {%9, %10, %11, %11}, {%12, %13, %14, %14};",
                "l"(t), "r"(layer), "f"(x), "f"(y), "f"(z), "f"(dx.x), "f"(dx.y), "f"(dx.z), "f"(dy.x), "f"(dy.y),
                "f"(dy.z));
}
#undef __KILN_TEX_V4

// Surfaces move sizeof(T) bytes (1, 2, 4, 8 or 16) as b8 / b16 / b32 /
// v2.b32 / v4.b32 through r[0..3]; x is in bytes, as in CUDA. Loads and
// stores are volatile and clobber memory: a kernel may read what it wrote.
// (Generated per geometry, size and boundary mode; the branches on the
// template parameter and on a constant mode fold away.)

template <int Bytes>
static __device__ __forceinline__ void surf_load_1d(unsigned (&r)[4], cudaSurfaceObject_t s, int x,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.1d.b8.zero {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.1d.b8.clamp {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    else
      asm volatile("suld.b.1d.b8.trap {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    r[0] = h;
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.1d.b16.zero {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.1d.b16.clamp {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    else
      asm volatile("suld.b.1d.b16.trap {%0}, [%1, {%2}];" : "=h"(h) : "l"(s), "r"(x) : "memory");
    r[0] = h;
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.1d.b32.zero {%0}, [%1, {%2}];" : "=r"(r[0]) : "l"(s), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.1d.b32.clamp {%0}, [%1, {%2}];" : "=r"(r[0]) : "l"(s), "r"(x) : "memory");
    else
      asm volatile("suld.b.1d.b32.trap {%0}, [%1, {%2}];" : "=r"(r[0]) : "l"(s), "r"(x) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.1d.v2.b32.zero {%0, %1}, [%2, {%3}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.1d.v2.b32.clamp {%0, %1}, [%2, {%3}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x) : "memory");
    else
      asm volatile("suld.b.1d.v2.b32.trap {%0, %1}, [%2, {%3}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.1d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.1d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x) : "memory");
    else
      asm volatile("suld.b.1d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_store_1d(unsigned (&r)[4], cudaSurfaceObject_t s, int x,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.1d.b8.zero [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.1d.b8.clamp [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
    else
      asm volatile("sust.b.1d.b8.trap [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.1d.b16.zero [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.1d.b16.clamp [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
    else
      asm volatile("sust.b.1d.b16.trap [%0, {%1}], {%2};" : : "l"(s), "r"(x), "h"(h) : "memory");
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.1d.b32.zero [%0, {%1}], {%2};" : : "l"(s), "r"(x), "r"(r[0]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.1d.b32.clamp [%0, {%1}], {%2};" : : "l"(s), "r"(x), "r"(r[0]) : "memory");
    else
      asm volatile("sust.b.1d.b32.trap [%0, {%1}], {%2};" : : "l"(s), "r"(x), "r"(r[0]) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.1d.v2.b32.zero [%0, {%1}], {%2, %3};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.1d.v2.b32.clamp [%0, {%1}], {%2, %3};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
    else
      asm volatile("sust.b.1d.v2.b32.trap [%0, {%1}], {%2, %3};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.1d.v4.b32.zero [%0, {%1}], {%2, %3, %4, %5};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.1d.v4.b32.clamp [%0, {%1}], {%2, %3, %4, %5};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else
      asm volatile("sust.b.1d.v4.b32.trap [%0, {%1}], {%2, %3, %4, %5};" : : "l"(s), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_load_2d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.2d.b8.zero {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.2d.b8.clamp {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.2d.b8.trap {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    r[0] = h;
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.2d.b16.zero {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.2d.b16.clamp {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.2d.b16.trap {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(x), "r"(y) : "memory");
    r[0] = h;
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.2d.b32.zero {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.2d.b32.clamp {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.2d.b32.trap {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.2d.v2.b32.zero {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.2d.v2.b32.clamp {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.2d.v2.b32.trap {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.2d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.2d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.2d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_store_2d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.2d.b8.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.2d.b8.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
    else
      asm volatile("sust.b.2d.b8.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.2d.b16.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.2d.b16.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
    else
      asm volatile("sust.b.2d.b16.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "h"(h) : "memory");
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.2d.b32.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.2d.b32.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]) : "memory");
    else
      asm volatile("sust.b.2d.b32.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.2d.v2.b32.zero [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.2d.v2.b32.clamp [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
    else
      asm volatile("sust.b.2d.v2.b32.trap [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.2d.v4.b32.zero [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.2d.v4.b32.clamp [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else
      asm volatile("sust.b.2d.v4.b32.trap [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_load_3d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y, int z,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.3d.b8.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.3d.b8.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else
      asm volatile("suld.b.3d.b8.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    r[0] = h;
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.3d.b16.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.3d.b16.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else
      asm volatile("suld.b.3d.b16.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    r[0] = h;
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.3d.b32.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.3d.b32.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else
      asm volatile("suld.b.3d.b32.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.3d.v2.b32.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.3d.v2.b32.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else
      asm volatile("suld.b.3d.v2.b32.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.3d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.3d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
    else
      asm volatile("suld.b.3d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(x), "r"(y), "r"(z) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_store_3d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y, int z,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.3d.b8.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.3d.b8.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
    else
      asm volatile("sust.b.3d.b8.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.3d.b16.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.3d.b16.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
    else
      asm volatile("sust.b.3d.b16.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "h"(h) : "memory");
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.3d.b32.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.3d.b32.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]) : "memory");
    else
      asm volatile("sust.b.3d.b32.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.3d.v2.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.3d.v2.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]) : "memory");
    else
      asm volatile("sust.b.3d.v2.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.3d.v4.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.3d.v4.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else
      asm volatile("sust.b.3d.v4.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(x), "r"(y), "r"(z), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
}
// Layered (and cube map) surfaces: the layer (or layer * 6 + face) first.
template <int Bytes>
static __device__ __forceinline__ void surf_load_a1d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int layer,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a1d.b8.zero {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a1d.b8.clamp {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    else
      asm volatile("suld.b.a1d.b8.trap {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    r[0] = h;
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a1d.b16.zero {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a1d.b16.clamp {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    else
      asm volatile("suld.b.a1d.b16.trap {%0}, [%1, {%2, %3}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x) : "memory");
    r[0] = h;
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a1d.b32.zero {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a1d.b32.clamp {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else
      asm volatile("suld.b.a1d.b32.trap {%0}, [%1, {%2, %3}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a1d.v2.b32.zero {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a1d.v2.b32.clamp {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else
      asm volatile("suld.b.a1d.v2.b32.trap {%0, %1}, [%2, {%3, %4}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a1d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a1d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x) : "memory");
    else
      asm volatile("suld.b.a1d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_store_a1d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int layer,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a1d.b8.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a1d.b8.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
    else
      asm volatile("sust.b.a1d.b8.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a1d.b16.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a1d.b16.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
    else
      asm volatile("sust.b.a1d.b16.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "h"(h) : "memory");
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a1d.b32.zero [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a1d.b32.clamp [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]) : "memory");
    else
      asm volatile("sust.b.a1d.b32.trap [%0, {%1, %2}], {%3};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a1d.v2.b32.zero [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a1d.v2.b32.clamp [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
    else
      asm volatile("sust.b.a1d.v2.b32.trap [%0, {%1, %2}], {%3, %4};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a1d.v4.b32.zero [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a1d.v4.b32.clamp [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else
      asm volatile("sust.b.a1d.v4.b32.trap [%0, {%1, %2}], {%3, %4, %5, %6};" : : "l"(s), "r"(layer), "r"(x), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_load_a2d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y, int layer,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a2d.b8.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a2d.b8.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.a2d.b8.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    r[0] = h;
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a2d.b16.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a2d.b16.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.a2d.b16.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(h) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    r[0] = h;
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a2d.b32.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a2d.b32.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.a2d.b32.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(r[0]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a2d.v2.b32.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a2d.v2.b32.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.a2d.v2.b32.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(r[0]), "=r"(r[1]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("suld.b.a2d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("suld.b.a2d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
    else
      asm volatile("suld.b.a2d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(s), "r"(layer), "r"(x), "r"(y) : "memory");
  }
}
template <int Bytes>
static __device__ __forceinline__ void surf_store_a2d(unsigned (&r)[4], cudaSurfaceObject_t s, int x, int y, int layer,
                                                   cudaSurfaceBoundaryMode mode) {
  if (Bytes == 1) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a2d.b8.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a2d.b8.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
    else
      asm volatile("sust.b.a2d.b8.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
  }
  if (Bytes == 2) {
    unsigned short h = (unsigned short)r[0];
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a2d.b16.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a2d.b16.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
    else
      asm volatile("sust.b.a2d.b16.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "h"(h) : "memory");
  }
  if (Bytes == 4) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a2d.b32.zero [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a2d.b32.clamp [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]) : "memory");
    else
      asm volatile("sust.b.a2d.b32.trap [%0, {%1, %2, %3, %3}], {%4};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]) : "memory");
  }
  if (Bytes == 8) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a2d.v2.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a2d.v2.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
    else
      asm volatile("sust.b.a2d.v2.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]) : "memory");
  }
  if (Bytes == 16) {
    if (mode == cudaBoundaryModeZero)
      asm volatile("sust.b.a2d.v4.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else if (mode == cudaBoundaryModeClamp)
      asm volatile("sust.b.a2d.v4.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    else
      asm volatile("sust.b.a2d.v4.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" : : "l"(s), "r"(layer), "r"(x), "r"(y), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  }
}
} // namespace __kiln_tex

template <class T> static __device__ __forceinline__ T tex1Dfetch(cudaTextureObject_t t, int x) {
  return __kiln_tex::elem<T>::make(__kiln_tex::fetch<__kiln_tex::elem<T>::k>(t, x));
}
template <class T> static __device__ __forceinline__ void tex1Dfetch(T *out, cudaTextureObject_t t, int x) {
  *out = tex1Dfetch<T>(t, x);
}
template <class T> static __device__ __forceinline__ T tex1D(cudaTextureObject_t t, float x) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex1<__kiln_tex::elem<T>::k>(t, x));
}
template <class T> static __device__ __forceinline__ void tex1D(T *out, cudaTextureObject_t t, float x) {
  *out = tex1D<T>(t, x);
}
template <class T> static __device__ __forceinline__ T tex2D(cudaTextureObject_t t, float x, float y) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex2<__kiln_tex::elem<T>::k>(t, x, y));
}
template <class T> static __device__ __forceinline__ void tex2D(T *out, cudaTextureObject_t t, float x, float y) {
  *out = tex2D<T>(t, x, y);
}
template <class T> static __device__ __forceinline__ T tex3D(cudaTextureObject_t t, float x, float y, float z) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex3<__kiln_tex::elem<T>::k>(t, x, y, z));
}
template <class T>
static __device__ __forceinline__ void tex3D(T *out, cudaTextureObject_t t, float x, float y, float z) {
  *out = tex3D<T>(t, x, y, z);
}
template <class T> static __device__ __forceinline__ T tex1DLayered(cudaTextureObject_t t, float x, int layer) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex1layer<__kiln_tex::elem<T>::k>(t, x, layer));
}
template <class T>
static __device__ __forceinline__ T tex2DLayered(cudaTextureObject_t t, float x, float y, int layer) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex2layer<__kiln_tex::elem<T>::k>(t, x, y, layer));
}
template <class T> static __device__ __forceinline__ T tex1DLod(cudaTextureObject_t t, float x, float level) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex1lod<__kiln_tex::elem<T>::k>(t, x, level));
}
template <class T>
static __device__ __forceinline__ T tex2DLod(cudaTextureObject_t t, float x, float y, float level) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex2lod<__kiln_tex::elem<T>::k>(t, x, y, level));
}
template <class T>
static __device__ __forceinline__ T tex3DLod(cudaTextureObject_t t, float x, float y, float z, float level) {
  return __kiln_tex::elem<T>::make(__kiln_tex::tex3lod<__kiln_tex::elem<T>::k>(t, x, y, z, level));
}
template <class T>
static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t t, float x, float y, int comp = 0) {
  return __kiln_tex::elem<T>::make(__kiln_tex::gather<__kiln_tex::elem<T>::k>(t, x, y, comp));
}

template <class T>
static __device__ __forceinline__ T surf1Dread(cudaSurfaceObject_t s, int x,
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __kiln_tex::surf_load_1d<sizeof(T)>(r, s, x, mode);
  T t;
  __builtin_memcpy(&t, r, sizeof(T));
  return t;
}
template <class T>
static __device__ __forceinline__ void surf1Dread(T *out, cudaSurfaceObject_t s, int x,
                                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  *out = surf1Dread<T>(s, x, mode);
}
template <class T>
static __device__ __forceinline__ void surf1Dwrite(T v, cudaSurfaceObject_t s, int x,
                                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __builtin_memcpy(r, &v, sizeof(T));
  __kiln_tex::surf_store_1d<sizeof(T)>(r, s, x, mode);
}
template <class T>
static __device__ __forceinline__ T surf2Dread(cudaSurfaceObject_t s, int x, int y,
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __kiln_tex::surf_load_2d<sizeof(T)>(r, s, x, y, mode);
  T t;
  __builtin_memcpy(&t, r, sizeof(T));
  return t;
}
template <class T>
static __device__ __forceinline__ void surf2Dread(T *out, cudaSurfaceObject_t s, int x, int y,
                                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  *out = surf2Dread<T>(s, x, y, mode);
}
template <class T>
static __device__ __forceinline__ void surf2Dwrite(T v, cudaSurfaceObject_t s, int x, int y,
                                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __builtin_memcpy(r, &v, sizeof(T));
  __kiln_tex::surf_store_2d<sizeof(T)>(r, s, x, y, mode);
}
template <class T>
static __device__ __forceinline__ T surf3Dread(cudaSurfaceObject_t s, int x, int y, int z,
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __kiln_tex::surf_load_3d<sizeof(T)>(r, s, x, y, z, mode);
  T t;
  __builtin_memcpy(&t, r, sizeof(T));
  return t;
}
template <class T>
static __device__ __forceinline__ void surf3Dread(T *out, cudaSurfaceObject_t s, int x, int y, int z,
                                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  *out = surf3Dread<T>(s, x, y, z, mode);
}
template <class T>
static __device__ __forceinline__ void surf3Dwrite(T v, cudaSurfaceObject_t s, int x, int y, int z,
                                                  cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16,
                "surface elements are 1, 2, 4, 8 or 16 bytes");
  unsigned r[4] = {0, 0, 0, 0};
  __builtin_memcpy(r, &v, sizeof(T));
  __kiln_tex::surf_store_3d<sizeof(T)>(r, s, x, y, z, mode);
}

// Gradients, layered levels and cube maps (tex.grad / tex.level / tex.cube /
// tex.acube), each with the toolkit's pointer-out overload.
#define __KILN_TEX_API(NAME, HELPER, PARAMS, ARGS)                                                     \
  template <class T> static __device__ __forceinline__ T NAME(cudaTextureObject_t t, PARAMS) {         \
    return __kiln_tex::elem<T>::make(__kiln_tex::HELPER<__kiln_tex::elem<T>::k>(t, ARGS));             \
  }                                                                                                    \
  template <class T> static __device__ __forceinline__ void NAME(T *out, cudaTextureObject_t t, PARAMS) { \
    *out = NAME<T>(t, ARGS);                                                                           \
  }
#define __KILN_P(...) __VA_ARGS__
__KILN_TEX_API(tex1DGrad, tex1grad, __KILN_P(float x, float dPdx, float dPdy), __KILN_P(x, dPdx, dPdy))
__KILN_TEX_API(tex2DGrad, tex2grad, __KILN_P(float x, float y, float2 dPdx, float2 dPdy), __KILN_P(x, y, dPdx, dPdy))
__KILN_TEX_API(tex3DGrad, tex3grad, __KILN_P(float x, float y, float z, float4 dPdx, float4 dPdy),
               __KILN_P(x, y, z, dPdx, dPdy))
__KILN_TEX_API(tex1DLayeredLod, tex1layerlod, __KILN_P(float x, int layer, float level), __KILN_P(x, layer, level))
__KILN_TEX_API(tex2DLayeredLod, tex2layerlod, __KILN_P(float x, float y, int layer, float level),
               __KILN_P(x, y, layer, level))
__KILN_TEX_API(tex1DLayeredGrad, tex1layergrad, __KILN_P(float x, int layer, float dPdx, float dPdy),
               __KILN_P(x, layer, dPdx, dPdy))
__KILN_TEX_API(tex2DLayeredGrad, tex2layergrad, __KILN_P(float x, float y, int layer, float2 dPdx, float2 dPdy),
               __KILN_P(x, y, layer, dPdx, dPdy))
__KILN_TEX_API(texCubemap, cube, __KILN_P(float x, float y, float z), __KILN_P(x, y, z))
__KILN_TEX_API(texCubemapLod, cubelod, __KILN_P(float x, float y, float z, float level), __KILN_P(x, y, z, level))
__KILN_TEX_API(texCubemapGrad, cubegrad, __KILN_P(float x, float y, float z, float4 dPdx, float4 dPdy),
               __KILN_P(x, y, z, dPdx, dPdy))
__KILN_TEX_API(texCubemapLayered, cubelayer, __KILN_P(float x, float y, float z, int layer), __KILN_P(x, y, z, layer))
__KILN_TEX_API(texCubemapLayeredLod, cubelayerlod, __KILN_P(float x, float y, float z, int layer, float level),
               __KILN_P(x, y, z, layer, level))
__KILN_TEX_API(texCubemapLayeredGrad, cubelayergrad,
               __KILN_P(float x, float y, float z, int layer, float4 dPdx, float4 dPdy),
               __KILN_P(x, y, z, layer, dPdx, dPdy))
#undef __KILN_P
#undef __KILN_TEX_API

// Layered and cube-map surfaces: 1-D layered (a1d), 2-D layered and cube maps
// (a2d; a cube map's face, or layer * 6 + face, is the layer).
#define __KILN_SURF_API(READ, WRITE, HELPER, PARAMS, ARGS)                                              \
  template <class T>                                                                                   \
  static __device__ __forceinline__ T READ(cudaSurfaceObject_t s, PARAMS,                              \
                                           cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {      \
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16, \
                  "surface elements are 1, 2, 4, 8 or 16 bytes");                                      \
    unsigned r[4] = {0, 0, 0, 0};                                                                      \
    __kiln_tex::surf_load_##HELPER<sizeof(T)>(r, s, ARGS, mode);                                       \
    T t;                                                                                               \
    __builtin_memcpy(&t, r, sizeof(T));                                                                \
    return t;                                                                                          \
  }                                                                                                    \
  template <class T>                                                                                   \
  static __device__ __forceinline__ void READ(T *out, cudaSurfaceObject_t s, PARAMS,                   \
                                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {   \
    *out = READ<T>(s, ARGS, mode);                                                                     \
  }                                                                                                    \
  template <class T>                                                                                   \
  static __device__ __forceinline__ void WRITE(T v, cudaSurfaceObject_t s, PARAMS,                     \
                                               cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {  \
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8 || sizeof(T) == 16, \
                  "surface elements are 1, 2, 4, 8 or 16 bytes");                                      \
    unsigned r[4] = {0, 0, 0, 0};                                                                      \
    __builtin_memcpy(r, &v, sizeof(T));                                                                \
    __kiln_tex::surf_store_##HELPER<sizeof(T)>(r, s, ARGS, mode);                                      \
  }
#define __KILN_P(...) __VA_ARGS__
__KILN_SURF_API(surf1DLayeredread, surf1DLayeredwrite, a1d, __KILN_P(int x, int layer), __KILN_P(x, layer))
__KILN_SURF_API(surf2DLayeredread, surf2DLayeredwrite, a2d, __KILN_P(int x, int y, int layer), __KILN_P(x, y, layer))
__KILN_SURF_API(surfCubemapread, surfCubemapwrite, a2d, __KILN_P(int x, int y, int face), __KILN_P(x, y, face))
__KILN_SURF_API(surfCubemapLayeredread, surfCubemapLayeredwrite, a2d, __KILN_P(int x, int y, int layerFace),
                __KILN_P(x, y, layerFace))
#undef __KILN_P
#undef __KILN_SURF_API

#endif // KILN_CUDA_TEXTURE_HPP
