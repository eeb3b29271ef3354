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

// CUDA 12.8's scoped and ordered atomic builtins, __nv_atomic_<op>(ptr, ...,
// order[, scope]) with crt/device_functions.h's __NV_ATOMIC_* orders and
// __NV_THREAD_SCOPE_* scopes (system when left out). nvcc requires the order
// and scope to be constants; here they are template arguments of one
// atomic_ref-style primitive, so each call is one simt atomic at that scope
// and order (consume reads as acquire, thread scope as block scope). The
// _n forms take and return values; the generic forms go through pointers and
// accept any trivially copyable 4- or 8-byte type (its bits as an integer).
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};
namespace __kiln_nv_atomic {
// Kiln's numbering (kiln::scope, kiln::memory_order).
constexpr int scope(int s) { return s <= __NV_THREAD_SCOPE_BLOCK ? 1 : s; }
constexpr int order(int o) {
  return o == __NV_ATOMIC_RELAXED ? 0
         : o == __NV_ATOMIC_CONSUME || o == __NV_ATOMIC_ACQUIRE ? 1
         : o == __NV_ATOMIC_RELEASE ? 2
         : o == __NV_ATOMIC_ACQ_REL ? 3 : 4;
}
template <class T> struct id { typedef T type; };
template <class T, int S> struct ref {
  T *ptr_;
  __device__ explicit ref(T &r) : ptr_(&r) {}
  __KILN_PRIM("atomic_ref.load") T load(int order) const;
  __KILN_PRIM("atomic_ref.store") void store(T desired, int order) const;
  __KILN_PRIM("atomic_ref.exch") T exchange(T desired, int order) const;
  __KILN_PRIM("atomic_ref.cas") bool compare_exchange_strong(T &expected, T desired, int success, int failure) const;
  __KILN_PRIM("atomic_ref.add") T fetch_add(T arg, int order) const;
  __KILN_PRIM("atomic_ref.sub") T fetch_sub(T arg, int order) const;
  __KILN_PRIM("atomic_ref.and") T fetch_and(T arg, int order) const;
  __KILN_PRIM("atomic_ref.or") T fetch_or(T arg, int order) const;
  __KILN_PRIM("atomic_ref.xor") T fetch_xor(T arg, int order) const;
  __KILN_PRIM("atomic_ref.min") T fetch_min(T arg, int order) const;
  __KILN_PRIM("atomic_ref.max") T fetch_max(T arg, int order) const;
};
#define __KILN_NV_RMW(OP)                                                       \
  template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>                  \
  static __device__ __forceinline__ T fetch_##OP(T *p, typename id<T>::type v) { \
    return ref<T, scope(S)>(*p).fetch_##OP(v, order(O));                       \
  }
