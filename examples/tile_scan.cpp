// Tile kernels: scans with a lambda (scan<axis>(t, init, op)) and reverse
// scans (cumsum<axis, true>, scan<axis, true>), one row of up to 1024
// elements per program.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// The running maximum of each row, never below `floor` (the init).
KILN_TILE_KERNEL void running_max(tensor<const float, 2> x, tensor<float, 2> y, float floor) {
  int64_t r = block_id(0);
  auto t = load<1, 1024>(x, r, 0);
  store(y, scan<1>(t, floor, [](float a, float b) { return a > b ? a : b; }), r, 0);
}

// Suffix sums of each row: y[r, i] = x[r, i] + ... + x[r, n - 1].
KILN_TILE_KERNEL void suffix_sum(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  store(y, cumsum<1, true>(load<1, 1024>(x, r, 0)), r, 0);
}

// A non-commutative combiner in both directions: the first non-zero value at
// or before i (forward) and at or after i (reverse).
KILN_TILE_KERNEL void first_nonzero(tensor<const int32_t, 2> x, tensor<int32_t, 2> before,
                                    tensor<int32_t, 2> after) {
  int64_t r = block_id(0);
  auto t = load<1, 1024>(x, r, 0);
  auto first = [](int32_t a, int32_t b) { return a != 0 ? a : b; };
  store(before, scan<1>(t, 0, first), r, 0);
  store(after, scan<1, true>(t, 0, first), r, 0);
}

// Reverse scans down the columns of a 64x64 block (axis 0, across warps).
KILN_TILE_KERNEL void column_suffix_sum(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t c = block_id(0) * 64;
  store(y, cumsum<0, true>(load<64, 64>(x, 0, c)), 0, c);
}
