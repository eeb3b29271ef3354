//===- cooperative_groups/details/atomic_update.h - cg into cuda::atomic -*- C++ -*-===//
//
// The libcu++ destinations of reduce_update_async, reduce_store_async and
// the *_scan_update scans, as CUDA's cooperative_groups/details/functional.h
// updates them: one relaxed fetch_add/fetch_min/fetch_max/fetch_and/
// fetch_or/fetch_xor for cg's operators on 32/64-bit integers, a relaxed
// compare-exchange loop for any other operator or type, a relaxed store.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_ATOMIC_UPDATE_H
#define KILN_COOPERATIVE_GROUPS_ATOMIC_UPDATE_H

#include <cooperative_groups/details/functional.h>

namespace cooperative_groups {
namespace __kiln_cg {

template <class Op> struct atomic_op {
  static constexpr int kind = -1;
};
template <class T> struct atomic_op<plus<T>> { static constexpr int kind = 0; };
template <class T> struct atomic_op<less<T>> { static constexpr int kind = 1; };
template <class T> struct atomic_op<greater<T>> { static constexpr int kind = 2; };
template <class T> struct atomic_op<bit_and<T>> { static constexpr int kind = 3; };
template <class T> struct atomic_op<bit_or<T>> { static constexpr int kind = 4; };
template <class T> struct atomic_op<bit_xor<T>> { static constexpr int kind = 5; };

/// Updates the atomic with op(old, val); returns the old value.
template <class TyAtomic, class T, class TyFn>
__device__ __forceinline__ T atomic_update(TyAtomic &atomic, T val, TyFn &&op) {
  constexpr int kind = atomic_op<remove_qual<TyFn>>::kind;
  constexpr bool native = __is_integral(T) && (sizeof(T) == 4 || sizeof(T) == 8);
  if constexpr (native && kind == 0)
    return atomic.fetch_add(val, cuda::std::memory_order_relaxed);
  else if constexpr (native && kind == 1)
    return atomic.fetch_min(val, cuda::std::memory_order_relaxed);
  else if constexpr (native && kind == 2)
    return atomic.fetch_max(val, cuda::std::memory_order_relaxed);
  else if constexpr (native && kind == 3)
    return atomic.fetch_and(val, cuda::std::memory_order_relaxed);
  else if constexpr (native && kind == 4)
    return atomic.fetch_or(val, cuda::std::memory_order_relaxed);
  else if constexpr (native && kind == 5)
    return atomic.fetch_xor(val, cuda::std::memory_order_relaxed);
  else {
    T old = atomic.load(cuda::std::memory_order_relaxed);
    while (!atomic.compare_exchange_weak(old, op(old, val), cuda::std::memory_order_relaxed)) {
    }
    return old;
  }
}

} // namespace __kiln_cg
} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_ATOMIC_UPDATE_H
