//===- cooperative_groups.h - CUDA's cooperative groups for kilnc -*- C++ -*-===//
// (Over 800 lines: one header, as the toolkit's; reduce.h, scan.h, memcpy_async.h apart.)
// Kiln's own implementation of the public cooperative-groups API (the CUDA
// Programming Guide's "Cooperative Groups" chapter): same names, overloads and
// results as CUDA's header, written on the prelude's annotated primitives so
// that the synchronisation analyses see every barrier and warp collective as
// a simt op:
//
//   thread_block::sync()            -> simt.barrier block
//   thread_block_tile<N>::sync()    -> simt.barrier warp, <the tile's lanes>
//   tile.shfl*(v, ...)              -> simt.shuffle ... width N, <the tile's lanes>
//   grid_group::sync()              -> simt.grid_sync (needs a cooperative launch)
//   cluster_group::sync()           -> simt.barrier cluster
//
// Tiles hold no state except where the API needs it (thread_block_tile<N>
// without a parent type, coalesced groups, the type-erased thread_group);
// kilnc's scalar replacement turns those fields back into SSA values.
//
// Tiles of 64..1024 threads (several warps) are multi_tile_base's: a named
// barrier for sync, shuffles, votes and reductions through a slot of shared
// memory per warp.
//
// Not provided (each declared unavailable, so a use is an error naming it, at
// the end of this file): multi-grid groups (removed in CUDA 13); without the
// toolkit's libcu++, the
// cuda::atomic overloads of reduce_update_async / reduce_store_async /
// *_scan_update (reduce.h, scan.h).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COOPERATIVE_GROUPS_H
#define KILN_COOPERATIVE_GROUPS_H

// CUDA's <cooperative_groups.h> includes libcu++'s <cuda/atomic> (the
// destinations of reduce_update_async and *_scan_update), so code that
// includes only it may name cuda::atomic_ref; so does this one, when the
// toolkit's libcu++ is there (_CG_LIMIT_INCLUDED_DEPENDENCIES opts out, as
// with nvcc).
#if !defined(_CG_LIMIT_INCLUDED_DEPENDENCIES) && __has_include(<cuda/atomic>)
#include <cuda/atomic>
#define __KILN_CG_HAS_STL_ATOMICS 1
#endif

namespace cooperative_groups {

namespace __kiln_cg {
__KILN_PRIM("lane_id") unsigned lane_id();
__KILN_PRIM("warp_id") unsigned warp_id();
__KILN_PRIM("grid_sync") void grid_sync();
__KILN_PRIM("grid_workspace") unsigned long long grid_workspace();
__KILN_PRIM("barrier.cluster") void cluster_sync();
__KILN_PRIM("block_rank_in_cluster") unsigned cluster_block_rank();
struct idx3 { unsigned x, y, z; };
__KILN_PRIM("idx3.cluster_dim") idx3 cluster_dim();
__KILN_PRIM("idx3.cluster_id") idx3 cluster_id();
__KILN_PRIM("idx3.block_id_in_cluster") idx3 block_id_in_cluster();
__KILN_PRIM("map_shared_rank") void *map_shared_rank(const void *addr, unsigned rank);
__KILN_PRIM("shared_rank") unsigned query_shared_rank(const void *addr);

enum : unsigned {
  coalesced_group_id = 1,
  grid_group_id = 3,
  thread_block_id = 4,
  cluster_group_id = 6,
};

template <class T> using remove_qual = __remove_cvref(T);

/// The linear thread index in the block, as CUDA numbers the warps: warp w
/// holds threads 32w .. 32w+31. Spelled through warp and lane ids so that a
/// 1-D kernel stays 1-D for the synchronisation analyses.
static __device__ __forceinline__ unsigned block_rank() { return warp_id() * 32u + lane_id(); }
static __device__ __forceinline__ unsigned block_threads() {
  return blockDim.x * blockDim.y * blockDim.z;
}
static __device__ __forceinline__ unsigned lanemask_lt() { return (1u << lane_id()) - 1u; }

/// PTX's fns: the bit position of the |offset|-th set bit of `mask` counted
/// from `base` (inclusive) towards the MSB (offset > 0) or the LSB (offset
/// < 0); 0xffffffff when there is none.
static __device__ __forceinline__ unsigned find_nth_set(unsigned mask, unsigned base, int offset) {
  if (offset > 0) {
    unsigned m = mask & (~0u << base);
    for (int i = 1; i < offset && m; ++i)
      m &= m - 1u;
    return m ? unsigned(__ffs(int(m)) - 1) : 0xffffffffu;
  }
  unsigned m = mask & (base >= 31 ? ~0u : (2u << base) - 1u);
  for (int i = 1; i < -offset && m; ++i)
    m &= ~(0x80000000u >> __clz(int(m)));
  return m ? unsigned(31 - __clz(int(m))) : 0xffffffffu;
}

/// The lanes of `group_mask` whose bit is set in `lanes`, renumbered by rank
/// in the group (what coalesced ballots and matches return).
static __device__ __forceinline__ unsigned pack_lanes(unsigned group_mask, unsigned lanes) {
  unsigned packed = 0, rank = 0;
  for (unsigned bit = 0; bit < 32; ++bit) {
    unsigned lane_bit = 1u << bit;
    if (group_mask & lane_bit) {
      if (lanes & lane_bit)
        packed |= 1u << rank;
      ++rank;
    }
  }
  return packed;
}

// ---- shuffles of any type the real API allows --------------------------------
// Integers, floating-point values and pointers move natively; other trivially
// copyable types of at most 32 bytes (structs, vector types, __half) move as
// 32-bit words.
enum class shfl_kind { idx, up, down, bfly };

template <shfl_kind K, class W>
__device__ __forceinline__ W shfl_native(unsigned mask, W v, unsigned arg, int width) {
  if constexpr (K == shfl_kind::idx)
    return __shfl_sync(mask, v, int(arg), width);
  else if constexpr (K == shfl_kind::up)
    return __shfl_up_sync(mask, v, arg, width);
  else if constexpr (K == shfl_kind::down)
    return __shfl_down_sync(mask, v, arg, width);
  else
    return __shfl_xor_sync(mask, v, int(arg), width);
}

template <shfl_kind K, class T>
__device__ __forceinline__ T shfl(unsigned mask, T v, unsigned arg, int width) {
  if constexpr (__is_integral(T) || __is_enum(T)) {
    if constexpr (sizeof(T) <= 4)
      return T(shfl_native<K>(mask, (int)v, arg, width));
    else
      return T(shfl_native<K>(mask, (long long)v, arg, width));
  } else if constexpr (__is_floating_point(T)) {
    return shfl_native<K>(mask, v, arg, width);
  } else if constexpr (__is_pointer(T)) {
    return (T)shfl_native<K>(mask, (unsigned long long)v, arg, width);
  } else {
    static_assert(__is_trivially_copyable(T),
                  "cooperative groups shuffle types that are trivially copyable");
    static_assert(sizeof(T) <= 32, "cooperative groups collectives are limited to types of at most 32 bytes");
    constexpr unsigned words = (sizeof(T) + 3) / 4;
    struct alignas(alignof(T) > 4 ? alignof(T) : 4) buffer { int w[words]; } buf{};
    *reinterpret_cast<T *>(&buf) = v;
#pragma unroll
    for (unsigned i = 0; i < words; ++i)
      buf.w[i] = shfl_native<K>(mask, buf.w[i], arg, width);
    return *reinterpret_cast<const T *>(&buf);
  }
}

/// The lanes of the calling thread's N-lane segment of its warp.
template <unsigned N> __device__ __forceinline__ unsigned tile_mask() {
  if constexpr (N == 32)
    return 0xffffffffu;
  else
    return ((1u << N) - 1u) << (lane_id() & ~(N - 1u));
}

struct data_access;
} // namespace __kiln_cg

// ---- thread_group: the type-erased group every group converts to ------------
class thread_group {
protected:
  friend struct __kiln_cg::data_access;
  friend class thread_block;
  friend class grid_group;
#if __CUDA_ARCH__ >= 900
  friend class cluster_group;
#endif
  unsigned __type;
  unsigned __mask;      // coalesced groups and tiles: their lanes
  unsigned __size;      // coalesced groups and tiles: popc(__mask)
  unsigned __meta_rank;
  unsigned __meta_size;
  unsigned __tile_size; // tiles of a block or of a tile: their nominal size (a power of two), else 0
  unsigned __tiled;     // (not a bool: no tail padding, fewer fields to split)

