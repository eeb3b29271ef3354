// Tile kernel: out = x^T, 64x64 tiles (the layout change goes through shared memory).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void transpose2d(tensor<const float, 2> x, tensor<float, 2> out) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  store(out, transpose(load<64, 64>(x, m, n)), n, m);
}
