// @realcode Integer reductions over 16-thread tiles with cg::reduce (plus, bit_and, bit_or, bit_xor, less, greater), one result per tile written by tile rank 0, then a block total through shared memory and atomicAdd.
// @let N = 1 << 24
// @let B = 256
// @let T = N / 16
// @buf in u32[N] uniform(0, 1 << 20)
// @buf tile_sum u32[T] zero
// @buf tile_and u32[T] zero
// @buf tile_or u32[T] zero
// @buf tile_xor u32[T] zero
// @buf tile_min u32[T] zero
// @buf tile_max u32[T] zero
// @buf total u32[1] zero
// @launch tile_bitops<256> grid(N / B) block(B) args(in, tile_sum, tile_and, tile_or, tile_xor, tile_min, tile_max, total, i32(N))
// @check tile_sum exact
// @check tile_and exact
// @check tile_or exact
// @check tile_xor exact
// @check tile_min exact
// @check tile_max exact
// @check total exact
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

template <int BLOCK>
__global__ void tile_bitops(const unsigned *__restrict__ in, unsigned *sum, unsigned *and_out, unsigned *or_out,
                            unsigned *xor_out, unsigned *min_out, unsigned *max_out, unsigned *total, int n) {
  __shared__ unsigned block_sums[BLOCK / 16];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);

  int i = blockIdx.x * BLOCK + block.thread_rank();
  unsigned v = i < n ? in[i] : 0u;
  unsigned s = cg::reduce(tile, v, cg::plus<unsigned>());
  unsigned a = cg::reduce(tile, v, cg::bit_and<unsigned>());
  unsigned o = cg::reduce(tile, v, cg::bit_or<unsigned>());
  unsigned x = cg::reduce(tile, v, cg::bit_xor<unsigned>());
  unsigned lo = cg::reduce(tile, v, cg::less<unsigned>());
  unsigned hi = cg::reduce(tile, v, cg::greater<unsigned>());

  int tile_id = blockIdx.x * (BLOCK / 16) + tile.meta_group_rank();
  if (tile.thread_rank() == 0) {
    sum[tile_id] = s;
    and_out[tile_id] = a;
    or_out[tile_id] = o;
    xor_out[tile_id] = x;
    min_out[tile_id] = lo;
    max_out[tile_id] = hi;
    block_sums[tile.meta_group_rank()] = s;
  }
  block.sync();
  if (block.thread_rank() < 16) {
    unsigned t = block.thread_rank() < tile.meta_group_size() ? block_sums[block.thread_rank()] : 0u;
    t = cg::reduce(tile, t, cg::plus<unsigned>());
    if (tile.thread_rank() == 0) atomicAdd(total, t);
  }
}

template __global__ void tile_bitops<256>(const unsigned *__restrict__, unsigned *, unsigned *, unsigned *,
                                          unsigned *, unsigned *, unsigned *, unsigned *, int);