  __device__ explicit thread_group(unsigned type)
      : __type(type), __mask(0), __size(0), __meta_rank(0), __meta_size(1), __tile_size(0), __tiled(0) {}

  /// The rank in a coalesced group or tile. A tile's lanes start at a lane
  /// that is a multiple of its nominal size, so its rank is the lane's low
  /// bits: what the analyses can tabulate, where popc of a mask that depends
  /// on the block size cannot be.
  __device__ __forceinline__ unsigned __coalesced_rank() const;

public:
  __device__ __forceinline__ unsigned long long size() const;
  __device__ __forceinline__ unsigned long long num_threads() const { return size(); }
  __device__ __forceinline__ unsigned long long thread_rank() const;
  __device__ __forceinline__ void sync() const;
  __device__ __forceinline__ unsigned get_type() const { return __type; }
};

template <unsigned TypeId> struct thread_group_base : public thread_group {
  __device__ thread_group_base() : thread_group(TypeId) {}
  static constexpr unsigned id = TypeId;
};

// The block, grid and cluster groups hold no state (every query reads the
// hardware): they convert to thread_group instead of deriving from it, so
// that copies of them cost nothing after inlining.

// ---- grid_group ---------------------------------------------------------------
class grid_group {
  friend __device__ grid_group this_grid();
  __device__ grid_group() {}

public:
  static constexpr unsigned _group_id = __kiln_cg::grid_group_id;
  __device__ __forceinline__ operator thread_group() const { return thread_group(_group_id); }
  __device__ __forceinline__ unsigned get_type() const { return _group_id; }

  /// True when the kernel was launched cooperatively (the driver then passes
  /// the grid's synchronisation workspace); only then may it sync().
  __device__ __forceinline__ bool is_valid() const { return __kiln_cg::grid_workspace() != 0; }
  /// Every thread of the grid arrives before any goes on; memory written
  /// before it is visible to every thread after it. Needs a cooperative launch
  /// (kiln::Kernel::launch_cooperative); traps otherwise.
  __device__ __forceinline__ void sync() const { __kiln_cg::grid_sync(); }

  using arrival_token = unsigned int;
  /// The arrival is folded into barrier_wait: no thread passes the wait before
  /// every thread has called it, which is the split barrier's guarantee.
  __device__ __forceinline__ arrival_token barrier_arrive() const { return 0; }
  __device__ __forceinline__ void barrier_wait(arrival_token &&) const { __kiln_cg::grid_sync(); }

  static __device__ __forceinline__ unsigned long long num_blocks() {
    return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z);
  }
  static __device__ __forceinline__ unsigned long long num_threads() {
    return num_blocks() * __kiln_cg::block_threads();
  }
  static __device__ __forceinline__ unsigned long long size() { return num_threads(); }
  static __device__ __forceinline__ unsigned long long block_rank() {
    return ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  }
  static __device__ __forceinline__ unsigned long long thread_rank() {
    return block_rank() * __kiln_cg::block_threads() + __kiln_cg::block_rank();
  }
  static __device__ __forceinline__ dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  static __device__ __forceinline__ dim3 group_dim() { return dim_blocks(); }
  static __device__ __forceinline__ dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static __device__ __forceinline__ dim3 dim_threads() {
    return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
  }
  static __device__ __forceinline__ dim3 thread_index() {
    return dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                blockIdx.z * blockDim.z + threadIdx.z);
  }
