// Tile kernels: out[i] = x[idx[i]] (gather) and out[idx[i]] = x[i] (scatter).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void gather1d(tensor<const float, 1> x, tensor<const int32_t, 1> idx, tensor<float, 1> out) {
  int64_t i = block_id(0) * 512;
  store(out, gather(x, load<512>(idx, i)), i);
}

KILN_TILE_KERNEL void scatter1d(tensor<const float, 1> x, tensor<const int32_t, 1> idx, tensor<float, 1> out) {
  int64_t i = block_id(0) * 512;
  // Lanes past the end of idx read index -1 (padding), which scatter skips.
  scatter(out, load<512>(x, i), load<512>(idx, -1, i));
}
