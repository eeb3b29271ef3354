// Tile kernels: row sums (16 rows per program) and column sums (128 columns
// per program), looping over the other dimension; row maxima and argmax.
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void row_sum(tensor<const float, 2> x, tensor<float, 1> out) {
  int64_t r = block_id(0) * 16;
  auto acc = zeros<float, 16>();
  for (int64_t c = 0; c < x.shape(1); c += 128)
    acc = acc + sum<1>(load<16, 128>(x, r, c));
  store(out, acc, r);
}

KILN_TILE_KERNEL void col_sum(tensor<const float, 2> x, tensor<float, 1> out) {
  int64_t c = block_id(0) * 128;
  auto acc = zeros<float, 128>();
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc += sum<0>(load<32, 128>(x, r, c));
  store(out, acc, c);
}

KILN_TILE_KERNEL void row_argmax(tensor<const float, 2> x, tensor<int32_t, 1> idx, tensor<float, 1> mx) {
  int64_t r = block_id(0) * 4;
  auto t = load<4, 256>(x, -__builtin_inff(), r, 0);
  store(idx, argmax<1>(t), r);
  store(mx, reduce<1>(t, -__builtin_inff(), [](float a, float b) { return a > b ? a : b; }), r);
}
