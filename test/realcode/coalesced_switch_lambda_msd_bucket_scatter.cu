// @realcode The scatter step of a most-significant-digit radix partition into four buckets, written with a switch on the top two key bits whose cases all call one generic lambda that appends to the case's bucket with a warp-aggregated reservation (cg::coalesced_threads(), the leader's atomicAdd of g.num_threads(), g.shfl of the base, g.thread_rank() as the offset) and a labeled-partition variant (cg::labeled_partition(tile, digit)) in a second kernel: four arms that end alike, each of which must keep its own collective for the lanes that took it.
// @let N = 1 << 24
// @buf keys u32[N] uniform(0, 4294967295)
// @buf buckets u32[4 * N] zero
// @buf counts u32[4] zero
// @buf buckets2 u32[4 * N] zero
// @buf counts2 u32[4] zero
// @launch scatter_switch grid(N / 256) block(256) args(keys, buckets, counts, i32(N))
// @launch scatter_labeled grid(N / 256) block(256) args(keys, buckets2, counts2, i32(N))
// @check counts exact
// @check buckets unordered
// @check counts2 exact
// @check buckets2 unordered
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void scatter_switch(const unsigned *__restrict__ keys, unsigned *buckets, unsigned *counts, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned k = keys[i];
  auto append = [&](int b) {
    cg::coalesced_group g = cg::coalesced_threads();
    unsigned base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(&counts[b], g.num_threads());
    base = g.shfl(base, 0);
    buckets[(size_t)b * n + base + g.thread_rank()] = k;
  };
  switch (k >> 30) {
  case 0:
    append(0);
    break;
  case 1:
    append(1);
    break;
  case 2:
    append(2);
    break;
  default:
    append(3);
    break;
  }
}

__global__ void scatter_labeled(const unsigned *__restrict__ keys, unsigned *buckets, unsigned *counts, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  const unsigned k = i < n ? keys[i] : 0u;
  // Out-of-range lanes take label 4 and write nothing, so the whole warp reaches the partition.
  const unsigned digit = i < n ? k >> 30 : 4u;
  cg::coalesced_group same = cg::labeled_partition(tile, digit);
  unsigned base = 0;
  if (same.thread_rank() == 0 && digit < 4) base = atomicAdd(&counts[digit], same.num_threads());
  base = same.shfl(base, 0);
  if (digit < 4) buckets[(size_t)digit * n + base + same.thread_rank()] = k;
}
