// Tile kernel: vector add, 1024 elements per program (ragged ends masked).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void add(tensor<const float, 1> x, tensor<const float, 1> y, tensor<float, 1> out) {
  int64_t i = block_id(0) * 1024;
  store(out, load<1024>(x, i) + load<1024>(y, i), i);
}
