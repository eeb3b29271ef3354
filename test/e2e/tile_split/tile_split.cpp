// Column reductions written as users write them (bench/tile_sweep's col_sum and col_max, issue
// 16): one program per 64 columns loops over every row. tile-split-reduction-loop lets the
// runtime split the row loop of a tall-narrow launch across S programs per 64 columns
// (kiln_tile_e2e's tile/split_* tests check the results against a host reference: exactly for
// integer sums, max and min, within a stated tolerance for float sums).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void col_sum_f32(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = zeros<float, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = acc + load<32, 64>(x, r, c);
  store(y, sum<0>(acc), c);
}

KILN_TILE_KERNEL void col_sum_i32(tensor<const int32_t, 2> x, tensor<int32_t, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = zeros<int32_t, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = acc + load<32, 64>(x, r, c);
  store(y, sum<0>(acc), c);
}

KILN_TILE_KERNEL void col_max_f32(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t c = block_id(0) * 64;
  auto acc = full<float, 32, 64>(-__builtin_inff());
  for (int64_t r = 0; r < x.shape(0); r += 32)
    acc = max(acc, load<32, 64>(x, -__builtin_inff(), r, c));
  store(y, max<0>(acc), c);
}

// Two carried tiles (a min and a sum) of a bf16 input, each its own place in the workspace slot.
KILN_TILE_KERNEL void col_min_sum_bf16(tensor<const __bf16, 2> x, tensor<float, 1> lo, tensor<float, 1> total) {
  int64_t c = block_id(0) * 64;
  auto m = full<float, 32, 64>(__builtin_inff());
  auto s = zeros<float, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32) {
    m = min(m, cast<float>(load<32, 64>(x, (__bf16)__builtin_inff(), r, c)));
    s = s + cast<float>(load<32, 64>(x, r, c));
  }
  store(lo, min<0>(m), c);
  store(total, sum<0>(s), c);
}

// bench/tile_sweep's col_argmax: the row of each column's first maximum. The split combines the
// S partial (best, row) pairs by the same strict comparison in slot order: the same rows exactly.
KILN_TILE_KERNEL void col_argmax_f32(tensor<const float, 2> x, tensor<int32_t, 1> y) {
  int64_t c = block_id(0) * 64;
  auto best = full<float, 32, 64>(-__builtin_inff());
  auto at = zeros<int32_t, 32, 64>();
  for (int64_t r = 0; r < x.shape(0); r += 32) {
    auto t = load<32, 64>(x, -__builtin_inff(), r, c);
    auto better = t > best;
    best = where(better, t, best);
    at = where(better, expand_dims<1>(arange<int32_t, 32>((int32_t)r)), at);
  }
  auto top = expand_dims<0>(max<0>(best));
  store(y, min<0>(where(best == top, at, 0x7fffffff)), c);
}

// The argmax of the last maximum (`>=`): its loop is not split (an empty slice's -inf start would
// tie and win), so it runs as written whatever the grid. test/Driver/remarks.test checks the
// missed remark that says why.
KILN_TILE_KERNEL void col_argmax_last_f32(tensor<const float, 2> x, tensor<int32_t, 1> y) {
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
  store(y, max<0>(where(best == top, at, -1)), c);
}
