// Tile kernels with data-dependent loops: the trip count comes from a
// reduction, the same in every thread of the program, so the loops may hold
// the barriers their reductions need.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// Block floating point: each program scales its 256 values by 2^-e, e the
// smallest exponent >= 0 that brings the largest magnitude to at most 1, and
// records e.
KILN_TILE_KERNEL void block_exponent(tensor<float, 1> x, tensor<int32_t, 1> exponents) {
  int64_t o = block_id(0) * 256;
  auto t = load<256>(x, o);
  int32_t e = 0;
  while (max<0>(abs(t)) > 1.0f) {
    t = t * 0.5f;
    e += 1;
  }
  store(x, t, o);
  store(exponents, full<int32_t, 1>(e), block_id(0));
}

// Square roots by Newton's method, iterating until no value of the
// program's 128 moves by more than 1e-6 relative (inputs must be positive).
KILN_TILE_KERNEL void newton_sqrt(tensor<const float, 1> x, tensor<float, 1> y) {
  int64_t o = block_id(0) * 128;
  auto a = load<128>(x, 1.0f, o);
  auto r = a;
  float moved;
  do {
    auto next = 0.5f * (r + a / r);
    moved = max<0>(abs(next - r) / next);
    r = next;
  } while (moved > 1e-6f);
  store(y, r, o);
}
