//===- cooperative_groups/scan.h - cg scans for kilnc ------------*- C++ -*-===//
//
// cg::inclusive_scan / cg::exclusive_scan over a thread_block_tile<N> or a
// coalesced_group, with cg::plus by default.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_SCAN_H
#define KILN_COOPERATIVE_GROUPS_SCAN_H

#include <cooperative_groups/details/collectives.h>
#ifdef __KILN_CG_HAS_STL_ATOMICS
#include <cooperative_groups/details/atomic_update.h>
#include <cooperative_groups/reduce.h> // the group total of the *_scan_update forms
#endif

namespace cooperative_groups {

template <class TyGroup, class TyVal, class TyFn>
__device__ __forceinline__ auto inclusive_scan(const TyGroup &group, TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  using G = __kiln_cg::remove_qual<TyGroup>;
  static_assert(__kiln_cg::is_tile_group<G>, "cg scans take a thread_block_tile<N> or a coalesced_group");
  __kiln_cg::remove_qual<TyVal> v = val;
  return __kiln_cg::inclusive_scan_ranks(group, v, op);
}

template <class TyGroup, class TyVal>
__device__ __forceinline__ __kiln_cg::remove_qual<TyVal> inclusive_scan(const TyGroup &group, TyVal &&val) {
  return cooperative_groups::inclusive_scan(group, static_cast<TyVal &&>(val), plus<__kiln_cg::remove_qual<TyVal>>());
}

template <class TyGroup, class TyVal, class TyFn>
__device__ __forceinline__ auto exclusive_scan(const TyGroup &group, TyVal &&val, TyFn &&op)
    -> decltype(op(val, val)) {
  using G = __kiln_cg::remove_qual<TyGroup>;
  static_assert(__kiln_cg::is_tile_group<G>, "cg scans take a thread_block_tile<N> or a coalesced_group");
  __kiln_cg::remove_qual<TyVal> v = val;
  auto inclusive = __kiln_cg::inclusive_scan_ranks(group, v, op);
  return __kiln_cg::to_exclusive(group, inclusive, v, op);
}

template <class TyGroup, class TyVal>
__device__ __forceinline__ __kiln_cg::remove_qual<TyVal> exclusive_scan(const TyGroup &group, TyVal &&val) {
  return cooperative_groups::exclusive_scan(group, static_cast<TyVal &&>(val), plus<__kiln_cg::remove_qual<TyVal>>());
}

#ifdef __KILN_CG_HAS_STL_ATOMICS
/// The *_scan_update forms, as CUDA's: the group's total updates the atomic
/// (its first thread, relaxed, details/atomic_update.h), and every thread's
/// scan is offset by the atomic's old value, broadcast from that thread.
template <class TyGroup, class TyAtomic, class TyInputVal, class TyFn>
__device__ __forceinline__ __kiln_cg::remove_qual<TyInputVal> __kiln_scan_update(const TyGroup &group, TyAtomic &dst,
                                                                                 TyInputVal &&val, TyFn &&op,
                                                                                 bool inclusive) {
  using T = __kiln_cg::remove_qual<TyInputVal>;
  T v = val;
  T scanned = inclusive ? cooperative_groups::inclusive_scan(group, v, op) : cooperative_groups::exclusive_scan(group, v, op);
  T total = cooperative_groups::reduce(group, v, op);
  T old{};
  if (group.thread_rank() == 0)
    old = __kiln_cg::atomic_update(dst, total, op);
  old = group.shfl(old, 0);
  // The first thread's exclusive scan is the operator's identity: the old value alone.
  return (!inclusive && group.thread_rank() == 0) ? old : op(old, scanned);
}
#define __KILN_CG_SCAN_UPDATE(NAME, INCLUSIVE)                                                                 \
  template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>                 \
  __device__ __forceinline__ __kiln_cg::remove_qual<TyInputVal> NAME(                                         \
      const TyGroup &group, cuda::atomic<TyVal, Sco> &dst, TyInputVal &&val, TyFn &&op) {                     \
    return __kiln_scan_update(group, dst, static_cast<TyInputVal &&>(val), op, INCLUSIVE);                    \
  }                                                                                                           \
  template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal, class TyFn>                 \
  __device__ __forceinline__ __kiln_cg::remove_qual<TyInputVal> NAME(                                         \
      const TyGroup &group, const cuda::atomic_ref<TyVal, Sco> &dst, TyInputVal &&val, TyFn &&op) {           \
    return __kiln_scan_update(group, dst, static_cast<TyInputVal &&>(val), op, INCLUSIVE);                    \
  }                                                                                                           \
  template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal>                             \
  __device__ __forceinline__ __kiln_cg::remove_qual<TyInputVal> NAME(                                         \
      const TyGroup &group, cuda::atomic<TyVal, Sco> &dst, TyInputVal &&val) {                                \
    return __kiln_scan_update(group, dst, static_cast<TyInputVal &&>(val),                                    \
                              plus<__kiln_cg::remove_qual<TyInputVal>>(), INCLUSIVE);                         \
  }                                                                                                           \
  template <class TyGroup, class TyVal, cuda::thread_scope Sco, class TyInputVal>                             \
  __device__ __forceinline__ __kiln_cg::remove_qual<TyInputVal> NAME(                                         \
      const TyGroup &group, const cuda::atomic_ref<TyVal, Sco> &dst, TyInputVal &&val) {                      \
    return __kiln_scan_update(group, dst, static_cast<TyInputVal &&>(val),                                    \
                              plus<__kiln_cg::remove_qual<TyInputVal>>(), INCLUSIVE);                         \
  }
__KILN_CG_SCAN_UPDATE(inclusive_scan_update, true)
__KILN_CG_SCAN_UPDATE(exclusive_scan_update, false)
#undef __KILN_CG_SCAN_UPDATE
#else
/// Without the toolkit's libcu++ there is no cuda::atomic to scan into.
template <class TyGroup, class TyAtomic, class TyInputVal, class... TyFn>
__KILN_CG_UNAVAILABLE("cooperative_groups::inclusive_scan_update (a cuda::atomic destination) needs libcu++ "
                      "(<cuda/atomic>, from the CUDA toolkit), which kilnc did not find: use cg::inclusive_scan, "
                      "then an atomic from the group's last thread")
__device__ __kiln_cg::remove_qual<TyInputVal> inclusive_scan_update(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&...);
template <class TyGroup, class TyAtomic, class TyInputVal, class... TyFn>
__KILN_CG_UNAVAILABLE("cooperative_groups::exclusive_scan_update (a cuda::atomic destination) needs libcu++ "
                      "(<cuda/atomic>, from the CUDA toolkit), which kilnc did not find: use cg::exclusive_scan, "
                      "then an atomic from the group's last thread")
__device__ __kiln_cg::remove_qual<TyInputVal> exclusive_scan_update(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&...);
#endif

} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_SCAN_H
