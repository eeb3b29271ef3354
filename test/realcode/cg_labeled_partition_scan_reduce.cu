// @realcode Cooperative groups beyond tiled_partition: cg::labeled_partition of a warp tile by a bucket label, cg::reduce with cg::plus / cg::bit_xor / cg::greater over each labeled group, cg::inclusive_scan and cg::exclusive_scan (<cooperative_groups/scan.h>) over a thread_block_tile<32> for a block-wide compaction offset, and meta_group_rank/num_threads bookkeeping.
// @let N = 1 << 20
// @buf x u32[N] uniform(0, 1 << 20)
// @buf bucket_total u32[N] zero
// @buf out u32[N] zero
// @buf counts u32[cdiv(N, 256)] zero
// @launch labeled_ops grid(cdiv(N, 256)) block(256) args(x, bucket_total, out, counts, i32(N))
// @check bucket_total exact
// @check out exact
// @check counts exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void labeled_ops(const unsigned *__restrict__ x, unsigned *__restrict__ bucket_total, unsigned *__restrict__ out,
                            unsigned *__restrict__ counts, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  __shared__ unsigned warp_base[8];
  int i = block.group_index().x * block.size() + block.thread_rank();
  unsigned v = i < n ? x[i] : 0u;
  int label = (int)(v & 3u);
  cg::coalesced_group same = cg::labeled_partition(warp, label);
  unsigned total = cg::reduce(same, v, cg::plus<unsigned>());
  unsigned mixed = cg::reduce(same, v * 2654435761u, cg::bit_xor<unsigned>());
  unsigned biggest = cg::reduce(same, v >> 4, cg::greater<unsigned>());
  if (i < n) bucket_total[i] = total ^ mixed ^ (biggest << 1) ^ (same.num_threads() << 26);
  // compaction of the values with bit 4 set: warp scan, then a block scan of the warp totals
  unsigned keep = (i < n && (v & 16u)) ? 1u : 0u;
  unsigned before = cg::exclusive_scan(warp, keep);
  unsigned upto = cg::inclusive_scan(warp, keep, cg::plus<unsigned>());
  if (warp.thread_rank() == 31) warp_base[warp.meta_group_rank()] = upto;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    unsigned t = warp.thread_rank() < 8 ? warp_base[warp.thread_rank()] : 0u;
    unsigned ex = cg::exclusive_scan(warp, t);
    if (warp.thread_rank() < 8) warp_base[warp.thread_rank()] = ex;
    if (warp.thread_rank() == 7) counts[block.group_index().x] = ex + t;
  }
  block.sync();
  if (keep) out[block.group_index().x * block.size() + warp_base[warp.meta_group_rank()] + before] = v;
}