__KILN_NV_RMW(add)
__KILN_NV_RMW(sub)
__KILN_NV_RMW(and)
__KILN_NV_RMW(or)
__KILN_NV_RMW(xor)
__KILN_NV_RMW(min)
__KILN_NV_RMW(max)
#undef __KILN_NV_RMW
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ T load_n(T *p) { return ref<T, scope(S)>(*p).load(order(O)); }
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ void store_n(T *p, typename id<T>::type v) {
  ref<T, scope(S)>(*p).store(v, order(O));
}
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ T exchange_n(T *p, typename id<T>::type v) {
  return ref<T, scope(S)>(*p).exchange(v, order(O));
}
template <int O, int F, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ bool compare_exchange_n(T *p, T *expected, typename id<T>::type desired) {
  return ref<T, scope(S)>(*p).compare_exchange_strong(*expected, desired, order(O), order(F));
}
// The generic forms: the object's bits as the unsigned integer of its size.
template <int N> struct uint_of;
template <> struct uint_of<4> { typedef unsigned int type; };
template <> struct uint_of<8> { typedef unsigned long long type; };
template <class T> struct bits {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8,
                "__nv_atomic_* generic forms: kilnc supports 4- and 8-byte types");
  static_assert(__is_trivially_copyable(T), "__nv_atomic_* needs a trivially copyable type");
  typedef typename uint_of<sizeof(T) == 4 ? 4 : 8>::type type;
};
template <class T> static __device__ __forceinline__ typename bits<T>::type to_bits(const T *p) {
  typename bits<T>::type b;
  __builtin_memcpy(&b, p, sizeof(T));
  return b;
}
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ void load(T *p, T *ret) {
  typename bits<T>::type b = load_n<O, S>((typename bits<T>::type *)p);
  __builtin_memcpy(ret, &b, sizeof(T));
}
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ void store(T *p, T *val) {
  store_n<O, S>((typename bits<T>::type *)p, to_bits(val));
}
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ void exchange(T *p, T *val, T *ret) {
  typename bits<T>::type b = exchange_n<O, S>((typename bits<T>::type *)p, to_bits(val));
  __builtin_memcpy(ret, &b, sizeof(T));
}
template <int O, int F, int S = __NV_THREAD_SCOPE_SYSTEM, class T>
static __device__ __forceinline__ bool compare_exchange(T *p, T *expected, T *desired) {
  typename bits<T>::type e = to_bits(expected);
  bool ok = compare_exchange_n<O, F, S>((typename bits<T>::type *)p, &e, to_bits(desired));
  __builtin_memcpy(expected, &e, sizeof(T));
  return ok;
}
__KILN_PRIM("fence.cluster") void fence_cluster();
template <int O, int S = __NV_THREAD_SCOPE_SYSTEM>
static __device__ __forceinline__ void thread_fence() {
  if constexpr (O != __NV_ATOMIC_RELAXED) {
    if constexpr (S <= __NV_THREAD_SCOPE_BLOCK) __threadfence_block();
    else if constexpr (S == __NV_THREAD_SCOPE_CLUSTER) fence_cluster();
    else if constexpr (S == __NV_THREAD_SCOPE_SYSTEM) __threadfence_system();
    else __threadfence();
  }
}
} // namespace __kiln_nv_atomic
// The orders and scope follow the operands; the builtins' weak flag does not
// change what a strong compare-exchange may do.
#define __nv_atomic_fetch_add(ptr, val, ...) (::__kiln_nv_atomic::fetch_add<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_sub(ptr, val, ...) (::__kiln_nv_atomic::fetch_sub<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_and(ptr, val, ...) (::__kiln_nv_atomic::fetch_and<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_or(ptr, val, ...) (::__kiln_nv_atomic::fetch_or<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_xor(ptr, val, ...) (::__kiln_nv_atomic::fetch_xor<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_min(ptr, val, ...) (::__kiln_nv_atomic::fetch_min<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_fetch_max(ptr, val, ...) (::__kiln_nv_atomic::fetch_max<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_add(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_add<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_sub(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_sub<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_and(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_and<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_or(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_or<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_xor(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_xor<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_min(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_min<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_max(ptr, val, ...) ((void)::__kiln_nv_atomic::fetch_max<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_load_n(ptr, ...) (::__kiln_nv_atomic::load_n<__VA_ARGS__>((ptr)))
#define __nv_atomic_store_n(ptr, val, ...) (::__kiln_nv_atomic::store_n<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_exchange_n(ptr, val, ...) (::__kiln_nv_atomic::exchange_n<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_compare_exchange_n(ptr, expected, desired, weak, ...)      \
  ((void)(weak), ::__kiln_nv_atomic::compare_exchange_n<__VA_ARGS__>((ptr), (expected), (desired)))
#define __nv_atomic_load(ptr, ret, ...) (::__kiln_nv_atomic::load<__VA_ARGS__>((ptr), (ret)))
#define __nv_atomic_store(ptr, val, ...) (::__kiln_nv_atomic::store<__VA_ARGS__>((ptr), (val)))
#define __nv_atomic_exchange(ptr, val, ret, ...) (::__kiln_nv_atomic::exchange<__VA_ARGS__>((ptr), (val), (ret)))
#define __nv_atomic_compare_exchange(ptr, expected, desired, weak, ...)        \
  ((void)(weak), ::__kiln_nv_atomic::compare_exchange<__VA_ARGS__>((ptr), (expected), (desired)))
#define __nv_atomic_thread_fence(...) (::__kiln_nv_atomic::thread_fence<__VA_ARGS__>())

#endif // KILN_CUDA_ATOMICS_HPP
