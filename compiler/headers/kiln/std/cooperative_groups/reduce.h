//===- cooperative_groups/reduce.h - cg::reduce for kilnc --------*- C++ -*-===//
//
// cg::reduce(group, value, op) over a thread_block_tile<N> or a
// coalesced_group: redux.sync on sm_80+ for plus/less/greater/bit_and/
// bit_or/bit_xor of 32-bit integers in tiles of 16 or 32 threads and in
// coalesced groups (as CUDA's header chooses), a shuffle tree otherwise;
// over a tile of 64..1024 threads, that per warp, then across the warps.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_REDUCE_H
#define KILN_COOPERATIVE_GROUPS_REDUCE_H

#include <cooperative_groups/details/collectives.h>
#ifdef __KILN_CG_HAS_STL_ATOMICS
#include <cooperative_groups/details/atomic_update.h>
#endif

namespace cooperative_groups {

template <class TyGroup, class TyVal, class TyFn>
__device__ __forceinline__ auto reduce(const TyGroup &group, TyVal &&val, TyFn &&op) -> decltype(op(val, val)) {
  using G = __kiln_cg::remove_qual<TyGroup>;
  using T = __kiln_cg::remove_qual<TyVal>;
  using Op = __kiln_cg::remove_qual<TyFn>;
  static_assert(__kiln_cg::is_tile_group<G>, "cg::reduce takes a thread_block_tile<N> or a coalesced_group");
  constexpr unsigned N = __kiln_cg::tile_size_of<G>::value;
  T v = val;
  if constexpr (N > 32) {
    // A multi-warp tile: each warp reduces as a 32-thread tile does, then
    // the warps' values are combined (multi_tile_base::combine_warps).
    T warp_value;
#if __CUDA_ARCH__ >= 800
    constexpr int warp_redux = __kiln_cg::redux_for<Op, T>;
    if constexpr (warp_redux >= 0)
      warp_value = __kiln_cg::redux<warp_redux>(0xffffffffu, v);
    else
#endif
      warp_value = __kiln_cg::xor_tree(0xffffffffu, v, op, 32);
    return group.combine_warps(warp_value, op);
  } else {
#if __CUDA_ARCH__ >= 800
    constexpr int redux = __kiln_cg::redux_for<Op, T>;
    if constexpr (redux >= 0 && (N == 0 || N >= 16))
      return __kiln_cg::redux<redux>(__kiln_cg::data_access::mask(group), v);
    else
#endif
      return __kiln_cg::group_reduce(group, v, op);
  }
}

/// The reduction, stored by the group's first thread.
template <class TyGroup, class TyVal, class TyInputVal, class TyFn>
__device__ __forceinline__ void reduce_store_async(const TyGroup &group, TyVal *dst, TyInputVal &&val, TyFn &&op) {
  auto result = cooperative_groups::reduce(group, static_cast<TyInputVal &&>(val), op);
  if (group.thread_rank() == 0)
    *dst = result;
}

#ifdef __KILN_CG_HAS_STL_ATOMICS
/// Into a cuda::atomic / cuda::atomic_ref (libcu++, which <cooperative_groups.h>
/// includes as CUDA's does): the group's first thread updates it with the
/// reduction (details/atomic_update.h) or stores it, relaxed.
template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>
__device__ __forceinline__ void reduce_update_async(const TyGroup &group, cuda::atomic<TyVal, Sco> &dst, TyInputVal &&val,
                                                    TyFn &&op) {
  auto result = cooperative_groups::reduce(group, static_cast<TyInputVal &&>(val), op);
  if (group.thread_rank() == 0)
    __kiln_cg::atomic_update(dst, static_cast<TyVal>(result), op);
}
template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>
__device__ __forceinline__ void reduce_update_async(const TyGroup &group, const cuda::atomic_ref<TyVal, Sco> &dst,
                                                    TyInputVal &&val, TyFn &&op) {
  auto result = cooperative_groups::reduce(group, static_cast<TyInputVal &&>(val), op);
  if (group.thread_rank() == 0)
    __kiln_cg::atomic_update(dst, static_cast<TyVal>(result), op);
}
template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>
__device__ __forceinline__ void reduce_store_async(const TyGroup &group, cuda::atomic<TyVal, Sco> &dst, TyInputVal &&val,
                                                   TyFn &&op) {
  auto result = cooperative_groups::reduce(group, static_cast<TyInputVal &&>(val), op);
  if (group.thread_rank() == 0)
    dst.store(result, cuda::std::memory_order_relaxed);
}
template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>
__device__ __forceinline__ void reduce_store_async(const TyGroup &group, const cuda::atomic_ref<TyVal, Sco> &dst,
                                                   TyInputVal &&val, TyFn &&op) {
  auto result = cooperative_groups::reduce(group, static_cast<TyInputVal &&>(val), op);
  if (group.thread_rank() == 0)
    dst.store(result, cuda::std::memory_order_relaxed);
}
#else
/// Without the toolkit's libcu++ there is no cuda::atomic: a clear error at the
/// call rather than a missing overload.
template <class TyGroup, class TyAtomic, class TyInputVal, class TyFn>
__KILN_CG_UNAVAILABLE("cooperative_groups::reduce_update_async (a cuda::atomic destination) needs libcu++ "
                      "(<cuda/atomic>, from the CUDA toolkit), which kilnc did not find: use cg::reduce, then "
                      "atomicAdd/atomicMin/... from the group's first thread")
__device__ void reduce_update_async(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&);
namespace __kiln_cg {
template <bool B> struct enable_if {};
template <> struct enable_if<true> { using type = int; };
} // namespace __kiln_cg
// A constraint spelled for C++17 too (nvcc's dialect): only non-pointer destinations.
template <class TyGroup, class TyAtomic, class TyInputVal, class TyFn,
          typename __kiln_cg::enable_if<!__is_pointer(__kiln_cg::remove_qual<TyAtomic>)>::type = 0>
__KILN_CG_UNAVAILABLE("cooperative_groups::reduce_store_async to a cuda::atomic needs libcu++ (<cuda/atomic>, "
                      "from the CUDA toolkit), which kilnc did not find: pass a plain pointer, or use cg::reduce "
                      "and an atomic from the group's first thread")
__device__ void reduce_store_async(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&);
#endif

} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_REDUCE_H
