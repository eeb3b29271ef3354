// Tile kernel: fused row softmax, one row (up to 4096 columns) per program.
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void softmax(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 4096>(x, -__builtin_inff(), r, 0);   // padding -inf: ragged rows
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), r, 0);
}
