// @realcode Warp-aggregated atomic increment with cooperative groups: coalesced_threads(), thread_rank() inside the coalesced group, the rank-0 thread does one atomicAdd and g.shfl broadcasts it. Scatters the indices of matching elements.
// @let N = 1 << 26
// @buf keys u32[N] uniform(0, 64)
// @buf out_idx i32[N] zero
// @buf count i32[1] zero
// @launch collect_matches grid(N / 512) block(512) args(keys, u32(7), out_idx, count, i32(N))
// @check count exact
// @check out_idx unordered
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *counter) {
  cg::coalesced_group g = cg::coalesced_threads();
  int prev;
  if (g.thread_rank() == 0) prev = atomicAdd(counter, g.size());
  prev = g.thread_rank() + g.shfl(prev, 0);
  return prev;
}

__global__ void collect_matches(const unsigned *keys, unsigned wanted, int *out_idx, int *count, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    if (keys[i] == wanted) out_idx[atomicAggInc(count)] = i;
  }
}
