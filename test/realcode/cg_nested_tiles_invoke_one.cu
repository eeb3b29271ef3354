// @realcode Cooperative groups beyond the basics: a 32-thread tile split again into 4-thread tiles (tiled_partition of a tile), cg::reduce with cg::bit_xor and cg::bit_and on the small tiles, cg::exclusive_scan with cg::bit_or and cg::inclusive_scan with a max lambda on the warp, cg::invoke_one to write one result per warp and cg::invoke_one_broadcast to hand a value from one lane to all, meta_group_size/meta_group_rank to place the sub-tiles, block.dim_threads() and num_threads().
// @let N = 1 << 22
// @buf keys u32[N] uniform(0, 4294967295)
// @buf xors u32[N / 4] zero
// @buf ands u32[N / 4] zero
// @buf ors u32[N] zero
// @buf maxs i32[N] zero
// @buf per_warp i32[N / 32] zero
// @buf bcast i32[N] zero
// @launch nested_tiles grid(N / 256) block(256) args(keys, xors, ands, ors, maxs, per_warp, bcast)
// @check xors exact
// @check ands exact
// @check ors exact
// @check maxs exact
// @check per_warp exact
// @check bcast exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void nested_tiles(const unsigned *__restrict__ keys, unsigned *xors, unsigned *ands, unsigned *ors,
                             int *maxs, int *per_warp, int *bcast) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(warp);

  const unsigned gid = block.group_index().x * block.dim_threads().x + block.thread_rank();
  const unsigned key = keys[gid];

  // One result per quad, placed by the quad's rank among the quads of its warp.
  const unsigned x = cg::reduce(quad, key, cg::bit_xor<unsigned>());
  const unsigned a = cg::reduce(quad, key | 0x0F0F0F0Fu, cg::bit_and<unsigned>());
  const unsigned quad_index = (gid / warp.num_threads()) * quad.meta_group_size() + quad.meta_group_rank();
  if (quad.thread_rank() == 0) {
    xors[quad_index] = x;
    ands[quad_index] = a;
  }

  // Which bits were set by any earlier lane, and the running maximum of a signed field.
  ors[gid] = cg::exclusive_scan(warp, key & 0x00FF00FFu, cg::bit_or<unsigned>());
  const int field = (int)(key >> 8) - (1 << 23);
  maxs[gid] = cg::inclusive_scan(warp, field, [](int p, int q) { return p > q ? p : q; });

  const int warp_sum = cg::reduce(warp, (int)(key & 0xFFu), cg::plus<int>());
  cg::invoke_one(warp, [&] { per_warp[gid / 32] = warp_sum; });
  const int chosen = cg::invoke_one_broadcast(warp, [&]() -> int { return (int)(key >> 16) + warp_sum; });
  bcast[gid] = chosen;
}
