//===- cooperative_groups/details/collectives.h - tile reductions, scans -*- C++ -*-===//
//
// Shared by <cooperative_groups/reduce.h> and <cooperative_groups/scan.h>:
// the shuffle patterns CUDA's header uses (same combination order, so float
// results agree bit for bit), over a static tile or a coalesced group.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_COLLECTIVES_H
#define KILN_COOPERATIVE_GROUPS_COLLECTIVES_H

#include <cooperative_groups.h>
#include <cooperative_groups/details/functional.h>

namespace cooperative_groups {
namespace __kiln_cg {
/// N for thread_block_tile<N, P>, 0 for other groups.
template <class G> struct tile_size_of { static constexpr unsigned value = 0; };
template <unsigned N, class P> struct tile_size_of<thread_block_tile<N, P>> { static constexpr unsigned value = N; };

template <class G>
inline constexpr bool is_tile_group = tile_size_of<G>::value != 0 || __is_same(G, coalesced_group);

/// Butterfly reduction over `width` lanes (the tile's or the full warp's).
template <class T, class Op> __device__ __forceinline__ T xor_tree(unsigned mask, T v, Op &op, unsigned width) {
  for (unsigned m = width / 2; m > 0; m >>= 1)
    v = op(v, shfl<shfl_kind::bfly>(mask, v, m, int(width)));
  return v;
}

/// Hillis-Steele inclusive scan by rank: each step adds the value `d` ranks
/// below (the group's shfl_up addresses ranks, also in sparse groups).
template <class G, class T, class Op> __device__ __forceinline__ T inclusive_scan_ranks(const G &g, T v, Op &op) {
  unsigned rank = g.thread_rank();
  for (unsigned d = 1; d < g.size(); d <<= 1) {
    T lower = g.shfl_up(v, d);
    if (d <= rank)
      v = op(v, lower);
  }
  return v;
}

template <class G, class T, class Op> __device__ __forceinline__ T group_reduce(const G &g, T v, Op &op) {
  constexpr unsigned N = tile_size_of<G>::value;
  if constexpr (N != 0) {
    return xor_tree(tile_mask<N>(), v, op, N);
  } else {
    unsigned mask = data_access::mask(g);
    if (g.size() == 32)
      return xor_tree(mask, v, op, 32);
    // A sparse group: scan, then every thread takes the last rank's total.
    T total = inclusive_scan_ranks(g, v, op);
    return shfl<shfl_kind::idx>(mask, total, unsigned(31 - __clz(int(mask))), 32);
  }
}

/// exclusive from inclusive: subtraction for integer sums, else a shift.
template <class G, class T, class Op>
__device__ __forceinline__ T to_exclusive(const G &g, T inclusive, T v, Op &) {
  if constexpr (__is_integral(T) && __is_same(remove_qual<Op>, plus<T>)) {
    return inclusive - v;
  } else {
    T lower = g.shfl_up(inclusive, 1);
    return g.thread_rank() == 0 ? T{} : lower;
  }
}
} // namespace __kiln_cg
} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_COLLECTIVES_H
