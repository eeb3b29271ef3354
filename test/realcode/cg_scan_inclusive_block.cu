// @realcode Block-wide prefix sum of 1024 elements per block with cg::inclusive_scan over 32-thread tiles, cg::exclusive_scan of the warp totals, and the per-block totals written for a later pass (the scan sample's first phase, in cooperative-groups form).
// @let N = 1 << 24
// @let B = 1024
// @buf in u32[N] uniform(0, 16)
// @buf out u32[N] zero
// @buf block_totals u32[N / B] zero
// @launch scan_block_cg grid(N / B) block(B) args(in, out, block_totals, i32(N))
// @check out exact
// @check block_totals exact
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void scan_block_cg(const unsigned *__restrict__ in, unsigned *out, unsigned *block_totals, int n) {
  __shared__ unsigned warp_totals[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

  int i = blockIdx.x * blockDim.x + block.thread_rank();
  unsigned v = i < n ? in[i] : 0u;
  unsigned incl = cg::inclusive_scan(warp, v);
  if (warp.thread_rank() == warp.size() - 1) warp_totals[warp.meta_group_rank()] = incl;
  block.sync();

  if (warp.meta_group_rank() == 0) {
    unsigned t = warp.thread_rank() < warp.meta_group_size() ? warp_totals[warp.thread_rank()] : 0u;
    unsigned before = cg::exclusive_scan(warp, t, cg::plus<unsigned>());
    if (warp.thread_rank() < warp.meta_group_size()) warp_totals[warp.thread_rank()] = before;
    if (warp.thread_rank() == warp.size() - 1) block_totals[blockIdx.x] = before + t;
  }
  block.sync();

  if (i < n) out[i] = incl + warp_totals[warp.meta_group_rank()];
}
