//===- kiln/simt.hpp - the Kiln spelling of the SIMT machine ----*- C++ -*-===//
//
// Every synchronisation names its scope. Scopes and memory orders must be
// compile-time constants: kilnc reads them at each call (a non-constant one is
// a diagnostic). The functions are declarations annotated "kiln.<op>" that
// the frontend maps to simt ops; nothing here has a body that matters.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_HPP
#define KILN_SIMT_HPP

namespace kiln {

/// Numbered as simt's Scope and MemoryOrder enums.
enum class scope : int { warp = 0, block = 1, cluster = 2, device = 3, system = 4 };
enum class memory_order : int { relaxed = 0, acquire = 1, release = 2, acq_rel = 3, seq_cst = 4 };

struct idx3 { unsigned x, y, z; };

__KILN_PRIM("idx3.thread_id") idx3 thread_idx();
__KILN_PRIM("idx3.block_id") idx3 block_idx();
__KILN_PRIM("idx3.block_dim") idx3 block_dim();
__KILN_PRIM("idx3.grid_dim") idx3 grid_dim();
__KILN_PRIM("idx3.cluster_id") idx3 cluster_idx();
__KILN_PRIM("idx3.cluster_dim") idx3 cluster_dim();
__KILN_PRIM("lane_id") unsigned lane_id();
__KILN_PRIM("warp_id") unsigned warp_id();
__KILN_PRIM("block_rank_in_cluster") unsigned block_rank_in_cluster();

__KILN_PRIM("barrier.scope") void sync(scope s);
__KILN_PRIM("barrier.warp:m") void sync_warp(unsigned mask);
__KILN_PRIM("fence.scope") void fence(scope s);

/// Like cuda::atomic_ref: a view of an object through which every access is
/// atomic at scope S.
template <class T, scope S = scope::device> class atomic_ref {
  T *ptr_;

public:
  using value_type = T;
  __device__ explicit atomic_ref(T &ref) : ptr_(&ref) {}
  __device__ atomic_ref(const atomic_ref &) = default;
  atomic_ref &operator=(const atomic_ref &) = delete;

  __KILN_PRIM("atomic_ref.load") T load(memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.store") void store(T desired, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.exch") T exchange(T desired, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.cas") bool compare_exchange_strong(T &expected, T desired, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.cas") bool compare_exchange_strong(T &expected, T desired, memory_order success, memory_order failure) const;
  __KILN_PRIM("atomic_ref.cas") bool compare_exchange_weak(T &expected, T desired, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.cas") bool compare_exchange_weak(T &expected, T desired, memory_order success, memory_order failure) const;
  __KILN_PRIM("atomic_ref.add") T fetch_add(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.sub") T fetch_sub(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.and") T fetch_and(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.or") T fetch_or(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.xor") T fetch_xor(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.min") T fetch_min(T arg, memory_order order = memory_order::seq_cst) const;
  __KILN_PRIM("atomic_ref.max") T fetch_max(T arg, memory_order order = memory_order::seq_cst) const;
};

template <class T> __KILN_PRIM("shuffle.idx:vlm") T shuffle(T v, int src_lane, unsigned mask = 0xffffffffu);
template <class T> __KILN_PRIM("shuffle.down:vlm") T shuffle_down(T v, unsigned delta, unsigned mask = 0xffffffffu);
template <class T> __KILN_PRIM("shuffle.up:vlm") T shuffle_up(T v, unsigned delta, unsigned mask = 0xffffffffu);
template <class T> __KILN_PRIM("shuffle.xor:vlm") T shuffle_xor(T v, int lane_mask, unsigned mask = 0xffffffffu);
__KILN_PRIM("vote.ballot:pm") unsigned ballot(bool p, unsigned mask = 0xffffffffu);
__KILN_PRIM("vote.all:pm") bool all(bool p, unsigned mask = 0xffffffffu);
__KILN_PRIM("vote.any:pm") bool any(bool p, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.add:vm") int reduce_add(int v, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.add:vm") unsigned reduce_add(unsigned v, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.min:vm") int reduce_min(int v, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.min:vm") unsigned reduce_min(unsigned v, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.max:vm") int reduce_max(int v, unsigned mask = 0xffffffffu);
__KILN_PRIM("redux.max:vm") unsigned reduce_max(unsigned v, unsigned mask = 0xffffffffu);

} // namespace kiln

#endif // KILN_SIMT_HPP
