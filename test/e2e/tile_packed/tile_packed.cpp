// Small tile programs packed several to a block (simt-pack-programs, issue 16;
// kiln_tile_e2e's tile/packed_* tests). Each kernel's program is 1 or 2
// warps, so kilnc runs up to 4 or 2 of them per block, as many as the launch
// picks (blockDim.x / program threads): program blockIdx.x * slots + slot,
// the runtime passing the program count, slots past it returning at once.
// The tests launch program counts that are not multiples of P, small
// launches (1, 3, 64, 130 programs) and every P forced by a raw launch.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// One warp per 256-wide row: 4 programs per block.
KILN_TILE_KERNEL void softmax_256(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 256>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}

// Two warps per row whose sum crosses the warps through shared memory and a
// block barrier: 2 programs per block, each with its own copy of the buffer
// and its own named barrier.
KILN_TILE_KERNEL KILN_NUM_WARPS(2) void row_sum_512(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  store(y, sum<1>(load<1, 512>(x, r, 0)), r);
}

// A 32x32 block transposed through shared memory by 2 warps, over a 2-D grid
// (only x is packed).
KILN_TILE_KERNEL KILN_NUM_WARPS(2) void transpose_32(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t m = block_id(0) * 32, n = block_id(1) * 32;
  store(y, transpose(load<32, 32>(x, m, n)), n, m);
}

// A grid-stride loop over blocks of 128 elements: num_blocks(0) is the
// program count the launch asked for, not the blocks it runs.
KILN_TILE_KERNEL void scale_strided(tensor<const float, 1> x, tensor<float, 1> y, int64_t n) {
  for (int64_t i = block_id(0) * 128; i < n; i += num_blocks(0) * 128)
    store(y, load<128>(x, i) * 2.0f, i);
}
