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

// dw[ids[r], :] += g[r, :] for every row r, atomically (ids repeat): an embedding backward, the
// scatter-add form of atomic_add (index tiles). Columns past dw's width and ids outside
// [0, dw.shape(0)) (-1: padding) are skipped.
KILN_TILE_KERNEL void embedding_backward(tensor<const float, 2> g, tensor<const int32_t, 1> ids,
                                         tensor<float, 2> dw) {
  int64_t r = block_id(0);
  atomic_add(dw, load<1, 256>(g, r, 0), expand_dims<1>(load<1>(ids, r)),
             expand_dims<0>(arange<int32_t, 256>(0)));
}