#if __CUDA_ARCH__ >= 900
  static __device__ __forceinline__ dim3 dim_clusters() {
    __kiln_cg::idx3 c = __kiln_cg::cluster_dim();
    return dim3(gridDim.x / c.x, gridDim.y / c.y, gridDim.z / c.z);
  }
  static __device__ __forceinline__ unsigned long long num_clusters() {
    dim3 d = dim_clusters();
    return (unsigned long long)d.x * d.y * d.z;
  }
  static __device__ __forceinline__ dim3 cluster_index() {
    __kiln_cg::idx3 c = __kiln_cg::cluster_id();
    return dim3(c.x, c.y, c.z);
  }
  static __device__ __forceinline__ unsigned long long cluster_rank() {
    dim3 i = cluster_index(), d = dim_clusters();
    return ((unsigned long long)i.z * d.y + i.y) * d.x + i.x;
  }
#endif
};

__device__ __forceinline__ grid_group this_grid() { return grid_group(); }

// ---- cluster_group (sm_90+) ---------------------------------------------------
#if __CUDA_ARCH__ >= 900
class cluster_group {
  friend __device__ cluster_group this_cluster();
  __device__ cluster_group() {}

public:
  static constexpr unsigned _group_id = __kiln_cg::cluster_group_id;
  __device__ __forceinline__ operator thread_group() const { return thread_group(_group_id); }
  __device__ __forceinline__ unsigned get_type() const { return _group_id; }
  struct arrival_token {};

  static __device__ __forceinline__ void sync() { __kiln_cg::cluster_sync(); }
  /// As for thread_block: the arrival happens in barrier_wait.
  static __device__ __forceinline__ arrival_token barrier_arrive() { return arrival_token(); }
  static __device__ __forceinline__ void barrier_wait() { __kiln_cg::cluster_sync(); }
  static __device__ __forceinline__ void barrier_wait(arrival_token &&) { __kiln_cg::cluster_sync(); }

  static __device__ __forceinline__ unsigned query_shared_rank(const void *addr) {
    return __kiln_cg::query_shared_rank(addr);
  }
  template <class T> static __device__ __forceinline__ T *map_shared_rank(T *addr, int rank) {
    return static_cast<T *>(__kiln_cg::map_shared_rank(addr, unsigned(rank)));
  }
  static __device__ __forceinline__ dim3 block_index() {
    __kiln_cg::idx3 b = __kiln_cg::block_id_in_cluster();
    return dim3(b.x, b.y, b.z);
  }
  static __device__ __forceinline__ unsigned block_rank() { return __kiln_cg::cluster_block_rank(); }
  static __device__ __forceinline__ dim3 dim_blocks() {
    __kiln_cg::idx3 c = __kiln_cg::cluster_dim();
    return dim3(c.x, c.y, c.z);
  }
  static __device__ __forceinline__ unsigned num_blocks() {
    __kiln_cg::idx3 c = __kiln_cg::cluster_dim();
    return c.x * c.y * c.z;
  }
  static __device__ __forceinline__ dim3 dim_threads() {
    dim3 b = dim_blocks();
    return dim3(b.x * blockDim.x, b.y * blockDim.y, b.z * blockDim.z);
  }
  static __device__ __forceinline__ unsigned num_threads() { return num_blocks() * __kiln_cg::block_threads(); }
  static __device__ __forceinline__ unsigned size() { return num_threads(); }
  static __device__ __forceinline__ dim3 thread_index() {
    dim3 b = block_index();
    return dim3(b.x * blockDim.x + threadIdx.x, b.y * blockDim.y + threadIdx.y, b.z * blockDim.z + threadIdx.z);
  }
  static __device__ __forceinline__ unsigned thread_rank() {
    return block_rank() * __kiln_cg::block_threads() + __kiln_cg::block_rank();
  }
};

__device__ __forceinline__ cluster_group this_cluster() { return cluster_group(); }
#endif

// ---- thread_block -------------------------------------------------------------
class coalesced_group;

class thread_block {
  friend __device__ thread_block this_thread_block();
  __device__ thread_block() {}

public:
  static constexpr unsigned _group_id = __kiln_cg::thread_block_id;
  __device__ __forceinline__ operator thread_group() const { return thread_group(_group_id); }
  __device__ __forceinline__ unsigned get_type() const { return _group_id; }
  struct arrival_token {};

  static __device__ __forceinline__ void sync() { __syncthreads(); }
  /// CUDA's thread_block arrives in barrier_wait too: one block barrier.
  __device__ __forceinline__ arrival_token barrier_arrive() const { return arrival_token(); }
  __device__ __forceinline__ void barrier_wait(arrival_token &&) const { __syncthreads(); }

  static __device__ __forceinline__ unsigned num_threads() { return __kiln_cg::block_threads(); }
  static __device__ __forceinline__ unsigned size() { return num_threads(); }
  static __device__ __forceinline__ unsigned thread_rank() { return __kiln_cg::block_rank(); }
  static __device__ __forceinline__ dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static __device__ __forceinline__ dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  static __device__ __forceinline__ dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  static __device__ __forceinline__ dim3 group_dim() { return dim_threads(); }
};

__device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }

// ---- coalesced_group ----------------------------------------------------------
class coalesced_group : public thread_group_base<__kiln_cg::coalesced_group_id> {
  friend __device__ coalesced_group coalesced_threads();
  friend struct __kiln_cg::data_access;

protected:
  __device__ explicit coalesced_group(unsigned mask) {
    __mask = mask;
    __size = unsigned(__popc(mask));
  }

public:
  static constexpr unsigned _group_id = __kiln_cg::coalesced_group_id;

