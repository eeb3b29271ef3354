// @realcode Global histogram with one atomic per distinct bin per warp: labeled_partition(tile, bin) groups the lanes holding the same bin, the group leader adds the group's size (cooperative-groups form of match_any aggregation).
// @let N = 1 << 24
// @let BINS = 64
// @buf keys u32[N] uniform(0, 4096)
// @buf hist u32[BINS] zero
// @launch hist_labeled grid(1024) block(256) args(keys, hist, i32(N))
// @check hist exact
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void hist_labeled(const unsigned *__restrict__ keys, unsigned *hist, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    int i = base + block.thread_rank();
    unsigned bin = i < n ? (keys[i] * 2654435761u) >> 26 : 64u;
    cg::coalesced_group same = cg::labeled_partition(warp, bin);
    if (bin < 64u && same.thread_rank() == 0) atomicAdd(&hist[bin], same.size());
  }
}
