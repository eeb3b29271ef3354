//===- cooperative_groups/scan.h - cg scans for kilnc ------------*- C++ -*-===//
//
// cg::inclusive_scan / cg::exclusive_scan over a thread_block_tile<N> or a
// coalesced_group, with cg::plus by default.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_SCAN_H
#define KILN_COOPERATIVE_GROUPS_SCAN_H

#include <cooperative_groups/details/collectives.h>

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

/// The *_scan_update forms scan into a cuda::atomic (libcu++), which kilnc does not provide.
template <class TyGroup, class TyAtomic, class TyInputVal, class... TyFn>
__KILN_CG_UNAVAILABLE("cooperative_groups::inclusive_scan_update (a cuda::atomic destination) is not supported "
                      "by kilnc: use cg::inclusive_scan, then an atomic from the group's last thread")
__device__ __kiln_cg::remove_qual<TyInputVal> inclusive_scan_update(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&...);
template <class TyGroup, class TyAtomic, class TyInputVal, class... TyFn>
__KILN_CG_UNAVAILABLE("cooperative_groups::exclusive_scan_update (a cuda::atomic destination) is not supported "
                      "by kilnc: use cg::exclusive_scan, then an atomic from the group's last thread")
__device__ __kiln_cg::remove_qual<TyInputVal> exclusive_scan_update(const TyGroup &, TyAtomic &&, TyInputVal &&, TyFn &&...);

} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_SCAN_H
