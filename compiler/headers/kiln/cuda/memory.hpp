//===- kiln/cuda/memory.hpp - __ldg, cache-hint loads/stores, spaces -*- C++ -*-===//
//
// __ldg reads through the non-coherent read-only path (simt.load
// invariant: ld.global.nc). __ldca/__ldcg/__ldcs/__ldlu/__ldcv and
// __stwb/__stcg/__stcs/__stwt are global accesses with a PTX cache operator
// (simt.load/store cache(op): ld.global.cs ...), for the types nvcc overloads
// them for. __isGlobal & co. test a generic address's space (isspacep);
// __cvta_* convert between generic addresses and the spaces' own.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_MEMORY_HPP
#define KILN_CUDA_MEMORY_HPP

// __ldg and the cache hints have nvcc's overloads (sm_32_intrinsics.h), the
// same 30 types each; cuda_fp16.h and cuda_bf16.h add the 16-bit ones. No
// template: nvcc refuses __ldg(const int3 *), and a user's own __ldg
// template stays an overload beside these.
#define __KILN_CACHE_HINTS(T)                                                   \
  __KILN_PRIM("ldg") T __ldg(const T *ptr);                                    \
  __KILN_PRIM("ld_cache.ca") T __ldca(const T *ptr);                           \
  __KILN_PRIM("ld_cache.cg") T __ldcg(const T *ptr);                           \
  __KILN_PRIM("ld_cache.cs") T __ldcs(const T *ptr);                           \
  __KILN_PRIM("ld_cache.lu") T __ldlu(const T *ptr);                           \
  __KILN_PRIM("ld_cache.cv") T __ldcv(const T *ptr);                           \
  __KILN_PRIM("st_cache.wb") void __stwb(T *ptr, T value);                     \
  __KILN_PRIM("st_cache.cg") void __stcg(T *ptr, T value);                     \
  __KILN_PRIM("st_cache.cs") void __stcs(T *ptr, T value);                     \
  __KILN_PRIM("st_cache.wt") void __stwt(T *ptr, T value);
__KILN_CACHE_HINTS(long)
__KILN_CACHE_HINTS(unsigned long)
__KILN_CACHE_HINTS(char)
__KILN_CACHE_HINTS(signed char)
__KILN_CACHE_HINTS(short)
__KILN_CACHE_HINTS(int)
__KILN_CACHE_HINTS(long long)
__KILN_CACHE_HINTS(char2)
__KILN_CACHE_HINTS(char4)
__KILN_CACHE_HINTS(short2)
__KILN_CACHE_HINTS(short4)
__KILN_CACHE_HINTS(int2)
__KILN_CACHE_HINTS(int4)
__KILN_CACHE_HINTS(longlong2)
__KILN_CACHE_HINTS(unsigned char)
__KILN_CACHE_HINTS(unsigned short)
__KILN_CACHE_HINTS(unsigned int)
__KILN_CACHE_HINTS(unsigned long long)
__KILN_CACHE_HINTS(uchar2)
__KILN_CACHE_HINTS(uchar4)
__KILN_CACHE_HINTS(ushort2)
__KILN_CACHE_HINTS(ushort4)
__KILN_CACHE_HINTS(uint2)
__KILN_CACHE_HINTS(uint4)
__KILN_CACHE_HINTS(ulonglong2)
__KILN_CACHE_HINTS(float)
__KILN_CACHE_HINTS(double)
__KILN_CACHE_HINTS(float2)
__KILN_CACHE_HINTS(float4)
__KILN_CACHE_HINTS(double2)
#undef __KILN_CACHE_HINTS

// Address spaces of generic pointers.
__KILN_PRIM("isspace.global") unsigned int __isGlobal(const void *ptr);
__KILN_PRIM("isspace.shared") unsigned int __isShared(const void *ptr);
// PTX's .shared is .shared::cta.
__KILN_PRIM("isspace.shared") unsigned int __isCtaShared(const void *ptr);
__KILN_PRIM("isspace.constant") unsigned int __isConstant(const void *ptr);
__KILN_PRIM("isspace.local") unsigned int __isLocal(const void *ptr);
#if __CUDA_ARCH__ >= 900
// Shared memory of any block of the cluster (isspacep.shared::cluster), as
// sm_90_rt.h declares it; libcu++'s barriers and <cuda/annotated_ptr> ask.
__KILN_PRIM("isspace.shared.cluster") unsigned int __isClusterShared(const void *ptr);
#endif
// nvcc's builtin behind cuda::annotated_ptr / cuda::associate_access_property:
// it ties an L2 access property (evict-first, persisting, ...) to the loads
// and stores through the pointer. The property is only a cache hint, which
// kilnc does not carry to the accesses: the pointer comes back as it is.
extern "C" __device__ inline void *__nv_associate_access_property(const void *ptr, unsigned long long) {
  return const_cast<void *>(ptr);
}
#if __CUDA_ARCH__ >= 700
// `__grid_constant__` kernel parameters (sm_20_intrinsics.h, sm_70 on): the
// param space's isspacep and cvta (PTX 7.7).
__KILN_PRIM("isspace.param") unsigned int __isGridConstant(const void *ptr);
__KILN_PRIM("cvta.to.param") size_t __cvta_generic_to_grid_constant(const void *ptr);
__KILN_PRIM("cvta.from.param") void *__cvta_grid_constant_to_generic(size_t rawbits);
#endif
__KILN_PRIM("cvta.to.global") size_t __cvta_generic_to_global(const void *ptr);
__KILN_PRIM("cvta.to.shared") size_t __cvta_generic_to_shared(const void *ptr);
__KILN_PRIM("cvta.to.constant") size_t __cvta_generic_to_constant(const void *ptr);
__KILN_PRIM("cvta.to.local") size_t __cvta_generic_to_local(const void *ptr);
__KILN_PRIM("cvta.from.global") void *__cvta_global_to_generic(size_t rawbits);
__KILN_PRIM("cvta.from.shared") void *__cvta_shared_to_generic(size_t rawbits);
__KILN_PRIM("cvta.from.constant") void *__cvta_constant_to_generic(size_t rawbits);
__KILN_PRIM("cvta.from.local") void *__cvta_local_to_generic(size_t rawbits);

#endif // KILN_CUDA_MEMORY_HPP
