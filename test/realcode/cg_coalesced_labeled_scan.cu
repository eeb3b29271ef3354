// @realcode Cooperative-groups idioms past the basic tile reduce: cg::coalesced_threads() inside a divergent branch for aggregated appends, cg::labeled_partition by key with cg::reduce(cg::greater) per label, cg::exclusive_scan over a tiled_partition<8> with meta_group_rank/meta_group_size, and cg::binary_partition counting.
// @let N = 1 << 22
// @buf keys u32[N] uniform(0, 5)
// @buf vals i32[N] uniform(0, 1000)
// @buf out_idx i32[N] fill(-1)
// @buf counter u32[1] zero
// @buf label_max i32[N] zero
// @buf scan i32[N] zero
// @buf tile_id i32[N] zero
// @buf bin u32[N / 32] zero
// @launch cg_idioms grid(N / 256) block(256) args(keys, vals, out_idx, counter, label_max, scan, tile_id, bin, i32(N))
// @check out_idx unordered
// @check counter exact
// @check label_max exact
// @check scan exact
// @check tile_id exact
// @check bin exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void cg_idioms(const unsigned *__restrict__ keys, const int *__restrict__ vals, int *__restrict__ out_idx,
                          unsigned *counter, int *__restrict__ label_max, int *__restrict__ scan, int *__restrict__ tile_id,
                          unsigned *__restrict__ bin, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  unsigned k = keys[i];
  int v = vals[i];
  if (v % 3 == 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    unsigned base = 0;
    if (active.thread_rank() == 0) base = atomicAdd(counter, active.size());
    base = active.shfl(base, 0);
    out_idx[base + active.thread_rank()] = i;
  }
  auto same_key = cg::labeled_partition(warp, k);
  label_max[i] = cg::reduce(same_key, v, cg::greater<int>());
  auto tile8 = cg::tiled_partition<8>(block);
  scan[i] = cg::exclusive_scan(tile8, v, cg::plus<int>());
  tile_id[i] = (int)(tile8.meta_group_rank() * 100 + tile8.meta_group_size());
  auto halves = cg::binary_partition(warp, v >= 500);
  unsigned big = halves.size();
  if (warp.thread_rank() == 0) bin[i / 32] = (v >= 500 ? big : 32u - big);
}
