// @realcode Odd/even statistics with binary_partition (the binaryPartitionCG sample): each warp splits into the lanes holding odd and even values, each part counts and sums its values with cg::reduce and its leader adds them to global counters.
// @let N = 1 << 24
// @buf in i32[N] uniform(0, 100)
// @buf counts i32[2] zero
// @buf sums i32[2] zero
// @launch odd_even_count grid(N / 512) block(512) args(in, counts, sums, i32(N))
// @check counts exact
// @check sums exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void odd_even_count(const int *__restrict__ in, int *counts, int *sums, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
  // The loop runs while any thread of the block has an element, so whole warps stay together for
  // the partition; threads past the end take part as even elements that count nothing.
  int stride = gridDim.x * block.size();
  for (int base = block.group_index().x * block.size(); base < n; base += stride) {
    int i = base + block.thread_rank();
    bool live = i < n;
    int elem = live ? in[i] : 0;
    bool odd = elem & 1;
    cg::coalesced_group part = cg::binary_partition(tile32, odd);
    int part_count = cg::reduce(part, live ? 1 : 0, cg::plus<int>());
    int part_sum = cg::reduce(part, elem, cg::plus<int>());
    if (part.thread_rank() == 0) {
      atomicAdd(&counts[odd], part_count);
      atomicAdd(&sums[odd], part_sum);
    }
  }
}
