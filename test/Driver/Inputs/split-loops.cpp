// test/Driver/remarks.test: a column sum whose loop may be split across programs, and an argmax
// of the last maximum whose loop is not (its `>=` would let an empty slice win ties).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void col_sum(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = zeros<float, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = acc + load<32, 64>(x, r, c);
  store(y, sum<0>(acc), c);
}

KILN_TILE_KERNEL void col_argmax_last(tensor<const float, 2> x, tensor<int32_t, 1> y) {
  int64_t c = block_id(0) * 64;
  auto best = full<float, 32, 64>(-__builtin_inff());
  auto at = zeros<int32_t, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32) {
    auto t = load<32, 64>(x, -__builtin_inff(), r, c);
    auto better = t >= best;
    best = where(better, t, best);
    at = where(better, expand_dims<1>(arange<int32_t, 32>((int32_t)r)), at);
  }
  auto top = expand_dims<0>(max<0>(best));
  store(y, min<0>(where(best == top, at, 0x7fffffff)), c);
}