  __device__ __forceinline__ unsigned num_threads() const { return __size; }
  __device__ __forceinline__ unsigned size() const { return __size; }
  __device__ __forceinline__ unsigned thread_rank() const { return __coalesced_rank(); }
  __device__ __forceinline__ unsigned meta_group_rank() const { return __meta_rank; }
  __device__ __forceinline__ unsigned meta_group_size() const { return __meta_size; }
  __device__ __forceinline__ void sync() const { __syncwarp(__mask); }
  __device__ __forceinline__ unsigned get_mask() const { return __mask; }

  // Shuffles address ranks in the group; every one runs over the group's own
  // lanes (its mask), which is all 32 when the group is full.
  template <class T> __device__ __forceinline__ __kiln_cg::remove_qual<T> shfl(T &&v, int src_rank) const {
    unsigned lane = src_rank == 0       ? unsigned(__ffs(int(__mask)) - 1)
                    : __size == 32      ? unsigned(src_rank)
                                        : __kiln_cg::find_nth_set(__mask, 0, src_rank + 1);
    return __kiln_cg::shfl<__kiln_cg::shfl_kind::idx>(__mask, __kiln_cg::remove_qual<T>(v), lane, 32);
  }
  template <class T> __device__ __forceinline__ __kiln_cg::remove_qual<T> shfl_down(T &&v, unsigned delta) const {
    using V = __kiln_cg::remove_qual<T>;
    if (__size == 32)
      return __kiln_cg::shfl<__kiln_cg::shfl_kind::down>(__mask, V(v), delta, 32);
    unsigned self = __kiln_cg::lane_id();
    unsigned lane = __kiln_cg::find_nth_set(__mask, self, int(delta) + 1);
    return __kiln_cg::shfl<__kiln_cg::shfl_kind::idx>(__mask, V(v), lane >= 32 ? self : lane, 32);
  }
  template <class T> __device__ __forceinline__ __kiln_cg::remove_qual<T> shfl_up(T &&v, int delta) const {
    using V = __kiln_cg::remove_qual<T>;
    if (__size == 32)
      return __kiln_cg::shfl<__kiln_cg::shfl_kind::up>(__mask, V(v), unsigned(delta), 32);
    unsigned self = __kiln_cg::lane_id();
    unsigned lane = __kiln_cg::find_nth_set(__mask, self, -(delta + 1));
    return __kiln_cg::shfl<__kiln_cg::shfl_kind::idx>(__mask, V(v), lane >= 32 ? self : lane, 32);
  }

  __device__ __forceinline__ int any(int predicate) const { return __any_sync(__mask, predicate); }
  __device__ __forceinline__ int all(int predicate) const { return __all_sync(__mask, predicate); }
  __device__ __forceinline__ unsigned ballot(int predicate) const {
    unsigned lanes = __ballot_sync(__mask, predicate);
    return __size == 32 ? lanes : __kiln_cg::pack_lanes(__mask, lanes);
  }
  template <class T> __device__ __forceinline__ unsigned match_any(T v) const {
    unsigned lanes = __match_any_sync(__mask, v);
    return __size == 32 ? lanes : __kiln_cg::pack_lanes(__mask, lanes);
  }
  template <class T> __device__ __forceinline__ unsigned match_all(T v, int &pred) const {
    unsigned lanes = __match_all_sync(__mask, v, &pred);
    return __size == 32 ? lanes : __kiln_cg::pack_lanes(__mask, lanes);
  }
};

/// The threads of the warp that are running this code together.
__device__ __forceinline__ coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

namespace __kiln_cg {
/// What the partitioning functions need to reach inside groups.
struct data_access {
  template <class G> static __device__ __forceinline__ unsigned mask(const G &g) { return g.get_mask(); }
  /// A coalesced group over the lanes `m`; a tile when `tile_size` is set.
  static __device__ __forceinline__ coalesced_group from_mask(unsigned m, unsigned rank, unsigned size,
                                                              unsigned tile_size = 0) {
    coalesced_group g(m);
    g.__meta_rank = rank;
    g.__meta_size = size;
    g.__tile_size = tile_size;
    g.__tiled = tile_size != 0 ? 1u : 0u;
    return g;
  }
  /// A type-erased tile over the `threads` lanes `m`. The count is passed, not
  /// popc(m): the analyses can follow `min(blockDim - base, 32)` (a loop from
  /// g.size() / 2 down), not a population count.
  static __device__ __forceinline__ thread_group tile_group(unsigned m, unsigned rank, unsigned size,
                                                            unsigned tile_size, unsigned threads) {
    thread_group g(coalesced_group_id);
    set_tile(g, m, rank, size, tile_size, threads);
    return g;
  }
  static __device__ __forceinline__ void set_tile(thread_group &g, unsigned m, unsigned rank, unsigned size,
                                                  unsigned tile_size, unsigned threads) {
    g.__mask = m;
    g.__size = threads;
    g.__meta_rank = rank;
    g.__meta_size = size;
    g.__tile_size = tile_size;
    g.__tiled = 1;
  }
  static __device__ __forceinline__ unsigned tile_size_of(const thread_group &g) { return g.__tile_size; }
  static __device__ __forceinline__ const thread_group &erased(const thread_group &g) { return g; }
  static __device__ __forceinline__ unsigned mask_of(const thread_group &g) { return g.__mask; }
  static __device__ __forceinline__ unsigned size_of(const thread_group &g) { return g.__size; }
  static __device__ __forceinline__ bool tiled_of(const thread_group &g) { return g.__tiled != 0; }
};
} // namespace __kiln_cg

// ---- thread_block_tile<N, ParentT> --------------------------------------------
template <unsigned Size, class ParentT = void> class thread_block_tile;

