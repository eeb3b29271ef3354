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

// break: the offset of the first 256-element chunk of a row whose largest
// value exceeds `limit` (-1 when none does); the loop stops there.
KILN_TILE_KERNEL void first_chunk_above(tensor<const float, 2> x, tensor<int64_t, 1> found, float limit) {
  int64_t r = block_id(0);
  int64_t at = -1;
  for (int64_t k = 0; k < x.shape(1); k += 256) {
    if (max<0>(reshape<256>(load<1, 256>(x, -1e30f, r, k))) > limit) {
      at = k;
      break;
    }
  }
  store(found, full<int64_t, 1>(at), r);
}

// continue: the sum of a row's 256-element chunks that hold no negative
// value, and (a while loop with break) how many chunks it took until the sum
// passed `cap` (the number of chunks when it never did).
KILN_TILE_KERNEL void skip_negative_chunks(tensor<const float, 2> x, tensor<float, 1> sums,
                                           tensor<int32_t, 1> steps, float cap) {
  int64_t r = block_id(0);
  float s = 0;
  for (int64_t k = 0; k < x.shape(1); k += 256) {
    auto t = reshape<256>(load<1, 256>(x, r, k));
    if (min<0>(t) < 0.0f)
      continue;
    s += sum<0>(t);
  }
  store(sums, full<float, 1>(s), r);
  int32_t n = 0;
  float run = 0;
  int64_t k = 0;
  while (true) {
    if (k >= x.shape(1))
      break;
    run += sum<0>(reshape<256>(load<1, 256>(x, r, k)));
    k += 256;
    n += 1;
    if (run > cap)
      break;
  }
  store(steps, full<int32_t, 1>(n), r);
}
