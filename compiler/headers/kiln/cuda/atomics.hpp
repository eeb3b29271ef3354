//===- kiln/cuda/atomics.hpp - atomicAdd ... atomicCAS -----------*- C++ -*-===//
//
// Every overload nvcc declares (device_atomic_functions.h, sm_20/32/60
// atomics, sm_70's 16-bit atomicCAS, sm_90's float2/float4 atomicAdd), each
// also with the _block and _system scopes: relaxed simt.atomic_rmw /
// simt.atomic_cas. __half and __nv_bfloat16 overloads come with
// <cuda_fp16.h> / <cuda_bf16.h>.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_CUDA_ATOMICS_HPP
#define KILN_CUDA_ATOMICS_HPP

#define __KILN_ATOMIC_SCOPED(NAME, KIND, T)                                     \
  __KILN_PRIM("atomic." KIND ".device") T NAME(T *address, T val);             \
  __KILN_PRIM("atomic." KIND ".block") T NAME##_block(T *address, T val);      \
  __KILN_PRIM("atomic." KIND ".system") T NAME##_system(T *address, T val);
#define __KILN_CAS_SCOPED(T)                                                    \
  __KILN_PRIM("atomic.cas.device") T atomicCAS(T *address, T compare, T val);  \
  __KILN_PRIM("atomic.cas.block") T atomicCAS_block(T *address, T compare, T val); \
  __KILN_PRIM("atomic.cas.system") T atomicCAS_system(T *address, T compare, T val);
__KILN_ATOMIC_SCOPED(atomicAdd, "add", int)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", unsigned int)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", float)
__KILN_ATOMIC_SCOPED(atomicAdd, "add", double)
__KILN_ATOMIC_SCOPED(atomicSub, "sub", int)
__KILN_ATOMIC_SCOPED(atomicSub, "sub", unsigned int)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", int)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", unsigned int)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicExch, "exch", float)
__KILN_ATOMIC_SCOPED(atomicMin, "min", int)
__KILN_ATOMIC_SCOPED(atomicMin, "min", unsigned int)
__KILN_ATOMIC_SCOPED(atomicMin, "min", long long int)
__KILN_ATOMIC_SCOPED(atomicMin, "min", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicMax, "max", int)
__KILN_ATOMIC_SCOPED(atomicMax, "max", unsigned int)
__KILN_ATOMIC_SCOPED(atomicMax, "max", long long int)
__KILN_ATOMIC_SCOPED(atomicMax, "max", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicInc, "inc", unsigned int)
__KILN_ATOMIC_SCOPED(atomicDec, "dec", unsigned int)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", int)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", unsigned int)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", long long int)
__KILN_ATOMIC_SCOPED(atomicAnd, "and", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicOr, "or", int)
__KILN_ATOMIC_SCOPED(atomicOr, "or", unsigned int)
__KILN_ATOMIC_SCOPED(atomicOr, "or", long long int)
__KILN_ATOMIC_SCOPED(atomicOr, "or", unsigned long long int)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", int)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", unsigned int)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", long long int)
__KILN_ATOMIC_SCOPED(atomicXor, "xor", unsigned long long int)
__KILN_CAS_SCOPED(int)
__KILN_CAS_SCOPED(unsigned int)
__KILN_CAS_SCOPED(unsigned long long int)
__KILN_CAS_SCOPED(unsigned short int) // sm_70+: atom.cas.b16
#undef __KILN_ATOMIC_SCOPED
#undef __KILN_CAS_SCOPED

