// Tile kernel: inclusive prefix sums of independent 1024-element segments.
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void cumsum_segments(tensor<const float, 1> x, tensor<float, 1> y) {
  int64_t i = block_id(0) * 1024;
  store(y, cumsum<0>(load<1024>(x, i)), i);
}