namespace __kiln_cg {
template <unsigned N> class tile_base {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "thread_block_tile: Size must be one of 1/2/4/8/16/32 (or 64..1024 for a multi-warp tile)");

protected:
  static __device__ __forceinline__ unsigned build_mask() { return tile_mask<N>(); }

public:
  static constexpr unsigned numThreads = N;
  static constexpr unsigned _group_id = coalesced_group_id;

  static __device__ __forceinline__ unsigned thread_rank() { return lane_id() & (N - 1u); }
  static constexpr __device__ __forceinline__ unsigned num_threads() { return N; }
  static constexpr __device__ __forceinline__ unsigned size() { return N; }
  static __device__ __forceinline__ unsigned get_mask() { return build_mask(); }
  static __device__ __forceinline__ void sync() {
    if constexpr (N == 32)
      __syncwarp();
    else
      __syncwarp(build_mask());
  }

  template <class T> __device__ __forceinline__ remove_qual<T> shfl(T &&v, int src_rank) const {
    return __kiln_cg::shfl<shfl_kind::idx>(build_mask(), remove_qual<T>(v), unsigned(src_rank), int(N));
  }
  template <class T> __device__ __forceinline__ remove_qual<T> shfl_down(T &&v, unsigned delta) const {
    return __kiln_cg::shfl<shfl_kind::down>(build_mask(), remove_qual<T>(v), delta, int(N));
  }
  template <class T> __device__ __forceinline__ remove_qual<T> shfl_up(T &&v, unsigned delta) const {
    return __kiln_cg::shfl<shfl_kind::up>(build_mask(), remove_qual<T>(v), delta, int(N));
  }
  template <class T> __device__ __forceinline__ remove_qual<T> shfl_xor(T &&v, unsigned lane_mask) const {
    return __kiln_cg::shfl<shfl_kind::bfly>(build_mask(), remove_qual<T>(v), lane_mask, int(N));
  }

  __device__ __forceinline__ int any(int predicate) const { return __any_sync(build_mask(), predicate); }
  __device__ __forceinline__ int all(int predicate) const { return __all_sync(build_mask(), predicate); }
  __device__ __forceinline__ unsigned ballot(int predicate) const {
    return __ballot_sync(build_mask(), predicate) >> (lane_id() & ~(N - 1u));
  }
  template <class T> __device__ __forceinline__ unsigned match_any(T v) const {
    return __match_any_sync(build_mask(), v) >> (lane_id() & ~(N - 1u));
  }
  template <class T> __device__ __forceinline__ unsigned match_all(T v, int &pred) const {
    return __match_all_sync(build_mask(), v, &pred) >> (lane_id() & ~(N - 1u));
  }
};

/// One 8-byte slot a warp of the block: what a multi-warp tile's shuffles,
/// votes and reductions exchange (the toolkit keeps the same in reserved
/// shared memory; kilnc declares it, 256 bytes, only where they are used).
__device__ __forceinline__ unsigned long long *multi_warp_slots() {
  __shared__ unsigned long long slots[32];
  return slots;
}

/// thread_block_tile<N> for N = 64..1024 threads (CUDA 12+ on sm_80+): N / 32
/// whole warps, numbered as the block's threads. sync() is a named barrier
/// over the tile's threads (barrier.sync id, N; ids in sync() below), for
/// tiles of at least an eighth of the block rounded up to a power of two
/// (64-thread tiles of a block over 512 threads trap at the sync). Named
/// barriers 1..15 are then the tiles': code that also uses them itself
/// must not hold both at once. The toolkit's API: thread_rank, size,
/// num_threads, meta_group_rank/size, sync, shfl, any, all (no shfl_up/
/// down/xor, ballot or match for these tiles), and cg::reduce.
template <unsigned N> class multi_tile_base {
  static_assert((N & (N - 1)) == 0 && N > 32 && N <= 1024, "Size must be one of 64/128/256/512");
  static constexpr unsigned warps = N / 32;

protected:
  /// The slot of the tile's warp `w` (0 .. warps-1).
  static __device__ __forceinline__ unsigned long long *slot(unsigned w) {
    return multi_warp_slots() + (warp_id() & ~(warps - 1u)) + w;
  }
  // The slot is 8-aligned and T at most 8 bytes: one access of T's width.
  template <class T> static __device__ __forceinline__ void put(unsigned long long *at, const T &v) {
    *reinterpret_cast<T *>(at) = v;
  }
  template <class T> static __device__ __forceinline__ T get(const unsigned long long *at) {
    return *reinterpret_cast<const T *>(at);
  }
  template <class T> static __device__ __forceinline__ void check_size() {
    static_assert(sizeof(T) <= 8, "Collectives with tiles larger than 32 threads are limited to types smaller then 8 bytes");
  }

public:
  static constexpr unsigned numThreads = N;
  static constexpr unsigned _group_id = 5; // the toolkit's multi_tile_group_id

  static __device__ __forceinline__ unsigned thread_rank() { return block_rank() & (N - 1u); }
  static constexpr __device__ __forceinline__ unsigned num_threads() { return N; }
  static constexpr __device__ __forceinline__ unsigned size() { return N; }
  static __device__ __forceinline__ void sync() {
    // Named barriers numbered as a binary heap over the block rounded up to
    // a power of two, P: tiles of P threads take barrier 1, of P/2 barriers
    // 2..3, of P/4 barriers 4..7, of P/8 barriers 8..15. Tiles of different
    // sizes never share one (warps of a 128-tile may still be in its sync
    // while the next 128-tile's warps reach a 256-tile's). P/N over 8 (tiles
    // of 64 in a block over 512 threads) would need barriers past 15: trap.
    unsigned threads = block_threads();
    unsigned pow2 = threads <= N ? N : 1u << (32 - __clz(int(threads - 1u)));
    if (pow2 > 8u * N)
      __trap();
    asm volatile("barrier.sync %0, %1;" : : "r"((pow2 + block_rank()) / N), "r"(N) : "memory");
  }

  /// The value of the thread of rank `src` in the tile, through its slot.
  template <class T> __device__ __forceinline__ T shfl(T v, unsigned src) const {
    check_size<T>();
    unsigned long long *at = slot(0);
    sync(); // the previous collective's readers are done with the slot
    if (thread_rank() == src)
      put(at, v);
    sync();
    return get<T>(at);
  }
  __device__ __forceinline__ int any(int predicate) const {
    sync();
    int mine = __any_sync(0xffffffffu, predicate);
    if (lane_id() == 0)
      put(slot(warp_id() & (warps - 1u)), mine);
    sync();
    int r = 0;
    for (unsigned w = 0; w < warps; ++w)
      r |= get<int>(slot(w));
    return r;
  }
  __device__ __forceinline__ int all(int predicate) const {
    sync();
    int mine = __all_sync(0xffffffffu, predicate);
    if (lane_id() == 0)
      put(slot(warp_id() & (warps - 1u)), mine);
    sync();
    int r = 1;
    for (unsigned w = 0; w < warps; ++w)
      r &= get<int>(slot(w));
    return r;
  }
  /// cg::reduce's inter-warp half: each warp's lane 0 posts the warp's
  /// value, then every thread combines the tile's in the order of a
  /// butterfly over the warps (the toolkit's, so float results agree).
  template <class T, class Op> __device__ __forceinline__ T combine_warps(T warp_value, Op &op) const {
    check_size<T>();
    sync();
    if (lane_id() == 0)
      put(slot(warp_id() & (warps - 1u)), warp_value);
    sync();
    T vals[warps];
#pragma unroll
    for (unsigned w = 0; w < warps; ++w)
      vals[w] = get<T>(slot(w));
#pragma unroll
    for (unsigned m = warps / 2; m > 0; m >>= 1)
#pragma unroll
      for (unsigned i = 0; i < m; ++i)
        vals[i] = op(vals[i], vals[i + m]);
    return vals[0];
  }
};

