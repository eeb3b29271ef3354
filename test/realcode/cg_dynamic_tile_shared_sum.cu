// @realcode The Programming Guide's thread_group example: tiled_partition(block, 32) as a dynamic thread_group, a shared-memory tree sum per tile synchronised with g.sync() (a group-generic sum_reduce taking cg::thread_group), tile leaders accumulate atomically.
// @let N = 1 << 24
// @let B = 256
// @buf in i32[N] uniform(-50, 50)
// @buf tile_sums i32[N / 32] zero
// @buf total i32[1] zero
// @launch dynamic_tile_sum grid(N / B) block(B) args(in, tile_sums, total, i32(N))
// @check tile_sums exact
// @check total exact
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__device__ int sum_reduce(cg::thread_group g, int *temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i) val += temp[lane + i];
    g.sync();
  }
  return val;
}

__global__ void dynamic_tile_sum(const int *__restrict__ in, int *tile_sums, int *total, int n) {
  __shared__ int workspace[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 32);
  int *tile_temp = workspace + (block.thread_rank() / 32) * 32;

  int i = blockIdx.x * blockDim.x + block.thread_rank();
  int v = i < n ? in[i] : 0;
  int s = sum_reduce(tile, tile_temp, v);
  if (tile.thread_rank() == 0) {
    tile_sums[i / 32] = s;
    atomicAdd(total, s);
  }
}
