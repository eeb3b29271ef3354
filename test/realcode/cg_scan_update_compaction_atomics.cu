// @realcode stream compaction and statistics in the CUDA 12 cooperative-groups style, with libcu++ atomics as the destinations: every 32-thread tile claims its output slots with cg::exclusive_scan_update on a cuda::atomic_ref counter (one atomic per tile, each thread's offset from the tile's scan), writes the surviving keys there, and folds its sums into device-scope atomics with cg::reduce_update_async (plus on int, greater on unsigned long long, bit_or flags, a float plus that is a CAS loop) and its per-block xor signature with cg::reduce_store_async into a block-scope atomic_ref; the file includes only <cooperative_groups.h> and its reduce/scan headers, as nvcc's brings <cuda/atomic> with it.
// @let N = 1 << 22
// @buf keys i32[N] uniform(-1000, 1000)
// @buf kept i32[N] zero
// @buf count i32[1] zero
// @buf stats i32[2] zero
// @buf maxkey u64[1] zero
// @buf fsum f32[1] zero
// @buf sig i32[cdiv(N, 256)] zero
// @launch compact_positive grid(cdiv(N, 256)) block(256) args(keys, kept, count, stats, maxkey, fsum, sig, i32(N))
// @check kept unordered
// @check count exact
// @check stats exact
// @check maxkey exact
// @check fsum abs=1.0 rel=1e-4
// @check sig exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;
using dev_ref = cuda::atomic_ref<int, cuda::thread_scope_device>;

__global__ void compact_positive(const int *__restrict__ keys, int *__restrict__ kept, int *count, int *stats,
                                 unsigned long long *maxkey, float *fsum, int *sig, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int k = i < n ? keys[i] : 0;
  const int keep = k > 0 ? 1 : 0;
  // Slots for this tile's survivors: the counter's old value plus the tile's exclusive scan.
  const int slot = cg::exclusive_scan_update(tile, dev_ref(*count), keep);
  if (keep) kept[slot] = k;
  cg::reduce_update_async(tile, dev_ref(stats[0]), k, cg::plus<int>());
  cg::reduce_update_async(tile, dev_ref(stats[1]), keep << (threadIdx.x & 7), cg::bit_or<int>());
  cg::reduce_update_async(tile, cuda::atomic_ref<unsigned long long, cuda::thread_scope_device>(*maxkey),
                          (unsigned long long)(k + 1000) << 32 | (unsigned)i, cg::greater<unsigned long long>());
  cg::reduce_update_async(tile, cuda::atomic_ref<float, cuda::thread_scope_device>(*fsum), k * 0.001f, cg::plus<float>());
  // Per-block xor signature: each tile stores its xor, then the block's first tile xors them in.
  __shared__ int tile_sig[8];
  cg::reduce_store_async(tile, cuda::atomic_ref<int, cuda::thread_scope_block>(tile_sig[tile.meta_group_rank()]), (int)(k * 2654435761u),
                         cg::bit_xor<int>());
  block.sync();
  if (tile.meta_group_rank() == 0) {
    const int s = tile.thread_rank() < 8 ? tile_sig[tile.thread_rank()] : 0;
    const int x = cg::reduce(tile, s, cg::bit_xor<int>());
    if (tile.thread_rank() == 0) sig[blockIdx.x] = x;
  }
}