template <unsigned N, bool Multi = (N > 32)> struct tile_base_of { using type = tile_base<N>; };
template <unsigned N> struct tile_base_of<N, true> { using type = multi_tile_base<N>; };
template <unsigned N> using tile_base_t = typename tile_base_of<N>::type;

/// meta_group_rank/size of a tile whose parent type is known: computed.
template <unsigned N, class ParentT> struct tile_parent {
  static __device__ __forceinline__ unsigned meta_group_rank() { return unsigned(ParentT::thread_rank()) / N; }
  static __device__ __forceinline__ unsigned meta_group_size() { return (unsigned(ParentT::size()) + N - 1u) / N; }
};
} // namespace __kiln_cg

namespace __kiln_cg {
template <unsigned Size, class ParentT> struct tileable { static constexpr bool value = false; };
template <unsigned Size> struct tileable<Size, thread_block> { static constexpr bool value = true; };
template <unsigned Size, unsigned M, class P> struct tileable<Size, thread_block_tile<M, P>> {
  static constexpr bool value = Size < M;
};
} // namespace __kiln_cg

/// A tile whose parent's type is part of its own: no state.
template <unsigned Size, class ParentT>
class thread_block_tile : public __kiln_cg::tile_base_t<Size>, public __kiln_cg::tile_parent<Size, ParentT> {
  template <unsigned, class> friend class thread_block_tile;
  template <unsigned S, class P> friend __device__ thread_block_tile<S, P> tiled_partition(const P &);
  friend __device__ thread_block_tile<1, void> this_thread();
  __device__ thread_block_tile() {}

public:
  using __kiln_cg::tile_base_t<Size>::thread_rank;
  using __kiln_cg::tile_base_t<Size>::size;
  using __kiln_cg::tile_base_t<Size>::num_threads;
  using __kiln_cg::tile_base_t<Size>::sync;
  __device__ __forceinline__ unsigned get_type() const { return __kiln_cg::tile_base_t<Size>::_group_id; }
  __device__ __forceinline__ operator thread_block_tile<Size, void>() const {
    return thread_block_tile<Size, void>(this->meta_group_rank(), this->meta_group_size());
  }
  __device__ __forceinline__ operator thread_group() const {
    static_assert(Size <= 32, "a thread_block_tile of more than 32 threads does not convert to thread_group (nor in CUDA)");
    return __kiln_cg::data_access::tile_group(__kiln_cg::tile_mask<Size>(), this->meta_group_rank(),
                                              this->meta_group_size(), Size, Size);
  }
};

/// thread_block_tile<N>: the tile as a value type, holding its rank among
/// its parent's tiles; converts to thread_group.
template <unsigned Size> class thread_block_tile<Size, void> : public __kiln_cg::tile_base_t<Size> {
  template <unsigned, class> friend class thread_block_tile;
  friend __device__ thread_block_tile<1, void> this_thread();
  unsigned __meta_rank;
  unsigned __meta_size;

  __device__ thread_block_tile(unsigned meta_rank, unsigned meta_size)
      : __meta_rank(meta_rank), __meta_size(meta_size) {}

public:
  template <class ParentT>
  __device__ thread_block_tile(const thread_block_tile<Size, ParentT> &g)
      : thread_block_tile(g.meta_group_rank(), g.meta_group_size()) {}

  __device__ __forceinline__ unsigned meta_group_rank() const { return __meta_rank; }
  __device__ __forceinline__ unsigned meta_group_size() const { return __meta_size; }
  __device__ __forceinline__ unsigned get_type() const { return __kiln_cg::tile_base_t<Size>::_group_id; }
  __device__ __forceinline__ operator thread_group() const {
    static_assert(Size <= 32, "a thread_block_tile of more than 32 threads does not convert to thread_group (nor in CUDA)");
    return __kiln_cg::data_access::tile_group(__kiln_cg::tile_mask<Size>(), __meta_rank, __meta_size, Size, Size);
  }
};

