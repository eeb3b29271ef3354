// @realcode 256-bin byte histogram in the histogram sample's shared-memory form, written with cooperative groups: block-wide zeroing and merging ordered by block.sync(), per-warp aggregation of equal bytes with tile.match_any() so one lane adds the count.
// @let N = 1 << 24
// @buf data u8[N] uniform(0, 256)
// @buf hist u32[256] zero
// @launch histogram256_cg grid(240) block(256) args(data, hist, i32(N))
// @check hist exact
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void histogram256_cg(const unsigned char *__restrict__ data, unsigned *hist, int n) {
  __shared__ unsigned s_hist[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  for (unsigned b = block.thread_rank(); b < 256; b += block.size()) s_hist[b] = 0;
  block.sync();

  int stride = gridDim.x * block.size();
  for (int base = blockIdx.x * block.size(); base < n; base += stride) {
    int i = base + block.thread_rank();
    unsigned byte = i < n ? data[i] : 256u;
    unsigned peers = warp.match_any(byte);
    int leader = __ffs(peers) - 1;
    if (byte < 256u && warp.thread_rank() == leader) atomicAdd(&s_hist[byte], __popc(peers));
  }
  block.sync();
  for (unsigned b = block.thread_rank(); b < 256; b += block.size()) atomicAdd(&hist[b], s_hist[b]);
}