#if __CUDA_ARCH__ >= 900
// One vector atom (global memory only, as CUDA documents), as nvcc emits:
// four scalar atomics would be four memory transactions. CUDA guarantees
// atomicity per element, not for the vector as a whole.
#define __KILN_VEC_ATOMIC_ADD(SUFFIX, SCOPE)                                    \
  static __device__ __forceinline__ float2 atomicAdd##SUFFIX(float2 *address, float2 val) { \
    float2 old;                                                                \
    asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %2;\n\t"                \
                 "atom.global" SCOPE ".add.v2.f32 {%0, %1}, [g], {%3, %4}; }"  \
                 : "=f"(old.x), "=f"(old.y)                                    \
                 : "l"(address), "f"(val.x), "f"(val.y)                        \
                 : "memory");                                                  \
    return old;                                                                \
  }                                                                            \
  static __device__ __forceinline__ float4 atomicAdd##SUFFIX(float4 *address, float4 val) { \
    float4 old;                                                                \
    asm volatile("{ .reg .u64 g; cvta.to.global.u64 g, %4;\n\t"                \
                 "atom.global" SCOPE ".add.v4.f32 {%0, %1, %2, %3}, [g], {%5, %6, %7, %8}; }" \
                 : "=f"(old.x), "=f"(old.y), "=f"(old.z), "=f"(old.w)          \
                 : "l"(address), "f"(val.x), "f"(val.y), "f"(val.z), "f"(val.w) \
                 : "memory");                                                  \
    return old;                                                                \
  }
__KILN_VEC_ATOMIC_ADD(, "")
__KILN_VEC_ATOMIC_ADD(_block, ".cta")
__KILN_VEC_ATOMIC_ADD(_system, ".sys")
#undef __KILN_VEC_ATOMIC_ADD

// sm_90's 128-bit atomicCAS / atomicExch (crt/sm_90_rt.h): templates over any
// trivially copyable 16-byte type aligned to 16, one atom.cas.b128 /
// atom.exch.b128 on the generic address, as nvcc emits (relaxed, in each scope).
namespace __kiln_atomic128 {
template <bool B, class T> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T>
using ret = typename enable_if<sizeof(T) == 16 && alignof(T) >= 16 && __is_trivially_copyable(T), T>::type;
} // namespace __kiln_atomic128
#define __KILN_ATOMIC128(SUFFIX, SCOPE)                                         \
  template <class T>                                                           \
  static __device__ __forceinline__ __kiln_atomic128::ret<T> atomicCAS##SUFFIX(T *address, T compare, T val) { \
    unsigned long long c[2], v[2], d[2];                                       \
    __builtin_memcpy(c, &compare, 16);                                         \
    __builtin_memcpy(v, &val, 16);                                             \
    asm volatile("{ .reg .b128 d, c, v; mov.b128 c, {%2, %3}; mov.b128 v, {%4, %5};\n\t" \
                 "atom" SCOPE ".cas.b128 d, [%6], c, v; mov.b128 {%0, %1}, d; }" \
                 : "=l"(d[0]), "=l"(d[1])                                      \
                 : "l"(c[0]), "l"(c[1]), "l"(v[0]), "l"(v[1]), "l"(address)    \
                 : "memory");                                                  \
    T r;                                                                       \
    __builtin_memcpy(&r, d, 16);                                               \
    return r;                                                                  \
  }                                                                            \
  template <class T>                                                           \
  static __device__ __forceinline__ __kiln_atomic128::ret<T> atomicExch##SUFFIX(T *address, T val) { \
    unsigned long long v[2], d[2];                                             \
    __builtin_memcpy(v, &val, 16);                                             \
    asm volatile("{ .reg .b128 d, v; mov.b128 v, {%2, %3};\n\t"               \
                 "atom" SCOPE ".exch.b128 d, [%4], v; mov.b128 {%0, %1}, d; }" \
                 : "=l"(d[0]), "=l"(d[1])                                      \
                 : "l"(v[0]), "l"(v[1]), "l"(address)                          \
                 : "memory");                                                  \
    T r;                                                                       \
    __builtin_memcpy(&r, d, 16);                                               \
    return r;                                                                  \
  }
__KILN_ATOMIC128(, "")
__KILN_ATOMIC128(_block, ".cta")
__KILN_ATOMIC128(_system, ".sys")
#undef __KILN_ATOMIC128
#endif

#endif // KILN_CUDA_ATOMICS_HPP