/// Static tiles: thread_block or thread_block_tile<M> parents (Size < M).
template <unsigned Size, class ParentT>
__device__ __forceinline__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent) {
  static_assert(__kiln_cg::tileable<Size, ParentT>::value,
                "tiled_partition<Size>: the parent must be a thread_block or a larger thread_block_tile");
  // A multi-warp tile is made collectively, as the toolkit's: the parent
  // syncs (a block's __syncthreads()).
  if constexpr (Size > 32)
    parent.sync();
  return thread_block_tile<Size, ParentT>();
}

/// The calling thread alone, as a tile.
__device__ __forceinline__ thread_block_tile<1, void> this_thread() {
  return thread_block_tile<1, void>(0, 1);
}

// ---- dynamic partitions ---------------------------------------------------------
namespace __kiln_cg {
/// Tiles of `tilesz` (a power of two <= 32) threads of a block; the last tile
/// of a block that is not a multiple of tilesz is partial.
static __device__ __forceinline__ thread_group block_tile(unsigned tilesz) {
  unsigned rank = block_rank();
  unsigned base = rank & ~(tilesz - 1u);
  unsigned len = min(block_threads() - base, tilesz);
  unsigned mask = (0xffffffffu >> (32 - len)) << (lane_id() & ~(tilesz - 1u));
  return data_access::tile_group(mask, rank / tilesz, (block_threads() + tilesz - 1u) / tilesz, tilesz, len);
}

/// Tiles of a coalesced group (the real API's rules): contiguous lanes of a
/// group that is itself a tile, else runs of `tilesz` consecutive ranks.
static __device__ __forceinline__ coalesced_group coalesced_tile(unsigned parent_mask, unsigned parent_tile_size,
                                                                 unsigned tilesz) {
  unsigned parent_size = unsigned(__popc(parent_mask));
  unsigned rank = unsigned(__popc(parent_mask & lanemask_lt()));
  if (parent_size <= tilesz)
    return data_access::from_mask(parent_mask, 0, 1, parent_tile_size);
  if (parent_tile_size) {
    unsigned base = rank & ~(tilesz - 1u);
    unsigned len = min(parent_size - base, tilesz);
    unsigned mask = (0xffffffffu >> (32 - len)) << (lane_id() & ~(tilesz - 1u));
    return data_access::from_mask(mask, rank / tilesz, parent_size / tilesz, tilesz);
  }
  unsigned first = rank / tilesz * tilesz;
  unsigned mask = 0, seen = 0;
  for (unsigned bit = 0; bit < 32; ++bit) {
    unsigned lane_bit = 1u << bit;
    if (parent_mask & lane_bit) {
      if (seen >= first && seen < first + tilesz)
        mask |= lane_bit;
      ++seen;
    }
  }
  return data_access::from_mask(mask, rank / tilesz, (parent_size + tilesz - 1u) / tilesz);
}
} // namespace __kiln_cg

/// Dynamic tiles: tilesz must be a power of two of at most 32 (CUDA aborts
/// the kernel otherwise; here the group is undefined).
__device__ __forceinline__ thread_group tiled_partition(const thread_block &, unsigned tilesz) {
  return __kiln_cg::block_tile(tilesz);
}
__device__ __forceinline__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned tilesz) {
  const thread_group &g = parent;
  return __kiln_cg::coalesced_tile(__kiln_cg::data_access::mask_of(g), __kiln_cg::data_access::tile_size_of(g),
                                   tilesz);
}
__device__ __forceinline__ thread_group tiled_partition(const thread_group &parent, unsigned tilesz) {
  if (parent.get_type() == __kiln_cg::coalesced_group_id)
    return __kiln_cg::coalesced_tile(__kiln_cg::data_access::mask_of(parent),
                                     __kiln_cg::data_access::tile_size_of(parent), tilesz);
  return __kiln_cg::block_tile(tilesz);
}

// ---- thread_group's dispatch ----------------------------------------------------
__device__ __forceinline__ unsigned thread_group::__coalesced_rank() const {
  if (__tile_size)
    return __kiln_cg::lane_id() & (__tile_size - 1u);
  return unsigned(__popc(__mask & __kiln_cg::lanemask_lt()));
}

__device__ __forceinline__ void thread_group::sync() const {
  switch (__type) {
  case __kiln_cg::coalesced_group_id:
    __syncwarp(__mask);
    break;
  case __kiln_cg::thread_block_id:
    __syncthreads();
    break;
  case __kiln_cg::grid_group_id:
    __kiln_cg::grid_sync();
    break;
#if __CUDA_ARCH__ >= 900
  case __kiln_cg::cluster_group_id:
    __kiln_cg::cluster_sync();
    break;
#endif
  default:
    break;
  }
}

__device__ __forceinline__ unsigned long long thread_group::size() const {
  switch (__type) {
  case __kiln_cg::coalesced_group_id:
    return __size;
  case __kiln_cg::thread_block_id:
    return thread_block::size();
  case __kiln_cg::grid_group_id:
    return grid_group::size();
#if __CUDA_ARCH__ >= 900
  case __kiln_cg::cluster_group_id:
    return cluster_group::size();
#endif
  default:
    return 0;
  }
}

__device__ __forceinline__ unsigned long long thread_group::thread_rank() const {
  switch (__type) {
  case __kiln_cg::coalesced_group_id:
    return __coalesced_rank();
  case __kiln_cg::thread_block_id:
    return thread_block::thread_rank();
  case __kiln_cg::grid_group_id:
    return grid_group::thread_rank();
#if __CUDA_ARCH__ >= 900
  case __kiln_cg::cluster_group_id:
    return cluster_group::thread_rank();
#endif
  default:
    return 0;
  }
}

