// Tile kernels with masked loads and stores, as Triton's tl.load(ptr,
// mask=, other=) and tl.store(ptr, value, mask=): elements where the mask is
// false are neither read nor written.
#include <kiln/tile.hpp>
#include <cmath>
using namespace kiln::tile;

// Softmax over the first lens[r] columns of each row of x (at most 1024);
// y's other columns keep what they held.
KILN_TILE_KERNEL void ragged_softmax(tensor<const float, 2> x, tensor<const int32_t, 1> lens,
                                     tensor<float, 2> y) {
  int64_t r = block_id(0);
  int64_t n = load(lens, r);
  auto valid = expand_dims<0>(arange<int64_t, 1024>(0) < n);
  auto t = load<1, 1024>(x, valid, -INFINITY, r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  store(y, e / expand_dims<1>(sum<1>(e)), valid, r, 0);
}

// y = x * s in 256-column chunks, masked at the row's end: for contiguous
// tensors the mask is the same over each 16-byte vector (the extent is a
// multiple of 8 there), so the accesses stay vectors.
KILN_TILE_KERNEL void scale_columns(tensor<const __bf16, 2> x, tensor<__bf16, 2> y, float s) {
  int64_t r = block_id(0), c = block_id(1) * 256;
  auto m = expand_dims<0>(arange<int64_t, 256>(c) < y.shape(1));
  store(y, cast<__bf16>(cast<float>(load<1, 256>(x, m, r, c)) * s), m, r, c);
}

// y[i] = x[i] where x[i] > 0; y keeps its other elements (a data mask:
// element by element).
KILN_TILE_KERNEL void store_positive(tensor<const float, 1> x, tensor<float, 1> y) {
  int64_t i = block_id(0) * 1024;
  auto t = load<1024>(x, i);
  store(y, t, t > 0.0f, i);
}

// y = x where keep (a bool tensor, as torch.bool: one byte per element);
// y keeps its other elements.
KILN_TILE_KERNEL void store_where(tensor<const float, 2> x, tensor<const bool, 2> keep, tensor<float, 2> y) {
  int64_t r = block_id(0) * 4, c = block_id(1) * 256;
  store(y, load<4, 256>(x, r, c), load<4, 256>(keep, r, c), r, c);
}