// ---- free functions -------------------------------------------------------------
template <class GroupT> __device__ __forceinline__ void sync(const GroupT &g) { g.sync(); }
template <class GroupT>
__device__ __forceinline__ auto thread_rank(const GroupT &g) -> decltype(g.thread_rank()) {
  return g.thread_rank();
}
template <class GroupT>
__device__ __forceinline__ auto group_size(const GroupT &g) -> decltype(g.num_threads()) {
  return g.num_threads();
}

// ---- binary_partition / labeled_partition ---------------------------------------
namespace __kiln_cg {
template <class G> __device__ __forceinline__ coalesced_group binary(const G &group, bool pred) {
  unsigned group_mask = data_access::mask(group);
  unsigned set = __ballot_sync(group_mask, pred);
  if (set == group_mask || set == 0)
    return data_access::from_mask(group_mask, 0, 1);
  unsigned sub = pred ? (group_mask & set) : (group_mask & ~set);
  return data_access::from_mask(sub, pred ? 1u : 0u, 2);
}
template <class G, class L> __device__ __forceinline__ coalesced_group labeled(const G &group, L label) {
  unsigned group_mask = data_access::mask(group);
  unsigned sub = __match_any_sync(group_mask, label);
  unsigned leader = unsigned(__ffs(int(sub)) - 1);
  unsigned leaders = __ballot_sync(group_mask, leader == lane_id());
  unsigned rank = unsigned(__popc(leaders & ((1u << leader) - 1u)));
  return data_access::from_mask(sub, rank, unsigned(__popc(leaders)));
}
} // namespace __kiln_cg

__device__ __forceinline__ coalesced_group binary_partition(const coalesced_group &g, bool pred) {
  return __kiln_cg::binary(g, pred);
}
template <unsigned Size, class ParentT>
__device__ __forceinline__ coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &g, bool pred) {
  return __kiln_cg::binary(g, pred);
}
template <class Label> __device__ __forceinline__ coalesced_group labeled_partition(const coalesced_group &g, Label label) {
  static_assert(__is_integral(Label) || __is_pointer(Label), "labeled_partition labels are integers or pointers");
  if constexpr (__is_same(Label, bool))
    return __kiln_cg::binary(g, label);
  else if constexpr (__is_pointer(Label))
    return __kiln_cg::labeled(g, (unsigned long long)label);
  else
    return __kiln_cg::labeled(g, label);
}
template <class Label, unsigned Size, class ParentT>
__device__ __forceinline__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &g, Label label) {
  static_assert(__is_integral(Label) || __is_pointer(Label), "labeled_partition labels are integers or pointers");
  if constexpr (__is_same(Label, bool))
    return __kiln_cg::binary(g, label);
  else if constexpr (__is_pointer(Label))
    return __kiln_cg::labeled(g, (unsigned long long)label);
  else
    return __kiln_cg::labeled(g, label);
}

// ---- invoke_one -----------------------------------------------------------------
/// Calls fn(args...) in one thread of the group (its lowest-ranked).
template <class Group, class Fn, class... Args>
__device__ __forceinline__ void invoke_one(const Group &group, Fn &&fn, Args &&...args) {
  if (group.thread_rank() == 0)
    fn(static_cast<Args &&>(args)...);
}
/// Calls fn(args...) in one thread and gives every thread its result.
template <class Group, class Fn, class... Args>
__device__ __forceinline__ auto invoke_one_broadcast(const Group &group, Fn &&fn, Args &&...args)
    -> __kiln_cg::remove_qual<decltype(fn(static_cast<Args &&>(args)...))> {
  using R = __kiln_cg::remove_qual<decltype(fn(static_cast<Args &&>(args)...))>;
  static_assert(!__is_same(R, void), "for functions returning void, use invoke_one");
  R result{};
  if (group.thread_rank() == 0)
    result = fn(static_cast<Args &&>(args)...);
  return group.shfl(result, 0);
}

// ---- what kilnc does not provide ---------------------------------------------------
// Declared so that a use is an error at the user's line naming the API and why (clang's
// "'X' is unavailable: ..."), not a missing symbol.
#define __KILN_CG_UNAVAILABLE(what) __attribute__((unavailable(what)))

/// The scratch a multi-warp tile needs below sm_80 (CUDA 12/13 spell it
/// block_tile_memory<MaxBlockSize>; CUDA 11 had more parameters): on sm_80+,
/// kilnc's targets, nothing, as in the toolkit.
template <unsigned MaxBlockSize = 1024, unsigned = 8, unsigned = 32> struct block_tile_memory {};
template <unsigned MaxBlockSize, unsigned A, unsigned B>
__device__ __forceinline__ thread_block this_thread_block(block_tile_memory<MaxBlockSize, A, B> &) {
  return this_thread_block();
}

/// Multi-device groups: CUDA 12 deprecated and CUDA 13 removed them; kilnc launches one device.
class __KILN_CG_UNAVAILABLE("cooperative_groups::multi_grid_group (multi-device cooperative launch) is not "
                            "supported by kilnc (and removed in CUDA 13): use this_grid() on one device")
    multi_grid_group {
public: // declared only, so that a use reports the group, not a missing member
  __device__ void sync() const;
  __device__ bool is_valid() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned grid_rank() const;
  __device__ unsigned num_grids() const;
};
__KILN_CG_UNAVAILABLE("cooperative_groups::this_multi_grid() (multi-device cooperative launch) is not supported "
                      "by kilnc (and removed in CUDA 13): use this_grid() on one device")
__device__ multi_grid_group this_multi_grid();

} // namespace cooperative_groups

#endif // KILN_COOPERATIVE_GROUPS_H
